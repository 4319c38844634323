"""Where a benchmark's `gallery` keeps its data: a fresh SQLite file, or a fresh database on a
PostgreSQL server on loopback (one started with Deploy/postgres.sh unless a URL is given).

    backend = Backend.named("postgres")         # or "sqlite", or "postgres://USER@HOST:PORT/DB"
    server = backend.start(binary)              # a GalleryServer on a new database
    photos = backend.add_photos(server, 1000)   # [(user, photo), …], the sample ones first
    backend.table_scans(server)                 # whole-table reads of its tables so far, or None (SQLite)
    backend.cpu_seconds()                       # the database server's CPU time so far, or None (SQLite: in the server)
    backend.finish(server)                      # stops it and drops its database
    backend.close()                             # stops a PostgreSQL server it started
"""

import os
import subprocess
import sqlite3
import sys
import uuid
from contextlib import closing
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "BrowserTests"))
from gallery_server import GalleryServer  # noqa: E402

POSTGRES_SCRIPT = Path(__file__).resolve().parent.parent / "Deploy" / "postgres.sh"
BENCH_POSTGRES_DIR = "/tmp/trellis-gallery-bench-postgres"
BENCH_POSTGRES_PORT = "55434"
# Each photo add_photos adds starts with one like, by a viewer no screen of the load is, as
# photos in use have: the table of likes a click reads has the size it keeps under load
# before the first click, on either backend.
EARLIER_VIEWER = "an-earlier-viewer"


class SQLiteBackend:
    name = "SQLite"

    def start(self, binary, extra_args=()):
        return GalleryServer.start(binary=binary, log_level="error", extra_args=extra_args)

    def add_photos(self, server, n):
        with closing(sqlite3.connect(server.database, timeout=10)) as db, db:
            first = db.execute("SELECT COALESCE(MAX(id), 0) + 1 FROM photo").fetchone()[0]
            db.executemany("INSERT INTO photo (userID, title, hue) VALUES (1, ?, ?)", ((f"Load {i}", i % 360) for i in range(n)))
            db.execute("INSERT INTO photoLike (photoID, viewer, likedAt) SELECT id, ?, datetime('now', '-1 day') FROM photo WHERE id >= ?",
                       (EARLIER_VIEWER, first))
            return db.execute("SELECT userID, id FROM photo ORDER BY id").fetchall()

    def cpu_seconds(self):
        return None

    def table_scans(self, server):
        return None

    def finish(self, server):
        server.stop()
        server.remove_folder()

    def close(self):
        pass


class PostgresBackend:
    name = "PostgreSQL"

    def __init__(self, url=None):
        self.started = url is None
        if url is None:
            url = subprocess.run(
                ["bash", str(POSTGRES_SCRIPT), "start", BENCH_POSTGRES_DIR, BENCH_POSTGRES_PORT],
                check=True, capture_output=True, text=True, timeout=120,
            ).stdout.strip()
        self.server_url = url
        self.databases = {}

    def database_url(self, name):
        return self.server_url.rsplit("/", 1)[0] + "/" + name

    def psql(self, url, sql):
        return subprocess.run(["psql", url, "-v", "ON_ERROR_STOP=1", "-tAc", sql], check=True, capture_output=True, text=True, timeout=120).stdout

    def new_database(self):
        """A new, empty database on the server; the Gallery migrates it and stores the sample data."""
        name = "gallery_bench_" + uuid.uuid4().hex[:12]
        self.psql(self.database_url("postgres"), f"CREATE DATABASE {name}")
        return name, self.database_url(name)

    def drop(self, name):
        self.psql(self.database_url("postgres"), f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def start(self, binary, extra_args=()):
        name, url = self.new_database()
        server = GalleryServer.start(binary=binary, database=url, log_level="error", extra_args=extra_args)
        self.databases[id(server)] = name
        return server

    def add_photos(self, server, n):
        """N photos, each liked once, then ANALYZE, as pgbench vacuums before it measures: a
        connection plans a click's statements once, from the statistics the server has then,
        and a table of likes last analysed empty is read whole at every click for as long as
        the plan lives, however large it grew (every other phase's database, before)."""
        self.psql(
            server.database,
            f"""INSERT INTO photo (id, "userID", title, hue)
                SELECT 1000 + g, 1, 'Load ' || g, g % 360 FROM generate_series(1, {int(n)}) AS g;
                INSERT INTO "photoLike" ("photoID", viewer, "likedAt")
                SELECT 1000 + g, '{EARLIER_VIEWER}', now() - interval '1 day' FROM generate_series(1, {int(n)}) AS g;
                ANALYZE""",
        )
        rows = self.psql(server.database, 'SELECT "userID", id FROM photo ORDER BY id')
        return [tuple(int(v) for v in line.split("|")) for line in rows.split()]

    def cpu_seconds(self):
        """CPU seconds of the PostgreSQL server this backend started: the postmaster with the
        backends it reaped, and those still running; None for a server given by URL."""
        if not self.started:
            return None
        with open(Path(BENCH_POSTGRES_DIR) / "postmaster.pid") as pid_file:
            postmaster = int(pid_file.readline())
        ticks = 0
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue  # ended meanwhile
            if int(entry) == postmaster:
                ticks += sum(int(x) for x in fields[11:15])  # its own time, and its reaped children's
            elif int(fields[1]) == postmaster:
                ticks += int(fields[11]) + int(fields[12])
        return ticks / os.sysconf("SC_CLK_TCK")

    def table_scans(self, server):
        """How many times the server read one of the database's photo and like tables whole."""
        return int(self.psql(server.database, """SELECT COALESCE(SUM(seq_scan), 0) FROM pg_stat_user_tables WHERE relname IN ('photo', 'photoLike')"""))

    def finish(self, server):
        server.stop()
        server.remove_folder()
        name = self.databases.pop(id(server), None)
        if name:
            self.drop(name)

    def close(self):
        if self.started:
            subprocess.run(["bash", str(POSTGRES_SCRIPT), "stop", BENCH_POSTGRES_DIR], capture_output=True, timeout=120)


class Backend:
    @staticmethod
    def named(text):
        if text == "sqlite":
            return SQLiteBackend()
        if text == "postgres":
            return PostgresBackend()
        if text.startswith(("postgres://", "postgresql://")):
            return PostgresBackend(text)
        raise SystemExit(f"--database is sqlite, postgres, or a postgres:// URL of a server to make databases on, not {text!r}")
