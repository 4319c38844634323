#!/usr/bin/env python3
"""Live sockets that try to exhaust the Gallery, on loopback, each bounded in count and time.

(a) A client that sends small events as fast as the server takes them and never reads: the
    server stops reading it once its outbox is full, and closes it once a write has waited the
    write timeout (10 s). Runs with the event rate limit lifted (--live-events-per-second
    1000000), so that the outbox bound and the write timeout alone must hold the memory.
    Prints the server's RSS (VmRSS) from the end of a warm-up to the close, when the server
    stopped reading, and when the socket was closed. Asserts: growth under 1 MiB, closed within
    the write timeout of the server no longer reading it.
(b) A like storm: --watchers open pages (default 1,000) on one photo, then 4 sockets pipelining
    like/unlike toggles on it for --storm-seconds, while a normal client loads pages and likes
    another photo, in three rounds of an idle phase and a storm phase. Prints each round's idle
    and storm p95 of page loads and like round trips, and their ratios; asserts the middle
    round's ratio of each is at most 3, so one phase slowed by the machine does not decide it.

    python3 Gallery/BrowserTests/hostile_socket_test.py          # builds the gallery (debug) first

Every socket here speaks just enough WebSocket by hand (handshake, masked text frames, no
reading of frames): a client that never reads, and a thousand pages read by one thread that
throws the bytes away, cost the machine little next to the server under test.
"""

import argparse
import base64
import json
import os
import resource
import selectors
import socket
import struct
import sys
import threading
import time
import urllib.request

from gallery_server import GalleryServer, gallery_binary
from live_client import live_path
from websockets.sync.client import connect as sync_connect

WRITE_TIMEOUT = 10.0  # the server's default --live-write-timeout
STALLED = 1.0  # a client whose sends made no progress for this long is no longer read
RSS_LIMIT_KIB = 1024
RATIO_LIMIT = 3.0
ROUNDS = 3  # idle-then-storm rounds in (b); the middle one's ratios are judged
STORM_SOCKETS = 4
STORMED = (1, 1)  # (user, photo) the watchers show and the storm toggles
NORMAL = (2, 5)  # the normal client's photo
TIME_LIMIT_SECONDS = 540


def frame(text):
    """A masked text frame (a client must mask); a zero mask leaves the payload as it is."""
    payload = text.encode()
    length = len(payload)
    if length < 126:
        header = struct.pack("!BB", 0x81, 0x80 | length)
    else:
        header = struct.pack("!BBH", 0x81, 0x80 | 126, length)
    return header + b"\0\0\0\0" + payload


def open_socket(port, path, buffers=None, timeout=30):
    """A WebSocket on `path`, upgraded by hand; returns the socket once the 101 was read.

    `buffers` sets the socket's kernel send and receive buffers (the kernel doubles the value
    and has a floor): small ones make the client's own buffers no hiding place.
    """
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if buffers:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, buffers)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, buffers)
    sock.settimeout(timeout)
    sock.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        (
            f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(1)  # byte by byte: nothing after the headers is read here
        if not chunk:
            raise RuntimeError(f"the server closed {path} during the upgrade")
        head += chunk
    if not head.startswith(b"HTTP/1.1 101"):
        raise RuntimeError(f"{path} was not upgraded: {head.splitlines()[0]!r}")
    return sock


class Drain(threading.Thread):
    """Reads every registered socket and throws the bytes away; notes sockets the server closed."""

    def __init__(self):
        super().__init__(daemon=True)
        self.selector = selectors.DefaultSelector()
        self.lock = threading.Lock()
        self.closed = 0
        self.bytes = 0
        self.stopping = False

    def add(self, sock):
        sock.setblocking(False)
        with self.lock:
            self.selector.register(sock, selectors.EVENT_READ)

    def run(self):
        while not self.stopping:
            with self.lock:
                ready = self.selector.select(timeout=0.05) if self.selector.get_map() else []
            if not ready:
                time.sleep(0.01)
                continue
            for key, _ in ready:
                try:
                    data = key.fileobj.recv(1 << 16)
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:
                    data = b""
                if data:
                    self.bytes += len(data)
                else:
                    with self.lock:
                        self.selector.unregister(key.fileobj)
                    self.closed += 1


def percentile(values, p):
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, max(0, int(round(p / 100 * len(ordered) + 0.5)) - 1))]


class Results:
    def __init__(self):
        self.passed, self.failed = [], []

    def check(self, name, ok, detail):
        (self.passed if ok else self.failed).append(name)
        print(f"  {'ok  ' if ok else 'FAIL'} {name}: {detail}", flush=True)


# (a) ----------------------------------------------------------------------------------------


def never_reading_client(binary, results, seconds, warm_up):
    print("(a) a client that sends small events and never reads", flush=True)
    server = GalleryServer.start(binary, log_level="notice", extra_args=["--live-events-per-second", "1000000", "--live-event-burst", "1000000"])
    try:
        # Warm-up: a page that reads, used and closed, so first-use allocations are behind us.
        for _ in range(3):
            with sync_connect(server.ws_url + live_path("supersimple", *STORMED), open_timeout=30) as page:
                page.recv(timeout=30)
                for kind in ("like", "unlike"):
                    page.send(json.dumps({"type": kind, "photo": STORMED[1]}))
                    while json.loads(page.recv(timeout=30)).get("type") != "activity":
                        pass
        # The smallest buffers the kernel allows: the server's writes stop at once, and the
        # client's sends stop going through as soon as the server stops reading (give or take
        # the server's own receive buffer, which fills in a moment).
        sock = open_socket(server.port, live_path("supersimple", *STORMED), buffers=1024)
        sock.setblocking(False)
        # Events the server answers at once, each with an error: no database work between the
        # server's reads, so it stops reading the moment its outbox is full.
        events = [frame(json.dumps({"type": "like"})), frame(json.dumps({"type": "unlike"}))]
        burst = b"".join(events * 32)
        pending = memoryview(b"")
        started = time.monotonic()
        last_progress = started
        baseline = None
        samples = []
        sent = 0
        closed_at = None
        next_sample = started
        while time.monotonic() - started < seconds:
            now = time.monotonic()
            if now >= next_sample:
                samples.append((now - started, server.rss_kib()))
                next_sample = now + 0.25
                if baseline is None and now - started >= warm_up:
                    baseline = samples[-1][1]
            if not pending:
                pending = memoryview(burst)
            try:
                n = sock.send(pending)
                pending = pending[n:]
                sent += n
                last_progress = time.monotonic()
            except BlockingIOError:
                time.sleep(0.01)
            except (ConnectionResetError, BrokenPipeError):
                closed_at = time.monotonic()
                break
        sock.close()
        if baseline is None:
            baseline = samples[0][1]
        after = [rss for t, rss in samples if t >= warm_up]
        peak = max(after) if after else baseline
        stalled = last_progress - started
        print(f"    sent {sent // len(events[0])} events ({sent} bytes); the server stopped reading at {stalled:.1f} s (the last send that went through)", flush=True)
        if closed_at is not None:
            print(f"    the socket was closed at {closed_at - started:.1f} s, {closed_at - last_progress:.1f} s after the server stopped reading (write timeout {WRITE_TIMEOUT:.0f} s)", flush=True)
        print(f"    RSS after a {warm_up:.0f} s warm-up {baseline} KiB, peak {peak} KiB, growth {peak - baseline} KiB; first {samples[0][1]} KiB", flush=True)
        closing_line = [line for line in server.log().splitlines() if "a write waited" in line]
        print(f"    server log: {closing_line[0].strip() if closing_line else '(no close logged)'}", flush=True)
        results.check("(a) RSS growth under 1 MiB", peak - baseline < RSS_LIMIT_KIB, f"{peak - baseline} KiB")
        results.check(
            "(a) closed within the write timeout",
            closed_at is not None and closed_at - last_progress <= WRITE_TIMEOUT + STALLED,
            "not closed" if closed_at is None else f"{closed_at - last_progress:.1f} s after the server stopped reading",
        )
    finally:
        server.stop()
        server.remove_folder()


# (b) ----------------------------------------------------------------------------------------


def normal_client(server, seconds, stop):
    """Loads a page, likes or unlikes another photo, again and again; returns both latencies."""
    page_url = f"{server.url}supersimple/users/{NORMAL[0]}/photos/{NORMAL[1]}"
    loads, likes = [], []
    with sync_connect(server.ws_url + live_path("supersimple", *NORMAL), open_timeout=30) as page:
        liked = None
        while liked is None:
            message = json.loads(page.recv(timeout=30))
            if message.get("type") == "fragment" and message.get("region") == "likes":
                liked = 'aria-pressed="true"' in message["html"]
        ends = time.monotonic() + seconds
        while time.monotonic() < ends and not stop.is_set():
            began = time.perf_counter()
            with urllib.request.urlopen(page_url, timeout=30) as response:
                response.read()
            loads.append(time.perf_counter() - began)
            kind = "unlike" if liked else "like"
            began = time.perf_counter()
            page.send(json.dumps({"type": kind, "photo": NORMAL[1]}))
            want = 'aria-pressed="false"' if liked else 'aria-pressed="true"'
            while True:
                message = json.loads(page.recv(timeout=30))
                if message.get("type") == "fragment" and message.get("region") == "likes" and want in message["html"]:
                    break
                if message.get("type") == "error":
                    raise RuntimeError(f"the normal client's {kind} was refused: {message.get('message')}")
            likes.append(time.perf_counter() - began)
            liked = not liked
            time.sleep(0.2)  # a person: a few clicks a second, well within the event limit
    return loads, likes


def storm_sender(port, stop, sent, index, drain):
    """Pipelines like/unlike toggles as fast as the server takes them; its answers are drained."""
    sock = open_socket(port, live_path("supersimple", *STORMED))
    toggles = b"".join(frame(json.dumps({"type": kind, "photo": STORMED[1]})) for kind in ("like", "unlike")) * 256
    drain.add(socket.socket(fileno=os.dup(sock.fileno())))
    sock.setblocking(True)
    sock.settimeout(0.2)
    view = memoryview(toggles)
    while not stop.is_set():
        try:
            n = sock.send(view)
        except socket.timeout:
            continue
        except OSError:
            return
        sent[index] += n
        view = view[n:] if n < len(view) else memoryview(toggles)


def storm(binary, results, watchers, seconds, arguments):
    print(f"(b) a like storm: {watchers} open pages on a photo, {STORM_SOCKETS} sockets pipelining toggles", flush=True)
    server = GalleryServer.start(binary, extra_args=arguments)
    drain = Drain()
    drain.start()
    try:
        began = time.monotonic()
        for number in range(watchers):
            drain.add(open_socket(server.port, live_path("supersimple", *STORMED)))
        print(f"    {watchers} pages open in {time.monotonic() - began:.1f} s; server RSS {server.rss_kib() // 1024} MiB", flush=True)
        normal_client(server, 2, threading.Event())  # warm-up
        # Three rounds, each an idle phase and a storm phase; the middle round's ratio is
        # judged, so one phase slowed by something else on the machine cannot decide it alone.
        ratios = {"page load": [], "like round trip": []}
        for round_number in range(1, ROUNDS + 1):
            cpu = server.cpu_seconds()
            idle_loads, idle_likes = normal_client(server, seconds, threading.Event())
            idle_cpu = (server.cpu_seconds() - cpu) / seconds
            stop = threading.Event()
            sent = [0] * STORM_SOCKETS
            senders = [threading.Thread(target=storm_sender, args=(server.port, stop, sent, i, drain), daemon=True) for i in range(STORM_SOCKETS)]
            for sender in senders:
                sender.start()
            time.sleep(1)  # the storm is on before measuring
            cpu = server.cpu_seconds()
            storm_loads, storm_likes = normal_client(server, seconds, threading.Event())
            storm_cpu = (server.cpu_seconds() - cpu) / seconds
            stop.set()
            for sender in senders:
                sender.join(timeout=5)
            toggles = sum(sent) // len(frame(json.dumps({"type": "like", "photo": STORMED[1]})))
            print(f"    round {round_number}: the storm sent {toggles} toggles in {seconds + 1:.0f} s ({toggles / (seconds + 1):.0f}/s); pages closed by the server: {drain.closed}", flush=True)
            print(f"    round {round_number}: server CPU: idle {idle_cpu:.2f} cores, storm {storm_cpu:.2f} cores", flush=True)
            for name, idle, during in (("page load", idle_loads, storm_loads), ("like round trip", idle_likes, storm_likes)):
                idle_p95, storm_p95 = percentile(idle, 95) * 1000, percentile(during, 95) * 1000
                ratios[name].append(storm_p95 / idle_p95)
                print(f"    round {round_number}: {name}: p95 idle {idle_p95:.1f} ms ({len(idle)}), storm {storm_p95:.1f} ms ({len(during)}), ratio {storm_p95 / idle_p95:.2f}", flush=True)
        for name, measured in ratios.items():
            middle = sorted(measured)[len(measured) // 2]
            rounds = ", ".join(f"{ratio:.2f}" for ratio in measured)
            results.check(f"(b) {name} p95 within {RATIO_LIMIT:.0f}x of idle (middle of {ROUNDS} rounds: {rounds})", middle <= RATIO_LIMIT, f"{middle:.2f}x")
    finally:
        drain.stopping = True
        server.stop()
        server.remove_folder()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=45, help="(a): how long the client sends at most")
    parser.add_argument("--warm-up", type=float, default=3, help="(a): seconds before the RSS baseline")
    parser.add_argument("--watchers", type=int, default=1000, help="(b): open pages on the stormed photo")
    parser.add_argument("--storm-seconds", type=float, default=10, help="(b): seconds measured idle, then in the storm")
    parser.add_argument("--only", choices=["a", "b"], help="run one part")
    parser.add_argument("--storm-server-arguments", default="", help="(b): more `gallery` options, space-separated")
    options = parser.parse_args()

    threading.Timer(TIME_LIMIT_SECONDS, lambda: (print("the hostile socket test ran out of time", flush=True), os._exit(2))).start()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 4 * options.watchers + 1024)), hard))
    binary = gallery_binary()
    results = Results()
    if options.only in (None, "a"):
        never_reading_client(binary, results, options.seconds, options.warm_up)
    if options.only in (None, "b"):
        storm(binary, results, options.watchers, options.storm_seconds, options.storm_server_arguments.split())
    print(f"{len(results.passed)} passed, {len(results.failed)} failed", flush=True)
    os._exit(1 if results.failed else 0)


if __name__ == "__main__":
    main()
