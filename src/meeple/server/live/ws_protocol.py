"""uvicorn's sans-I/O WebSocket protocol, writing each connection's frames once per loop turn.

On loopback a socket write costs more than building the frame (the kernel
delivers to the reader inside the writer's system call): profiled under the
benchmark, `transport.write` was 30% of the server's CPU, three writes per
move (the mover's ack and state, the opponent's state). This subclass keeps
the frames a connection sends during one turn of the event loop in the
protocol's buffer and writes them together at the end of the turn: the ack
and the state a move produces leave in one write.

Only the `websocket.send` path changes; the handshake, close, ping and
backpressure are uvicorn's own (they flush the same buffer, in order).

`send_now` is the same buffering without a coroutine: a connection's pushes
(live/connection.py) go straight into the buffer while the socket takes them,
instead of through a sender task and the ASGI `send` awaitables (Starlette's
and uvicorn's), which profiled as a fifth of the server's CPU per move. When
the transport is paused (a client that does not read) it refuses, and the
connection falls back to its task, which awaits `writable`. It also frames
the text itself (`text_frame`, what websockets' `send_text` appends for an
unmasked, uncompressed server frame) into the connection's pending writes:
websockets builds a `Frame` object and serializes it through a BytesIO for
each one.

`data_received` reads a move's frames itself when websockets' parser stands
at the start of a frame (ws_read.py), handing on anything else. The queue it
puts them in is uvicorn's, bound to the loop once (`LoopQueue`): asyncio's
own looks the running loop up on every wait for a frame, and on Python 3.11
that lookup is a `getpid` system call, 4% of the server's CPU per move.
"""

from __future__ import annotations

import asyncio
import struct
from collections.abc import Callable
from typing import Any, TypeVar

from uvicorn.protocols.utils import ClientDisconnected
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.exceptions import InvalidState
from websockets.protocol import SERVER, State
from websockets.streams import StreamReader

from .ws_read import text_frames

_LENGTH_16 = struct.Struct("!BBH")
_LENGTH_64 = struct.Struct("!BBQ")


T = TypeVar("T")


class LoopQueue(asyncio.Queue[T]):
    """An asyncio queue bound at creation to the loop that will use it (it never moves to another)."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        super().__init__()
        self._loop = loop

    def _get_loop(self) -> asyncio.AbstractEventLoop:
        return self._loop


_AT_EOF = StreamReader.at_eof.__code__
"""Where websockets' frame parser waits between two frames (`Protocol.parse`)."""


class CoalescingWebSocketProtocol(WebSocketsSansIOProtocol):
    """Frames sent in one loop turn go out in one `transport.write`; a move's frames are read without
    websockets' parser."""

    _flush_scheduled = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.queue = LoopQueue(self.loop)  # nothing is in uvicorn's yet: the connection is not made

    def data_received(self, data: bytes) -> None:
        """The plain text frames at the start of `data` go to the app at once (ws_read.py); whatever follows,
        to websockets, which then stands where our reading stopped: at the start of a frame."""
        if self._between_frames():
            texts, used = text_frames(data, self.conn.max_message_size)
            if texts:
                put = self.queue.put_nowait
                for text in texts:
                    put({"type": "websocket.receive", "text": text})
                if not self.read_paused:  # as uvicorn does for each message: the app reads before more come
                    self.read_paused = True
                    self.transport.pause_reading()
                if used == len(data):
                    return
                data = data[used:]
        super().data_received(data)

    def _between_frames(self) -> bool:
        """websockets' parser is open and waits for the first byte of a frame, with nothing buffered, no
        fragmented message under way, no extension and no size limit per fragment (ours is per message)."""
        conn = self.conn
        if (not self.handshake_complete or self.close_sent or conn.state is not State.OPEN or conn.extensions
                or conn.current_size is not None or conn.max_fragment_size is not None):
            return False
        parser: Any = conn.parser  # a generator: the innermost one it delegates to is where it waits
        while parser.gi_yieldfrom is not None:
            parser = parser.gi_yieldfrom
        return parser.gi_code is _AT_EOF

    async def send(self, message: Any) -> None:
        """Buffer data frames; everything else is uvicorn's."""
        if message["type"] != "websocket.send" or not self.handshake_complete or self.close_sent or (
            self.initial_response is not None
        ):
            await super().send(message)
            return
        await self.writable.wait()
        if self.disconnected:
            raise ClientDisconnected()
        try:
            text = message.get("text")
            if text is not None:
                self.conn.send_text(text.encode())
            else:
                self.conn.send_binary(message.get("bytes") or b"")
        except InvalidState:
            raise ClientDisconnected() from None
        self._schedule_flush()

    def send_now(self, text: str) -> bool:
        """Buffer a text frame for this loop turn's write, if the socket is open and not paused; else False
        (nothing was buffered: send it through `send`, which waits until the socket is writable)."""
        if (not self.writable.is_set() or self.disconnected or not self.handshake_complete or self.close_sent
                or self.initial_response is not None):
            return False
        conn = self.conn
        if conn.state is State.OPEN and conn.side is SERVER and not conn.extensions and (
                not conn.expect_continuation_frame):
            conn.writes.append(text_frame(text.encode()))
        else:
            try:
                conn.send_text(text.encode())
            except InvalidState:
                return False
        self._schedule_flush()
        return True

    def _schedule_flush(self) -> None:
        if not self._flush_scheduled:
            self._flush_scheduled = True
            self.loop.call_soon(self._flush)

    def _flush(self) -> None:
        self._flush_scheduled = False
        output = self.conn.data_to_send()
        if output and not self.transport.is_closing():
            self.transport.write(b"".join(output))


def text_frame(data: bytes) -> bytes:
    """A final, unmasked text frame of `data` (UTF-8), as RFC 6455 lays it out: FIN + opcode 1, then the length
    in 7 bits, or 126 and 16 bits, or 127 and 64 bits."""
    length = len(data)
    if length < 126:
        return bytes((0x81, length)) + data
    if length < 65536:
        return _LENGTH_16.pack(0x81, 126, length) + data
    return _LENGTH_64.pack(0x81, 127, length) + data


def direct_sender(ws: Any) -> Callable[[str], bool] | None:
    """`send_now` of the protocol under a Starlette WebSocket handed uvicorn's own `send` (the table and lobby
    sockets are, past FastAPI: app.py), else None (another server, a test client, a fake socket)."""
    owner = getattr(getattr(ws, "_send", None), "__self__", None)
    return owner.send_now if isinstance(owner, CoalescingWebSocketProtocol) else None
