"""Headless Chromium for the Gallery's browser tests: drivers, waits, named steps, and the
screenshot and HTML of every window saved when a step fails."""

import os
import re
import signal
import time
import traceback
from contextlib import contextmanager
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
WAIT_SECONDS = 15


def chromium(javascript=True, width=1100, height=860, extra_arguments=(), network_log=False):
    """A headless Chromium driven through Debian's chromedriver (no download at run time);
    `extra_arguments` are more Chromium switches. With `network_log`, the driver's
    "performance" log records the network events of every tab (`driver.get_log("performance")`),
    e.g. each WebSocket handshake's response headers, which a page's script cannot read."""
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1", "--lang=en-US", *extra_arguments):
        options.add_argument(argument)
    if network_log:
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
        options.add_experimental_option("perfLoggingPrefs", {"enableNetwork": True, "enablePage": False})
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    service = Service(os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(10)
    return driver


def wait_for(driver, what, condition, seconds=WAIT_SECONDS):
    """Waits until `condition(driver)` is truthy and returns it; fails naming `what`."""
    try:
        return WebDriverWait(driver, seconds, poll_frequency=0.05).until(lambda d: condition(d))
    except TimeoutException:
        raise AssertionError(f"waited {seconds} s for {what}; the page is at {driver.current_url}") from None


def element(driver, css):
    found = driver.find_elements(By.CSS_SELECTOR, css)
    return found[0] if found else None


def text_of(driver, css):
    """The stripped text of the first element matching `css`, or None (also while it is replaced)."""
    try:
        found = element(driver, css)
        return found.text.strip() if found is not None else None
    except Exception:
        return None


def wait_element(driver, css, what=None):
    return wait_for(driver, what or f"an element {css}", lambda d: element(d, css))


def path_of(driver):
    return re.sub(r"^https?://[^/]+", "", driver.current_url)


def wait_path(driver, path):
    wait_for(driver, f"the address {path}", lambda d: path_of(d) == path)


def wait_live(driver):
    """Waits until the page's socket is open (the script sets body[data-live] to "live")."""
    wait_for(driver, "the page to go live", lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-live") == "live")


def likes(driver):
    """(count, liked) as the likes region shows them, or None while it is not there."""
    count = element(driver, "#like-count")
    button = element(driver, "#like-button")
    if count is None or button is None:
        return None
    try:
        return int(count.get_attribute("data-count")), button.get_attribute("aria-pressed") == "true"
    except Exception:  # replaced while read: not settled yet
        return None


def wait_likes(driver, expected, what):
    wait_for(driver, f"{what}: likes {expected}", lambda d: likes(d) == expected)


def mark_page(driver):
    """Marks the document, so a later check can tell that it was not reloaded."""
    driver.execute_script("window.galleryTestMark = 'not reloaded';")


def assert_not_reloaded(driver, what):
    if driver.execute_script("return window.galleryTestMark || null;") != "not reloaded":
        raise AssertionError(f"{what}: the page was reloaded; it should have changed over its socket")


class Run:
    """Named steps and test results; on a failure, every window of every driver is saved."""

    def __init__(self, server):
        self.server = server
        self.drivers = []
        self.step_name = ""
        self.passed = []
        self.failed = []

    def add(self, driver):
        self.drivers.append(driver)
        return driver

    def step(self, name):
        self.step_name = name
        print(f"    {name}", flush=True)

    @contextmanager
    def test(self, name):
        """One test: its steps run until one fails; then artifacts are saved and the run goes on."""
        print(f"  {name}", flush=True)
        self.step_name = ""
        started = time.monotonic()
        try:
            yield
        except Exception as error:  # any failure, assertion or WebDriver, fails this test only
            where = f"{name}, step \"{self.step_name}\""
            saved = self.save_artifacts(name)
            self.failed.append(name)
            print(f"  FAIL {where}: {error}", flush=True)
            traceback.print_exc()
            print(f"  saved: {', '.join(saved) or 'nothing'}", flush=True)
        else:
            self.passed.append(name)
            print(f"  ok   {name} ({time.monotonic() - started:.1f} s)", flush=True)

    def save_artifacts(self, name):
        ARTIFACTS.mkdir(exist_ok=True)
        slug = re.sub(r"[^A-Za-z0-9]+", "-", f"{name}-{self.step_name}").strip("-")[:100]
        saved = []
        for d, driver in enumerate(self.drivers):
            try:
                handles = driver.window_handles
            except Exception:
                continue
            for w, handle in enumerate(handles):
                try:
                    driver.switch_to.window(handle)
                    base = ARTIFACTS / f"{slug}-driver{d}-window{w}"
                    driver.save_screenshot(str(base.with_suffix(".png")))
                    base.with_suffix(".html").write_text(driver.page_source, encoding="utf-8")
                    saved += [str(base.with_suffix(".png")), str(base.with_suffix(".html"))]
                except Exception as error:
                    print(f"  could not save driver {d} window {w}: {error}", flush=True)
        log = ARTIFACTS / f"{slug}-server.log"
        log.write_text(self.server.log(), encoding="utf-8")
        saved.append(str(log))
        return saved

    def finish(self):
        """Prints the closing line CI reads (`N passed, N failed`) and returns the exit status.

        The server's folder (database, log) is removed after a pass and kept after a failure.
        """
        if self.failed:
            print("failed: " + ", ".join(self.failed))
            print(f"server folder kept: {self.server.folder}")
        else:
            self.server.remove_folder()
        print(f"{len(self.passed)} passed, {len(self.failed)} failed", flush=True)
        return 1 if self.failed else 0


def limit_time(seconds, what):
    """Raises TimeoutError in the main thread once `seconds` pass; `limit_time(0, …)` cancels."""

    def out_of_time(*_):
        raise TimeoutError(f"{what} ran longer than {seconds} s")

    signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(seconds)
