"""A connection's outbox: order, holding back pushes during a resync, slow clients."""

from __future__ import annotations

import asyncio

from meeple.server.live.connection import CLOSE_TOO_SLOW, Connection


class FakeSocket:
    """Records what is sent; `stuck` makes every send wait forever (a client that stopped reading)."""

    def __init__(self, stuck: bool = False) -> None:
        self.sent: list[str] = []
        self.closed: tuple[int, str] | None = None
        self.stuck = stuck

    async def send_text(self, text: str) -> None:
        if self.stuck:
            await asyncio.Event().wait()
        self.sent.append(text)

    async def close(self, code: int = 1000, reason: str = "") -> None:
        self.closed = (code, reason)


async def settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


async def test_messages_leave_in_order() -> None:
    ws = FakeSocket()
    conn = Connection(ws, "t", None)  # type: ignore[arg-type]
    conn.start()
    for text in ("a", "b", "c"):
        conn.send(text)
    await settle()
    assert ws.sent == ["a", "b", "c"]
    await conn.finish()


async def test_a_resync_is_never_overtaken_by_older_pushes() -> None:
    ws = FakeSocket()
    conn = Connection(ws, "t", None)  # type: ignore[arg-type]
    conn.start()
    conn.hold()
    conn.send("state v1", 1)
    conn.send("table changed")
    conn.send("state v2", 2)
    await settle()
    assert ws.sent == []  # held while the resync is prepared
    conn.release("full state at v1", 1)
    await settle()
    assert ws.sent == ["full state at v1", "table changed", "state v2"]
    await conn.finish()


async def test_a_client_that_stops_reading_is_disconnected() -> None:
    ws = FakeSocket(stuck=True)
    conn = Connection(ws, "t", None, outbox_limit=3)  # type: ignore[arg-type]
    conn.start()
    conn.send("first")
    await settle()  # the sender is now stuck on "first"
    for i in range(5):
        conn.send(f"push {i}")
    await settle()
    assert conn.closed and ws.closed is not None and ws.closed[0] == CLOSE_TOO_SLOW
    await conn.finish()


class DirectSocket:
    """What `send_now` does: takes a message at once while open, refuses while paused (`paused`)."""

    def __init__(self) -> None:
        self.taken: list[str] = []
        self.paused = False

    def __call__(self, text: str) -> bool:
        if self.paused:
            return False
        self.taken.append(text)
        return True


def direct_connection() -> tuple[Connection, FakeSocket, DirectSocket]:
    """A connection whose socket takes messages at once (as under uvicorn), with its task fallback started."""
    ws, direct = FakeSocket(), DirectSocket()
    conn = Connection(ws, "t", None)  # type: ignore[arg-type]
    conn._direct = direct
    conn.start()
    return conn, ws, direct


async def test_a_socket_that_takes_messages_gets_them_without_the_sender_task() -> None:
    conn, ws, direct = direct_connection()
    conn.send("ack")
    conn.send("state")
    assert direct.taken == ["ack", "state"] and ws.sent == []  # buffered at once, in order
    await conn.finish()


async def test_after_a_pause_later_messages_queue_behind_the_outbox() -> None:
    conn, ws, direct = direct_connection()
    conn.send("a")
    direct.paused = True  # the client stopped reading: the transport paused writing
    conn.send("b")
    direct.paused = False
    conn.send("c")  # the socket would take it, but "b" is still waiting: it must not overtake it
    await settle()
    assert direct.taken == ["a"] and ws.sent == ["b", "c"]
    conn.send("d")
    assert direct.taken == ["a", "d"]
    await conn.finish()


async def test_a_resync_waits_for_release_on_the_direct_path_too() -> None:
    conn, _, direct = direct_connection()
    conn.hold()
    conn.send("state v2", 2)
    assert direct.taken == []
    conn.release("full state at v2", 2)
    assert direct.taken == ["full state at v2"]
    await conn.finish()
