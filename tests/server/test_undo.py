"""Undo within a turn through the server: the WebSocket `undo`, its REST mirror, the log, and a restart."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

import pytest

from meeple.store import repo_moves
from tests.store.databases import BACKENDS, fresh_database

from .harness import Client, Running, Socket, fast_settings, running_server, seated_pair

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def _undo(sock: Socket, v: int | None = None, action_id: str | None = None) -> dict[str, Any]:
    """Send an undo and return its answer (ack or error)."""
    aid = action_id or f"u-{secrets.token_hex(4)}"
    assert sock.state is not None
    await sock.send({"t": "undo", "v": sock.state["v"] if v is None else v, "id": aid})
    while True:
        msg = await sock.recv()
        if msg.get("t") in ("ack", "error") and msg.get("id") == aid:
            return msg


async def _rolled(server: Running) -> tuple[Client, Client, Socket, Socket, str]:
    """A Pickomino table where seat 0 has rolled (version 1)."""
    a, b, table = await seated_pair(server)
    sa, sb = await a.socket(table["id"]), await b.socket(table["id"])
    assert (await sa.act({"type": "roll"}))["t"] == "ack"
    await sa.state_at(1)
    await sb.state_at(1)
    return a, b, sa, sb, table["id"]


async def _close(*items: Any) -> None:
    for item in items:
        await item.close()


async def test_undo_refused_after_a_die_roll(server: Running) -> None:
    a, b, sa, sb, _ = await _rolled(server)
    assert sa.state["undo"] is False and sb.state["undo"] is False
    answer = await _undo(sa)
    assert answer["t"] == "error" and answer["code"] == "undo_refused" and "die roll" in answer["message"]
    assert answer["v"] == 1
    await _close(sa, sb, a, b)


async def test_a_kept_face_is_taken_back_to_the_roll(server: Running) -> None:
    a, b, sa, sb, table_id = await _rolled(server)
    rolled, rolled_b = sa.state, sb.state
    keep = rolled["legal"][0]
    assert (await sa.act(keep))["v"] == 2
    kept = await sa.state_at(2)
    assert kept["undo"] is True and (await sb.state_at(2))["undo"] is False
    assert (await _undo(sb))["code"] == "undo_refused"  # not seat 1's turn
    assert (await _undo(sa, v=1))["code"] == "stale"
    answer = await _undo(sa, action_id="undo-once")
    assert answer == {"t": "ack", "id": "undo-once", "v": 3}
    back = await sa.state_at(3)
    assert back["view"] == rolled["view"] and back["legal"] == rolled["legal"] and back["undo"] is False
    assert [e["type"] for e in back["events"]] == ["undo"]
    assert back["events"][0]["data"] == {"back_to": 1, "undone": [2]}
    assert (await sb.state_at(3))["view"] == rolled_b["view"]
    assert await _undo(sa, v=2, action_id="undo-once") == answer  # the same id: applied once
    refused = await _undo(sa)
    assert refused["code"] == "undo_refused" and "already taken back" in refused["message"]
    logged = await repo_moves.load_moves(server.services.db, table_id)
    assert [(m.kind, m.action) for m in logged] == [("move", {"type": "roll"}), ("move", keep), ("undo", {"to": 1})]
    assert logged[2].undo_to == 1
    fresh = await a.socket(table_id)
    full = await fresh.expect("state")
    assert [e["v"] for e in full["events"]] == [1, 3]  # the undone keep left the log
    await _close(fresh, sa, sb, a, b)


async def test_the_rest_mirror_undoes_and_refuses_with_409(server: Running) -> None:
    a, b, sa, sb, table_id = await _rolled(server)
    refused = await a.request("POST", f"/api/tables/{table_id}/undo", json={"v": 1})
    assert refused.status_code == 409 and refused.json()["error"]["code"] == "undo_refused"
    assert (await b.request("POST", f"/api/tables/{table_id}/undo", json={"v": 1})).status_code == 409
    watcher = await Client(server).guest()
    assert (await watcher.request("POST", f"/api/tables/{table_id}/undo", json={"v": 1})).status_code == 403
    await sa.act(sa.state["legal"][0])
    assert await a.post(f"/api/tables/{table_id}/undo", {"v": 2, "id": "r1"}, expect=200) == {"v": 3}
    assert await a.post(f"/api/tables/{table_id}/undo", {"v": 2, "id": "r1"}, expect=200) == {"v": 3}
    assert (await sb.state_at(3))["events"][0]["type"] == "undo"
    await _close(sa, sb, a, b, watcher)


async def test_malformed_and_spectator_undos_get_typed_errors(server: Running) -> None:
    a, b, sa, sb, table_id = await _rolled(server)
    await sa.send({"t": "undo", "id": "no-version"})
    assert (await sa.expect("error"))["code"] == "bad_request"
    await sa.send({"t": "undo", "v": 1})
    assert (await sa.expect("error"))["code"] == "bad_request"
    watcher = await Client(server).guest()
    sw = await watcher.socket(table_id)
    await sw.expect("state")
    assert (await _undo(sw))["code"] == "not_seated"
    await _close(sw, watcher, sa, sb, a, b)


@pytest.mark.parametrize("backend", BACKENDS)
async def test_a_restarted_server_reloads_the_undone_table_and_its_undo_window(backend: str, tmp_path: Path) -> None:
    async with fresh_database(backend, tmp_path) as url:
        settings = fast_settings(url, snapshot_every=1)  # a snapshot at every barrier, none inside a turn
        async with running_server(settings) as server:
            a, b, sa, sb, table_id = await _rolled(server)
            rolled = sa.state
            first, second = rolled["legal"][:2]
            await sa.act(first)
            assert (await _undo(sa, v=2))["v"] == 3
            await sa.act(second, v=3)
            before = await sa.state_at(4)
            assert before["undo"] is True
            cookies, csrf = dict(a.http.cookies), a.csrf
            await _close(sa, sb, a, b)
        async with running_server(settings) as server:
            a = Client(server)
            a.http.cookies.update(cookies)
            a.csrf = csrf
            sa = await a.socket(table_id)
            again = await sa.expect("state")
            assert again["v"] == 4 and again["view"] == before["view"] and again["undo"] is True
            assert [e["v"] for e in again["events"]] == [1, 3, 4]
            assert (await _undo(sa))["v"] == 5  # back to the undo row of version 3: the state after the roll
            assert (await sa.state_at(5))["view"] == rolled["view"]
            await _close(sa, a)
