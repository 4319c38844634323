#!/usr/bin/env python3
"""Every pattern the Gallery serves, clicked through in headless Chromium.

Starts a Gallery on a fresh temporary database and a free loopback port, reads the patterns
from its front page, and for each one: opens the users list, a user, and (in a second window)
a deep link straight to a photo; likes the photo and sees the count change without a reload,
and arrive live in the second window; reloads and finds it still liked; switches to the next
pattern and finds the same state; reads HAL's banner; unlikes. Each click's "What just happened"
panel names the actions it called, and the like says when it was made. Then, with JavaScript
disabled, every pattern's list, links and forms still work, and a form's click shows its panel
too. Finally, the server (a debug build, whose leak detector is on) has reported no closed page
still alive. A failed step saves a screenshot and the HTML of every window, and the server's
log, in artifacts/.

    python3 Gallery/BrowserTests/browser_test.py              # builds the gallery (debug) first
    GALLERY_BIN=path/to/gallery python3 …/browser_test.py     # or runs that binary
    python3 …/browser_test.py --docs-screenshot docs/gallery.png
"""

import argparse
import shutil
import sys
import time
from pathlib import Path

from browser_harness import (ARTIFACTS, Run, assert_not_reloaded, chromium, element, likes, limit_time, mark_page,
                             text_of, wait_element, wait_for, wait_likes, wait_live, wait_path)
from gallery_server import GalleryServer, pattern_ids
from selenium.webdriver.common.by import By

# Sample data (Gallery/Sources/GalleryDatabase/SampleData.swift): ids are fixed on purpose.
USER = 2
HAL_REFUSAL = "something I cannot allow to happen"
LEAK_REPORT = "after it was dismissed at"  # the leak detector's log line
TIME_LIMIT_SECONDS = 600


def live_pattern(run, browser, main, second, pattern, next_pattern):
    """The whole feature in one pattern, with JavaScript, in two windows of one browser."""
    d = browser
    base = run.server.url.rstrip("/")

    run.step("open the users list from the front page")
    d.switch_to.window(main)
    d.get(base + "/")
    wait_element(d, f"#open-{pattern}").click()
    wait_path(d, f"/{pattern}/users")
    wait_live(d)
    users = d.find_elements(By.CSS_SELECTOR, "#users a[id^='user-']")
    assert len(users) >= 2, f"the users list shows {len(users)} users"
    mark_page(d)

    run.step("open a user")
    wait_element(d, f"#user-{USER}").click()
    wait_path(d, f"/{pattern}/users/{USER}/photos")
    first_photo = wait_element(d, "#photos a[id^='photo-']", "the user's photos")
    photo = int(first_photo.get_attribute("id").removeprefix("photo-"))
    caption = first_photo.text.strip()
    assert caption, "the first photo has no caption"
    assert_not_reloaded(d, "opening a user")
    photo_path = f"/{pattern}/users/{USER}/photos/{photo}"

    run.step("follow a deep link straight to the photo, in a second window")
    d.switch_to.window(second)
    d.get(base + photo_path)
    wait_path(d, photo_path)
    wait_live(d)
    title = wait_for(d, "the photo's title", lambda d: text_of(d, "#photo-title"))
    assert title == caption, f"the deep link shows {title!r}, the grid called it {caption!r}"
    before = wait_for(d, "the likes region", likes)
    count, liked = before
    assert not liked, f"{pattern} starts with the photo already liked (did an earlier test stop before its unlike?)"
    mark_page(d)

    run.step("open the photo")
    d.switch_to.window(main)
    first_photo.click()
    wait_path(d, photo_path)
    wait_for(d, "the photo's title", lambda d: text_of(d, "#photo-title") == caption)
    wait_likes(d, before, "the photo before any like")
    assert_not_reloaded(d, "opening the photo")

    run.step("like: the count changes without a reload")
    element(d, "#like-button").click()
    wait_likes(d, (count + 1, True), "after the like")
    assert_not_reloaded(d, "liking")

    run.step("the like says when it was made, and the panel what the click did")
    when = wait_for(d, "the like's time", lambda d: text_of(d, "#last-liked"))
    assert when == "Last liked just now", f"the likes region says {when!r}"
    # The like answers its own count, read in its transaction; the count every page on the photo
    # is then handed is read once by the server for all of them, and is no call of this page.
    calls = wait_panel(d, ["LikePhoto"], "the like")
    assert calls == ["LikePhoto"], f"the like's panel lists {calls}, not the like alone"
    assert "likes" in text_of(d, ".activity-regions"), "the panel does not say the likes were drawn again"

    run.step("the like arrives live in the second window")
    d.switch_to.window(second)
    wait_likes(d, (count + 1, True), "the second window, after the like")
    assert_not_reloaded(d, "receiving a like")

    run.step("reload: still liked")
    d.switch_to.window(main)
    d.refresh()
    wait_path(d, photo_path)
    wait_likes(d, (count + 1, True), "after a reload")
    wait_live(d)

    run.step(f"switch to {next_pattern}: the same photo, the same likes")
    element(d, f"#pattern-{next_pattern}").click()
    wait_path(d, f"/{next_pattern}/users/{USER}/photos/{photo}")
    wait_live(d)
    wait_for(d, "the same photo after switching", lambda d: text_of(d, "#photo-title") == caption)
    wait_likes(d, (count + 1, True), f"{next_pattern}, after switching")
    element(d, f"#pattern-{pattern}").click()
    wait_path(d, photo_path)
    wait_live(d)
    wait_likes(d, (count + 1, True), f"back in {pattern}")
    mark_page(d)

    run.step("read HAL's banner")
    element(d, "#pod-bay-doors").click()
    banner = wait_for(d, "HAL's answer", lambda d: text_of(d, "#hal-banner"))
    assert HAL_REFUSAL in banner, f"HAL's banner says {banner!r}"
    assert_not_reloaded(d, "asking HAL")
    wait_panel(d, ["OpenPodBayDoors"], "asking HAL")

    if run.happy_path_screenshot is None:
        run.happy_path_screenshot = ARTIFACTS / "happy-path.png"
        ARTIFACTS.mkdir(exist_ok=True)
        d.save_screenshot(str(run.happy_path_screenshot))

    run.step("unlike: the count goes back, here and in the second window")
    element(d, "#like-button").click()
    wait_likes(d, (count, False), "after the unlike")
    assert_not_reloaded(d, "unliking")
    d.switch_to.window(second)
    wait_likes(d, (count, False), "the second window, after the unlike")


def wait_panel(driver, actions, what):
    """Waits until the "What just happened" panel lists each of `actions` as a call."""
    def listed(d):
        calls = [c.text.strip() for c in d.find_elements(By.CSS_SELECTOR, "#activity .activity-calls code.action")]
        return all(action in calls for action in actions) and calls
    calls = wait_for(driver, f"the panel to list {', '.join(actions)} after {what}", listed)
    assert element(driver, "#activity .duration") is not None, f"the panel gives no time for {what}'s calls"
    return calls


def script_free_pattern(run, browser, pattern):
    """With JavaScript off: the server-rendered pages, their links, and the forms' posts."""
    d = browser
    base = run.server.url.rstrip("/")

    run.step("the users list without JavaScript")
    d.get(base + f"/{pattern}/users")
    assert d.find_element(By.TAG_NAME, "body").get_attribute("data-live") == "offline", "the script ran"
    assert element(d, "#connection").text == "Not live", "the script ran"
    links = d.find_elements(By.CSS_SELECTOR, "#users a[id^='user-']")
    assert len(links) >= 2, f"the users list shows {len(links)} users"
    assert all(link.get_attribute("href") for link in links), "a user has no link"

    run.step("follow a user's link")
    element(d, f"#user-{USER}").click()
    wait_path(d, f"/{pattern}/users/{USER}/photos")
    photo_link = wait_element(d, "#photos a[id^='photo-']")
    photo = int(photo_link.get_attribute("id").removeprefix("photo-"))

    run.step("follow a photo's link")
    photo_link.click()
    wait_path(d, f"/{pattern}/users/{USER}/photos/{photo}")
    count, liked = wait_for(d, "the likes region", likes)
    assert not liked, "this browser has not liked anything yet"

    run.step("like and unlike with plain forms")
    element(d, "#like-button").click()
    wait_likes(d, (count + 1, True), "after the form's like")
    wait_panel(d, ["LikePhoto"], "the form's like")
    element(d, "#like-button").click()
    wait_likes(d, (count, False), "after the form's unlike")

    run.step("ask HAL with a plain form")
    element(d, "#pod-bay-doors").click()
    wait_for(d, "HAL's answer", lambda d: HAL_REFUSAL in (text_of(d, "#hal-banner") or ""))

    run.step("back link")
    element(d, "#back").click()
    wait_path(d, f"/{pattern}/users/{USER}/photos")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs-screenshot", type=Path, help="also copy the happy path's screenshot here (under 300 KB)")
    options = parser.parse_args()

    limit_time(TIME_LIMIT_SECONDS, "the browser test")
    started = time.monotonic()
    server = GalleryServer.start()
    run = Run(server)
    run.happy_path_screenshot = None
    try:
        patterns = pattern_ids(server.url)
        print(f"Gallery at {server.url} serves {len(patterns)} pattern(s): {', '.join(patterns)}", flush=True)

        browser = run.add(chromium(javascript=True, width=1000, height=1150))
        main_window = browser.current_window_handle
        browser.switch_to.new_window("window")
        second_window = browser.current_window_handle
        for index, pattern in enumerate(patterns):
            with run.test(f"{pattern}: live pages"):
                live_pattern(run, browser, main_window, second_window, pattern, patterns[(index + 1) % len(patterns)])

        plain = run.add(chromium(javascript=False))
        for pattern in patterns:
            with run.test(f"{pattern}: without JavaScript"):
                script_free_pattern(run, plain, pattern)

        with run.test("no closed page was reported still alive"):
            run.step("read the server's log for the leak detector's reports")
            leaks = [line for line in server.log().splitlines() if LEAK_REPORT in line]
            assert not leaks, "the leak detector reported:\n" + "\n".join(leaks)
    finally:
        for driver in run.drivers:
            driver.quit()
        status = server.stop()
        limit_time(0, "")
    if status != 0:
        run.failed.append(f"graceful shutdown (exit status {status})")
    if options.docs_screenshot and run.happy_path_screenshot and not run.failed:
        size = run.happy_path_screenshot.stat().st_size
        if size > 300 * 1024:
            run.failed.append(f"the happy path's screenshot is {size // 1024} KB, over 300 KB")
        else:
            options.docs_screenshot.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(run.happy_path_screenshot, options.docs_screenshot)
            print(f"wrote {options.docs_screenshot} ({size // 1024} KB)")
    print(f"browser test: {time.monotonic() - started:.0f} s")
    return run.finish()


if __name__ == "__main__":
    sys.exit(main())
