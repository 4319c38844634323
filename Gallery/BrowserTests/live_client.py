"""A live page without a browser: one WebSocket on /live with its own viewer cookie, reading
the server's JSON messages. Shared by the fault test and the load benchmark."""

import hashlib
import hmac
import json
import sqlite3
from contextlib import closing

import websockets

LIKED = 'aria-pressed="true"'
UNLIKED = 'aria-pressed="false"'


def live_path(pattern, user, photo):
    return f"/live?pattern={pattern}&path=users/{user}/photos/{photo}"


def viewer_secret(database):
    """The secret the Gallery on `database` (a file path) signs viewer cookies with."""
    with closing(sqlite3.connect(database, timeout=10)) as db:
        return db.execute("SELECT value FROM secret WHERE name = 'viewerCookie'").fetchone()[0]


def signed(viewer, secret):
    """The cookie value a Gallery with `secret` issues to `viewer`: the id, ".", its HMAC-SHA256."""
    mac = hmac.new(secret, f"gallery-viewer:{viewer}".encode(), hashlib.sha256).hexdigest()
    return f"{viewer}.{mac}"


async def connect(ws_url, path, viewer, timeout=30):
    """Opens a socket with `viewer` as its cookie's value (it rides on the upgrade request):
    `signed(id, secret)` to be that viewer, anything else to be a fresh one."""
    return await websockets.connect(
        ws_url + path,
        additional_headers={"Cookie": f"gallery-viewer={viewer}"},
        open_timeout=timeout,
        ping_interval=None,  # the load is the traffic; no pings to skew it
        close_timeout=5,
        max_size=1 << 20,
        compression=None,
    )


def read(text):
    """A server message as a dict; every message is one JSON object."""
    return json.loads(text)


def is_likes(message, pressed=None):
    """Whether `message` is a likes fragment, showing `pressed` ("true"/"false") if given."""
    if message.get("type") != "fragment" or message.get("region") != "likes":
        return False
    return pressed is None or f'aria-pressed="{pressed}"' in message.get("html", "")


async def until_likes(socket, pressed=None):
    """Reads messages until a likes fragment (showing `pressed`, if given); returns it.

    Raises on an error message: no event here should fail.
    """
    while True:
        message = read(await socket.recv())
        if message.get("type") == "error":
            raise RuntimeError(f"the server answered an error: {message.get('message')}")
        if is_likes(message, pressed):
            return message
