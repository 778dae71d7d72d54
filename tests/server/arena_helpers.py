"""Fake time and small helpers for the platform-rules tests through a real server."""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
import pytest_asyncio
from sqlalchemy import insert

from meeple.arena.clock import SpeedProfile
from meeple.store.schema import ratings
from tests.store.databases import BACKENDS, fresh_database

from .harness import Client, Running, Socket, fast_settings, running_server

BLITZ = SpeedProfile("blitz", "Real time: 3 s + 1 s per turn", True, 3.0, 1.0)


class FakeTime:
    """`Settings.clock` for tests: unix seconds that move only when told."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@asynccontextmanager
async def arena_server(url: str) -> AsyncIterator[tuple[Running, FakeTime]]:
    """A server on fake time, bots thinking inline, with the extra `blitz` speed."""
    clock = FakeTime()
    settings = fast_settings(url, clock=clock, extra_speeds=(BLITZ,), bot_inline=True)
    async with running_server(settings) as running:
        yield running, clock


@pytest_asyncio.fixture(scope="module", loop_scope="module", params=BACKENDS)
async def arena(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
                ) -> AsyncIterator[tuple[Running, FakeTime]]:
    """A fake-time server per test module and database backend."""
    async with fresh_database(request.param, tmp_path_factory.mktemp("db")) as url, arena_server(url) as running:
        yield running


async def rule(sock: Socket, kind: str, **fields: Any) -> dict[str, Any]:
    """Send a skip / expel / concede / abandon / think and return its ack or error."""
    rid = f"{kind}-{secrets.token_hex(4)}"
    await sock.send({"t": kind, "id": rid, **fields})
    while True:
        msg = await sock.recv()
        if msg.get("t") in ("ack", "error") and msg.get("id") == rid:
            return msg


async def table_notice(sock: Socket, check: Any) -> dict[str, Any]:
    """The next table notice (after the last one this returned) whose summary passes `check`.

    Notices that arrived while waiting for an answer are in `sock.seen` already.
    """
    cursor = getattr(sock, "notice_cursor", 0)
    while True:
        while cursor < len(sock.seen):
            msg = sock.seen[cursor]
            cursor += 1
            if msg.get("t") == "table" and check(msg["table"]):
                sock.notice_cursor = cursor  # type: ignore[attr-defined]
                return msg["table"]
        await sock.recv()


async def set_rating(server: Running, user_id: int, game: str, rating: float) -> None:
    """Give a user a rating in a game (as if earned earlier)."""
    await server.services.db.write(
        lambda conn: conn.execute(insert(ratings).values(user_id=user_id, game=game, rating=rating, games=5))
    )


async def toy_move(sock: Socket, kind: str, at: int) -> dict[str, Any]:
    """At version `at`, play the toy game's first legal action of `kind` ("play" or "draw"); the next state."""
    await sock.state_at(at)
    action = next(a for a in sock.state["legal"] if a["type"] == kind)
    answer = await sock.act(action)
    assert answer["t"] == "ack", answer
    return await sock.state_at(answer["v"])


HALFWAY = ("play", "play", "play", "play", "draw", "draw", "play")
"""Toy moves (seat 0 first) after which 5 of the 10 cards are played and seat 1 is to move: 50 % progress."""


async def to_halfway(socks: list[Socket]) -> dict[str, Any]:
    """Play a two-player toy table to half its progress (HALFWAY); seat 1's state, to move."""
    for v, kind in enumerate(HALFWAY):
        state = await toy_move(socks[v % 2], kind, v)
    for s in socks:
        await s.state_at(len(HALFWAY))
    assert state["waiting"] == [1]
    return state


async def pair(server: Running, players: int = 2, **table: Any) -> tuple[list[Client], list[Socket], dict]:
    """`players` guests at a started toy table created with `table`, each with its page open."""
    clients = [await Client(server).guest() for _ in range(players)]
    t = await clients[0].new_table("toy", players, **table)
    for c in clients[1:]:
        await c.post(f"/api/tables/{t['id']}/join", {}, expect=200)
    started = (await clients[0].post(f"/api/tables/{t['id']}/start", expect=200))["table"]
    socks = [await c.socket(t["id"]) for c in clients]
    for s in socks:
        await s.state_at(0)
    return clients, socks, started


async def close_all(*things: Any) -> None:
    for thing in things:
        await thing.close()


