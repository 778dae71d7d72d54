"""The game clock through the server, on fake time: state messages, first-game double time, speeds."""

from __future__ import annotations

import random

import pytest

from .arena_helpers import (
    FakeTime,
    arena,  # noqa: F401 - the fixture
    close_all,
    pair,
    toy_move,
)
from .harness import Client, Running, play_out

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_states_carry_the_clocks_and_a_first_game_gets_double_time(arena: tuple[Running, FakeTime]) -> None:
    server, clock = arena
    clients, (sa, sb), table = await pair(server, speed="fast")
    start = clock.now
    assert table["speed"] == "fast" and table["speed_label"] == "Real time: fast"
    assert sa.state["clocks"] == {"at": start, "remaining": [360.0, 360.0], "running": [0]}  # both new here
    assert sa.state["zombies"] == [] and sa.state["thinking"] == []
    clock.advance(10)
    state = await toy_move(sa, "draw", 0)
    assert state["clocks"] == {"at": start + 10, "remaining": [350.0, 360.0], "running": [1]}
    await sb.state_at(state["v"])
    assert sb.state["clocks"] == state["clocks"]
    await play_out({0: sa, 1: sb}, random.Random(3))
    assert sa.state["clocks"]["running"] == []
    # the next game of the same game is no longer their first: normal time
    again = clients
    t2 = await again[0].new_table("toy", 2, speed="fast")
    await again[1].post(f"/api/tables/{t2['id']}/join", {}, expect=200)
    await again[0].post(f"/api/tables/{t2['id']}/start", expect=200)
    s2 = await again[0].socket(t2["id"])
    assert (await s2.state_at(0))["clocks"]["remaining"] == [180.0, 180.0]
    await close_all(sa, sb, s2, *clients)


async def test_the_bank_never_grows_beyond_its_start(arena: tuple[Running, FakeTime]) -> None:
    server, clock = arena
    clients, (sa, sb), _ = await pair(server, speed="blitz")
    assert sa.state["clocks"]["remaining"] == [6.0, 6.0]  # first game: 3 s doubled
    clock.advance(2)
    await toy_move(sa, "draw", 0)               # seat 0: 6 - 2 = 4
    state = await toy_move(sb, "draw", 1)       # seat 0 starts again: 4 + 1 = 5
    assert state["clocks"]["remaining"] == [5.0, 6.0]
    for v in range(2, 6):                       # 5 + 1 = 6, the cap; then never more than the start
        state = await toy_move((sa, sb)[v % 2], "draw", v)
    assert state["clocks"]["remaining"] == [6.0, 6.0]
    await close_all(sa, sb, *clients)


async def test_speeds_are_listed_and_checked(arena: tuple[Running, FakeTime]) -> None:
    server, _ = arena
    c = await Client(server).guest()
    speeds = {s["id"]: s for s in (await c.get("/api/speeds"))["speeds"]}
    assert speeds["normal"] == {"id": "normal", "label": "Real time: normal", "realtime": True, "initial": 300.0,
                                "per_turn": 40.0}
    assert speeds["unlimited"]["initial"] is None and speeds["tb24"]["per_turn"] == 3600
    assert speeds["blitz"]["initial"] == 3.0
    for body in ({"speed": "unlimited", "ranked": True}, {"speed": "tb2"}, {"speed": "fast", "mode": "turnbased"},
                 {"speed": "warp"}):
        resp = await c.request("POST", "/api/tables", json={"game": "toy", "players": 2, **body})
        assert resp.status_code == 422 and resp.json()["error"]["code"] == "bad_request", body
    turn_based = await c.new_table("toy", 2, mode="turnbased")
    assert turn_based["speed"] == "tb1"
    free = await c.new_table("toy", 2, speed="unlimited")
    assert free["speed"] == "unlimited" and free["ranked"] is False
    await c.close()
