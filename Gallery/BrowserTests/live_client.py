"""A live page without a browser: one WebSocket on /live with its own viewer cookie, reading
the server's JSON messages. Shared by the fault test and the load benchmark."""

import json

import websockets

LIKED = 'aria-pressed="true"'
UNLIKED = 'aria-pressed="false"'


def live_path(pattern, user, photo):
    return f"/live?pattern={pattern}&path=users/{user}/photos/{photo}"


async def connect(ws_url, path, viewer, timeout=30):
    """Opens a socket as `viewer` (its cookie rides on the upgrade request)."""
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
