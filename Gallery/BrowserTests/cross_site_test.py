#!/usr/bin/env python3
"""Another site cannot act for the Gallery's users, in a real Chromium.

A viewer opens a photo in the Gallery (and so holds its signed, SameSite=Lax cookie), then
visits pages served from elsewhere that try to like that photo for them: a script that opens
the Gallery's live socket and sends a like, and a hidden form that posts one. Two such sites:

- **another port of the same host** (`127.0.0.1`, a different port): the same site to the
  browser, so it sends the viewer's cookie along with both;
- **an unrelated site** (`evil.example`, mapped to loopback inside Chromium only): its form's
  post carries no cookie, its socket a fresh viewer.

The Gallery must refuse every one of them (its Origin check, and the form token the attacker
cannot read) and write nothing: the likes table is the same before and after. Then the viewer
likes the photo on the Gallery's own page, which must count, so the test can see a like that
gets through. Bounded in time; the attacker's server listens on loopback only.
"""

import sqlite3
import sys
import threading
import time
from contextlib import closing
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from selenium.webdriver.common.by import By

from browser_harness import Run, chromium, limit_time, likes, wait_for, wait_likes, wait_live
from gallery_server import GalleryServer, free_port

TIME_LIMIT_SECONDS = 180
PATTERN = "supersimple"
USER, PHOTO = 2, 4
UNRELATED_HOST = "evil.example"
REFUSAL = "Requests from another site may not change the Gallery: only pages it serves can."


def attacker_pages(gallery_port):
    """The two pages another site serves, aimed at the Gallery on `gallery_port`."""
    photo_path = f"/{PATTERN}/users/{USER}/photos/{PHOTO}"
    socket_page = f"""<!doctype html><title>pending</title>
<script>
const socket = new WebSocket("ws://127.0.0.1:{gallery_port}/live?pattern={PATTERN}&path=users/{USER}/photos/{PHOTO}");
socket.onopen = () => {{ socket.send(JSON.stringify({{type: "like", photo: {PHOTO}}})); document.title = "opened"; }};
socket.onmessage = (message) => {{ document.title = "answered " + message.data.slice(0, 60); }};
socket.onerror = () => {{ document.title = "refused"; }};
socket.onclose = (event) => {{ if (document.title === "pending") document.title = "refused " + event.code; }};
</script>"""
    form_page = f"""<!doctype html><title>form</title>
<form id="attack" method="post" action="http://127.0.0.1:{gallery_port}{photo_path}">
<input type="hidden" name="photo" value="{PHOTO}"><input type="hidden" name="type" value="like">
</form>
<script>document.getElementById("attack").submit();</script>"""
    return {"/socket.html": socket_page, "/form.html": form_page}


def serve_attacker(pages):
    """A loopback HTTP server for `pages` on a free port, in a daemon thread."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            body = pages.get(self.path.split("?")[0])
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write((body or "not here").encode())

        def log_message(self, *_):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", free_port()), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def like_rows(server):
    with closing(sqlite3.connect(server.database, timeout=10)) as db:
        return db.execute("SELECT photoID, viewer FROM photoLike ORDER BY photoID, viewer").fetchall()


def attempt(run, browser, server, site, before):
    """Visits `site`'s two pages and checks that nothing was written."""
    run.step(f"{site}/socket.html opens the Gallery's socket and sends a like")
    browser.get(f"{site}/socket.html")
    title = wait_for(browser, "the socket to open or be refused", lambda d: d.title if d.title != "pending" else None)
    time.sleep(0.5)  # a like that got through would be committed by now
    assert title.startswith("refused"), f"the cross-site socket was not refused: {title}"
    assert like_rows(server) == before, "the cross-site socket wrote a like"

    run.step(f"{site}/form.html posts a like form to the Gallery")
    browser.get(f"{site}/form.html")
    wait_for(browser, "the form's answer", lambda d: d.current_url.startswith(server.url.rstrip("/")))
    body = browser.find_element(By.TAG_NAME, "body").text
    assert REFUSAL in body, f"the cross-site form was not refused: {body[:200]!r}"
    assert like_rows(server) == before, "the cross-site form wrote a like"


def main():
    limit_time(TIME_LIMIT_SECONDS, "the cross-site test")
    server = GalleryServer.start()
    attacker = serve_attacker(attacker_pages(server.port))
    run = Run(server)
    try:
        browser = run.add(chromium(javascript=True, extra_arguments=[f"--host-resolver-rules=MAP {UNRELATED_HOST} 127.0.0.1"]))
        photo_url = f"{server.url}{PATTERN}/users/{USER}/photos/{PHOTO}"
        with run.test("the viewer opens a photo in the Gallery"):
            browser.get(photo_url)
            wait_live(browser)
            count, liked = wait_for(browser, "the likes region", likes)
            assert not liked, "a new viewer has liked nothing"
            cookie = browser.get_cookie("gallery-viewer")
            assert cookie and cookie.get("sameSite") == "Lax", f"the viewer's cookie: {cookie}"
        before = like_rows(server)
        port = attacker.server_address[1]
        with run.test("a page on another port of the same host cannot like for the viewer"):
            attempt(run, browser, server, f"http://127.0.0.1:{port}", before)
        with run.test(f"a page on an unrelated site ({UNRELATED_HOST}) cannot like at all"):
            attempt(run, browser, server, f"http://{UNRELATED_HOST}:{port}", before)
        with run.test("the viewer's own like on the Gallery's page counts"):
            run.step("like on the Gallery's page")
            browser.get(photo_url)
            wait_live(browser)
            wait_likes(browser, (count, False), "back on the Gallery")
            browser.find_element(By.CSS_SELECTOR, "#like-button").click()
            wait_likes(browser, (count + 1, True), "after the viewer's own like")
            assert len(like_rows(server)) == len(before) + 1, "the viewer's own like was not stored"
    finally:
        for driver in run.drivers:
            driver.quit()
        attacker.shutdown()
        status = server.stop()
        limit_time(0, "")
    if status != 0:
        run.failed.append(f"graceful shutdown (exit status {status})")
    return run.finish()


if __name__ == "__main__":
    sys.exit(main())
