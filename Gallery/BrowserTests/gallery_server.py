"""Builds and runs the `gallery` command for tests and benchmarks: a fresh temporary database
on a free loopback port, started and stopped by the caller, every wait bounded in time.

    with GalleryServer.start() as server:          # builds (debug) unless GALLERY_BIN is set
        print(server.url)                          # http://127.0.0.1:PORT/
        server.kill()                              # SIGKILL, as in a crash
        server.restart()                           # same port, same database
"""

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

GALLERY_PACKAGE = Path(__file__).resolve().parent.parent
READY_LINE = re.compile(r"Trellis Gallery: open (http://\S+)")


def swift_executable():
    """`swift` from PATH, or the toolchain in /opt/swift that the project's machines have."""
    found = shutil.which("swift")
    if found:
        return found
    fallback = "/opt/swift/usr/bin/swift"
    if os.path.exists(fallback):
        return fallback
    raise RuntimeError("gallery_server: no `swift` on PATH nor in /opt/swift/usr/bin; install Swift 6.3 or set GALLERY_BIN")


def gallery_binary(configuration="debug"):
    """The `gallery` executable: $GALLERY_BIN if set, else built now with `swift build`.

    Building prints to stderr so a long first build is visible; it is bounded at 45 minutes.
    """
    given = os.environ.get("GALLERY_BIN")
    if given:
        if not os.access(given, os.X_OK):
            raise RuntimeError(f"gallery_server: GALLERY_BIN={given} is not an executable file")
        return os.path.abspath(given)
    swift = swift_executable()
    command = [swift, "build", "--package-path", str(GALLERY_PACKAGE), "-c", configuration, "--product", "gallery"]
    print(f"building: {' '.join(command)}", file=sys.stderr, flush=True)
    subprocess.run(command, check=True, stdout=sys.stderr, timeout=45 * 60)
    bin_path = subprocess.run(
        command[:-2] + ["--show-bin-path"], check=True, capture_output=True, text=True, timeout=600
    ).stdout.strip()
    return os.path.join(bin_path, "gallery")


def free_port():
    """A loopback port nothing listens on now (the kernel's pick)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class GalleryServer:
    """One `gallery` process on 127.0.0.1, its database in a temporary folder it owns."""

    def __init__(self, binary, port, database, folder, log_level="warning", startup_seconds=60, arguments=()):
        self.binary = binary
        self.arguments = list(arguments)
        self.port = port
        self.database = database
        self.folder = folder
        self.log_level = log_level
        self.startup_seconds = startup_seconds
        self.process = None
        self.log_path = os.path.join(folder, "server.log")
        self._log = None

    @classmethod
    def start(cls, binary=None, configuration="debug", database=None, log_level="warning", arguments=()):
        """Builds if needed and starts a Gallery on a free port and a fresh database, with
        `arguments` (more `gallery` options) if given."""
        binary = binary or gallery_binary(configuration)
        folder = tempfile.mkdtemp(prefix="gallery-run-")
        server = cls(binary, free_port(), database or os.path.join(folder, "gallery.sqlite"), folder, log_level, arguments=arguments)
        server._launch()
        return server

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}/"

    @property
    def ws_url(self):
        return f"ws://127.0.0.1:{self.port}"

    @property
    def pid(self):
        return self.process.pid

    def _launch(self):
        self._log = open(self.log_path, "ab")
        self.process = subprocess.Popen(
            [self.binary, "--host", "127.0.0.1", "--port", str(self.port), "--database", self.database,
             "--log-level", self.log_level, *self.arguments],
            cwd=self.folder, stdout=subprocess.PIPE, stderr=self._log, stdin=subprocess.DEVNULL,
        )
        ready = threading.Event()

        def read_stdout(stream, log):
            for raw in iter(stream.readline, b""):
                if READY_LINE.search(raw.decode("utf-8", "replace")):
                    ready.set()
                try:
                    log.write(raw)
                    log.flush()
                except ValueError:  # the log was closed by a restart; this process is gone
                    return

        threading.Thread(target=read_stdout, args=(self.process.stdout, self._log), daemon=True).start()
        deadline = time.monotonic() + self.startup_seconds
        while not ready.wait(0.05):
            if self.process.poll() is not None:
                raise RuntimeError(f"gallery exited with {self.process.returncode} before listening:\n{self.log()}")
            if time.monotonic() > deadline:
                self.kill()
                raise RuntimeError(f"gallery did not print its URL within {self.startup_seconds} s:\n{self.log()}")
        # The URL is printed once the server listens; one request proves it answers.
        with urllib.request.urlopen(self.url, timeout=10) as response:
            if response.status != 200:
                raise RuntimeError(f"gallery answered {response.status} on {self.url}")

    def log(self):
        """What the server wrote so far (stdout and stderr)."""
        try:
            with open(self.log_path, "rb") as log:
                return log.read().decode("utf-8", "replace")
        except OSError:
            return ""

    def rss_kib(self):
        """The server's resident set size now, in KiB (VmRSS)."""
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        raise RuntimeError("gallery_server: no VmRSS line for the server process")

    def cpu_seconds(self):
        """User plus system CPU time the server used so far, in seconds."""
        with open(f"/proc/{self.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        ticks = os.sysconf("SC_CLK_TCK")
        return (int(fields[11]) + int(fields[12])) / ticks

    def kill(self):
        """SIGKILL, as in a crash: nothing is flushed, checkpointed or told."""
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=30)

    def restart(self):
        """Starts the server again on the same port and database, once the old one is gone."""
        if self.process and self.process.poll() is None:
            raise RuntimeError("gallery_server: restart() needs the server stopped or killed first")
        self._log.close()
        self._launch()

    def stop(self, timeout=20):
        """SIGTERM (graceful shutdown); SIGKILL if it takes longer than `timeout` seconds.

        Returns the exit status.
        """
        if self.process is None:
            return None
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=30)
        if self._log:
            self._log.close()
            self._log = None
        return self.process.returncode

    def remove_folder(self):
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()
        if exc[0] is None:
            self.remove_folder()
        return False


def pattern_ids(base_url):
    """The patterns the server serves, in its order, read from the front page's links."""
    with urllib.request.urlopen(base_url, timeout=10) as response:
        html = response.read().decode("utf-8")
    ids = re.findall(r'<a id="open-([^"]+)" href="/\1/users"', html)
    if not ids:
        raise RuntimeError(f"the front page at {base_url} lists no pattern (no <a id=\"open-…\">)")
    return ids
