"""Live play over WebSockets: states, acks, views per seat, bots, reconnects."""

from __future__ import annotations

import asyncio
import random

import pytest

from meeple.store import repo_moves

from .harness import Client, Running, play_out, seated_pair

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_a_whole_pickomino_game_is_played_and_logged(server: Running) -> None:
    a, b, table = await seated_pair(server)
    sa, sb = await a.socket(table["id"]), await b.socket(table["id"])
    assert sa.hello["seat"] == 0 and sb.hello["seat"] == 1
    acks = await play_out({0: sa, 1: sb}, random.Random(5))
    assert [x["v"] for x in acks] == list(range(1, len(acks) + 1))
    assert sa.state["status"] == sb.state["status"] == "finished"
    assert sa.state["outcome"] == sb.state["outcome"] and sa.state["outcome"]["ranks"]
    assert sa.state["legal"] == [] and sa.state["waiting"] == []
    logged = await repo_moves.load_moves(server.services.db, table["id"])
    assert len(logged) == len(acks)
    assert table["id"] not in server.services.hub.live  # finished tables leave memory
    record = (await a.get(f"/api/tables/{table['id']}"))["table"]
    assert record["status"] == "finished" and record["outcome"] == sa.state["outcome"]
    for c in (sa, sb, a, b):
        await c.close()


async def test_every_connection_gets_its_own_view_and_legal_actions(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    sa, sb = await a.socket(table["id"]), await b.socket(table["id"])
    watcher = await Client(server).guest()
    sw = await watcher.socket(table["id"])
    for s in (sa, sb, sw):
        await s.state_at(0)
    assert sw.hello["seat"] is None and sw.state["seat"] is None and sw.state["legal"] == []
    assert sw.state["view"]["hand"] is None
    assert sa.state["view"]["hand"] != sb.state["view"]["hand"]
    assert sa.state["legal"] and sb.state["legal"] == []  # seat 0 starts in the toy game
    assert sa.state["waiting"] == [0]
    for c in (sa, sb, sw, a, b, watcher):
        await c.close()


async def test_private_events_reach_only_their_seat(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    sa, sb = await a.socket(table["id"]), await b.socket(table["id"])
    watcher = await Client(server).guest()
    sw = await watcher.socket(table["id"])
    await sa.state_at(0)
    answer = await sa.act({"type": "draw"})
    assert answer["t"] == "ack"
    mine, theirs, spectator = [await s.state_at(1) for s in (sa, sb, sw)]
    drawn = [e for e in mine["events"] if e["type"] == "drew"]
    assert len(drawn) == 1 and drawn[0]["to"] == [0]
    for other in (theirs, spectator):
        assert [e["type"] for e in other["events"]] == ["draw"]
    # the same holds for the log a reconnecting spectator receives
    again = await watcher.socket(table["id"])
    full = await again.state_at(1)
    assert full["full"] is True and [e["type"] for e in full["events"]] == ["draw"]
    for c in (sa, sb, sw, again, a, b, watcher):
        await c.close()


async def test_the_same_action_id_is_applied_once(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    sa = await a.socket(table["id"])
    await sa.state_at(0)
    first = await sa.act({"type": "draw"}, action_id="same-id")
    again = await sa.act({"type": "draw"}, v=0, action_id="same-id")
    assert first == again == {"t": "ack", "id": "same-id", "v": 1}
    assert server.services.hub.live[table["id"]].version == 1
    for c in (sa, a, b):
        await c.close()


async def test_a_reconnecting_client_resumes_with_the_log(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    sa = await a.socket(table["id"])
    await sa.state_at(0)
    for v in range(2):
        mover = sa if v % 2 == 0 else await b.socket(table["id"])
        await mover.state_at(v)
        assert (await mover.act({"type": "draw"}))["t"] == "ack"
    sa2 = await a.socket(table["id"])
    full = await sa2.state_at(2)
    assert full["full"] and full["v"] == 2
    assert [(e["v"], e["type"]) for e in full["events"]] == [(1, "draw"), (1, "drew"), (2, "draw")]
    await sa2.send({"t": "sync", "since": 1})
    partial = await sa2.expect("state")
    assert [(e["v"], e["type"]) for e in partial["events"]] == [(2, "draw")]
    for c in (sa, sa2, a, b):
        await c.close()


async def test_watchers_see_the_start_and_seat_changes(server: Running) -> None:
    host, ana = await Client(server).guest(), await Client(server).guest()
    t = await host.new_table("toy", 2)
    sh = await host.socket(t["id"])
    sa = await ana.socket(t["id"])
    assert sa.hello["seat"] is None
    await ana.post(f"/api/tables/{t['id']}/join", {}, expect=200)
    seated = await sa.expect("table")
    assert seated["seat"] == 1 and seated["table"]["seats"][1]["user_id"] == ana.user["id"]
    await host.post(f"/api/tables/{t['id']}/start", expect=200)
    first = await sa.state_at(0)
    assert first["seat"] == 1 and first["status"] == "playing"
    await sh.state_at(0)
    for c in (sh, sa, host, ana):
        await c.close()


async def test_bots_answer_a_human_move(server: Running) -> None:
    host = await Client(server).guest()
    t = await host.new_table("toy", 2)
    await host.post(f"/api/tables/{t['id']}/bots", {}, expect=200)
    await host.post(f"/api/tables/{t['id']}/start", expect=200)
    sock = await host.socket(t["id"])
    await sock.state_at(0)
    assert (await sock.act({"type": "draw"}))["t"] == "ack"
    state = await sock.state_at(2)  # the bot moved by itself
    assert 0 in state["waiting"] or state["status"] == "finished"
    await sock.close()
    await host.close()


async def test_a_table_of_bots_plays_to_the_end_by_itself(server: Running) -> None:
    host = await Client(server).guest()
    t = await host.new_table("pickomino", 3, join=False)
    for _ in range(3):
        await host.post(f"/api/tables/{t['id']}/bots", {}, expect=200)
    await host.post(f"/api/tables/{t['id']}/start", expect=200)
    for _ in range(600):
        record = (await host.get(f"/api/tables/{t['id']}"))["table"]
        if record["status"] == "finished":
            break
        await asyncio.sleep(0.05)
    assert record["status"] == "finished" and record["outcome"]
    replay = await host.get(f"/api/tables/{t['id']}/export")
    assert [s["bot"] for s in replay["seats"]] == ["random"] * 3
    await host.close()
