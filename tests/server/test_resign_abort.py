"""Resign in any game (as BGA rules a leaver), abort before every seat moved, and a late player at a table of arena
bots skipped by the server (the table does not wait forever), through a live server."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from meeple.arena.ratings import START
from tests.store.databases import fresh_database

from . import arena_helpers as arena_table
from .arena_helpers import FakeTime, arena  # noqa: F401 - the fixture
from .harness import Client, Running, fast_settings, running_server
from .test_arena_leaving import finish

pytestmark = pytest.mark.asyncio(loop_scope="module")

THIRTY_PERCENT_TWO = ("play", "play", "play")
"""Toy moves after which 3 of the 10 cards are played and seat 1 is to move."""


async def test_a_two_player_game_resigned_early_ends_neutralized(arena: tuple[Running, FakeTime]) -> None:
    server, _ = arena
    clients, socks, _table = await arena_table.pair(server, speed="fast", ranked=True)
    for c in clients:
        await arena_table.set_rating(server, c.user["id"], "toy", START + 100)
    for v, kind in enumerate(THIRTY_PERCENT_TWO):
        await arena_table.toy_move(socks[v % 2], kind, v)
    assert (await arena_table.rule(socks[1], "concede"))["code"] == "too_early"  # concede waits for half; resign not
    assert (await arena_table.rule(socks[1], "resign"))["t"] == "ack"
    done = await arena_table.table_notice(socks[0], lambda t: t["status"] == "finished" and t["results"])
    assert done["outcome"]["ranks"] == [1, 2] and done["outcome"]["resigned"] == [1]
    assert done["zombies"] == [1] and done["left_at"] == pytest.approx(0.3)
    assert [(r["delta"], r["left"]) for r in done["results"]] == [(9, False), (-40, True)]  # 30 % of 30; loss + 10
    assert (await socks[0].act({"type": "draw"}))["code"] == "finished"
    await arena_table.close_all(*socks, *clients)


async def test_a_three_player_game_goes_on_with_the_zombie(arena: tuple[Running, FakeTime]) -> None:
    server, _ = arena
    clients, socks, table = await arena_table.pair(server, 3, speed="fast", ranked=True)
    for c in clients:
        await arena_table.set_rating(server, c.user["id"], "toy", START + 300)
    for v, kind in enumerate(("play", "play", "play", "draw", "draw")):  # 3 of 10 cards played, seat 2 to move
        await arena_table.toy_move(socks[v % 3], kind, v)
    answer = await clients[2].post(f"/api/tables/{table['id']}/resign", {})
    assert answer["v"] == 5
    gone = await arena_table.table_notice(socks[0], lambda t: t["zombies"] == [2])
    assert (gone["status"], gone["resigned"], gone["expelled"]) == ("playing", [2], [])
    await finish({0: socks[0], 1: socks[1]}, random.Random(4))
    said = [e for m in socks[0].seen if m.get("t") == "state" for e in m["events"] if e["type"] == "zombie"]
    assert said == [{"type": "zombie", "data": {"seat": 2, "reason": "resigned"},
                     "text": "{p2} resigned: a bot (Medium) plays their seat from now on."}]  # not "skipped for late"
    done = await arena_table.table_notice(socks[0], lambda t: t["results"])
    assert [(r["seat"], r["delta"], r["left"]) for r in done["results"]] == [(0, 4.5, False), (1, 4.5, False),
                                                                             (2, -40, True)]
    await arena_table.close_all(*socks, *clients)


async def test_the_game_ends_when_the_last_but_one_person_resigns(arena: tuple[Running, FakeTime]) -> None:
    server, _ = arena
    clients, socks, _table = await arena_table.pair(server, 3)
    await arena_table.toy_move(socks[0], "play", 0)
    assert (await arena_table.rule(socks[2], "resign"))["t"] == "ack"
    assert (await arena_table.rule(socks[2], "resign"))["code"] == "not_seated"  # the zombie plays that seat now
    assert (await arena_table.rule(socks[1], "resign"))["t"] == "ack"
    done = await arena_table.table_notice(socks[0], lambda t: t["status"] == "finished")
    assert done["outcome"]["ranks"] == [1, 2, 2] and done["outcome"]["resigned"] == [1, 2]
    await arena_table.close_all(*socks, *clients)


async def test_abort_before_every_seat_moved_records_nothing(arena: tuple[Running, FakeTime]) -> None:
    server, _ = arena
    clients, socks, _table = await arena_table.pair(server, speed="fast", ranked=True)
    await arena_table.toy_move(socks[0], "draw", 0)
    assert (await arena_table.rule(socks[1], "abort"))["t"] == "ack"  # one move of two: seat 1 has not moved yet
    done = await arena_table.table_notice(socks[0], lambda t: t["status"] == "abandoned")
    assert done["results"] == [] and done["zombies"] == []
    for c in clients:
        profile = await c.get(f"/api/players/{c.user['username']}")
        assert profile["played"] == 0 and profile["ratings"] == [] and profile["left"] == 0
    await arena_table.close_all(*socks, *clients)


async def test_abort_is_too_late_once_every_seat_moved(arena: tuple[Running, FakeTime]) -> None:
    server, _ = arena
    clients, socks, table = await arena_table.pair(server)
    await arena_table.toy_move(socks[0], "draw", 0)
    await arena_table.toy_move(socks[1], "draw", 1)
    refusal = await clients[0].request("POST", f"/api/tables/{table['id']}/abort", json={})
    assert refusal.status_code == 409 and refusal.json()["error"]["code"] == "too_late"
    assert (await arena_table.rule(socks[1], "abort"))["code"] == "too_late"
    await arena_table.close_all(*socks, *clients)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def watched(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[tuple[Running, FakeTime]]:
    """A fake-time server on SQLite that looks for unattended late players every 50 ms."""
    clock = FakeTime()
    async with fresh_database("sqlite", tmp_path_factory.mktemp("db")) as url, \
            running_server(fast_settings(url, clock=clock, bot_inline=True, late_check_s=0.05)) as running:
        yield running, clock


async def test_a_late_bot_account_among_arena_bots_is_skipped(watched: tuple[Running, FakeTime]) -> None:
    server, clock = watched
    owner = await Client(server).register()
    await owner.post("/api/accounts/bot", {}, expect=200)  # a bot account: a program that stopped moving
    t = await owner.new_table("toy", 3, speed="fast", ranked=True, bot_accounts=True)  # a ranked table for bots
    for _ in range(2):
        await owner.post(f"/api/tables/{t['id']}/bots", {"bot": "random"}, expect=200)
    await owner.post(f"/api/tables/{t['id']}/start", expect=200)
    sock = await owner.socket(t["id"])
    state = await sock.state_at(0)
    assert state["waiting"] == [0]
    await asyncio.sleep(0.2)
    assert (await owner.get(f"/api/tables/{t['id']}"))["table"]["zombies"] == []  # still on time: nobody skips
    clock.advance(400)  # past the 3 minutes of "fast"
    done = await arena_table.table_notice(sock, lambda t: t["status"] == "finished" and t["results"])
    assert done["zombies"] == [0] and done["left_at"] == 0.0  # skipped before any progress: nobody is rated
    assert [(r["seat"], r["left"]) for r in done["results"]] == [(0, True)]
    await arena_table.close_all(sock, owner)


async def test_a_late_person_among_people_is_left_to_them(watched: tuple[Running, FakeTime]) -> None:
    server, clock = watched
    clients, socks, table = await arena_table.pair(server, speed="fast")
    clock.advance(400)
    await asyncio.sleep(0.3)  # several sweeps: the other player decides whether to skip
    assert (await clients[0].get(f"/api/tables/{table['id']}"))["table"]["zombies"] == []
    assert (await arena_table.rule(socks[1], "skip", seat=0))["t"] == "ack"
    await arena_table.close_all(*socks, *clients)
