"""Bad input and faults: every rejection reaches its sender with a reason; nothing is half done."""

from __future__ import annotations

import asyncio
import random

import httpx
import pytest
from websockets.exceptions import ConnectionClosed

from meeple.store import repo_moves

from .harness import Client, Running, Socket, play_out, seated_pair

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def pickomino_pair(server: Running) -> tuple[Client, Client, str, Socket, Socket]:
    a, b, table = await seated_pair(server)
    sa, sb = await a.socket(table["id"]), await b.socket(table["id"])
    await sa.state_at(0)
    await sb.state_at(0)
    return a, b, table["id"], sa, sb


async def close_all(*things: object) -> None:
    for thing in things:
        await thing.close()  # type: ignore[attr-defined]


async def still_alive(sock: Socket) -> None:
    await sock.send({"t": "ping"})
    assert (await sock.expect("pong"))["t"] == "pong"


@pytest.mark.parametrize(
    ("frame", "words"),
    [
        ("{not json", "not JSON"),
        ('["act"]', "Message type"),
        ('{"t": "dance"}', "'dance'"),
        ('{"v": 0}', "missing"),
        ('{"t": "act", "v": 0, "action": {"type": "roll"}}', '"id"'),
        ('{"t": "act", "id": "x", "action": {"type": "roll"}}', '"v"'),
        ('{"t": "act", "id": "x", "v": true, "action": {"type": "roll"}}', '"v"'),
        (b"\x00\x01", "text frames"),
    ],
)
async def test_malformed_frames_get_bad_request(server: Running, frame: str | bytes, words: str) -> None:
    a, b, tid, sa, sb = await pickomino_pair(server)
    await sa.send(frame)
    error = await sa.expect("error")
    assert error["code"] == "bad_request" and words in error["message"]
    await still_alive(sa)
    assert server.services.hub.live[tid].version == 0
    await close_all(sa, sb, a, b)


@pytest.mark.parametrize(
    "action", ['"roll"', '{"kind": "roll"}', '[]', '{"type": 7}'],
)
async def test_an_action_that_is_no_action_object_gets_bad_action(server: Running, action: str) -> None:
    a, b, tid, sa, sb = await pickomino_pair(server)
    await sa.send(f'{{"t": "act", "id": "x", "v": 0, "action": {action}}}')
    error = await sa.expect("error")
    assert error["code"] == "bad_action" and '"type"' in error["message"]
    await still_alive(sa)
    assert server.services.hub.live[tid].version == 0
    await close_all(sa, sb, a, b)


async def test_oversized_messages(server: Running) -> None:
    a, b, _tid, sa, sb = await pickomino_pair(server)
    limit = server.services.settings.max_message_bytes
    await sa.send({"t": "act", "v": 0, "id": "big", "action": {"type": "roll", "pad": "x" * limit}})
    error = await sa.expect("error")
    assert error["code"] == "bad_request" and f"the limit is {limit}" in error["message"]
    await still_alive(sa)
    await sa.send("x" * (2 * 1024 * 1024))  # above the server's frame limit: the socket is closed, 1009
    with pytest.raises(ConnectionClosed) as exc:
        for _ in range(10):
            await sa.recv()
    assert exc.value.rcvd is not None and exc.value.rcvd.code == 1009
    await close_all(sb, a, b)


async def test_oversized_http_bodies_are_refused(server: Running) -> None:
    c = await Client(server).guest()
    big = {"game": "toy", "players": 2, "options": {"x": "y" * 300_000}}
    resp = await c.request("POST", "/api/tables", json=big)
    assert resp.status_code == 413 and resp.json()["error"]["code"] == "too_large"

    async def chunks():  # no Content-Length: counted while it streams
        for _ in range(100):
            yield b"x" * 10_000

    resp = await c.request("POST", "/api/tables", content=chunks(), headers={"content-type": "application/json"})
    assert resp.status_code == 413
    async with httpx.AsyncClient(base_url=server.base) as anon:
        resp = await anon.post("/api/accounts/login", content=b"{oops", headers={"content-type": "application/json"})
    assert resp.status_code == 422 and resp.json()["error"]["code"] == "bad_request"
    await c.close()


async def test_acting_for_another_seat_or_as_a_spectator(server: Running) -> None:
    a, b, tid, sa, sb = await pickomino_pair(server)
    answer = await sa.act({"type": "roll"}, seat=1)
    assert answer["code"] == "not_seated" and "seat 0" in answer["message"]
    watcher = await Client(server).guest()
    sw = await watcher.socket(tid)
    answer = await sw.act({"type": "roll"})
    assert answer["code"] == "not_seated"
    answer = await sb.act({"type": "roll"})
    assert answer["code"] == "not_your_turn" and answer["v"] == 0
    assert server.services.hub.live[tid].version == 0
    await close_all(sa, sb, sw, a, b, watcher)


async def test_acting_before_the_start(server: Running) -> None:
    host, ana = await Client(server).guest(), await Client(server).guest()
    t = await host.new_table("toy", 2)
    sh = await host.socket(t["id"])
    answer = await sh.act({"type": "draw"}, v=0)
    assert answer["code"] == "not_started"
    await close_all(sh, host, ana)


async def test_illegal_actions_carry_the_games_reason(server: Running) -> None:
    a, b, tid, sa, sb = await pickomino_pair(server)
    before = server.services.hub.live[tid].current.state
    answer = await sa.act({"type": "take", "tile": 21})
    assert answer["code"] == "illegal" and answer["message"] and answer["v"] == 0
    assert server.services.hub.live[tid].version == 0
    assert server.services.hub.live[tid].current.state is before
    assert await repo_moves.load_moves(server.services.db, tid) == []
    await close_all(sa, sb, a, b)


@pytest.mark.parametrize("action", [{"type": "roll", "dice": 8}, {"type": "fly"}])
async def test_malformed_actions_are_bad_action_not_illegal(server: Running, action: dict[str, object]) -> None:
    # the engine's MalformedAction (wrong shape, unknown type) is the client's bug, not a rule
    a, b, tid, sa, sb = await pickomino_pair(server)
    before = server.services.hub.live[tid].current.state
    answer = await sa.act(action)
    assert answer["code"] == "bad_action" and answer["message"] and answer["v"] == 0
    assert server.services.hub.live[tid].version == 0
    assert server.services.hub.live[tid].current.state is before
    assert await repo_moves.load_moves(server.services.db, tid) == []
    assert (await sa.act({"type": "roll"}))["t"] == "ack"  # the table plays on
    await close_all(sa, sb, a, b)


async def test_a_stale_version_is_refused(server: Running) -> None:
    a, b, _tid, sa, sb = await pickomino_pair(server)
    assert (await sa.act({"type": "roll"}))["t"] == "ack"
    answer = await sa.act(sa.state["legal"][0] if sa.state["v"] == 1 else {"type": "roll"}, v=0)
    assert answer["code"] == "stale" and answer["v"] == 1 and "version 0" in answer["message"]
    await close_all(sa, sb, a, b)


async def test_a_secret_choice_sent_while_another_seat_chose_still_stands(server: Running) -> None:
    # Both seats choose at once: b's pick makes version 1 while a is still clicking on version 0.
    a, b, table = await seated_pair(server, "simul")
    sa, sb = await a.socket(table["id"]), await b.socket(table["id"])
    await sa.state_at(0)
    await sb.state_at(0)
    assert (await sb.act({"type": "pick", "n": 2}))["t"] == "ack"
    answer = await sa.act({"type": "pick", "n": 1}, v=0)  # what a was offered at 0 is still offered
    assert answer["t"] == "ack" and answer["v"] == 2, answer
    assert (await sa.state_at(2))["view"]["history"] == [[1, 2]]
    # a's own move since the version it acted on makes that version stale
    assert (await sa.act({"type": "pick", "n": 3}, v=2))["t"] == "ack"
    again = await sa.act({"type": "pick", "n": 1}, v=2)
    assert again["code"] == "stale", again
    await close_all(sa, sb, a, b)


async def test_two_connections_of_one_seat_racing(server: Running) -> None:
    a, b, tid, sa, sb = await pickomino_pair(server)
    sa2 = await a.socket(tid)
    await sa2.state_at(0)
    first, second = await asyncio.gather(sa.act({"type": "roll"}, action_id="one"),
                                         sa2.act({"type": "roll"}, action_id="two"))
    assert sorted([first["t"], second["t"]]) == ["ack", "error"]
    refused = first if first["t"] == "error" else second
    assert refused["code"] in ("stale", "not_your_turn", "illegal")
    assert server.services.hub.live[tid].version == 1
    assert len(await repo_moves.load_moves(server.services.db, tid)) == 1
    await close_all(sa, sa2, sb, a, b)


async def test_a_finished_game_refuses_moves_but_still_acknowledges_its_last_one(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    sockets = {0: await a.socket(table["id"]), 1: await b.socket(table["id"])}
    acks = await play_out(sockets, random.Random(3))
    last_mover = next(s for s in sockets.values() if any(m.get("id") == acks[-1]["id"] for m in s.seen))
    await close_all(*sockets.values())
    assert table["id"] not in server.services.hub.live
    again = await (a if last_mover is sockets[0] else b).socket(table["id"])
    final = await again.expect("state")
    assert final["status"] == "finished" and final["full"] and final["outcome"]
    answer = await again.act({"type": "draw"}, v=final["v"])
    assert answer["code"] == "finished" and answer["message"]
    assert await again.act({"type": "draw"}, v=0, action_id=acks[-1]["id"]) == acks[-1]
    await close_all(again, a, b)


async def test_a_store_failure_mid_move_changes_nothing(server: Running, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b, tid, sa, sb = await pickomino_pair(server)
    committer = server.services.writer.committer
    real = committer.commit

    async def broken(batches):
        raise OSError("disk on fire")

    monkeypatch.setattr(committer, "commit", broken)
    answer = await sa.act({"type": "roll"}, action_id="r1")
    assert answer["code"] == "unavailable" and "not played" in answer["message"]
    live = server.services.hub.live[tid]
    assert live.version == 0 and sa.state["v"] == 0
    monkeypatch.setattr(committer, "commit", real)
    assert await repo_moves.load_moves(server.services.db, tid) == []
    again = await sa.act({"type": "roll"}, action_id="r1")
    assert again == {"t": "ack", "id": "r1", "v": 1}
    await sb.state_at(1)
    await close_all(sa, sb, a, b)


async def test_a_commit_that_went_through_but_was_reported_lost(
    server: Running, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b, tid, sa, sb = await pickomino_pair(server)
    committer = server.services.writer.committer
    real = committer.commit

    async def lost_ack(batches):
        await real(batches)
        raise ConnectionResetError("connection lost after COMMIT")

    monkeypatch.setattr(committer, "commit", lost_ack)
    answer = await sa.act({"type": "roll"}, action_id="r1")
    assert answer["code"] == "unavailable"
    monkeypatch.setattr(committer, "commit", real)
    again = await sa.act({"type": "roll"}, v=0, action_id="r1")  # the retry finds it stored: same ack
    assert again == {"t": "ack", "id": "r1", "v": 1}
    await sb.state_at(1)
    assert len(await repo_moves.load_moves(server.services.db, tid)) == 1
    await close_all(sa, sb, a, b)


@pytest.mark.parametrize(
    "message",
    [
        {"t": "endTurn"},
        {"t": "endGame", "winner": 0},
        {"t": "act", "v": 0, "id": "e1", "action": {"type": "endTurn"}},
        {"t": "act", "v": 0, "id": "e2", "action": {"type": "endGame", "winner": 0}},
        {"t": "act", "v": 0, "id": "e3", "action": {"type": "stop"}},
    ],
)
async def test_clients_cannot_end_turns_or_games_outside_the_rules(server: Running, message: dict) -> None:
    """What boardgame.io 0.50 lets a client do with raw events (bench/bgio/event-bypass.mjs)."""
    a, b, tid, sa, sb = await pickomino_pair(server)
    await sa.send(message)
    error = await sa.expect("error")
    assert error["code"] in ("bad_request", "bad_action", "illegal") and error["message"]
    live = server.services.hub.live[tid]
    assert live.version == 0 and live.current.waiting == [0] and not live.finished
    await close_all(sa, sb, a, b)


async def test_an_oversized_act_is_refused_with_its_id(server: Running) -> None:
    a, b, tid, sa, sb = await pickomino_pair(server)
    limit = server.services.settings.max_message_bytes
    await sa.send({"t": "act", "v": 0, "id": "big-one", "action": {"type": "roll", "pad": "x" * limit}})
    error = await sa.expect("error")
    assert error["code"] == "bad_request" and error["id"] == "big-one" and f"the limit is {limit}" in error["message"]
    assert server.services.hub.live[tid].version == 0
    await close_all(sa, sb, a, b)


@pytest.mark.parametrize("since", ['"abc"', "1.5", "true", "[]", "{}"])
async def test_a_sync_since_something_not_a_version_is_refused(server: Running, since: str) -> None:
    a, b, _tid, sa, sb = await pickomino_pair(server)
    await sa.send(f'{{"t": "sync", "since": {since}}}')
    error = await sa.recv()
    assert error["t"] == "error" and error["code"] == "bad_request" and '"since"' in error["message"], error
    await still_alive(sa)
    await close_all(sa, sb, a, b)


async def test_unknown_fields_of_an_act_are_refused_with_its_id(server: Running) -> None:
    a, b, tid, sa, sb = await pickomino_pair(server)
    action = sa.state["legal"][0]
    error = await sa.act(action, action_id="extra-1", when="now")
    assert error["t"] == "error" and error["code"] == "bad_request" and error["id"] == "extra-1", error
    assert "'when'" in error["message"]
    assert server.services.hub.live[tid].version == 0
    await sa.send({"t": "act", "v": 0, "id": 7, "action": action})  # an id of the wrong type is echoed too
    error = await sa.expect("error")
    assert error["code"] == "bad_request" and error["id"] == 7
    assert (await sa.act(action, action_id="fine", seat=0))["t"] == "ack"  # the documented optional field
    await close_all(sa, sb, a, b)
