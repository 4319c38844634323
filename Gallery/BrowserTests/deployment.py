"""Two Gallery instances on one PostgreSQL database behind nginx, for tests: runs
`Gallery/Deploy/two-instances.sh` as a subprocess on free loopback ports, with its PostgreSQL
server, nginx's files and the instances' logs in a temporary folder this object owns; every
wait is bounded, and `stop()` (or leaving the `with` block) stops all of it.

    with Deployment.start() as deployment:            # builds (debug) unless GALLERY_BIN is set
        print(deployment.url)                         # nginx: http://127.0.0.1:PORT/
        deployment.instances[0].kill()                # SIGKILL one instance, as in a crash
        deployment.restart_postgres()                 # postgres.sh restart, while both run
        deployment.psql('SELECT COUNT(*) FROM "photoLike"')

Each response through nginx names the instance that served it in `X-Gallery-Upstream`
(`127.0.0.1:PORT`, an instance's `upstream`); `SocketUpstreams` reads it for the live sockets
of a Chromium's tabs.
"""

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from gallery_server import free_port, gallery_binary

DEPLOY = Path(__file__).resolve().parent.parent / "Deploy"
TWO_INSTANCES = DEPLOY / "two-instances.sh"
POSTGRES = DEPLOY / "postgres.sh"
READY_LINE = re.compile(r"Trellis Gallery \(two instances behind nginx\): open (http://\S+)")
INSTANCE_LINE = re.compile(r"instance (\d): pid (\d+), http://127\.0\.0\.1:(\d+)/")
DATABASE_LINE = re.compile(r"database: (postgres://\S+)")
UPSTREAM_HEADER = "X-Gallery-Upstream"


@dataclass
class Instance:
    """One `gallery` process of the deployment."""

    number: int
    pid: int
    port: int
    log_path: str

    @property
    def upstream(self):
        """How nginx names it in X-Gallery-Upstream."""
        return f"127.0.0.1:{self.port}"

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}/"

    def alive(self):
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:
            return False
        # A child of the script that exited stays a zombie until the script reaps it.
        try:
            with open(f"/proc/{self.pid}/stat") as stat:
                return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
        except OSError:
            return False

    def kill(self):
        """SIGKILL, as in a crash: nothing is flushed, no page is told. Waits (at most 10 s)
        until the process is gone."""
        os.kill(self.pid, signal.SIGKILL)
        deadline = time.monotonic() + 10
        while self.alive():
            if time.monotonic() > deadline:
                raise RuntimeError(f"instance {self.number} (pid {self.pid}) survived SIGKILL for 10 s")
            time.sleep(0.02)


class Deployment:
    """`two-instances.sh` on free loopback ports, its PostgreSQL data in a folder of its own."""

    def __init__(self, binary, folder, log_level, startup_seconds):
        self.binary = binary
        self.folder = folder
        self.log_level = log_level
        self.startup_seconds = startup_seconds
        self.work = os.path.join(folder, "work")
        self.postgres_dir = os.path.join(folder, "postgres")
        self.postgres_port = free_port()
        self.port = free_port()
        self.instance_ports = [free_port(), free_port()]
        self.process = None
        self.instances = []
        self.database = None
        self.output_path = os.path.join(folder, "two-instances.out")

    @classmethod
    def start(cls, binary=None, log_level="notice", startup_seconds=300):
        """Builds the gallery if needed (or takes `binary`, or $GALLERY_BIN) and starts the
        deployment; returns once nginx answers and both instances are up.

        `startup_seconds` bounds the start: it covers a first install of PostgreSQL or nginx.
        """
        binary = binary or gallery_binary()
        folder = tempfile.mkdtemp(prefix="gallery-deployment-")
        # PostgreSQL runs as its own user when this is root: it must reach its folder.
        os.chmod(folder, 0o755)
        deployment = cls(binary, folder, log_level, startup_seconds)
        _stop_on_sigterm()
        try:
            deployment._launch()
        except BaseException:
            deployment.stop()
            raise
        return deployment

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}/"

    @property
    def ws_url(self):
        return f"ws://127.0.0.1:{self.port}"

    def _launch(self):
        command = [
            "bash", str(TWO_INSTANCES), "--port", str(self.port),
            "--instance-ports", ",".join(map(str, self.instance_ports)),
            "--postgres-dir", self.postgres_dir, "--postgres-port", str(self.postgres_port),
            "--gallery-bin", self.binary, "--work-dir", self.work, "--log-level", self.log_level,
        ]
        output = open(self.output_path, "ab")
        # A session of its own, so a teardown can stop whatever the script leaves behind.
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=output, stdin=subprocess.DEVNULL,
                                        start_new_session=True)
        ready = threading.Event()
        instances = {}

        def read_stdout():
            for raw in iter(self.process.stdout.readline, b""):
                line = raw.decode("utf-8", "replace")
                if match := INSTANCE_LINE.search(line):
                    number = int(match.group(1))
                    instances[number] = Instance(number, int(match.group(2)), int(match.group(3)),
                                                 os.path.join(self.work, f"instance-{number}.log"))
                elif match := DATABASE_LINE.search(line):
                    self.database = match.group(1)
                elif READY_LINE.search(line):
                    ready.set()
                output.write(raw)
                output.flush()
            output.close()

        threading.Thread(target=read_stdout, daemon=True).start()
        deadline = time.monotonic() + self.startup_seconds
        while not ready.wait(0.05):
            if self.process.poll() is not None:
                raise RuntimeError(f"two-instances.sh exited with {self.process.returncode} before it was ready:\n{self.log()}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"two-instances.sh was not ready within {self.startup_seconds} s:\n{self.log()}")
        self.instances = [instances[1], instances[2]]

    def instance(self, upstream):
        """The instance nginx names `upstream` (an X-Gallery-Upstream value)."""
        for instance in self.instances:
            if instance.upstream == upstream:
                return instance
        raise AssertionError(f"no instance of this deployment is at {upstream!r}")

    def psql(self, sql):
        """Runs `sql` on the deployment's database; the rows, each a list of its fields as text."""
        result = subprocess.run(
            ["psql", "-h", "127.0.0.1", "-p", str(self.postgres_port), "-U", "gallery", "-d", "gallery",
             "-X", "-q", "-t", "-A", "-F", "\t", "-v", "ON_ERROR_STOP=1", "-c", sql],
            capture_output=True, text=True, timeout=30,
        )
        if result.returncode != 0:
            raise RuntimeError(f"psql failed on {sql!r}: {result.stderr.strip()}")
        return [line.split("\t") for line in result.stdout.splitlines() if line]

    def viewer_secret(self):
        """The secret every instance signs viewer cookies with (one row, shared)."""
        rows = self.psql("SELECT encode(value, 'hex') FROM secret WHERE name = 'viewerCookie'")
        return bytes.fromhex(rows[0][0])

    def postgres(self, command):
        """`postgres.sh COMMAND` on the deployment's server (`restart`, `stop`, `start`), bounded
        at 90 s."""
        arguments = [command, self.postgres_dir] + ([str(self.postgres_port)] if command == "start" else [])
        # Its output goes to a file, not a pipe: a server it starts must not hold our end open.
        path = os.path.join(self.folder, "postgres.out")
        with open(path, "ab") as output:
            output.write(f"$ postgres.sh {' '.join(arguments)}\n".encode())
            output.flush()
            status = subprocess.run(["bash", str(POSTGRES), *arguments], stdout=output, stderr=output,
                                    stdin=subprocess.DEVNULL, timeout=90).returncode
        if status != 0:
            tail = Path(path).read_text(encoding="utf-8", errors="replace")[-2000:]
            raise RuntimeError(f"postgres.sh {command} exited with {status}:\n{tail}")

    def restart_postgres(self):
        """A fast shutdown of the database server and a start: every connection to it drops."""
        self.postgres("restart")

    def log(self):
        """The script's output, both instances' logs and nginx's error log, each under a title."""
        parts = []
        names = ["two-instances.out", "postgres.out", "work/instance-1.log", "work/instance-2.log", "work/nginx-error.log",
                 "postgres/server.log"]
        for name in names:
            try:
                text = Path(self.folder, name).read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
            parts.append(f"==> {name} <==\n{text}")
        return "\n".join(parts)

    def stop(self, timeout=45):
        """SIGTERM to the script, which stops nginx, the instances and PostgreSQL; whatever is
        left after `timeout` seconds is killed. Returns the script's exit status."""
        if self.process is None:
            return None
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                print(f"deployment: two-instances.sh did not stop within {timeout} s; killing its processes", file=sys.stderr)
        try:
            os.killpg(self.process.pid, signal.SIGKILL)  # anything of its session that outlived it
        except (ProcessLookupError, PermissionError):
            pass
        if self.process.poll() is None:
            self.process.wait(timeout=10)
        # PostgreSQL detaches from the script's session; stopping a stopped server does nothing.
        if os.path.exists(os.path.join(self.postgres_dir, "PG_VERSION")):
            subprocess.run(["bash", str(POSTGRES), "stop", self.postgres_dir], capture_output=True, timeout=90)
        return self.process.returncode

    def remove_folder(self):
        shutil.rmtree(self.folder, ignore_errors=True)
        try:
            os.remove(self.postgres_dir + ".initdb.log")  # postgres.sh writes it beside the folder
        except OSError:
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()
        if exc[0] is None:
            self.remove_folder()
        return False


def served_by(header):
    """The instance an X-Gallery-Upstream value names: the last address, since nginx lists every
    one it tried ("127.0.0.1:A, 127.0.0.1:B" when A refused and B answered); None if absent."""
    return header.split(",")[-1].strip() if header else None


def _stop_on_sigterm():
    """SIGTERM (from `timeout` in run.sh) raises SystemExit in the main thread, so the `finally`
    blocks that stop the deployment run; a handler someone installed is left alone."""
    if threading.current_thread() is threading.main_thread() and signal.getsignal(signal.SIGTERM) == signal.SIG_DFL:
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))


class SocketUpstreams:
    """Which instance served each live socket a Chromium's tabs opened through nginx.

    Read from the driver's performance log (`chromium(network_log=True)`): each WebSocket
    handshake's response carries nginx's X-Gallery-Upstream header, and each log entry names
    its tab by the window handle. Reading the log drains it, so this object keeps everything
    it read.
    """

    def __init__(self, driver):
        self.driver = driver
        self._handshakes = {}

    def _read(self):
        for entry in self.driver.get_log("performance"):
            logged = json.loads(entry["message"])
            message = logged.get("message", {})
            if message.get("method") != "Network.webSocketHandshakeResponseReceived":
                continue
            response = message.get("params", {}).get("response", {})
            headers = {name.lower(): value for name, value in response.get("headers", {}).items()}
            self._handshakes.setdefault(logged.get("webview"), []).append(
                (response.get("status"), served_by(headers.get(UPSTREAM_HEADER.lower())))
            )

    def handshakes(self, handle):
        """The upstream of every socket the tab `handle` opened successfully (status 101), oldest first."""
        self._read()
        return [upstream for status, upstream in self._handshakes.get(handle, []) if status == 101]

    def current(self, handle):
        """The upstream serving the tab's latest socket, or None before its first."""
        found = self.handshakes(handle)
        return found[-1] if found else None


def fetch_upstream(browser):
    """Fetches the front page from the tab on show; the instance that answered, as nginx names it."""
    return browser.execute_async_script(
        f"""const done = arguments[arguments.length - 1];
        fetch("/", {{cache: "no-store"}}).then((r) => done(r.headers.get("{UPSTREAM_HEADER}")), (e) => done("failed: " + e));"""
    )


def open_served_by(browser, sockets, url, accept, what, max_reloads=10):
    """Loads `url` in the tab on show until its live socket comes from an instance `accept`s
    (a predicate on the upstream); returns (that upstream, the reloads it took).

    A load makes an even number of requests through nginx (the page and its socket; the
    browser caches the rest), so on an otherwise idle nginx, whose round robin alternates,
    every reload's socket would land where the last one did. Before each reload the tab
    fetches a page once, which shifts the alternation by one.
    """
    from browser_harness import wait_for, wait_live  # Selenium only for the tests that drive a browser

    handle = browser.current_window_handle
    for reloads in range(max_reloads + 1):
        before = len(sockets.handshakes(handle))
        browser.get(url)
        wait_live(browser)
        wait_for(browser, f"{what}: the socket's handshake in the performance log", lambda _: len(sockets.handshakes(handle)) > before)
        upstream = sockets.current(handle)
        if accept(upstream):
            return upstream, reloads
        fetched = fetch_upstream(browser)
        if not (fetched and fetched.startswith("127.0.0.1:")):
            raise AssertionError(f"{what}: a fetch through nginx named no instance: {fetched!r}")
    raise AssertionError(f"{what}: after {max_reloads} reloads its live socket still came from {upstream}; nginx does not alternate")
