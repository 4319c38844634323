#!/usr/bin/env python3
"""What a live screen costs: N WebSockets on photo pages, each clicking like/unlike at a
steady rate, against the same server's direct socket (the same work without the
architecture) and echo socket (no work) in the same run.

For each N, one phase per kind, each on a fresh `gallery` process (release build) with a
fresh database (SQLite, or PostgreSQL with --database postgres) on a free loopback port, one
right after the other in the same run:
1. echo (the floor): N sockets on `/echo`, which answers every event with a fragment message
   the size of a real likes fragment, touching no module or database;
2. direct (the work-equal floor): N sockets on `/direct`, each a new viewer on its own photo,
   doing a like's reads, writes, fan-out and template render in one handler, with no pattern
   and no kit;
3. live: N screens, each a new viewer on its own photo (the database gets N photos), each
   backed by the pattern's module; once per pattern given with --pattern.
In each: a warm-up (a few sockets opened, used, closed), idle RSS, the N sockets opened and
held, then like/unlike events sent round-robin at --rate events/s in total: for --warm seconds
unmeasured, then for --seconds measured (latencies, counts and the server's CPU); an
event's click-to-fragment latency is the time from sending it to receiving its answer (for a
live screen, the likes fragment that shows its result). Then every socket closes, and RSS is
read again after --settle seconds. Separate processes keep each phase's RSS off memory the
other freed but the allocator kept. The unmeasured seconds take each screen through its first
like and unlike (a photo's first like row, the database's and allocator's first growth), which
would otherwise make a run's p99 the first second's, different each run; what a click costs
once the server runs is what a phase compares.

Every figure is printed for the three, with live/direct and live/echo as ratios; then, per N,
each pattern's p99 and server CPU per answered click against direct's, and a verdict against
the 1.5× target. With --repeat, that verdict is on every run's clicks together: a kind's p99
over all its measured clicks, and its server CPU over all its answered ones. A phase's p99 is
its slowest 1 %, which a few stalls of the machine make (see "slowest 1 % in 100 ms spans"),
so one run's p99 is as much where those stalls fell as what the kind costs; pooled over
every sequence, each kind meets the machine's stalls over the same stretch of time. Each
sequence's own ratios (the pattern against the direct phase of its sequence) are printed
too. Bounded:
--seconds of load per phase, 30 s per connection, and --deadline for the whole run (then
everything is stopped).

    python3 Gallery/Benchmarks/load.py --screens 100,1000,5000        # see run.sh
    python3 Gallery/Benchmarks/load.py --screens 1000 --pattern all   # every pattern, one direct and echo
    python3 Gallery/Benchmarks/load.py --screens 1000 --pattern all --repeat 3   # figures from each kind's median run
"""

import argparse
import asyncio
import contextlib
import gc
import json
import os
import resource
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "BrowserTests"))
from gallery_server import GalleryServer, gallery_binary, pattern_ids  # noqa: E402
from backends import Backend  # noqa: E402
from live_client import connect, is_likes, live_path, read, until_likes  # noqa: E402

CONNECT_CONCURRENCY = 64
DRAIN_SECONDS = 5
DIRECT_TARGET = 1.5  # a pattern's p99 and CPU per click, at most this many times direct's


def percentile(values, p):
    """The p-th percentile of `values` (nearest rank); NaN when there are none."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(p / 100 * len(ordered) + 0.5)) - 1))]


@dataclass
class Stats:
    """What one phase measured."""

    kind: str
    n: int
    held: int = 0
    latencies: list = field(default_factory=list)
    answered: list = field(default_factory=list)  # when each of `latencies` was answered
    errors: dict = field(default_factory=dict)
    responses: int = 0
    unsolicited: int = 0
    sent: int = 0
    skipped: int = 0
    elapsed: float = 0.0
    last_answer: float = 0.0
    connect_seconds: float = 0.0
    rss_before: int = 0
    rss_held: int = 0
    rss_loaded: int = 0
    rss_closed: int = 0
    idle: int = 0
    server_cpu: float = 0.0
    generator_cpu: float = 0.0
    load_average: float = 0.0
    steal: float = 0.0  # the share of the machine's CPU time its hypervisor took while measuring
    database_cpu: float = float("nan")  # the database server's CPU, in cores (PostgreSQL; SQLite's is the server's)
    busy: float = 0.0  # the share of the machine's CPU time in use while measuring (server, database, generator, all)
    events: int = 0  # events sent, unmeasured ones too
    table_scans: float = float("nan")  # whole-table reads of the photo and like tables over all of them (PostgreSQL)
    pattern: str = ""

    def error(self, what):
        self.errors[what] = self.errors.get(what, 0) + 1

    @property
    def error_count(self):
        return sum(self.errors.values())

    def percentile(self, p):
        return percentile(self.latencies, p)

    @property
    def cpu_per_click(self):
        """Server CPU seconds per answered event."""
        return self.server_cpu * self.elapsed / self.responses if self.responses else float("nan")

    @property
    def database_cpu_per_click(self):
        """The database server's CPU seconds per answered event (NaN for SQLite, which runs in the server)."""
        return self.database_cpu * self.elapsed / self.responses if self.responses else float("nan")

    def slowest_windows(self, share=0.01, window=0.1):
        """In how many `window`-second spans of the phase its slowest `share` of clicks were
        answered, and the most in one: few spans holding many is a stall, not a slow click."""
        if not self.latencies:
            return 0, 0
        threshold = sorted(self.latencies)[-max(1, int(len(self.latencies) * share))]
        start = min(self.answered)
        spans = {}
        for latency, at in zip(self.latencies, self.answered):
            if latency >= threshold:
                span = int((at - start) / window)
                spans[span] = spans.get(span, 0) + 1
        return len(spans), max(spans.values())

    @property
    def table_scans_per_click(self):
        """The database's whole-table reads per event sent, warm-up seconds included (NaN for SQLite)."""
        return self.table_scans / self.events if self.events else float("nan")

    @property
    def rss_per_screen(self):
        return (self.rss_loaded - self.rss_before) / self.n


class Screen:
    """One socket: a live screen on a photo, or an echo socket."""

    def __init__(self, socket, photo):
        self.socket = socket
        self.photo = photo
        self.liked = False
        self.pending = None  # send time of the event waiting for its answer
        self.expect = None  # "true"/"false": what the answer to a like/unlike shows
        self.measured = False  # whether the event waiting for its answer was sent while measuring


def direct_path(user, photo):
    return f"/direct?user={user}&photo={photo}"


async def open_screens(servers, kind, n, pattern, photos, stats):
    """N sockets of `kind`, spread over `servers` in turn (one server, or several instances)."""
    semaphore = asyncio.Semaphore(CONNECT_CONCURRENCY)
    screens = []

    async def open_one(i):
        server = servers[i % len(servers)]
        async with semaphore:
            try:
                if kind in ("live", "direct"):
                    user, photo = photos[i % len(photos)]
                    path = live_path(pattern, user, photo) if kind == "live" else direct_path(user, photo)
                    socket = await connect(server.ws_url, path, f"{stats.kind}-{i}")
                    first = await asyncio.wait_for(until_likes(socket), 30)
                    screen = Screen(socket, photo)
                    screen.liked = is_likes(first, "true")
                else:
                    screen = Screen(await connect(server.ws_url, "/echo", f"{stats.kind}-{i}"), None)
                screens.append(screen)
            except Exception as error:
                stats.error(f"connect: {type(error).__name__}")

    started = time.monotonic()
    await asyncio.gather(*(open_one(i) for i in range(n)))
    stats.connect_seconds = time.monotonic() - started
    stats.held = len(screens)
    return screens


async def read_answers(screen, kind, stats, closing_all):
    try:
        async for text in screen.socket:
            now = time.perf_counter()
            message = read(text) if kind != "echo" else None
            if message is not None and message.get("type") == "activity":
                continue  # the page's "What just happened" panel, sent after each click's answer
            if screen.pending is None:
                stats.unsolicited += 1
                continue
            if kind == "echo":
                answered = True
            else:
                if message.get("type") == "error":
                    stats.error("error event")
                    screen.pending = None
                    continue
                answered = is_likes(message, screen.expect)
                if answered:
                    screen.liked = screen.expect == "true"
                else:
                    stats.unsolicited += 1
            if answered:
                if screen.measured:
                    stats.latencies.append(now - screen.pending)
                    stats.answered.append(now)
                    stats.responses += 1
                    stats.last_answer = now
                screen.pending = None
    except Exception as error:
        if not closing_all.is_set():
            stats.error(f"socket: {type(error).__name__}")
        return
    if not closing_all.is_set():
        stats.error("closed by the server")


@contextlib.contextmanager
def no_collector_pauses():
    """Python's cycle collector, once the generator holds a thousand sockets, stops it for up to
    about 100 ms, which every event in flight would count as the server's latency (a 100 ms
    stall in one phase and not the next was most of a run's p99). It is off while events are
    timed; what exists before is frozen, so nothing old is scanned when it comes back on."""
    gc.collect()
    gc.freeze()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.unfreeze()


async def load(screens, kind, rate, seconds, stats, warm=0.0, measuring=lambda: None):
    """Sends rate × (warm + seconds) events round-robin at a steady pace; waits for the answers.
    Only the events after the first `warm` seconds count; `measuring` is called as they begin."""
    closing_all = asyncio.Event()
    readers = [asyncio.create_task(read_answers(s, kind, stats, closing_all)) for s in screens]
    with no_collector_pauses():
        await send_and_wait(screens, kind, rate, seconds, stats, warm, measuring)
    return closing_all, readers


async def send_and_wait(screens, kind, rate, seconds, stats, warm, measuring):
    unmeasured = int(rate * warm)
    total = unmeasured + int(rate * seconds)
    started = time.perf_counter()
    measured_from = started
    k = 0
    while k < total and screens:
        due = min(total, int((time.perf_counter() - started) * rate) + 1)
        while k < due:
            screen = screens[k % len(screens)]
            if k == unmeasured:
                measuring()
                measured_from = stats.last_answer = time.perf_counter()
            k += 1
            if screen.pending is not None:
                if k > unmeasured:
                    stats.skipped += 1  # its last event is still unanswered: a click is not queued
                continue
            screen.measured = k > unmeasured
            if kind != "echo":
                screen.expect = "false" if screen.liked else "true"
                event = {"type": "unlike" if screen.liked else "like", "photo": screen.photo}
            else:
                event = {"type": "like", "photo": 1}
            screen.pending = time.perf_counter()
            stats.sent += screen.measured
            stats.events += 1
            try:
                await screen.socket.send(json.dumps(event))
            except Exception as error:
                stats.error(f"send: {type(error).__name__}")
                screen.pending = None
        await asyncio.sleep(max(0.0, started + k / rate - time.perf_counter()))
    deadline = time.perf_counter() + DRAIN_SECONDS
    while any(s.pending is not None for s in screens) and time.perf_counter() < deadline:
        await asyncio.sleep(0.01)
    for screen in screens:
        if screen.pending is not None:
            stats.error("no answer within 5 s")
            screen.pending = None
    stats.elapsed = stats.last_answer - measured_from


async def close_screens(screens, closing_all, readers):
    closing_all.set()
    semaphore = asyncio.Semaphore(256)

    async def close_one(screen):
        async with semaphore:
            try:
                await asyncio.wait_for(screen.socket.close(), 10)
            except Exception:
                pass

    await asyncio.gather(*(close_one(s) for s in screens))
    for reader in readers:
        reader.cancel()
    await asyncio.gather(*readers, return_exceptions=True)


async def phase(server, kind, n, pattern, photos, options):
    stats = Stats(kind, n)
    backend = options.backend
    stats.rss_before = server.rss_kib()
    screens = await open_screens([server], kind, n, pattern, photos, stats)
    await asyncio.sleep(1)
    stats.rss_held = server.rss_kib()
    cpu = {}

    def measuring():
        cpu.update(server=server.cpu_seconds(), generator=time.process_time(), machine=machine_ticks(), database=backend.cpu_seconds())

    scans = backend.table_scans(server)
    closing_all, readers = await load(screens, kind, options.rate, options.seconds, stats, options.warm, measuring)
    cpu_server, cpu_generator = cpu["server"], cpu["generator"]
    stats.steal, stats.busy = machine_shares(cpu["machine"], machine_ticks())
    wall = max(stats.elapsed, 1e-9)
    stats.server_cpu = (server.cpu_seconds() - cpu_server) / wall
    stats.generator_cpu = (time.process_time() - cpu_generator) / wall
    if cpu["database"] is not None:
        stats.database_cpu = (backend.cpu_seconds() - cpu["database"]) / wall
    # After the CPU figures: the query is a psql process and a database backend of its own.
    if scans is not None:
        stats.table_scans = backend.table_scans(server) - scans
    stats.rss_loaded = server.rss_kib()
    await close_screens(screens, closing_all, readers)
    await asyncio.sleep(options.settle)
    stats.rss_closed = server.rss_kib()
    return stats


async def warm_up(server, pattern, photos):
    stats = Stats("warm", 20)
    for kind in ("live", "direct", "echo"):
        screens = await open_screens([server], kind, 20, pattern, photos, stats)
        closing_all, readers = await load(screens, kind, 200, 0.5, stats)
        await close_screens(screens, closing_all, readers)
    if stats.error_count:
        raise RuntimeError(f"the warm-up had errors: {stats.errors}")


async def measure(binary, kind, n, options, pattern=None):
    """One phase on a fresh server and database: warm-up, idle RSS, then N sockets of `kind`
    (live screens of `pattern`, by default the first the server lists) under load. The
    database gets N photos of user 1 besides the sample ones, so every screen can have its
    own."""
    # Room for every screen, as cluster.py gives each instance: past the default cap (4,096 at
    # most) less its reserve, each new socket would shed the newest one the benchmark holds.
    server = options.backend.start(binary, extra_args=("--max-connections", "12000"))
    try:
        served = pattern_ids(server.url)
        if options.patterns is None:
            options.patterns = served[:1]
        elif options.patterns == ["all"]:
            options.patterns = served
        pattern = pattern or options.patterns[0]
        photos = options.backend.add_photos(server, n)
        if options.photos:
            photos = photos[: options.photos]
        await warm_up(server, pattern, photos)
        await asyncio.sleep(options.settle)
        stats = await phase(server, kind, n, pattern, photos, options)
        stats.idle = stats.rss_before
        stats.pattern = pattern
        stats.load_average = os.getloadavg()[0]
        return stats
    finally:
        options.backend.finish(server)


def machine_ticks():
    """The machine's CPU time so far from /proc/stat: (stolen by the hypervisor, idle or waiting, all), in ticks."""
    with open("/proc/stat") as stat:
        fields = [int(x) for x in stat.readline().split()[1:]]
    fields += [0] * (8 - len(fields))
    return fields[7], fields[3] + fields[4], sum(fields[:8])


def machine_shares(before, after):
    """Of the machine's CPU time between two machine_ticks(): the share stolen, and the share in use."""
    total = after[2] - before[2]
    if total <= 0:
        return 0.0, 0.0
    return (after[0] - before[0]) / total, 1 - (after[1] - before[1]) / total


def micros(seconds):
    """`seconds` in whole µs, or a dash for NaN (a figure not measured)."""
    return f"{seconds * 1e6:.0f}" if seconds == seconds else "—"


def label(stats):
    """What a phase's rows are called: its pattern, or echo or direct."""
    return stats.pattern if stats.kind == "live" else stats.kind


def scans_text(per_click):
    """Whole-table reads per click to two places, or a dash for NaN (SQLite)."""
    return f"{per_click:.2f}" if per_click == per_click else "—"


def ratio(a, b):
    return f"{a / b:.2f}×" if b and a == a and b == b else "—"


def report(n, live, direct, echo, options, markdown):
    """One pattern's live screens beside direct and echo, every figure."""
    both = (live, direct, echo)

    def row(name, value, compare=None):
        """`value(stats)` for the three kinds, and live/direct, live/echo of `compare(stats)`."""
        cells = [value(x) for x in both]
        ratios = [ratio(compare(live), compare(x)) for x in (direct, echo)] if compare else ["", ""]
        return (name, *cells, *ratios)

    def rss_back(x):
        return f"{(x.rss_closed / x.idle - 1) * 100:+.1f} %"

    rows = [
        row("connections held", lambda x: f"{x.held} / {n}", lambda x: x.held),
        row("server RSS per screen (KiB)", lambda x: f"{x.rss_per_screen:.1f}", lambda x: x.rss_per_screen),
        row("latency p50 (ms)", lambda x: f"{x.percentile(50) * 1e3:.2f}", lambda x: x.percentile(50)),
        row("latency p99 (ms)", lambda x: f"{x.percentile(99) * 1e3:.2f}", lambda x: x.percentile(99)),
        row("slowest 1 % in 100 ms spans", lambda x: "{} ({})".format(*x.slowest_windows())),
        row("latency max (ms)", lambda x: f"{x.percentile(100) * 1e3:.2f}", lambda x: x.percentile(100)),
        row("events/s served", lambda x: f"{x.responses / x.elapsed:.0f}", lambda x: x.responses / x.elapsed),
        row("errors", lambda x: f"{x.error_count}", lambda x: x.error_count),
        row("events sent / answered", lambda x: f"{x.sent} / {x.responses}"),
        row("server CPU (% of a core)", lambda x: f"{x.server_cpu * 100:.0f}", lambda x: x.server_cpu),
        row("server CPU per click (µs)", lambda x: f"{x.cpu_per_click * 1e6:.0f}", lambda x: x.cpu_per_click),
        row("generator CPU (% of a core)", lambda x: f"{x.generator_cpu * 100:.0f}"),
        row("database CPU per click (µs)", lambda x: micros(x.database_cpu_per_click), lambda x: x.database_cpu_per_click),
        row("whole-table reads per click", lambda x: scans_text(x.table_scans_per_click)),
        row("opening all (s)", lambda x: f"{x.connect_seconds:.1f}", lambda x: x.connect_seconds),
        row("RSS held / loaded (MiB)", lambda x: f"{x.rss_held / 1024:.1f} / {x.rss_loaded / 1024:.1f}"),
        row("idle RSS (MiB)", lambda x: f"{x.idle / 1024:.1f}", lambda x: x.idle),
        row("RSS after close vs idle", rss_back),
        row("machine load average (1 min)", lambda x: f"{x.load_average:.1f}"),
        row("machine CPU in use (both cores)", lambda x: f"{x.busy * 100:.0f} %"),
        row("CPU time stolen by the hypervisor", lambda x: f"{x.steal * 100:.1f} %"),
    ]
    title = f"{live.pattern}, N = {n:,} screens, {options.rate:g} events/s for {options.seconds:g} s after {options.warm:g} s unmeasured"
    heads = ("live screens", "direct", "echo (floor)", "live/direct", "live/echo")
    if markdown:
        print_markdown_table(title, heads, rows)
    else:
        print(f"\n{title}")
        print(f"  {'':30}{heads[0]:>16}{heads[1]:>16}{heads[2]:>16}{heads[3]:>12}{heads[4]:>12}")
        for name, a, b, c, r, q in rows:
            print(f"  {name:30}{a:>16}{b:>16}{c:>16}{r:>12}{q:>12}")
    for stats in both:
        if stats.errors:
            print(f"  {stats.kind} errors: {stats.errors}")
        if stats.skipped:
            print(f"  {stats.kind}: {stats.skipped} clicks skipped (the screen's last event was unanswered)")
        if stats.generator_cpu > 0.8:
            print(f"  warning: the generator used {stats.generator_cpu * 100:.0f} % of a core in {stats.kind}; it may be the bottleneck")
        if stats.kind != "echo" and stats.unsolicited:
            print(f"  {stats.kind}: {stats.unsolicited} fragments from other screens' likes (fan-out)")


def print_markdown_table(title, heads, rows):
    """`rows` under `heads`, each row's first cell naming it, as a Markdown table with a bold title."""
    print(f"\n**{title}**\n")
    print("| | " + " | ".join(heads) + " |")
    print("| --- |" + " ---: |" * len(heads))
    for cells in rows:
        print("| " + " | ".join(cells) + " |")


def print_table(title, heads, rows, markdown, width):
    """A table of rows named by their first cell: markdown, or columns `width` wide."""
    if markdown:
        print_markdown_table(title, heads, rows)
        return
    print(f"\n{title}")
    print(f"  {'':16}" + "".join(f"{h:>{width}}" for h in heads))
    for name, *cells in rows:
        print(f"  {name:16}" + "".join(f"{c:>{width}}" for c in cells))


def summary(n, lives, direct, echo, options, markdown):
    """Each pattern's p99 click-to-fragment and server CPU per click against direct's (and echo's)."""
    title = (f"A pattern's cost against the same work done directly: N = {n:,} screens, "
             f"{options.rate:g} events/s for {options.seconds:g} s after {options.warm:g} s unmeasured, {options.backend.name}")
    heads = ("p99 (ms)", "× direct", "× echo", "CPU (% of a core)", "CPU per click (µs)", "× direct", "database per click (µs)", "whole-table reads per click", "errors", "load", "busy", "stolen")
    rows = []
    for x in [direct, echo] + lives:
        rows.append((label(x),
                     f"{x.percentile(99) * 1e3:.2f}", ratio(x.percentile(99), direct.percentile(99)),
                     ratio(x.percentile(99), echo.percentile(99)),
                     f"{x.server_cpu * 100:.0f}", f"{x.cpu_per_click * 1e6:.0f}", ratio(x.cpu_per_click, direct.cpu_per_click),
                     micros(x.database_cpu_per_click), scans_text(x.table_scans_per_click), f"{x.error_count}", f"{x.load_average:.1f}", f"{x.busy * 100:.0f} %", f"{x.steal * 100:.1f} %"))
    if markdown:
        print_markdown_table(title, heads, rows)
    else:
        print(f"\n{title}")
        widths = [max(len(h), 8) + 2 for h in heads]
        print(f"  {'':14}" + "".join(f"{h:>{w}}" for h, w in zip(heads, widths)))
        for name, *cells in rows:
            print(f"  {name:14}" + "".join(f"{c:>{w}}" for c, w in zip(cells, widths)))
    for x in [direct] + lives:
        if x.table_scans_per_click >= 0.5:
            print(f"  note: {label(x)}'s database read the photo or like table whole {x.table_scans_per_click:.1f} times a click:"
                  " the cheapest plan for tables of a few pages, else one made from a smaller table's statistics (backends.add_photos)")


def verdicts(results):
    print("\nTargets")
    lines = []
    for n, lives, direct, echo, paired, together, _ in results:
        for live in lives:
            lines += pattern_verdicts(n, live, direct, echo, paired.get(live.pattern), together.get(live.pattern))
    for ok, text in lines:
        print(f"  {'met   ' if ok else 'MISSED'} {text}")


def pattern_verdicts(n, live, direct, echo, paired=None, pooled=None):
    """The targets for one pattern; with --repeat, `pooled` is its (p99, CPU per click) over
    every run against direct's, which the 1.5× target is judged on, and `paired` its ratios
    to direct in each sequence."""
    lines = []
    name = f"{live.pattern}, N={n:,}"
    if n == 5000:
        ok = live.held == n and live.error_count == 0
        lines.append((ok, f"{name}: 5,000 live screens held, no errors: {live.held} held, {live.error_count} errors"))
    p99, work, floor = live.percentile(99), direct.percentile(99), echo.percentile(99)
    cpu, work_cpu = live.cpu_per_click, direct.cpu_per_click
    if pooled and paired:
        p99_ratio, cpu_ratio = pooled
        lines.append((p99_ratio <= DIRECT_TARGET and cpu_ratio <= DIRECT_TARGET,
                      f"{name}: within {DIRECT_TARGET:g}× direct over every click of {len(paired)} runs:"
                      f" p99 {p99_ratio:.2f}×, CPU per click {cpu_ratio:.2f}×;"
                      f" each sequence's p99 {', '.join(f'{pair[0]:.2f}' for pair in paired)},"
                      f" CPU {', '.join(f'{pair[1]:.2f}' for pair in paired)}"))
    else:
        lines.append((p99 <= DIRECT_TARGET * work and cpu <= DIRECT_TARGET * work_cpu,
                      f"{name}: within {DIRECT_TARGET:g}× direct: p99 {p99 * 1e3:.2f} ms vs {work * 1e3:.2f} ms ({p99 / work:.2f}×),"
                      f" CPU per click {cpu * 1e6:.0f} µs vs {work_cpu * 1e6:.0f} µs ({cpu / work_cpu:.2f}×)"))
    lines.append((p99 <= 2 * floor, f"{name}: p99 {p99 * 1e3:.2f} ms ≤ 2 × echo p99 {floor * 1e3:.2f} ms ({p99 / floor:.2f}×)"))
    lines.append((live.rss_per_screen <= 64, f"{name}: {live.rss_per_screen:.1f} KiB RSS per live screen ≤ 64 KiB"))
    back = live.rss_closed / live.idle - 1
    lines.append((back <= 0.10, f"{name}: RSS after all screens closed {back * 100:+.1f} % of idle (≤ +10 %)"))
    return lines


def paired_ratios(rounds, markdown):
    """Each pattern's p99 and CPU per click against direct's in the same sequence, run minutes
    apart: a machine that slows for a while slows both, where the medians of all runs compare
    runs made a quarter of an hour apart. With one sequence, nothing."""
    if len(rounds) < 2:
        return {}
    paired = {}
    for index, live in enumerate(rounds[0][2:], start=2):
        paired[live.pattern] = [
            (sequence[index].percentile(99) / sequence[1].percentile(99), sequence[index].cpu_per_click / sequence[1].cpu_per_click)
            for sequence in rounds
        ]
    title = "Each pattern against direct in the same sequence: p99 and CPU per click, each sequence, then the median"
    heads = [f"sequence {i + 1}" for i in range(len(rounds))] + ["median"]
    rows = []
    for pattern, pairs in paired.items():
        cells = [f"{p:.2f}× / {c:.2f}×" for p, c in pairs]
        median = tuple(percentile([pair[i] for pair in pairs], 50) for i in (0, 1))
        rows.append((pattern, *cells, f"{median[0]:.2f}× / {median[1]:.2f}×"))
    print_table(title, heads, rows, markdown, width=18)
    return paired


def pooled(runs):
    """One kind's p99 over every measured click of `runs`, and its server CPU per click over
    every answered one."""
    latencies = [latency for stats in runs for latency in stats.latencies]
    responses = sum(stats.responses for stats in runs)
    cpu = sum(stats.server_cpu * stats.elapsed for stats in runs)
    return percentile(latencies, 99), cpu / responses if responses else float("nan")


def pooled_ratios(rounds, markdown):
    """Every kind's p99 and CPU per click over all its runs, printed with direct's; returns
    each pattern's (p99, CPU per click) against direct's. With one sequence, nothing."""
    if len(rounds) < 2:
        return {}
    kinds = list(zip(*rounds))
    direct = pooled(kinds[1])
    title = f"Every run's clicks together ({len(rounds)} runs of each kind): p99 and CPU per click, and against direct"
    heads = ("clicks", "p99 (ms)", "× direct", "CPU per click (µs)", "× direct")
    rows = []
    ratios = {}
    for runs in [kinds[1], kinds[0], *kinds[2:]]:
        p99, cpu = pooled(runs)
        if runs[0].kind == "live":
            ratios[runs[0].pattern] = (p99 / direct[0], cpu / direct[1])
        rows.append((label(runs[0]), f"{sum(len(s.latencies) for s in runs):,}", f"{p99 * 1e3:.2f}", ratio(p99, direct[0]),
                     f"{cpu * 1e6:.0f}", ratio(cpu, direct[1])))
    print_table(title, heads, rows, markdown, width=20)
    return ratios


def raise_open_files(n):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = 2 * n + 1024  # both ends of every socket live on this machine (the server inherits it)
    if soft < need:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (max(need, min(hard, 1 << 20)), max(hard, need)))
        except (ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < need:
        raise SystemExit(f"load.py: {n} screens need {need} open files, the limit is {soft}; raise it (ulimit -n {need})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--screens", default="100,1000,5000", help="comma-separated N")
    parser.add_argument("--rate", type=float, default=1000, help="events per second, all screens together")
    parser.add_argument("--seconds", type=float, default=10, help="measured load time per phase")
    parser.add_argument("--repeat", type=int, default=1, help="runs of every phase, one sequence after the other; figures from each kind's median p99")
    parser.add_argument("--warm", type=float, default=3, help="unmeasured load time before it, at the same rate")
    parser.add_argument("--settle", type=float, default=3, help="seconds before reading RSS after closing")
    parser.add_argument("--photos", type=int, default=0, help="spread screens over this many photos (0: one each)")
    parser.add_argument("--pattern", help="the patterns to load, comma-separated, or all (default: the first the server lists)")
    parser.add_argument("--deadline", type=float, default=1200, help="seconds for the whole run")
    parser.add_argument("--database", default="sqlite",
                        help="sqlite, postgres (a server started on loopback for the run), or a postgres:// URL to make databases on")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 unless every phase held its sockets and answered every event with no error (.ci/run's smoke run)")
    options = parser.parse_args()
    options.backend = Backend.named(options.database)
    options.patterns = options.pattern.split(",") if options.pattern else None
    ns = [int(n) for n in options.screens.split(",")]
    raise_open_files(max(ns))

    def out_of_time(*_):
        raise TimeoutError(f"the load run took longer than {options.deadline:g} s")

    signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(int(options.deadline))
    binary = gallery_binary("release")
    print(f"gallery: {binary}; {options.backend.name}; {os.cpu_count()} CPUs; open-file limit {resource.getrlimit(resource.RLIMIT_NOFILE)[0]}")
    results = []
    try:
        results = run_all(binary, ns, options)
    finally:
        options.backend.close()
    signal.alarm(0)
    verdicts(results)
    if options.check:
        check(results)


def check(results):
    """Exits 1 unless every phase, of every sequence, held all its sockets and answered every
    measured event, with no error."""
    failures = []
    for n, *_, rounds in results:
        for stats in (stats for sequence in rounds for stats in sequence):
            name = f"{label(stats)}, N={n:,}"
            if stats.held != n or stats.error_count or stats.responses != stats.sent or not stats.sent:
                failures.append(f"{name}: {stats.held} of {n} held, {stats.responses} of {stats.sent} events answered, errors {stats.errors}")
    for failure in failures:
        print(f"  FAILED {failure}")
    if failures:
        sys.exit(1)
    print("\ncheck: every phase held its sockets and answered every event, with no error")


def median_run(runs, n):
    """Of one kind's runs, the one with the median p99 (the higher of the middle two); with
    more than one, every run's p99 is printed first."""
    ordered = sorted(runs, key=lambda stats: stats.percentile(99))
    if len(runs) > 1:
        kind = label(runs[0])
        p99s = ", ".join(f"{stats.percentile(99) * 1000:.2f} ms ({stats.busy * 100:.0f} % busy, {stats.steal * 100:.1f} % stolen)" for stats in runs)
        print(f"{kind}, N={n:,}: p99 {p99s} in {len(runs)} runs; figures from the median")
    return ordered[len(ordered) // 2]


def run_all(binary, ns, options):
    results = []
    for n in ns:
        # The floors first, then the live screens, each on a fresh process of the same binary,
        # so that none's RSS is measured on memory another freed but the allocator kept.
        # With --repeat, the whole sequence again, and each kind's figures from its median run.
        rounds = []
        for _ in range(options.repeat):
            echo = asyncio.run(measure(binary, "echo", n, options))
            direct = asyncio.run(measure(binary, "direct", n, options))
            lives = [asyncio.run(measure(binary, "live", n, options, pattern)) for pattern in options.patterns]
            rounds.append([echo, direct, *lives])
        echo, direct, *lives = [median_run(runs, n) for runs in zip(*rounds)]
        if not results:
            print(f"screens on {'one photo each' if not options.photos else f'{options.photos} photos'}")
        for live in lives:
            report(n, live, direct, echo, options, options.markdown)
        summary(n, lives, direct, echo, options, options.markdown)
        paired = paired_ratios(rounds, options.markdown)
        pooled_together = pooled_ratios(rounds, options.markdown)
        results.append((n, lives, direct, echo, paired, pooled_together, rounds))
    return results


if __name__ == "__main__":
    main()
