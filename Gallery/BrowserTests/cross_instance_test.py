#!/usr/bin/env python3
"""Two tabs on one photo, served by two Gallery instances behind nginx, see each other's likes
live, in a real Chromium.

`Gallery/Deploy/two-instances.sh` runs two instances on one PostgreSQL database behind nginx
(round robin, no sticky sessions). First, through nginx:
- plain requests are answered by both instances in turn, each naming itself in nginx's
  X-Gallery-Upstream header, and a viewer cookie one instance issued is honoured by the other
  (one secret, in the database);
- a live socket whose Origin is nginx's own address is accepted (nginx passes the browser's
  Host on, so the Gallery's Origin check sees the public origin) and one from another site is
  refused.

Then, for every pattern the front page lists, tab A and tab B (one browser, so one viewer)
open the same photo through nginx, and must be served by different instances. How the test
knows: Chromium's performance log holds each WebSocket handshake's response headers, among
them X-Gallery-Upstream, and names the tab it belongs to; tab B is reloaded (at most 10 times)
until its live socket comes from the other instance than tab A's, and fetches a page through
nginx before each reload (whose X-Gallery-Upstream it checks), since on an idle nginx a reload
(page and socket: two requests) would otherwise land its socket where the last one did. Then tab A likes the photo
and tab B shows the new count without a reload, and tab B unlikes it and tab A shows that;
neither tab's socket reconnected meanwhile, so each change crossed from one instance to the
other through PostgreSQL's notifications. The database holds the like in between. Printed per
pattern: the two upstreams, the reloads it took, and how long each change took to show in the
other tab (for information, not asserted).

    python3 Gallery/BrowserTests/cross_instance_test.py     # builds the gallery (debug) first
"""

import asyncio
import sys
import time
import urllib.request

import websockets
from selenium.webdriver.common.by import By

from browser_harness import Run, assert_not_reloaded, chromium, likes, limit_time, mark_page, wait_for, wait_likes, wait_live
from deployment import UPSTREAM_HEADER, Deployment, SocketUpstreams, open_served_by
from gallery_server import pattern_ids
from live_client import live_path, until_likes

TIME_LIMIT_SECONDS = 420
ALTERNATION_REQUESTS = 6


def get(url, cookie=None):
    """(X-Gallery-Upstream, the viewer cookie set, or None) of a GET through nginx."""
    request = urllib.request.Request(url, headers={"Cookie": f"gallery-viewer={cookie}"} if cookie else {})
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 200, f"{url} answered {response.status}"
        header = response.headers.get("Set-Cookie") or ""
        issued = header[len("gallery-viewer="):].split(";", 1)[0] if header.startswith("gallery-viewer=") else None
        return response.headers.get(UPSTREAM_HEADER), issued


async def open_socket(deployment, origin):
    """Opens a live socket through nginx with `origin`; its upstream, or None if refused."""
    try:
        socket = await websockets.connect(
            deployment.ws_url + live_path("supersimple", 1, 1), additional_headers={"Origin": origin}, open_timeout=10
        )
    except websockets.InvalidStatus:
        return None
    async with socket:
        await asyncio.wait_for(until_likes(socket), 10)
        return socket.response.headers.get(UPSTREAM_HEADER)


def sample_photos(deployment):
    return [(int(user), int(photo)) for user, photo in deployment.psql('SELECT "userID", id FROM photo ORDER BY id')]


def stored_likes(deployment, photo):
    return int(deployment.psql(f'SELECT COUNT(*) FROM "photoLike" WHERE "photoID" = {photo}')[0][0])


def click_and_watch(browser, handle_from, handle_to, expected, what):
    """Clicks the like button in `handle_from`, waits until both tabs show `expected`; returns
    the seconds from the click until the other tab showed it."""
    browser.switch_to.window(handle_from)
    browser.find_element(By.CSS_SELECTOR, "#like-button").click()
    clicked = time.monotonic()
    browser.switch_to.window(handle_to)
    wait_likes(browser, expected, f"{what}, in the other tab")
    seen = time.monotonic() - clicked
    browser.switch_to.window(handle_from)
    wait_likes(browser, expected, f"{what}, in the tab that clicked")
    return seen


def main():
    limit_time(TIME_LIMIT_SECONDS, "the cross-instance test")
    deployment = Deployment.start()
    run = Run(deployment)
    try:
        upstreams = {instance.upstream for instance in deployment.instances}
        print(f"  nginx at {deployment.url}, instances {', '.join(sorted(upstreams))}, database {deployment.database}")

        with run.test("nginx sends requests to both instances, which share one cookie secret"):
            run.step(f"{ALTERNATION_REQUESTS} requests through nginx name their instance")
            served = [get(deployment.url + "supersimple/users") for _ in range(ALTERNATION_REQUESTS)]
            seen = [upstream for upstream, _ in served]
            assert set(seen) == upstreams, f"the requests were served by {seen}, not by both of {sorted(upstreams)}"
            print(f"      served by {seen}")
            run.step("a cookie issued by one instance is honoured by the other")
            first_upstream, cookie = served[0]
            for _ in range(ALTERNATION_REQUESTS):
                upstream, issued = get(deployment.url + "supersimple/users", cookie)
                if upstream != first_upstream:
                    break
            assert upstream != first_upstream, "no request went to the other instance"
            assert issued is None, f"{upstream} replaced the cookie {first_upstream} issued: two secrets"

        with run.test("the Origin check sees nginx's public origin"):
            run.step("a live socket from nginx's own origin opens; one from another site is refused")
            own = asyncio.run(open_socket(deployment, deployment.url.rstrip("/")))
            assert own in upstreams, f"the socket from the Gallery's own origin got {own!r}"
            other = asyncio.run(open_socket(deployment, "http://evil.example"))
            assert other is None, f"a socket from http://evil.example was served by {other}"

        patterns = pattern_ids(deployment.url)
        photos = sample_photos(deployment)
        browser = run.add(chromium(javascript=True, width=900, height=700, network_log=True))
        sockets = SocketUpstreams(browser)
        tab_a = browser.current_window_handle
        browser.switch_to.new_window("tab")
        tab_b = browser.current_window_handle
        measured = []
        for index, pattern in enumerate(patterns):
            user, photo = photos[index % len(photos)]
            url = f"{deployment.url}{pattern}/users/{user}/photos/{photo}"
            with run.test(f"{pattern}: a like in one tab shows in a tab the other instance serves"):
                run.step(f"tab A opens photo {photo}")
                browser.switch_to.window(tab_a)
                handshakes = len(sockets.handshakes(tab_a))
                browser.get(url)
                wait_live(browser)
                wait_for(browser, "tab A's socket handshake in the performance log", lambda _: len(sockets.handshakes(tab_a)) > handshakes)
                upstream_a = sockets.current(tab_a)
                assert upstream_a in upstreams, f"tab A's socket names {upstream_a!r}, not one of {sorted(upstreams)}"
                count, liked = wait_for(browser, "tab A's likes", likes)
                assert not liked, f"the viewer likes photo {photo} already"
                mark_page(browser)

                run.step("tab B opens it until the other instance serves its socket")
                browser.switch_to.window(tab_b)
                upstream_b, reloads = open_served_by(browser, sockets, url, lambda upstream: upstream != upstream_a, "tab B")
                wait_likes(browser, (count, False), "tab B before the like")
                mark_page(browser)
                sockets_before = (len(sockets.handshakes(tab_a)), len(sockets.handshakes(tab_b)))

                run.step("tab A likes; tab B shows it without a reload")
                to_b = click_and_watch(browser, tab_a, tab_b, (count + 1, True), "after tab A's like")
                stored = stored_likes(deployment, photo)
                assert stored == count + 1, f"the database holds {stored} likes of photo {photo}, the tabs show {count + 1}"

                run.step("tab B unlikes; tab A shows it without a reload")
                to_a = click_and_watch(browser, tab_b, tab_a, (count, False), "after tab B's unlike")

                run.step("neither tab reloaded nor reconnected")
                for handle, name in ((tab_a, "tab A"), (tab_b, "tab B")):
                    browser.switch_to.window(handle)
                    assert_not_reloaded(browser, name)
                sockets_after = (len(sockets.handshakes(tab_a)), len(sockets.handshakes(tab_b)))
                assert sockets_after == sockets_before, (
                    f"a tab's socket reconnected during the likes (handshakes {sockets_before} -> {sockets_after}), "
                    "so the change may not have crossed instances"
                )
                measured.append((pattern, upstream_a, upstream_b, reloads, to_b, to_a))
                print(f"      A on {upstream_a}, B on {upstream_b} after {reloads} reload(s); "
                      f"like A→B {to_b * 1000:.0f} ms, unlike B→A {to_a * 1000:.0f} ms")
        if measured:
            crossings = [seconds for row in measured for seconds in row[4:]]
            print(f"  {len(measured)} pattern(s), {len(crossings)} changes crossed instances; "
                  f"slowest {max(crossings) * 1000:.0f} ms, median {sorted(crossings)[len(crossings) // 2] * 1000:.0f} ms")
    finally:
        for driver in run.drivers:
            driver.quit()
        deployment.stop()
        limit_time(0, "")
    return run.finish()


if __name__ == "__main__":
    sys.exit(main())
