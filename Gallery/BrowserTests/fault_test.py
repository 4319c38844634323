#!/usr/bin/env python3
"""The Gallery killed in the middle of a burst of likes, then restarted on the same database.

Each round: while live pages of every pattern (in headless Chromium) watch a photo, workers
open sockets as new viewers and like photos; once some likes were acknowledged (the socket
got the fragment that shows them liked) and others are still in flight, the server gets
SIGKILL (the likes go through every pattern's module). While it is down, one more like is written straight into the file. Then it restarts
on the same file and port, and:
- every acknowledged like is stored, and nothing is stored that was never sent;
- `PRAGMA integrity_check` is ok and the database is still in WAL mode;
- the server itself shows acknowledged likes as liked to their viewers;
- every page reconnected by itself (without a reload) and shows the current count.

    python3 Gallery/BrowserTests/fault_test.py          # builds the gallery (debug) first
"""

import asyncio
import json
import sqlite3
import sys
import time
import urllib.request
from contextlib import closing, contextmanager

from browser_harness import Run, assert_not_reloaded, chromium, limit_time, mark_page, wait_for, wait_likes, wait_live, wait_path
from gallery_server import GalleryServer, pattern_ids
from live_client import connect, live_path, signed, until_likes, viewer_secret
from selenium.webdriver.common.by import By

ROUNDS = 2
WORKERS = 24
ACKS_BEFORE_KILL = 150
BURST_SECONDS = 30
WATCHED = (1, 1)  # (user, photo) the browser pages show
TIME_LIMIT_SECONDS = 420


@contextmanager
def database(server):
    """A connection to the server's file, committed and closed at the end of the block."""
    with closing(sqlite3.connect(server.database, timeout=10)) as db, db:
        yield db


def sample_photos(server):
    with database(server) as db:
        return db.execute("SELECT userID, id FROM photo ORDER BY id").fetchall()


def stored_count(server, photo):
    with database(server) as db:
        return db.execute("SELECT COUNT(*) FROM photoLike WHERE photoID = ?", (photo,)).fetchone()[0]


async def burst(server, patterns, photos, round_name):
    """Likes from new viewers until the kill; returns (sent, acknowledged, in flight at the kill)."""
    sent, acknowledged = set(), set()
    killed = asyncio.Event()
    secret = viewer_secret(server.database)

    async def worker(number):
        n = 0
        while not killed.is_set():
            user, photo = photos[(number + n) % len(photos)]
            pattern = patterns[(number + n) % len(patterns)]
            viewer = f"burst-{round_name}-{number}-{n}"
            n += 1
            try:
                socket = await connect(server.ws_url, live_path(pattern, user, photo), signed(viewer, secret), timeout=10)
                async with socket:
                    await until_likes(socket)
                    sent.add((viewer, photo))
                    await socket.send(json.dumps({"type": "like", "photo": photo}))
                    await until_likes(socket, "true")
                    acknowledged.add((viewer, photo))
            except Exception:
                if killed.is_set():
                    return
                raise

    tasks = [asyncio.create_task(worker(number)) for number in range(WORKERS)]
    deadline = time.monotonic() + BURST_SECONDS
    while len(acknowledged) < ACKS_BEFORE_KILL or len(sent) == len(acknowledged):
        if time.monotonic() > deadline:
            raise AssertionError(f"the burst made {len(acknowledged)} acknowledged likes in {BURST_SECONDS} s")
        for task in tasks:
            if task.done() and task.exception():
                raise AssertionError(f"a worker failed before the kill: {task.exception()!r}")
        await asyncio.sleep(0.002)
    in_flight = len(sent) - len(acknowledged)
    killed.set()
    server.kill()
    await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), 30)
    return set(sent), set(acknowledged), in_flight


def check_database(server, sent, acknowledged, round_name):
    with database(server) as db:
        integrity = db.execute("PRAGMA integrity_check").fetchall()
        assert integrity == [("ok",)], f"integrity_check after the restart: {integrity}"
        mode = db.execute("PRAGMA journal_mode").fetchone()[0]
        assert mode == "wal", f"the database is in {mode} mode, not WAL"
        stored = set(db.execute("SELECT viewer, photoID FROM photoLike WHERE viewer LIKE ?", (f"burst-{round_name}-%",)))
    lost = acknowledged - stored
    assert not lost, f"{len(lost)} acknowledged likes are not stored, e.g. {sorted(lost)[:5]}"
    invented = stored - sent
    assert not invented, f"{len(invented)} stored likes were never sent, e.g. {sorted(invented)[:5]}"
    return stored


def check_server_shows(server, pattern, photos, acknowledged):
    """The restarted server shows acknowledged likes as liked to their viewers (a few of them)."""
    owner = {photo: user for user, photo in photos}
    secret = viewer_secret(server.database)
    for viewer, photo in sorted(acknowledged)[:10]:
        request = urllib.request.Request(
            f"{server.url}{pattern}/users/{owner[photo]}/photos/{photo}",
            headers={"Cookie": f"gallery-viewer={signed(viewer, secret)}"},
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            html = response.read().decode("utf-8")
        assert 'aria-pressed="true"' in html, f"after the restart, {viewer} does not see photo {photo} liked"


def main():
    limit_time(TIME_LIMIT_SECONDS, "the fault test")
    server = GalleryServer.start()
    run = Run(server)
    try:
        patterns = pattern_ids(server.url)
        photos = sample_photos(server)
        user, photo = WATCHED
        browser = run.add(chromium(javascript=True, width=900, height=700))
        windows = {}
        for pattern in patterns:
            if windows:
                browser.switch_to.new_window("window")
            windows[pattern] = browser.current_window_handle
            browser.get(f"{server.url}{pattern}/users/{user}/photos/{photo}")
            wait_live(browser)
            mark_page(browser)

        for round_number in range(1, ROUNDS + 1):
            round_name = f"r{round_number}"
            with run.test(f"round {round_number}: SIGKILL mid-burst, restart on the same file"):
                run.step(f"burst of likes from {WORKERS} workers, SIGKILL once {ACKS_BEFORE_KILL} were acknowledged")
                sent, acknowledged, in_flight = asyncio.run(burst(server, patterns, photos, round_name))
                print(f"      sent {len(sent)}, acknowledged {len(acknowledged)}, in flight at the kill {in_flight}")

                run.step("the pages notice the server is gone")
                for pattern, handle in windows.items():
                    browser.switch_to.window(handle)
                    wait_for(browser, f"{pattern}'s page to go offline",
                             lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-live") != "live")

                run.step("a like written while the server is down")
                with database(server) as db:
                    db.execute("INSERT INTO photoLike (photoID, viewer) VALUES (?, ?)", (photo, f"offline-{round_name}"))

                run.step("restart on the same database and port")
                server.restart()
                stored = check_database(server, sent, acknowledged, round_name)
                print(f"      stored {len(stored)} of them ({len(stored) - len(acknowledged)} unacknowledged ones had committed)")
                check_server_shows(server, patterns[0], photos, acknowledged)

                run.step("every page reconnects by itself and shows the current count")
                expected = stored_count(server, photo)
                for pattern, handle in windows.items():
                    browser.switch_to.window(handle)
                    wait_live(browser)
                    wait_path(browser, f"/{pattern}/users/{user}/photos/{photo}")
                    wait_likes(browser, (expected, False), f"{pattern}'s page after the restart")
                    assert_not_reloaded(browser, f"{pattern}'s page reconnecting")
                print(f"      {len(windows)} page(s) live again, showing {expected} likes")

        with run.test("a graceful stop leaves an intact database"):
            run.step("SIGTERM")
            for driver in run.drivers:
                driver.quit()
            run.drivers.clear()
            status = server.stop()
            assert status == 0, f"the server exited with {status} on SIGTERM"
            with database(server) as db:
                assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        for driver in run.drivers:
            driver.quit()
        server.stop()
        limit_time(0, "")
    return run.finish()


if __name__ == "__main__":
    sys.exit(main())
