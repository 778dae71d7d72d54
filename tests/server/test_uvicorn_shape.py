"""uvicorn's private sans-I/O WebSocket protocol still has the shape our subclass relies on.

`meeple.server.live.ws_protocol.CoalescingWebSocketProtocol` overrides `send` and
reads the base class's connection state directly (a private uvicorn API, which
is why pyproject.toml bounds uvicorn above). When a uvicorn release renames or
drops any of it, this test names exactly what moved, instead of WebSocket
frames silently going missing at run time.
"""

from __future__ import annotations

import asyncio
import inspect
from typing import Any

import pytest
import uvicorn

# Instance attributes CoalescingWebSocketProtocol.send / _flush read, set in the base __init__.
STATE = ("handshake_complete", "close_sent", "initial_response", "disconnected", "writable", "conn", "loop",
         "transport")
# What it calls on the websockets sans-I/O connection (`self.conn`).
CONN_METHODS = ("send_text", "send_binary", "data_to_send")


def _hint(what: str) -> str:
    return (
        f"uvicorn {uvicorn.__version__} changed WebSocketsSansIOProtocol: {what}. "
        "meeple/server/live/ws_protocol.py subclasses this private API: adapt it (or drop the subclass "
        "from server/run.py), then move the uvicorn bound in pyproject.toml."
    )


def test_the_base_class_is_where_we_import_it_from() -> None:
    try:
        from uvicorn.protocols.utils import ClientDisconnected  # noqa: F401
        from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol  # noqa: F401
    except ImportError as exc:
        pytest.fail(_hint(f"cannot import it any more ({exc})"))


def test_send_is_an_async_method_of_one_message() -> None:
    from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol as Base

    send = getattr(Base, "send", None)
    if send is None or not inspect.iscoroutinefunction(send):
        pytest.fail(_hint("`send` is no longer an async method"))
    params = list(inspect.signature(send).parameters)
    if params != ["self", "message"]:
        pytest.fail(_hint(f"`send` takes {params}, not (self, message)"))
    for name in ("connection_made", "connection_lost", "data_received"):
        if not callable(getattr(Base, name, None)):
            pytest.fail(_hint(f"`{name}` is gone"))


def _protocol(loop: asyncio.AbstractEventLoop) -> Any:
    from uvicorn.server import ServerState

    from meeple.server.live.ws_protocol import CoalescingWebSocketProtocol

    async def dummy_app(scope, receive, send):  # pragma: no cover - never called
        return None

    config = uvicorn.Config(dummy_app, ws=CoalescingWebSocketProtocol, log_level="warning")
    config.load()
    return CoalescingWebSocketProtocol(config, ServerState(), {}, _loop=loop)


def test_an_instance_has_the_state_the_subclass_reads() -> None:
    loop = asyncio.new_event_loop()
    try:
        proto = _protocol(loop)
    except TypeError as exc:
        pytest.fail(_hint(f"its constructor changed ({exc})"))
    finally:
        loop.close()
    for name in STATE:
        if not hasattr(proto, name):
            pytest.fail(_hint(f"instances have no `{name}` any more"))
    if not isinstance(proto.writable, asyncio.Event):
        pytest.fail(_hint(f"`writable` is a {type(proto.writable).__name__}, not an asyncio.Event"))
    for name in CONN_METHODS:
        if not callable(getattr(proto.conn, name, None)):
            pytest.fail(_hint(f"its `conn` ({type(proto.conn).__name__}) has no `{name}()`"))
    assert proto.handshake_complete is False and proto.close_sent is False and proto.initial_response is None


def test_our_text_frames_are_the_ones_websockets_writes() -> None:
    from websockets.frames import Frame, Opcode
    from websockets.protocol import SERVER, State
    from websockets.server import ServerProtocol

    from meeple.server.live.ws_protocol import text_frame

    for size in (0, 1, 125, 126, 65535, 65536, 70000):
        data = ("é" * size).encode()[:size]
        assert text_frame(data) == Frame(Opcode.TEXT, data).serialize(mask=False), size
    conn = ServerProtocol()  # send_now writes into these on the websockets side
    for name in ("writes", "extensions", "expect_continuation_frame", "side", "state"):
        if not hasattr(conn, name):
            pytest.fail(_hint(f"websockets' protocol has no `{name}` any more"))
    assert isinstance(conn.writes, list) and conn.side is SERVER and isinstance(conn.state, State)


class FakeTransport:
    def __init__(self) -> None:
        self.written: list[bytes] = []

    def write(self, data: bytes) -> None:
        self.written.append(data)

    def is_closing(self) -> bool:
        return False


def test_send_now_writes_one_turn_at_once_and_refuses_a_paused_or_closed_socket() -> None:
    from websockets.protocol import State

    from meeple.server.live.ws_protocol import text_frame

    loop = asyncio.new_event_loop()
    try:
        proto = _protocol(loop)
        proto.transport, proto.handshake_complete, proto.conn.state = FakeTransport(), True, State.OPEN
        assert proto.send_now("ack") and proto.send_now("state")
        loop.run_until_complete(asyncio.sleep(0))
        assert proto.transport.written == [text_frame(b"ack") + text_frame(b"state")]  # one write
        proto.writable.clear()  # the transport paused writing: a client that does not read
        assert not proto.send_now("later")
        proto.writable.set()
        proto.close_sent = True
        assert not proto.send_now("after the close")
        loop.run_until_complete(asyncio.sleep(0))
        assert len(proto.transport.written) == 1
    finally:
        loop.close()


def test_the_http_protocol_we_subclass_still_hands_over_in_handle_websocket_upgrade() -> None:
    """live/http_protocol.py drops the parser after `handle_websocket_upgrade`; that method and `parser` must
    still be where it looks for them."""
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    if not callable(getattr(HttpToolsProtocol, "handle_websocket_upgrade", None)):
        pytest.fail("uvicorn's HttpToolsProtocol has no handle_websocket_upgrade any more: adapt "
                    "meeple/server/live/http_protocol.py (or drop it from server/run.py)")
    source = inspect.getsource(HttpToolsProtocol.__init__)
    if "self.parser" not in source:
        pytest.fail("uvicorn's HttpToolsProtocol keeps no `parser` any more: adapt live/http_protocol.py")
