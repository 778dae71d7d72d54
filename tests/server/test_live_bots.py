"""Bots beside a person at a server table (#22): event cards played out of turn through the bots' declared
`interject` hook (in the bot pool's worker, by the driver's rule), proposals answered, and a person's move
never lost to a bot's."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from meeple import games
from meeple.engine import State
from meeple.games.pandemic.components import CARD_INDEX as PANDEMIC_CARD
from meeple.server.live.table import LiveTable
from meeple.server.live.updates import Update
from tests.games.pandemic.positions import table as pandemic_position

from .harness import Client, Running, Socket, fast_settings, running_server, seated_pair

pytestmark = pytest.mark.asyncio(loop_scope="module")

PANDEMIC = games.get("pandemic")
BLUE5 = ["Chicago", "Essen", "London", "Madrid", "Milan"]
"""A whole blue cure for a Medic."""


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def server(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Running]:
    """A SQLite server with Pandemic and the toy; bots think in one worker process, as in production."""
    url = f"sqlite:///{tmp_path_factory.mktemp('db') / 'meeple.sqlite3'}"
    settings = fast_settings(url, bot_workers=1)
    settings.games = {**(settings.games or {}), "pandemic": PANDEMIC}
    async with running_server(settings) as running:
        yield running


async def beside_a_bot(server: Running, state: State) -> tuple[Client, Socket, LiveTable]:
    """A guest in seat 0 of a two-player Pandemic table, an Easy bot (the game's team bot) in seat 1, the table
    put at `state` before the bot could move, then the bots kicked as after a move; the guest's socket open."""
    host = await Client(server).guest()
    t = await host.new_table("pandemic", 2, bot_delay_ms=5000)  # the bot sleeps until the position is in place
    await host.post(f"/api/tables/{t['id']}/bots", {"bot": "ismcts:easy"}, expect=200)
    await host.post(f"/api/tables/{t['id']}/start", expect=200)
    hub = server.services.hub
    live = hub.live[t["id"]]
    if live.bot_task is not None:
        live.bot_task.cancel()
        await asyncio.gather(live.bot_task, return_exceptions=True)
    live.current = Update(live.game, live.id, live.version, state, ())
    live.record.bot_delay_ms = 0
    sock = await host.socket(t["id"])
    await sock.state_at(0)
    hub.kick_bots(live)
    return host, sock, live


async def settled(live: LiveTable) -> None:
    """Wait until the table's bot driver has stopped (nothing more to play or to interject)."""
    for _ in range(500):
        task = live.bot_task
        if task is None or task.done():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the bots did not settle")


def texts(sock: Socket) -> list[str]:
    """Every log line the socket was sent."""
    return [e["text"] for m in sock.seen if m.get("t") == "state" for e in m.get("events", [])]


async def test_a_bot_plays_an_event_card_out_of_turn_beside_a_person(server: Running) -> None:
    # the person (Medic) is to move with a whole blue cure in Karachi, far from a station; the bot holds Airlift
    start = pandemic_position(2, ("Medic", "Researcher"), at={0: "Karachi"}, hands={0: BLUE5, 1: ["Airlift"]})
    assert PANDEMIC.waiting_for(start) == {0}
    host, sock, live = await beside_a_bot(server, start)
    await settled(live)
    state = await sock.state_at(3)  # the event, the pawn, the flight: all the bot's, out of turn
    assert state["waiting"] == [0] and live.version == 3
    said = texts(sock)
    assert any("by Airlift" in line and line.startswith("{p1}") for line in said), said
    now = live.current.state
    assert now.actions_left == 4 and now.location[0] in now.stations and now.hands[1] == []
    answer = await sock.act(state["legal"][0])
    assert answer["t"] == "ack" and answer["v"] == 4  # the person's turn goes on at once
    await sock.close()
    await host.close()


async def test_a_bot_with_nothing_to_play_out_of_turn_changes_nothing(server: Running) -> None:
    start = pandemic_position(2, ("Medic", "Researcher"), at={0: "Karachi"}, hands={0: BLUE5, 1: ["Lima"]})
    hub = server.services.hub
    asked: list[int] = []
    interject = hub.bots.interject

    async def recording(game: Any, state: Any, asks: Any, *rest: Any) -> Any:
        asked.append(len(asks))
        return await interject(game, state, asks, *rest)

    hub.bots.interject = recording
    try:
        host, sock, live = await beside_a_bot(server, start)
        await settled(live)
        assert asked == [1] and live.version == 0  # asked (in the worker), it holds no event
        live.current = Update(live.game, live.id, 0, pandemic_position(
            2, ("Medic", "Researcher"), at={0: "Lima"}, hands={0: ["Lima"], 1: ["Airlift"]}), ())
        hub.kick_bots(live)
        await settled(live)
        assert asked == [1, 1] and live.version == 0  # it keeps its Airlift: nobody holds a cure
        await sock.close()
        await host.close()
    finally:
        del hub.bots.interject


async def test_a_toy_table_never_asks_its_bots_out_of_turn(server: Running) -> None:
    host = await Client(server).guest()
    t = await host.new_table("toy", 2)
    await host.post(f"/api/tables/{t['id']}/bots", {"bot": "ismcts:easy"}, expect=200)
    await host.post(f"/api/tables/{t['id']}/start", expect=200)
    live = server.services.hub.live[t["id"]]
    assert live.interjectors() == []  # ISMCTS at a game whose policy has no out-of-turn moves
    await host.close()


async def test_a_persons_move_made_while_a_bot_thinks_out_of_turn_is_played_and_the_bot_asks_again(
    server: Running,
) -> None:
    start = pandemic_position(2, ("Medic", "Researcher"), at={0: "Karachi"}, hands={0: BLUE5, 1: ["Airlift"]})
    hub = server.services.hub
    gate = asyncio.Event()
    asked: list[int] = []
    interject = hub.bots.interject

    async def held(game: Any, state: Any, asks: Any, *rest: Any) -> Any:
        asked.append(state.actions_left)
        if len(asked) == 1:
            await gate.wait()  # the bot is still thinking on version 0
        return await interject(game, state, asks, *rest)

    hub.bots.interject = held
    try:
        host, sock, live = await beside_a_bot(server, start)
        for _ in range(500):
            if asked:
                break
            await asyncio.sleep(0.01)
        drive = next(a for a in sock.state["legal"] if a["type"] == "drive")
        answer = await sock.act(drive)
        assert answer["t"] == "ack" and answer["v"] == 1  # not held up by the thinking bot
        gate.set()  # the bot's Airlift, found on version 0, is not played on version 1: it asks again
        await settled(live)
        assert asked == [4, 3] and live.version == 1  # and at 3 actions left it keeps the card
        assert live.current.state.hands[1] == [PANDEMIC_CARD["Airlift"]]
        await sock.close()
        await host.close()
    finally:
        del hub.bots.interject


async def test_a_persons_move_sent_before_a_bots_event_arrived_is_refused_as_stale_then_played(
    server: Running,
) -> None:
    start = pandemic_position(2, ("Medic", "Researcher"), at={0: "Karachi"}, hands={0: BLUE5, 1: ["Airlift"]})
    host, sock, live = await beside_a_bot(server, start)
    drive = next(a for a in sock.state["legal"] if a["type"] == "drive")
    await settled(live)
    assert live.version == 3  # the bot's Airlift came first
    late = await sock.act(drive, v=0)  # sent on version 0: the pawn it moves has since been flown away
    assert late["t"] == "error" and late["code"] == "stale" and "version 3" in late["message"]
    state = await sock.state_at(3)
    again = await sock.act(state["legal"][0])
    assert again["t"] == "ack" and again["v"] == 4  # the person plays on from the new position
    await sock.close()
    await host.close()


@pytest.mark.parametrize(("hands", "ask", "answer"), [
    # a card that completes the Scientist's blue cure: accepted
    ({0: ["Chicago", "Lima"], 1: ["Essen", "London", "Madrid"]}, {"type": "give", "card": "Chicago", "seat": 1},
     "{p0} (Medic) gives Chicago to {p1} (Scientist)."),
    # a card out of the Scientist's whole cure, for a Medic with no other blue: refused
    ({0: ["Lima"], 1: ["Chicago", "Essen", "London", "Madrid"]}, {"type": "take", "card": "Chicago", "seat": 1},
     "{p1} (Scientist) refuses to share Chicago."),
])
async def test_a_bot_answers_a_persons_share_proposal_by_what_helps_the_team(
    server: Running, hands: dict[int, list[str]], ask: dict[str, Any], answer: str,
) -> None:
    start = pandemic_position(2, ("Medic", "Scientist"), at={0: "Chicago", 1: "Chicago"}, hands=hands)
    host, sock, _ = await beside_a_bot(server, start)
    assert (await sock.act(ask))["t"] == "ack"
    await sock.state_at(2)  # answered by the bot, in the worker, without anyone waiting on it
    assert answer in texts(sock), texts(sock)
    assert sock.state["waiting"] == [0]
    await sock.close()
    await host.close()


async def test_a_zombie_plays_its_events_out_of_turn_and_the_log_says_a_medium_bot_plays_the_seat(
    server: Running,
) -> None:
    a, b, t = await seated_pair(server, "pandemic")
    hub = server.services.hub
    live = hub.live[t["id"]]
    live.current = Update(live.game, live.id, 0, pandemic_position(
        2, ("Medic", "Researcher"), at={0: "Karachi"}, hands={0: BLUE5, 1: ["Airlift"]}), ())
    sock = await a.socket(t["id"])
    await sock.state_at(0)
    live.record.zombies = [1]  # seat 1 was skipped: the zombie plays it, out of turn too
    hub.kick_bots(live)
    await settled(live)
    await sock.state_at(3)
    said = texts(sock)
    assert said[0] == "{p1} was skipped for being late: a bot (Medium) plays their seat from now on."
    assert said[1] == "{p1} (Researcher) plays Airlift." and any("by Airlift" in line for line in said[2:])
    assert live.version == 3
    await sock.close()
    for c in (a, b):
        await c.close()
