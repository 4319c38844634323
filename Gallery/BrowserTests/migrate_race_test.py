#!/usr/bin/env python3
"""Two `gallery` processes started at the same moment on one new database file.

Each round makes a fresh file and launches two servers on it (different ports) from two
threads released together, so both open, migrate and fill the file at once. Both must come up
(neither exits with "table already exists" or "database is locked"), and the file must hold:
- every migration once, and the same schema a single start makes;
- the sample users and photos once;
- one viewer-cookie secret: a cookie either server issues is honoured by the other.

    python3 Gallery/BrowserTests/migrate_race_test.py     # builds the gallery (debug) first
"""

import os
import shutil
import sqlite3
import sys
import tempfile
import threading
import urllib.request
from contextlib import closing

from browser_harness import limit_time
from gallery_server import GalleryServer, free_port, gallery_binary

ROUNDS = 12
TIME_LIMIT_SECONDS = 300


def snapshot(path):
    """What a start leaves in the file: schema, migrations, row counts, number of secrets."""
    with closing(sqlite3.connect(path, timeout=10)) as db:
        schema = db.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name"
        ).fetchall()
        return {
            "schema": schema,
            "migrations": db.execute("SELECT identifier FROM grdb_migrations ORDER BY identifier").fetchall(),
            "users": db.execute("SELECT COUNT(*) FROM user").fetchone()[0],
            "photos": db.execute("SELECT COUNT(*) FROM photo").fetchone()[0],
            "secrets": db.execute("SELECT COUNT(*) FROM secret").fetchone()[0],
        }


def issued_cookie(server, cookie=None):
    """The viewer cookie `server` sets on a page, given `cookie`; None if it sets none."""
    request = urllib.request.Request(server.url + "supersimple/users")
    if cookie:
        request.add_header("Cookie", f"gallery-viewer={cookie}")
    with urllib.request.urlopen(request, timeout=10) as response:
        header = response.headers.get("Set-Cookie") or ""
    if not header.startswith("gallery-viewer="):
        return None
    return header[len("gallery-viewer="):].split(";", 1)[0]


def start_together(binary, database, folder, count=2):
    """`count` servers on `database`, launched from threads released at once; (servers, errors)."""
    servers = [GalleryServer(binary, free_port(), database, tempfile.mkdtemp(dir=folder)) for _ in range(count)]
    gate = threading.Barrier(count)
    errors = [None] * count

    def launch(index):
        gate.wait(timeout=30)
        try:
            servers[index]._launch()
        except Exception as error:  # exits early or never listens: the failure under test
            errors[index] = error

    threads = [threading.Thread(target=launch, args=(index,)) for index in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    return servers, errors


def main():
    limit_time(TIME_LIMIT_SECONDS, "the migration race test")
    binary = gallery_binary()
    folder = tempfile.mkdtemp(prefix="gallery-migrate-race-")
    passed = failed = 0
    try:
        alone = os.path.join(folder, "alone.sqlite")
        with GalleryServer(binary, free_port(), alone, tempfile.mkdtemp(dir=folder)) as server:
            server._launch()
        expected = snapshot(alone)
        print(f"one start: {len(expected['migrations'])} migrations, {expected['users']} users, "
              f"{expected['photos']} photos, {expected['secrets']} secret")

        for round_number in range(1, ROUNDS + 1):
            database = os.path.join(folder, f"race-{round_number}.sqlite")
            servers, errors = start_together(binary, database, folder)
            problems = [f"server {index + 1} did not start: {error}" for index, error in enumerate(errors) if error]
            try:
                if not problems:
                    first = issued_cookie(servers[0])
                    if first is None or issued_cookie(servers[1], first) is not None:
                        problems.append("the second server does not honour the first one's cookie: two secrets")
            finally:
                statuses = [server.stop() for server in servers]
            problems += [f"server {index + 1} exited with {status} on SIGTERM"
                         for index, status in enumerate(statuses) if status not in (0, None) and not errors[index]]
            if not problems:
                found = snapshot(database)
                problems += [f"{key}: {found[key]!r}, a single start makes {expected[key]!r}"
                             for key in expected if found[key] != expected[key]]
            if problems:
                failed += 1
                print(f"FAIL round {round_number}:\n  " + "\n  ".join(problems))
                for index, server in enumerate(servers):
                    print(f"  server {index + 1} log:\n{server.log()}")
            else:
                passed += 1
                print(f"ok   round {round_number}: both servers started, one schema, sample data once, one secret")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
