"""Replays: export a finished table, import it back to an identical game; secrets stay secret."""

from __future__ import annotations

import random

import orjson
import pytest

from meeple.replay import parse_replay
from meeple.store import repo_moves

from .harness import Client, Running, play_out, seated_pair

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def finished_game(server: Running, game: str = "pickomino") -> tuple[Client, Client, str]:
    a, b, table = await seated_pair(server, game)
    sockets = {0: await a.socket(table["id"]), 1: await b.socket(table["id"])}
    await play_out(sockets, random.Random(8))
    for s in sockets.values():
        await s.close()
    return a, b, table["id"]


async def test_export_then_import_gives_an_identical_game(server: Running) -> None:
    a, b, tid = await finished_game(server)
    replay = await a.get(f"/api/tables/{tid}/export")
    assert replay["format"] == "meeple-replay/1" and replay["game"] == "pickomino" and replay["players"] == 2
    assert [s["name"] for s in replay["seats"]] == [a.user["username"], b.user["username"]]
    assert replay["seats"][0]["bot"] is None and replay["outcome"]["ranks"]
    assert len(replay["moves"]) == len(await repo_moves.load_moves(server.services.db, tid))
    parse_replay(replay)  # what `meeple replay FILE` reads
    imported = await b.post("/api/replays", replay, expect=201)
    assert imported["table"]["status"] == "finished" and imported["table"]["id"] != tid
    assert await b.get(f"/api/tables/{imported['table']['id']}/export") == replay
    for c in (a, b):
        await c.close()


async def test_bad_replays_are_refused_with_the_reason(server: Running) -> None:
    a, b, tid = await finished_game(server, "toy")
    replay = await a.get(f"/api/tables/{tid}/export")
    cases = [
        ({**replay, "format": "other/1"}, "format"),
        ({**replay, "game": "chess"}, "no game 'chess'"),
        ({**replay, "moves": replay["moves"][:1] + replay["moves"][:1]}, "move 2"),
        ({**replay, "outcome": {**replay["outcome"], "scores": [0, 0]}}, "outcome"),
        ({**replay, "seats": []}, "seats"),
    ]
    for bad, words in cases:
        resp = await a.request("POST", "/api/replays", json=bad)
        assert resp.status_code == 422, resp.text
        assert resp.json()["error"]["code"] == "bad_replay" and words in resp.json()["error"]["message"], resp.text
    for c in (a, b):
        await c.close()


async def test_a_running_tables_seed_and_hidden_state_never_leave_the_server(server: Running) -> None:
    a, b, table = await seated_pair(server)
    tid = table["id"]
    loaded = await repo_moves.load_game(server.services.db, tid)
    assert loaded is not None
    seed = str(loaded[1].seed)
    sa, sb = await a.socket(tid), await b.socket(tid)
    watcher = await Client(server).guest()
    sw = await watcher.socket(tid)
    rng = random.Random(2)
    texts: list[str] = []
    secrets: set[str] = {seed}
    for _ in range(40):
        await sa.state_at(0)
        live = server.services.hub.live.get(tid)
        if live is None:
            break
        secrets.add(str(live.current.state.rng.state))
        mover = sa if 0 in sa.state["waiting"] else sb
        await mover.state_at(live.version)
        answer = await mover.act(rng.choice(mover.state["legal"]))
        await mover.act({"type": "nonsense"})  # errors must not leak either
        await sa.state_at(answer["v"])
    resp = await a.request("GET", f"/api/tables/{tid}/export")
    assert resp.status_code == 409 and resp.json()["error"]["code"] == "not_finished"
    texts.append(resp.text)
    texts.append((await a.request("GET", f"/api/tables/{tid}")).text)
    texts.append((await a.request("GET", "/api/tables/mine")).text)
    for sock in (sa, sb, sw):
        await sock.send({"t": "sync"})
        await sock.expect("state")
        texts.extend(orjson.dumps(m).decode() for m in sock.seen)
    leaked = [s for s in secrets for t in texts if s in t]
    assert leaked == []
    for c in (sa, sb, sw, a, b, watcher):
        await c.close()


async def test_a_finished_invite_only_tables_replay_is_read_only_by_insiders_or_with_the_invite(
    server: Running,
) -> None:
    a, b, table = await seated_pair(server, "toy", invite_only=True)
    tid, code = table["id"], table["invite_code"]
    sockets = {0: await a.socket(tid), 1: await b.socket(tid)}
    await play_out(sockets, random.Random(3))
    for s in sockets.values():
        await s.close()
    stranger = await Client(server).guest()
    paths = (f"/api/tables/{tid}/export", f"/api/tables/{tid}/replay", f"/api/tables/{tid}/replay/1")
    for path in paths:
        for who, params in ((stranger, {}), (stranger, {"invite": "wrong"}), (Client(server), {})):
            resp = await who.request("GET", path, params=params)
            assert resp.status_code == 404 and resp.json()["error"]["code"] == "not_found", (path, resp.text)
        for who, params in ((stranger, {"invite": code}), (a, {}), (b, {})):
            assert (await who.request("GET", path, params=params)).status_code == 200, path
    for c in (a, b, stranger):
        await c.close()
