#!/usr/bin/env python3
"""What a like costs when it crosses instances: two `gallery` processes (release build) on one
fresh PostgreSQL database on loopback, measured in the same run against the same pair.

1. Click-to-fragment latency, cross-instance against same-instance (the floor): a watcher page
   on instance A shows each of --photos photos; for each photo a liker page on A and one on B.
   Likers take turns on a photo at --rate events/s in total, one like or unlike in flight per
   photo; the latency is the time from the liker's send to the watcher receiving the likes
   fragment with the new count. Same-instance, A tells its watcher itself; cross-instance, B's
   commit is a NOTIFY that A hears and re-reads.
2. Events per second held with N screens (--screens), each a new viewer on its own photo liking
   and unliking at --load-rate in total: answered events per second, p50/p99
   click-to-own-fragment latency and errors, for the two instances behind nginx
   (Deploy/two-instances.sh, round robin), for the two spread evenly without nginx, and for
   one instance on its own fresh database (the floor).

Bounded: every wait has a timeout, --deadline for the whole run; everything stops by itself.

    bash Gallery/Benchmarks/run.sh --cluster                    # see run.sh
    python3 Gallery/Benchmarks/cluster.py --screens 1000,5000
"""

import argparse
import asyncio
import json
import os
import re
import signal
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "BrowserTests"))
from backends import PostgresBackend  # noqa: E402
from deployment import Deployment  # noqa: E402
from gallery_server import GalleryServer, gallery_binary, pattern_ids  # noqa: E402
from live_client import connect, live_path, read, until_likes  # noqa: E402
from load import Stats, close_screens, load, open_screens, percentile, raise_open_files  # noqa: E402

COUNT = re.compile(r">(\d+) likes?<")
# Room for every screen of the largest run on one instance: the default cap sits below the
# descriptor limit, which run.sh raises.
INSTANCE_ARGS = ("--max-connections", "12000")


def shown_count(message):
    """The count a likes fragment shows, or None for any other message."""
    if message.get("type") != "fragment" or message.get("region") != "likes":
        return None
    html = message.get("html", "")
    if "No likes yet" in html:
        return 0
    found = COUNT.search(html)
    return int(found.group(1)) if found else None


class Pair:
    """Two instances on one new database of `backend`."""

    def __init__(self, backend, binary):
        self.backend = backend
        self.name, self.url = backend.new_database()
        # The first start migrates and stores the sample data; the second finds it done.
        self.a = GalleryServer.start(binary=binary, database=self.url, log_level="error", extra_args=INSTANCE_ARGS)
        self.b = GalleryServer.start(binary=binary, database=self.url, log_level="error", extra_args=INSTANCE_ARGS)

    def add_photos(self, n):
        return self.backend.add_photos(self.a, n)

    def close(self):
        for server in (self.a, self.b):
            server.stop()
            server.remove_folder()
        self.backend.drop(self.name)


async def drain_until(socket, predicate, timeout):
    deadline = time.perf_counter() + timeout
    while True:
        text = await asyncio.wait_for(socket.recv(), max(0.01, deadline - time.perf_counter()))
        message = read(text)
        if predicate(message):
            return message


async def latency(pair, pattern, photos, rate, seconds):
    """Cross- and same-instance click-to-fragment latencies, in seconds."""
    watched = photos
    watchers, likers = [], []
    for index, (user, photo) in enumerate(watched):
        watcher = await connect(pair.a.ws_url, live_path(pattern, user, photo), f"watcher-{index}")
        first = await asyncio.wait_for(until_likes(watcher), 30)
        same = await connect(pair.a.ws_url, live_path(pattern, user, photo), f"same-{index}")
        cross = await connect(pair.b.ws_url, live_path(pattern, user, photo), f"cross-{index}")
        for socket in (same, cross):
            await asyncio.wait_for(until_likes(socket), 30)
        watchers.append([watcher, shown_count(first)])
        likers.append({"same": [same, False], "cross": [cross, False]})
    results = {"same": [], "cross": []}
    errors = {"same": 0, "cross": 0}
    total = int(rate * seconds)
    started = time.perf_counter()
    for k in range(total):
        await asyncio.sleep(max(0.0, started + k / rate - time.perf_counter()))
        slot = k % len(watched)
        kind = "cross" if (k // len(watched)) % 2 else "same"
        socket, liked = likers[slot][kind]
        watcher = watchers[slot]
        target = watcher[1] + (-1 if liked else 1)
        event = {"type": "unlike" if liked else "like", "photo": watched[slot][1]}
        sent = time.perf_counter()
        await socket.send(json.dumps(event))
        try:
            await drain_until(watcher[0], lambda m: shown_count(m) == target, 10)
            results[kind].append(time.perf_counter() - sent)
            watcher[1] = target
            likers[slot][kind][1] = not liked
        except (asyncio.TimeoutError, TimeoutError):
            errors[kind] += 1
        # The liker's own answer, so its socket never backs up.
        try:
            await drain_until(socket, lambda m: shown_count(m) is not None, 10)
        except (asyncio.TimeoutError, TimeoutError):
            errors[kind] += 1
    for watcher in watchers:
        await watcher[0].close()
    for pair_of in likers:
        for socket, _ in pair_of.values():
            await socket.close()
    return results, errors


async def spread_load(servers, pattern, photos, n, rate, seconds):
    """N live screens over `servers` in turn, each on its own photo, under `load.py`'s load."""
    stats = Stats("live", n)
    screens = await open_screens(servers, "live", n, pattern, photos, stats)
    closing_all, readers = await load(screens, "live", rate, seconds, stats)
    await close_screens(screens, closing_all, readers)
    return stats


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--photos", type=int, default=10, help="photos watched in the latency phase")
    parser.add_argument("--rate", type=float, default=40, help="likes per second in the latency phase")
    parser.add_argument("--seconds", type=float, default=10, help="length of each phase")
    parser.add_argument("--screens", default="1000,5000", help="comma-separated N for the spread load")
    parser.add_argument("--load-rate", type=float, default=1000, help="events per second in the spread load")
    parser.add_argument("--database", default="postgres", help="postgres (a server started for the run) or a postgres:// URL")
    parser.add_argument("--deadline", type=float, default=1200)
    options = parser.parse_args()
    ns = [int(n) for n in options.screens.split(",") if n]
    raise_open_files(max(ns + [100]))

    def out_of_time(*_):
        raise TimeoutError(f"the cluster run took longer than {options.deadline:g} s")

    signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(int(options.deadline))
    binary = gallery_binary("release")
    backend = PostgresBackend(None if options.database == "postgres" else options.database)
    print(f"gallery: {binary}; PostgreSQL; {os.cpu_count()} CPUs")
    try:
        pair = Pair(backend, binary)
        try:
            pattern = pattern_ids(pair.a.url)[0]
            photos = pair.add_photos(max(ns + [options.photos]))
            results, errors = asyncio.run(latency(pair, pattern, photos[: options.photos], options.rate, options.seconds))
        finally:
            pair.close()
        print(f"\nClick-to-fragment on another page of the photo, {options.rate:g} likes/s for {options.seconds:g} s, "
              f"{options.photos} photos, pattern {pattern}")
        print(f"  {'':28}{'cross-instance':>16}{'same (floor)':>16}{'cross/same':>12}")
        for name, p in (("p50 (ms)", 50), ("p99 (ms)", 99)):
            cross, same = percentile(results["cross"], p), percentile(results["same"], p)
            print(f"  {name:28}{cross * 1e3:>16.2f}{same * 1e3:>16.2f}{cross / same:>11.2f}×")
        print(f"  {'samples':28}{len(results['cross']):>16}{len(results['same']):>16}")
        print(f"  {'not seen within 10 s':28}{errors['cross']:>16}{errors['same']:>16}")
        for n in ns:
            deployment = Deployment.start(binary=binary, log_level="error")
            try:
                photos = backend.add_photos(deployment, n)
                nginx = asyncio.run(spread_load([deployment], pattern, photos, n, options.load_rate, options.seconds))
            finally:
                deployment.stop()
                deployment.remove_folder()
            pair = Pair(backend, binary)
            try:
                photos = pair.add_photos(n)
                two = asyncio.run(spread_load([pair.a, pair.b], pattern, photos, n, options.load_rate, options.seconds))
            finally:
                pair.close()
            single = backend.start(binary, extra_args=INSTANCE_ARGS)
            try:
                photos = backend.add_photos(single, n)
                one = asyncio.run(spread_load([single], pattern, photos, n, options.load_rate, options.seconds))
            finally:
                backend.finish(single)
            print(f"\nN = {n:,} screens, {options.load_rate:g} events/s for {options.seconds:g} s")
            print(f"  {'':24}{'two behind nginx':>18}{'two, direct':>14}{'one (floor)':>14}{'nginx/one':>11}")
            rates = [stats.responses / stats.elapsed for stats in (nginx, two, one)]
            print(f"  {'screens held':24}{nginx.held:>18}{two.held:>14}{one.held:>14}")
            print(f"  {'events/s answered':24}{rates[0]:>18.0f}{rates[1]:>14.0f}{rates[2]:>14.0f}{rates[0] / rates[2]:>10.2f}×")
            for p in (50, 99):
                a, b, c = (stats.percentile(p) * 1e3 for stats in (nginx, two, one))
                print(f"  {f'p{p} (ms)':24}{a:>18.2f}{b:>14.2f}{c:>14.2f}{a / c:>10.2f}×")
            print(f"  {'errors':24}{nginx.error_count:>18}{two.error_count:>14}{one.error_count:>14}")
            for label, stats in (("nginx", nginx), ("two", two), ("one", one)):
                if stats.errors:
                    print(f"  {label}: {stats.errors}")
    finally:
        backend.close()
        signal.alarm(0)


if __name__ == "__main__":
    main()
