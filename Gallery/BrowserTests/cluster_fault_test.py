#!/usr/bin/env python3
"""Two Gallery instances behind nginx on one PostgreSQL database, while faults strike in the
middle of a burst of likes.

`Gallery/Deploy/two-instances.sh` runs the deployment on free loopback ports. Live pages of
every pattern (headless Chromium tabs, through nginx) watch one photo, their sockets spread
over both instances (which instance serves a tab's socket is read from Chromium's performance
log: nginx's X-Gallery-Upstream header on the handshake). Workers make a burst of likes
through nginx, each a new viewer on a socket of its own (raw WebSockets, `live_client`); a
like counts as acknowledged once its socket shows it liked. Three faults, each in its own
burst:

1. **PostgreSQL restarts** (`postgres.sh restart`: a fast shutdown, every connection drops)
   once some likes were acknowledged. Both instances recover by themselves: after the restart,
   each acknowledges further likes, without being restarted; the pages show the current count
   (an instance that lost its LISTEN connection reads its pages' counts again).
2. **PostgreSQL stays down** (`postgres.sh stop`, then `start` once the burst has met the
   outage). Meanwhile a tab on each instance clicks Like: the page shows the failure in its
   error line (`#live-error`, where a failed click's error goes) and stays unliked. Once the
   server is back, both instances acknowledge likes again, a click in one tab succeeds and
   a tab on the other instance shows it live. Separately checked: no page shows a database
   detail during the outage (a `postgres://` URL, the database's port).
3. **SIGKILL of an instance** that serves some of the tabs, with likes of its in flight.
   Those tabs reconnect through nginx to the other instance by themselves (no reload) and
   show the right count; the burst goes on through nginx on the survivor.

After each burst: every acknowledged like is in the database (read with `psql`), and nothing
is stored that was never sent. Printed per burst: sent, acknowledged, stored, lost (must be
0), failed attempts by kind, acknowledgements after the fault per instance, page reconnects,
errors shown. Bounded in count and time; loopback only; everything stops by itself.

    python3 Gallery/BrowserTests/cluster_fault_test.py     # builds the gallery (debug) first
"""

import asyncio
import json
import sys
import time
from collections import Counter

import websockets
from selenium.webdriver.common.by import By

from browser_harness import Run, assert_not_reloaded, chromium, likes, limit_time, mark_page, wait_for, wait_likes, wait_live
from deployment import UPSTREAM_HEADER, Deployment, SocketUpstreams, open_served_by, served_by
from gallery_server import pattern_ids
from live_client import connect, live_path, signed, until_likes

WORKERS = 16
ACKS_BEFORE_FAULT = 60
ACKS_AFTER_FAULT = 15  # on each instance still running
LIKE_SECONDS = 15  # a like waits at most this long for its answer; the Gallery bounds each query at 5 s
PHASE_SECONDS = 60  # each phase of a burst must reach its goal within this
FAILURES_IN_OUTAGE = 8  # the burst meets the outage this often before PostgreSQL starts again
RECOVERY_SECONDS = 45  # a LISTEN connection retries with a doubling delay: a few seconds after an outage
TIME_LIMIT_SECONDS = 540
FORBIDDEN_IN_PAGES = ("postgres://", "postgresql://")


class Burst:
    """Likes from new viewers through nginx until `finish()`; what happened, by phase.

    A phase is a label the test moves on ("before", "fault", "after"); every acknowledgement
    and failure is counted under the phase it happened in and the instance whose socket it was.
    """

    def __init__(self, deployment, patterns, photos, name):
        self.deployment = deployment
        self.patterns = patterns
        self.photos = photos
        self.name = name
        self.secret = deployment.viewer_secret()
        self.phase = "before"
        self.sent = set()
        self.acknowledged = set()
        self.in_flight = {}  # (viewer, photo) -> upstream, sent and not answered yet
        self.acks = Counter()  # (phase, upstream)
        self.failures = Counter()  # (phase, upstream, kind)
        self.examples = {}  # kind -> one message
        self.first_ack_after = {}  # upstream -> seconds from the "after" phase's start
        self.after_started = None
        self.done = asyncio.Event()
        self.tasks = []
        self.began = time.monotonic()
        self.entered = {}  # phase -> seconds into the burst
        self.unanswered = []  # attempts that got neither their answer nor an error in time

    def start(self):
        self.tasks = [asyncio.create_task(self.worker(number)) for number in range(WORKERS)]

    def enter(self, phase):
        self.phase = phase
        self.entered[phase] = time.monotonic() - self.began
        if phase == "after":
            self.after_started = time.monotonic()

    async def worker(self, number):
        n = 0
        while not self.done.is_set():
            user, photo = self.photos[(number + n) % len(self.photos)]
            pattern = self.patterns[(number + n) % len(self.patterns)]
            viewer = f"burst-{self.name}-{number}-{n}"
            n += 1
            upstream = None
            step = "connect"
            started = time.monotonic()
            try:
                socket = await connect(self.deployment.ws_url, live_path(pattern, user, photo), signed(viewer, self.secret), timeout=10)
                upstream = served_by(socket.response.headers.get(UPSTREAM_HEADER))
                async with socket:
                    step = "screen"
                    await asyncio.wait_for(until_likes(socket), LIKE_SECONDS)
                    self.sent.add((viewer, photo))
                    self.in_flight[(viewer, photo)] = upstream
                    step = "like"
                    await socket.send(json.dumps({"type": "like", "photo": photo}))
                    await asyncio.wait_for(until_likes(socket, "true"), LIKE_SECONDS)
                self.acknowledged.add((viewer, photo))
                self.acks[(self.phase, upstream)] += 1
                if self.phase == "after" and upstream not in self.first_ack_after:
                    self.first_ack_after[upstream] = time.monotonic() - self.after_started
                continue
            except asyncio.TimeoutError:
                kind = f"no {'screen' if step == 'screen' else 'answer to the like'} within {LIKE_SECONDS} s"
                message = f"{viewer} on photo {photo} ({pattern}, {upstream}), started {started - self.began:.2f} s into the burst"
                self.unanswered.append(message)
            except RuntimeError as error:  # the server's error message (until_likes)
                kind, message = "error message", str(error)
            except websockets.InvalidStatus as error:
                kind, message = f"handshake answered {error.response.status_code}", ""
                upstream = served_by(error.response.headers.get(UPSTREAM_HEADER))
            except websockets.ConnectionClosed as error:
                kind, message = "socket closed", str(error)
            except OSError as error:
                kind, message = "could not connect", str(error)
            finally:
                self.in_flight.pop((viewer, photo), None)
            self.failures[(self.phase, upstream, kind)] += 1
            self.examples.setdefault(kind, message)
            # Back off a little, so an outage is met by a bounded number of attempts.
            await asyncio.sleep(0.1)

    def acknowledged_in(self, phase, upstream=None):
        return sum(count for (p, u), count in self.acks.items() if p == phase and upstream in (None, u))

    def failed_in(self, phase, upstream=None):
        return sum(count for (p, u, _), count in self.failures.items() if p == phase and upstream in (None, u))

    async def until(self, what, condition, seconds=PHASE_SECONDS):
        """Waits until `condition()` holds; fails naming `what` if it takes longer than
        `seconds` or a worker crashed, and on any failure before the fault."""
        deadline = time.monotonic() + seconds
        while not condition():
            if self.failed_in("before"):
                raise AssertionError(f"likes failed before any fault: {self.describe_failures()}")
            for task in self.tasks:
                if task.done() and task.exception():
                    raise AssertionError(f"a worker crashed: {task.exception()!r}")
            if time.monotonic() > deadline:
                raise AssertionError(f"waited {seconds} s for {what}; {self.summary()}")
            await asyncio.sleep(0.005)

    async def finish(self):
        self.done.set()
        results = await asyncio.wait_for(asyncio.gather(*self.tasks, return_exceptions=True), LIKE_SECONDS + 15)
        crashed = [result for result in results if isinstance(result, BaseException)]
        if crashed:
            raise AssertionError(f"{len(crashed)} worker(s) crashed: {crashed[0]!r}")

    def describe_failures(self):
        if not self.failures:
            return "none"
        return ", ".join(f"{count} × {kind} ({phase}, {upstream or 'no instance'})"
                         for (phase, upstream, kind), count in sorted(self.failures.items(), key=str))

    def summary(self):
        acks = ", ".join(f"{phase} on {upstream}: {count}" for (phase, upstream), count in sorted(self.acks.items(), key=str))
        return f"sent {len(self.sent)}, acknowledged {len(self.acknowledged)} ({acks}); failed: {self.describe_failures()}"


def stored_burst_likes(deployment, name):
    return {(viewer, int(photo)) for viewer, photo in
            deployment.psql(f"SELECT viewer, \"photoID\" FROM \"photoLike\" WHERE viewer LIKE 'burst-{name}-%'")}


def check_database(deployment, burst):
    """Every acknowledged like stored, nothing stored unsent; prints the counts."""
    stored = stored_burst_likes(deployment, burst.name)
    lost = burst.acknowledged - stored
    invented = stored - burst.sent
    print(f"      sent {len(burst.sent)}, acknowledged {len(burst.acknowledged)}, stored {len(stored)}, "
          f"lost {len(lost)}, stored but never sent {len(invented)}")
    print(f"      failed attempts: {burst.describe_failures()}")
    print("      phases began (s into the burst): " + ", ".join(f"{phase} {at:.2f}" for phase, at in burst.entered.items()))
    for kind, message in burst.examples.items():
        if message:
            print(f"        e.g. {kind}: {message[:160]}")
    assert not lost, f"{len(lost)} acknowledged likes are not stored, e.g. {sorted(lost)[:5]}"
    assert not invented, f"{len(invented)} stored likes were never sent, e.g. {sorted(invented)[:5]}"


def check_recovered(deployment, burst, instances):
    """Each of `instances` acknowledged likes after the fault; prints how soon."""
    for instance in instances:
        count = burst.acknowledged_in("after", instance.upstream)
        assert count >= ACKS_AFTER_FAULT, f"instance {instance.number} acknowledged {count} likes after the fault"
        print(f"      instance {instance.number} ({instance.upstream}): {count} likes acknowledged after the fault, "
              f"the first {burst.first_ack_after[instance.upstream]:.2f} s after it")


class Pages:
    """One tab per pattern on the watched photo, their sockets spread over both instances."""

    def __init__(self, browser, deployment, patterns, user, photo):
        self.browser = browser
        self.deployment = deployment
        self.user, self.photo = user, photo
        self.sockets = SocketUpstreams(browser)
        self.tabs = {}  # pattern -> window handle
        upstreams = [instance.upstream for instance in deployment.instances]
        for index, pattern in enumerate(patterns):
            if self.tabs:
                browser.switch_to.new_window("tab")
            self.tabs[pattern] = browser.current_window_handle
            wanted = upstreams[index % 2]
            open_served_by(browser, self.sockets, self.url(pattern), lambda upstream: upstream == wanted, f"{pattern}'s tab")
            mark_page(browser)

    def url(self, pattern):
        return f"{self.deployment.url}{pattern}/users/{self.user}/photos/{self.photo}"

    def upstream(self, pattern):
        return self.sockets.current(self.tabs[pattern])

    def on(self, upstream):
        """The patterns whose tab's socket `upstream` serves now."""
        return [pattern for pattern in self.tabs if self.upstream(pattern) == upstream]

    def handshakes(self):
        return {pattern: len(self.sockets.handshakes(handle)) for pattern, handle in self.tabs.items()}

    def viewer(self):
        cookie = self.browser.get_cookie("gallery-viewer")
        assert cookie, "the browser holds no viewer cookie"
        return cookie["value"].split(".", 1)[0]

    def expected(self):
        """(count, liked by this browser's viewer) of the watched photo, as the database has them."""
        count = int(self.deployment.psql(f'SELECT COUNT(*) FROM "photoLike" WHERE "photoID" = {self.photo}')[0][0])
        liked = self.deployment.psql(
            f"SELECT COUNT(*) FROM \"photoLike\" WHERE \"photoID\" = {self.photo} AND viewer = '{self.viewer()}'")[0][0] == "1"
        return count, liked

    def check_current(self, what, seconds=RECOVERY_SECONDS):
        """Every tab is live, not reloaded, and shows the database's count; returns it."""
        expected = self.expected()
        for pattern, handle in self.tabs.items():
            self.browser.switch_to.window(handle)
            wait_live(self.browser)
            wait_for(self.browser, f"{pattern}'s tab {what}: likes {expected}", lambda d: likes(d) == expected, seconds)
            assert_not_reloaded(self.browser, f"{pattern}'s tab {what}")
        return expected

    def click_like(self, pattern):
        self.browser.switch_to.window(self.tabs[pattern])
        self.browser.find_element(By.CSS_SELECTOR, "#like-button").click()

    def error_line(self, pattern):
        """The text of the tab's error line, or "" while it is hidden."""
        self.browser.switch_to.window(self.tabs[pattern])
        return self.browser.execute_script(
            "const line = document.getElementById('live-error'); return line && !line.hidden ? line.textContent.trim() : '';"
        )

    def page_text(self, pattern):
        """Everything the tab shows and holds: its text and its HTML."""
        self.browser.switch_to.window(self.tabs[pattern])
        return self.browser.execute_script("return document.body.innerText + '\\n' + document.documentElement.outerHTML;")


def no_like_hung(run, name, bursts):
    """A test of its own: every attempt of the burst got its answer or an error within
    LIKE_SECONDS; the Gallery bounds each query at 5 s, so none should wait longer."""
    with run.test(f"{name}: every like was liked or refused within {LIKE_SECONDS} s, none hung"):
        run.step("the attempts that got neither")
        assert bursts, "the burst did not run (see the test before)"
        unanswered = bursts[0].unanswered
        assert not unanswered, (
            f"{len(unanswered)} attempt(s) got no answer and no error within {LIKE_SECONDS} s "
            f"(phases began, s into the burst: {bursts[0].entered}): {'; '.join(unanswered[:6])}"
        )


def restart_round(run, deployment, pages, patterns, photos):
    bursts = []
    with run.test("1. PostgreSQL restarts mid-burst: both instances recover, nothing acknowledged is lost"):
        handshakes = pages.handshakes()

        async def scenario():
            burst = Burst(deployment, patterns, photos, "restart")
            bursts.append(burst)
            burst.start()
            try:
                run.step(f"burst of likes from {WORKERS} workers through nginx; postgres.sh restart after {ACKS_BEFORE_FAULT}")
                await burst.until(f"{ACKS_BEFORE_FAULT} acknowledged likes", lambda: len(burst.acknowledged) >= ACKS_BEFORE_FAULT)
                burst.enter("fault")
                started = time.monotonic()
                await asyncio.to_thread(deployment.restart_postgres)
                print(f"      postgres.sh restart took {time.monotonic() - started:.2f} s; "
                      f"{burst.failed_in('fault')} attempt(s) failed meanwhile")
                burst.enter("after")
                run.step(f"each instance acknowledges {ACKS_AFTER_FAULT} more likes, not restarted")
                await burst.until(
                    f"{ACKS_AFTER_FAULT} likes acknowledged by each instance after the restart",
                    lambda: all(burst.acknowledged_in("after", i.upstream) >= ACKS_AFTER_FAULT for i in deployment.instances),
                )
            finally:
                await burst.finish()
            return burst

        burst = asyncio.run(scenario())
        run.step("every acknowledged like is stored")
        check_database(deployment, burst)
        check_recovered(deployment, burst, deployment.instances)
        run.step("every tab shows the current count, without a reload")
        expected = pages.check_current("after the restart")
        reconnects = sum(pages.handshakes()[p] - handshakes[p] for p in patterns)
        print(f"      {len(patterns)} tab(s) show {expected[0]} likes; page sockets reopened: {reconnects}")
    no_like_hung(run, "1b. PostgreSQL restarts mid-burst", bursts)


def outage_round(run, deployment, pages, patterns, photos):
    shown = {}
    bursts = []
    with run.test("2. PostgreSQL down mid-burst: pages show the failure, instances recover when it is back"):
        handshakes = pages.handshakes()
        # A tab on each instance clicks during the outage.
        clickers = [pages.on(instance.upstream)[0] for instance in deployment.instances]

        async def scenario():
            burst = Burst(deployment, patterns, photos, "outage")
            bursts.append(burst)
            burst.start()
            try:
                run.step(f"burst of likes from {WORKERS} workers through nginx; postgres.sh stop after {ACKS_BEFORE_FAULT}")
                await burst.until(f"{ACKS_BEFORE_FAULT} acknowledged likes", lambda: len(burst.acknowledged) >= ACKS_BEFORE_FAULT)
                burst.enter("fault")
                await asyncio.to_thread(deployment.postgres, "stop")
                stopped = time.monotonic()
                down[0] = True

                run.step(f"during the outage, Like in {', '.join(clickers)} (one tab per instance) shows an error")
                for pattern in clickers:
                    await asyncio.to_thread(pages.click_like, pattern)
                for pattern in clickers:
                    clicked = time.monotonic()
                    text = await asyncio.to_thread(
                        lambda: wait_for(pages.browser, f"{pattern}'s error line", lambda _: pages.error_line(pattern), LIKE_SECONDS + 5)
                    )
                    shown[pattern] = (text, time.monotonic() - clicked, await asyncio.to_thread(pages.page_text, pattern))
                    print(f"      {pattern} ({pages.upstream(pattern)}) shows after {time.monotonic() - stopped:.1f} s of outage: {text!r}")
                await burst.until(f"{FAILURES_IN_OUTAGE} failed likes during the outage", lambda: burst.failed_in("fault") >= FAILURES_IN_OUTAGE)
                await asyncio.to_thread(deployment.postgres, "start")
                down[0] = False
                print(f"      PostgreSQL was down {time.monotonic() - stopped:.1f} s; {burst.failed_in('fault')} attempt(s) failed meanwhile")
                burst.enter("after")
                run.step(f"each instance acknowledges {ACKS_AFTER_FAULT} more likes, not restarted")
                await burst.until(
                    f"{ACKS_AFTER_FAULT} likes acknowledged by each instance after the outage",
                    lambda: all(burst.acknowledged_in("after", i.upstream) >= ACKS_AFTER_FAULT for i in deployment.instances),
                )
            finally:
                await burst.finish()
                if down[0]:  # a failure during the outage: the next test needs the database
                    await asyncio.to_thread(deployment.postgres, "start")
            return burst

        down = [False]
        burst = asyncio.run(scenario())
        run.step("the clicks during the outage changed nothing")
        for pattern in clickers:
            pages.browser.switch_to.window(pages.tabs[pattern])
            assert likes(pages.browser)[1] is False, f"{pattern}'s tab shows the photo liked after a like that failed"
        run.step("every acknowledged like is stored")
        check_database(deployment, burst)
        check_recovered(deployment, burst, deployment.instances)

        run.step(f"a like in {clickers[0]}'s tab succeeds now and shows live in {clickers[1]}'s, on the other instance")
        before = pages.expected()
        attempts = 0
        while True:
            attempts += 1
            pages.click_like(clickers[0])
            try:
                wait_for(pages.browser, "the like to show", lambda d: (likes(d) or (0, False))[1], LIKE_SECONDS + 5)
                break
            except AssertionError:
                if attempts >= 3:
                    raise
        pages.browser.switch_to.window(pages.tabs[clickers[1]])
        wait_likes(pages.browser, (before[0] + 1, True), f"{clickers[1]}'s tab after the like in {clickers[0]}'s")
        print(f"      the like took {attempts} click(s) after the outage")
        run.step("every tab shows the current count, without a reload")
        expected = pages.check_current("after the outage")
        reconnects = sum(pages.handshakes()[p] - handshakes[p] for p in patterns)
        print(f"      {len(patterns)} tab(s) show {expected[0]} likes, liked; page sockets reopened: {reconnects}; "
              f"errors shown: {len([p for p in shown if shown[p][0]])}")

    with run.test("2b. the error a page shows during the outage names no database detail"):
        run.step("the error lines and the pages")
        assert len(shown) == len(clickers), "no page showed an error during the outage (see test 2)"
        port = str(deployment.postgres_port)
        for pattern, (text, _, page) in shown.items():
            leaks = [needle for needle in (*FORBIDDEN_IN_PAGES, f"127.0.0.1:{port}") if needle in page]
            if leaks:
                where = page.index(leaks[0])
                raise AssertionError(f"{pattern}'s page shows {leaks} during the outage: …{page[max(0, where - 160):where + 120]}…")

    no_like_hung(run, "2c. PostgreSQL down mid-burst", bursts)


def kill_round(run, deployment, pages, patterns, photos):
    with run.test("3. SIGKILL of an instance mid-burst: its tabs reconnect to the other, nothing acknowledged is lost"):
        on = {instance.upstream: pages.on(instance.upstream) for instance in deployment.instances}
        victim = max(deployment.instances, key=lambda instance: len(on[instance.upstream]))
        survivor = next(instance for instance in deployment.instances if instance is not victim)
        moved = on[victim.upstream]
        assert moved and on[survivor.upstream], f"the tabs are not on both instances: {on}"
        handshakes = pages.handshakes()

        async def scenario():
            burst = Burst(deployment, patterns, photos, "kill")
            burst.start()
            try:
                run.step(f"burst through nginx; SIGKILL instance {victim.number} (tabs {', '.join(moved)}) "
                         f"after {ACKS_BEFORE_FAULT} acknowledged likes, with likes in flight on it")
                await burst.until(
                    f"{ACKS_BEFORE_FAULT} acknowledged likes and one in flight on instance {victim.number}",
                    lambda: len(burst.acknowledged) >= ACKS_BEFORE_FAULT and victim.upstream in burst.in_flight.values(),
                )
                in_flight = sum(1 for upstream in burst.in_flight.values() if upstream == victim.upstream)
                burst.enter("fault")
                victim.kill()
                print(f"      killed instance {victim.number} with {in_flight} like(s) in flight on it "
                      f"(it had acknowledged {burst.acknowledged_in('before', victim.upstream)})")
                burst.enter("after")
                run.step(f"the burst goes on through nginx on instance {survivor.number}")
                await burst.until(
                    f"{ACKS_AFTER_FAULT} likes acknowledged by instance {survivor.number} after the kill",
                    lambda: burst.acknowledged_in("after", survivor.upstream) >= ACKS_AFTER_FAULT,
                )
            finally:
                await burst.finish()
            return burst

        burst = asyncio.run(scenario())
        run.step("failures only on the killed instance's sockets")
        survivor_failures = burst.failed_in("fault", survivor.upstream) + burst.failed_in("after", survivor.upstream)
        assert survivor_failures == 0, f"likes failed on the surviving instance: {burst.describe_failures()}"
        run.step("every acknowledged like is stored")
        check_database(deployment, burst)
        check_recovered(deployment, burst, [survivor])

        run.step(f"the tabs of instance {victim.number} reconnect to instance {survivor.number} and show the count")
        expected = pages.check_current("after the kill")
        now = pages.handshakes()
        for pattern in patterns:
            assert pages.upstream(pattern) == survivor.upstream, f"{pattern}'s tab is served by {pages.upstream(pattern)}"
        reconnected = [pattern for pattern in moved if now[pattern] > handshakes[pattern]]
        assert reconnected == moved, f"tabs {sorted(set(moved) - set(reconnected))} did not reconnect"
        print(f"      {len(moved)} tab(s) reconnected to instance {survivor.number} ({sum(now[p] - handshakes[p] for p in moved)} "
              f"socket(s) opened), {len(patterns) - len(moved)} stayed; all show {expected[0]} likes")


def main():
    limit_time(TIME_LIMIT_SECONDS, "the cluster fault test")
    deployment = Deployment.start()
    run = Run(deployment)
    try:
        patterns = pattern_ids(deployment.url)
        photos = [(int(user), int(photo)) for user, photo in deployment.psql('SELECT "userID", id FROM photo ORDER BY id')]
        user, photo = photos[0]
        print(f"  nginx at {deployment.url}, instances "
              f"{', '.join(i.upstream for i in deployment.instances)}, database {deployment.database}")
        browser = run.add(chromium(javascript=True, width=900, height=700, network_log=True))
        pages = None
        with run.test("the tabs open through nginx, spread over both instances"):
            pages = Pages(browser, deployment, patterns, user, photo)
            for instance in deployment.instances:
                print(f"      instance {instance.number}: {', '.join(pages.on(instance.upstream))}")
        if pages is not None:
            restart_round(run, deployment, pages, patterns, photos)
            outage_round(run, deployment, pages, patterns, photos)
            kill_round(run, deployment, pages, patterns, photos)
    finally:
        for driver in run.drivers:
            driver.quit()
        deployment.stop()
        limit_time(0, "")
    return run.finish()


if __name__ == "__main__":
    sys.exit(main())
