"""Our reading of a client's text frames gives the app exactly what websockets' own reading gives it.

The same bytes, cut into the same chunks, go to uvicorn's protocol and to ours;
the app must receive the same messages, in the same order, and a frame of any
other shape (binary, fragmented, a ping, unmasked, RSV bits, bad UTF-8, over
the limit, cut short) must reach websockets, which refuses or answers it as
before.
"""

from __future__ import annotations

import asyncio
import os
import random
from typing import Any

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.frames import Frame, Opcode
from websockets.protocol import State

from meeple.server.live.ws_protocol import CoalescingWebSocketProtocol, LoopQueue
from meeple.server.live.ws_read import text_frames

from .test_uvicorn_shape import FakeTransport

REQUEST = (b"GET /ws/tables/t HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
           b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")


def frame(opcode: Opcode, data: bytes, *, fin: bool = True, rsv1: bool = False, mask: bool = True) -> bytes:
    out = Frame(opcode, data, fin).serialize(mask=mask)
    return bytes([out[0] | 0x40, *out[1:]]) if rsv1 else out  # websockets would not write an RSV bit itself


def text(payload: str) -> bytes:
    return frame(Opcode.TEXT, payload.encode())


class PausingTransport(FakeTransport):
    def __init__(self) -> None:
        super().__init__()
        self.paused = 0

    def pause_reading(self) -> None:
        self.paused += 1

    def resume_reading(self) -> None:
        pass

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return default

    def close(self) -> None:
        pass


def _open(cls: type[WebSocketsSansIOProtocol], loop: asyncio.AbstractEventLoop, max_size: int) -> Any:
    """A protocol of class `cls` whose handshake is done, as after the app accepted the connection."""
    import uvicorn
    from uvicorn.server import ServerState

    async def app(scope: Any, receive: Any, send: Any) -> None:  # pragma: no cover - never called
        return None

    config = uvicorn.Config(app, ws=cls, ws_max_size=max_size, log_level="warning")
    config.load()
    proto = cls(config, ServerState(), {}, _loop=loop)
    proto.transport = PausingTransport()
    proto.conn.receive_data(REQUEST)
    request = proto.conn.events_received()[0]
    proto.conn.send_response(proto.conn.accept(request))
    proto.conn.data_to_send()
    proto.handshake_complete = True
    assert proto.conn.state is State.OPEN
    return proto


def _received(cls: type[WebSocketsSansIOProtocol], chunks: list[bytes], max_size: int) -> tuple[list[Any], bytes]:
    """What the app's queue holds after `chunks`, and what the protocol wrote back (pongs, closes)."""
    loop = asyncio.new_event_loop()
    try:
        proto = _open(cls, loop, max_size)
        for chunk in chunks:
            proto.data_received(chunk)
        out = []
        while not proto.queue.empty():
            out.append(proto.queue.get_nowait())
        written = b"".join(proto.conn.data_to_send())
        return out, written
    finally:
        loop.close()


def _same(chunks: list[bytes], max_size: int = 1 << 20) -> list[Any]:
    ours = _received(CoalescingWebSocketProtocol, chunks, max_size)
    assert ours == _received(WebSocketsSansIOProtocol, chunks, max_size)
    return ours[0]


def test_text_frames_reads_whole_plain_text_frames_and_stops_at_anything_else() -> None:
    act, long = text('{"t":"act"}'), text("é" * 200)  # 7-bit and 16-bit lengths
    assert text_frames(act + long, None) == (['{"t":"act"}', "é" * 200], len(act) + len(long))
    for other in (frame(Opcode.BINARY, b"x"), frame(Opcode.TEXT, b"x", fin=False), frame(Opcode.PING, b""),
                  frame(Opcode.TEXT, b"x", mask=False), frame(Opcode.TEXT, b"x", rsv1=True),
                  frame(Opcode.TEXT, b"\xff\xfe"), frame(Opcode.TEXT, b"x" * 70000)):
        assert text_frames(act + other + act, None) == (['{"t":"act"}'], len(act)), other[:4]
    for cut in (act[:1], act[:-1], long[:3], long[:7], long[:-1]):  # the rest of the frame is still to come
        assert text_frames(act + cut, None) == (['{"t":"act"}'], len(act)), cut[:4]
    assert text_frames(long, 399) == ([], 0)  # over the limit: websockets refuses it (1009)
    assert text_frames(long, 400)[1] == len(long)


def test_the_app_receives_what_uvicorn_would_give_it() -> None:
    acts = [text(f'{{"t":"act","id":"m{i}"}}') for i in range(3)]
    assert [m["text"] for m in _same([b"".join(acts)])] == [f'{{"t":"act","id":"m{i}"}}' for i in range(3)]
    ping, binary = frame(Opcode.PING, b"hi"), frame(Opcode.BINARY, b"\x00")
    first, rest = frame(Opcode.TEXT, b'{"t":', fin=False), frame(Opcode.CONT, b'"sync"}')
    _same([acts[0] + ping + acts[1], binary + acts[2]])  # the ping is answered, the binary frame handed on
    _same([acts[0] + first, rest + acts[1]])  # a fragmented message between two plain ones
    _same([acts[0][:1], acts[0][1:] + acts[1][:7], acts[1][7:]])  # frames cut anywhere, headers included
    _same([acts[0] + frame(Opcode.TEXT, b"\xc3"), acts[1]])  # bad UTF-8: closed (1007) after the first
    _same([acts[0], text("x" * 300)], max_size=200)  # too big: closed (1009)
    _same([acts[0], frame(Opcode.TEXT, b"x", mask=False) + acts[1]])  # unmasked: a protocol error


def test_a_move_before_a_refused_frame_in_the_same_read_still_counts() -> None:
    """The one difference: websockets drops the whole read when a frame in it breaks the protocol, so a move
    that came just before a bad frame counted or not by how the bytes were cut; here it counts, as it would
    have had it arrived alone."""
    act = text('{"t":"act"}')
    for bad in (text("x" * 300), frame(Opcode.TEXT, b"x", mask=False)):
        ours, _ = _received(CoalescingWebSocketProtocol, [act + bad], 200)
        assert [m["type"] for m in ours] == ["websocket.receive", "websocket.disconnect"]
        assert ours == _received(WebSocketsSansIOProtocol, [act, bad], 200)[0]


def test_random_streams_cut_at_random_places() -> None:
    rng = random.Random(7)
    shapes = [lambda: text(os.urandom(rng.randrange(0, 300)).hex()), lambda: frame(Opcode.PING, b"p"),
              lambda: frame(Opcode.PONG, b""), lambda: frame(Opcode.BINARY, b"b"),
              lambda: frame(Opcode.TEXT, b"a", fin=False) + frame(Opcode.CONT, b"b")]
    for _ in range(200):
        stream = b"".join(rng.choice(shapes)() for _ in range(rng.randrange(1, 8)))
        cuts = sorted(rng.sample(range(1, len(stream)), min(len(stream) - 1, rng.randrange(0, 5))))
        chunks = [stream[a:b] for a, b in zip([0, *cuts], [*cuts, len(stream)], strict=True)]
        _same(chunks)


def test_the_app_waits_for_a_frame_on_a_queue_bound_to_the_protocols_loop() -> None:
    loop = asyncio.new_event_loop()
    try:
        proto = _open(CoalescingWebSocketProtocol, loop, 1 << 20)
        assert isinstance(proto.queue, LoopQueue) and hasattr(asyncio.Queue, "_get_loop")  # what it overrides
        loop.call_soon(proto.data_received, text('{"t":"ping"}'))
        message = loop.run_until_complete(asyncio.wait_for(proto.receive(), 1))
        assert message == {"type": "websocket.receive", "text": '{"t":"ping"}'}
    finally:
        loop.close()
