"""Skip, expel, zombies, concede, abandon and think through the server, on fake time; ratings at the end."""

from __future__ import annotations

import random
from typing import Any

import pytest

from meeple.arena.ratings import START

from .arena_helpers import (
    HALFWAY,
    FakeTime,
    arena,  # noqa: F401 - the fixture
    close_all,
    pair,
    rule,
    set_rating,
    table_notice,
    to_halfway,
    toy_move,
)
from .harness import Running, Socket, play_out

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def finish(socks: dict[int, Socket], rng: random.Random) -> dict[str, Any]:
    """Play the seats in `socks` from their pages until the game ends (the zombie plays the others)."""
    watch = socks[min(socks)]
    while watch.state["status"] != "finished":
        v = watch.state["v"]
        mine = [seat for seat in watch.state["waiting"] if seat in socks]
        if not mine:
            await watch.recv()
            continue
        mover = socks[mine[0]]
        await mover.state_at(v)
        answer = await mover.act(rng.choice(mover.state["legal"]))
        assert answer["t"] == "ack" or answer["code"] in ("stale", "finished"), answer  # the zombie moved
        await watch.state_at(v + 1)
    return watch.state


async def test_aspen_and_briar(arena: tuple[Running, FakeTime]) -> None:
    """The clock page's example end to end: Aspen is skipped at 50 %: -30 - 10 and a leave; Briar +15."""
    server, clock = arena
    (briar, aspen), socks, table = await pair(server, speed="fast", ranked=True)
    for c in (briar, aspen):
        await set_rating(server, c.user["id"], "toy", START + 200)
    await to_halfway(socks)
    assert (await rule(socks[0], "skip", seat=1))["code"] == "not_late"
    clock.advance(400)  # Aspen (doubled first-game bank: 360 s) runs out
    assert (await rule(socks[1], "skip", seat=0))["code"] == "not_late"  # Briar is not late
    answer = await rule(socks[0], "skip", seat=1)
    assert answer["t"] == "ack"
    skipped = await table_notice(socks[0], lambda t: t["zombies"] == [1])
    assert skipped["neutralized"] is True and skipped["progress"] == 0.5 and skipped["expelled"] == []
    again = await rule(socks[0], "skip", seat=1)
    assert again["code"] == "already_zombie"
    await finish({0: socks[0]}, random.Random(1))  # the zombie plays Aspen's turns
    done = await table_notice(socks[0], lambda t: t["results"])
    by_name = {r["name"]: r for r in done["results"]}
    a, b = by_name[aspen.user["username"]], by_name[briar.user["username"]]
    assert (a["delta"], a["left"], a["clock_penalty"], a["shown_after"], a["rank_name"]) == (
        -40, True, True, 160, "Average")
    assert (b["delta"], b["left"], b["clock_penalty"], b["shown_after"]) == (15, False, False, 215)
    profile = await briar.get(f"/api/players/{aspen.user['username']}")
    assert (profile["played"], profile["won"], profile["left"], profile["clock_penalties"], profile["reputation"]) == (
        1, 0, 1, 1, 65)
    (toy,) = profile["ratings"]
    assert (toy["game"], toy["shown"], toy["rank_name"], toy["games"]) == ("toy", 160, "Average", 6)
    assert toy["history"] == [{"table": table["id"], "at": toy["history"][0]["at"], "rating": START + 160}]
    winner = await briar.get(f"/api/players/{briar.user['username']}")
    assert (winner["won"], winner["left"], winner["reputation"]) == (1, 0, 76)
    await close_all(*socks, briar, aspen)


async def test_the_log_says_a_bot_plays_a_skipped_seat(arena: tuple[Running, FakeTime]) -> None:
    """The zombie's first move is announced in the log, and each of its lines is marked as the bot's."""
    server, clock = arena
    clients, socks, _ = await pair(server, speed="fast")
    await to_halfway(socks)
    clock.advance(400)
    assert (await rule(socks[0], "skip", seat=1))["t"] == "ack"
    await finish({0: socks[0]}, random.Random(2))
    zombie_moves = [m["events"] for m in socks[0].seen
                    if m.get("t") == "state" and m["v"] > len(HALFWAY) and m["events"]
                    and all(e.get("data", {}).get("by_bot") or e["type"] == "zombie" for e in m["events"])]
    first, *later = zombie_moves
    assert first[0] == {"type": "zombie", "data": {"seat": 1, "reason": "late"},
                        "text": "{p1} was skipped for being late: a bot (Medium) plays their seat from now on."}
    assert all(e["data"]["by_bot"] for e in first[1:]) and len(first) > 1
    assert later and all(e["type"] != "zombie" for events in later for e in events)  # announced once
    await close_all(*socks, *clients)


async def test_neutralized_for_three_players_at_thirty_percent(arena: tuple[Running, FakeTime]) -> None:
    server, clock = arena
    clients, socks, _ = await pair(server, 3, speed="fast", ranked=True)
    for c in clients:
        await set_rating(server, c.user["id"], "toy", START + 300)
    for v, kind in enumerate(("play", "play", "play", "draw", "draw")):  # 3 of 10 cards played, seat 2 to move
        await toy_move(socks[v % 3], kind, v)
    clock.advance(400)
    assert (await rule(socks[0], "skip", seat=2))["t"] == "ack"
    await finish({0: socks[0], 1: socks[1]}, random.Random(4))
    done = await table_notice(socks[0], lambda t: t["results"])
    assert [(r["seat"], r["delta"], r["left"]) for r in done["results"]] == [(0, 4.5, False), (1, 4.5, False),
                                                                             (2, -40, True)]
    await close_all(*socks, *clients)


async def test_skipping_is_refused_when_the_skipper_is_more_late(arena: tuple[Running, FakeTime]) -> None:
    server, clock = arena
    clients, socks, _ = await pair(server, speed="fast")
    clock.advance(380)                       # seat 0 takes 380 s of its 360: -20 after its move
    state = await toy_move(socks[0], "draw", 0)
    assert state["clocks"]["remaining"] == [-20, 360], state["clocks"]
    clock.advance(365)                       # seat 1: 360 - 365 = -5
    assert (await rule(socks[0], "skip", seat=1))["code"] == "more_late"
    assert (await rule(socks[1], "skip", seat=0))["t"] == "ack"  # the less late one may skip the later one
    await close_all(*socks, *clients)


async def test_expel_an_absent_player_only(arena: tuple[Running, FakeTime]) -> None:
    server, clock = arena
    clients, socks, _ = await pair(server, speed="fast")
    await toy_move(socks[0], "draw", 0)
    clock.advance(400)
    assert (await rule(socks[0], "expel", seat=1))["code"] == "present"
    resp = await clients[0].request("POST", f"/api/tables/{socks[0].hello['table']['id']}/expel", json={"seat": 1})
    assert resp.status_code == 409 and resp.json()["error"]["code"] == "present"
    await socks[1].close()
    assert (await rule(socks[0], "expel", seat=1))["t"] == "ack"
    gone = await table_notice(socks[0], lambda t: t["zombies"] == [1])
    assert gone["expelled"] == [1]
    await socks[0].state_at(2)  # the zombie played seat 1's turn
    await close_all(socks[0], *clients)


async def test_spectators_and_unlimited_tables_cannot_skip(arena: tuple[Running, FakeTime]) -> None:
    server, clock = arena
    clients, socks, table = await pair(server, speed="unlimited")
    assert socks[0].state["clocks"]["remaining"] == [None, None]
    clock.advance(10**6)
    assert (await rule(socks[1], "skip", seat=0))["code"] == "no_clock"
    from .harness import Client

    watcher = await Client(server).guest()
    sw = await watcher.socket(table["id"])
    assert (await rule(sw, "skip", seat=0))["code"] == "not_seated"
    resp = await watcher.request("POST", f"/api/tables/{table['id']}/skip", json={"seat": 0})
    assert resp.status_code == 403 and resp.json()["error"]["code"] == "not_seated"
    await close_all(sw, watcher, *socks, *clients)


async def test_concede_from_half_the_game(arena: tuple[Running, FakeTime]) -> None:
    server, _ = arena
    clients, socks, table = await pair(server, speed="fast", ranked=True)
    for c in clients:
        await set_rating(server, c.user["id"], "toy", START + 100)
    assert (await rule(socks[0], "concede"))["code"] == "too_early"
    await to_halfway(socks)
    answer = await rule(socks[1], "concede")
    assert answer["t"] == "ack"
    done = await table_notice(socks[0], lambda t: t["status"] == "finished")
    assert done["outcome"]["ranks"] == [1, 2] and done["outcome"]["conceded"] == 1
    assert [r["delta"] for r in done["results"]] == [30, -30]
    assert (await socks[0].act({"type": "draw"}))["code"] == "finished"
    stored = await clients[0].get(f"/api/tables/{table['id']}")
    assert stored["table"]["status"] == "finished" and stored["table"]["results"] == done["results"]
    await close_all(*socks, *clients)


async def test_concede_only_with_two_players(arena: tuple[Running, FakeTime]) -> None:
    server, _ = arena
    clients, socks, _ = await pair(server, 3)
    assert (await rule(socks[0], "concede"))["code"] == "not_two_players"
    await close_all(*socks, *clients)


async def test_abandon_when_every_player_agrees_records_nothing(arena: tuple[Running, FakeTime]) -> None:
    server, _ = arena
    clients, socks, table = await pair(server, ranked=True)
    assert (await rule(socks[0], "abandon"))["t"] == "ack"
    assert (await table_notice(socks[1], lambda t: True))["abandon_votes"] == [0]
    assert (await rule(socks[0], "abandon", cancel=True))["t"] == "ack"
    assert (await table_notice(socks[1], lambda t: True))["abandon_votes"] == []
    await rule(socks[0], "abandon")
    resp = await clients[1].post(f"/api/tables/{table['id']}/abandon", {})
    assert resp["v"] == 0
    done = await table_notice(socks[0], lambda t: t["status"] == "abandoned")
    assert done["results"] == [] and done["abandon_votes"] == [0, 1]
    profile = await clients[0].get(f"/api/players/{clients[0].user['username']}")
    assert profile["played"] == 0 and profile["ratings"] == [] and profile["reputation"] == 75
    await close_all(*socks, *clients)


async def test_think_tells_everyone_and_keeps_the_clock(arena: tuple[Running, FakeTime]) -> None:
    server, _clock = arena
    clients, socks, table = await pair(server, speed="fast")
    before = socks[0].state["clocks"]
    assert (await rule(socks[0], "think"))["t"] == "ack"
    notice = {"t": "notice", "kind": "thinking", "seat": 0}
    assert notice in socks[0].seen  # it came before the answer
    assert await socks[1].expect("notice") == notice
    again = await clients[1].socket(table["id"])  # a resync shows who is thinking, with the same clocks
    state = await again.state_at(0)
    assert state["thinking"] == [0] and state["clocks"] == before
    moved = await toy_move(socks[0], "draw", 0)
    assert moved["thinking"] == []  # it lasts until that seat's turn ends
    await close_all(again, *socks, *clients)


async def test_casual_tables_record_no_rating(arena: tuple[Running, FakeTime]) -> None:
    server, _ = arena
    clients, socks, _ = await pair(server)
    await play_out({0: socks[0], 1: socks[1]}, random.Random(2))
    await table_notice(socks[0], lambda t: t["status"] == "finished")
    done = await table_notice(socks[0], lambda t: t["status"] == "finished")  # the second: results recorded
    assert done["results"] == []
    profile = await clients[0].get(f"/api/players/{clients[0].user['username']}")
    assert profile["played"] == 1 and profile["ratings"] == []
    await close_all(*socks, *clients)
