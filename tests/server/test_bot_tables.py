"""Bots at tables: levels chosen by the creator, moves thought in worker processes, zombies,
resuming after a restart."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from meeple.arena.zombie import ZOMBIE_BOT
from meeple.bots import make_bot
from tests.bots.faulty import Gated

from .harness import TIMEOUT, Client, Running, Socket, fast_settings, running_server, seated_pair

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def server(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Running]:
    """A SQLite server whose bots think in one worker process (what is tested here does not depend on the store)."""
    url = f"sqlite:///{tmp_path_factory.mktemp('db') / 'meeple.sqlite3'}"
    async with running_server(fast_settings(url, bot_workers=1)) as running:
        yield running


async def until(check: Any, what: str) -> None:
    """Wait (bounded) until `check()` is true."""
    for _ in range(int(TIMEOUT / 0.01)):
        if check():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"{what} did not happen within {TIMEOUT}s")


async def against_a_bot(server: Running, bot: str) -> tuple[Client, Socket, dict[str, Any]]:
    """A guest at a started toy table against a bot of that spec, who has drawn a card: the bot is to move."""
    host = await Client(server).guest()
    t = await host.new_table("toy", 2)
    await host.post(f"/api/tables/{t['id']}/bots", {"bot": bot}, expect=200)
    await host.post(f"/api/tables/{t['id']}/start", expect=200)
    sock = await host.socket(t["id"])
    await sock.state_at(0)
    assert (await sock.act({"type": "draw"}))["v"] == 1
    return host, sock, t


async def test_the_levels_are_listed_and_a_creator_seats_one(server: Running) -> None:
    host = await Client(server).guest()
    listed = (await host.get("/api/bots"))["bots"]
    assert [b["id"] for b in listed] == ["random", "ismcts:easy", "ismcts:medium", "ismcts:hard"]
    assert [b["label"] for b in listed] == ["Random", "Easy", "Medium", "Hard"]
    t = await host.new_table("toy", 3)
    seated = (await host.post(f"/api/tables/{t['id']}/bots", {"bot": "ismcts:hard"}, expect=200))["table"]
    assert seated["seats"][1] == {"seat": 1, "name": "Hard bot 2", "user_id": None, "bot": "ismcts:hard",
                                 "bot_account": False}
    for wrong in ("ismcts:99999", "stockfish", "policy"):
        resp = await host.request("POST", f"/api/tables/{t['id']}/bots", json={"bot": wrong})
        assert resp.status_code == 422
        assert "random, ismcts:easy, ismcts:medium, ismcts:hard" in resp.json()["error"]["message"]
    await host.close()


async def test_a_human_plays_on_while_a_hard_bot_thinks_elsewhere(server: Running, tmp_path: Path) -> None:
    hub = server.services.hub
    gate = tmp_path / "think"
    hub.bots.factory = Gated(gate)  # the bot's job stays pending in its worker until the gate opens
    try:
        host, sock, t = await against_a_bot(server, "ismcts:hard")
        await until(lambda: hub.bots.pending == 1, "the bot's job being handed to a worker")

        a, b, other = await seated_pair(server, "toy")
        sa = await a.socket(other["id"])
        await sa.state_at(0)
        answer = await sa.act({"type": "draw"})
        assert answer["t"] == "ack" and answer["v"] == 1
        assert hub.bots.pending == 1 and hub.live[t["id"]].version == 1  # the bot is still thinking

        gate.touch()
        state = await sock.state_at(2)  # the bot's move, thought in the worker, is played
        assert 0 in state["waiting"] or state["status"] == "finished"
        for c in (sock, sa, host, a, b):
            await c.close()
    finally:
        hub.bots.factory = make_bot


async def test_a_zombie_seat_is_played_by_the_medium_bot(server: Running) -> None:
    hub = server.services.hub
    asked: list[tuple[int, str]] = []
    think = hub.bots.choose

    async def recording(game: Any, state: Any, seat: int, spec: str, *rest: Any) -> Any:
        asked.append((seat, spec))
        return await think(game, state, seat, spec, *rest)

    hub.bots.choose = recording
    try:
        a, b, t = await seated_pair(server, "toy")
        sb = await b.socket(t["id"])
        await sb.state_at(0)
        table = hub.live[t["id"]]
        table.record.zombies = [0]  # seat 0 was skipped: its turns are the zombie's
        hub.kick_bots(table)
        await sb.state_at(1)
        assert (await sb.act({"type": "draw"}))["t"] == "ack"
        await sb.state_at(3)  # and the zombie answers the next move too
        assert asked[:2] == [(0, ZOMBIE_BOT), (0, ZOMBIE_BOT)] and ZOMBIE_BOT == "ismcts:medium"
        for c in (sb, a, b):
            await c.close()
    finally:
        del hub.bots.choose


async def test_bots_move_again_after_a_restart(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'meeple.sqlite3'}"
    async with running_server(fast_settings(url, bot_delay_s=3600.0)) as first:  # its bot never gets to move
        host, sock, t = await against_a_bot(first, "random")
        await sock.close()
        await host.close()
    async with running_server(fast_settings(url)) as second:
        watcher = await Client(second).guest()
        # nobody has opened the table on this server: only Hub.resume can have woken its bot
        await until(lambda: t["id"] in second.services.hub.live, "the table being resumed")
        for _ in range(int(TIMEOUT / 0.01)):
            if (await watcher.get(f"/api/tables/{t['id']}"))["table"]["version"] >= 2:
                break
            await asyncio.sleep(0.01)
        assert (await watcher.get(f"/api/tables/{t['id']}"))["table"]["version"] >= 2
        await watcher.close()


async def test_a_table_sets_its_own_bot_pace(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'meeple.sqlite3'}"
    async with running_server(fast_settings(url, bot_delay_s=3600.0)) as slow:  # the server's pace: never
        host = await Client(slow).guest()
        for wrong in (-1, 5001, "fast"):
            resp = await host.request("POST", "/api/tables", json={"game": "toy", "players": 2, "bot_delay_ms": wrong})
            assert resp.status_code == 422 and "bot_delay_ms" in resp.json()["error"]["message"]
        t = (await host.post("/api/tables", {"game": "toy", "players": 2, "bot_delay_ms": 0}, expect=201))["table"]
        assert t["bot_delay_ms"] == 0
        await host.post(f"/api/tables/{t['id']}/bots", {"bot": "random"}, expect=200)
        await host.post(f"/api/tables/{t['id']}/start", expect=200)
        sock = await host.socket(t["id"])
        await sock.state_at(0)
        assert (await sock.act({"type": "draw"}))["v"] == 1
        state = await sock.state_at(2)  # this table's bot answers at once, the server's default notwithstanding
        assert 0 in state["waiting"] or state["status"] == "finished"
        stored = (await host.get(f"/api/tables/{t['id']}"))["table"]
        hub = slow.services.hub
        assert stored["bot_delay_ms"] == 0 and hub.bot_delay_s(hub.live[t["id"]].record) == 0
        default = await host.new_table("toy", 2)
        assert default["bot_delay_ms"] is None  # the server's pace
        await sock.close()
        await host.close()
