"""Chat over the WebSocket and HTTP, on SQLite and PostgreSQL: a table's, the lobby's, limits, blocks, reports.

Every test uses fresh accounts: the rate limit counts per account.
"""

from __future__ import annotations

import asyncio
import random
import secrets
from typing import Any

import orjson
import pytest
from websockets.asyncio.client import connect

from meeple.store import repo_chat

from .harness import TIMEOUT, Client, Running, Socket, play_out, seated_pair

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def say(sock: Socket, text: Any) -> dict[str, Any]:
    """Send a chat frame; its answer (ack or error)."""
    rid = f"c-{secrets.token_hex(4)}"
    await sock.send({"t": "chat", "text": text, "id": rid})
    while True:
        msg = await sock.recv()
        if msg.get("t") in ("ack", "error") and msg.get("id") == rid:
            return msg


async def lobby(client: Client | None, server: Running) -> Socket:
    """A lobby page's socket (anonymous without a client)."""
    headers = {}
    if client is not None:
        headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in client.http.cookies.items())
    ws = await connect(f"{server.ws_base}/ws/lobby", additional_headers=headers, open_timeout=TIMEOUT)
    sock = Socket(ws)
    sock.hello = await sock.expect("hello")
    return sock


def texts(messages: list[dict[str, Any]]) -> list[str]:
    return [m["text"] for m in messages]


async def close_all(*things: Any) -> None:
    for thing in things:
        await thing.close()


async def test_a_message_reaches_every_page_of_the_table_verbatim_and_is_stored(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    tid = table["id"]
    sa, sb = await a.socket(tid), await b.socket(tid)
    await sa.state_at(0)
    await sa.send({"t": "ping"})
    await sa.expect("pong")
    assert not [m for m in sa.seen if m["t"] == "chat_history"]  # no chat yet: no frame
    answer = await say(sa, "  <img src=x onerror=alert(1)> & good luck\x07 ")
    assert answer["t"] == "ack" and answer["v"] == 0
    pushed = await sb.expect("chat")
    assert pushed["text"] == "<img src=x onerror=alert(1)> & good luck"  # plain text, as written: pages escape it
    assert pushed["name"] == a.user["username"] and pushed["user_id"] == a.user["id"] and pushed["channel"] == "table"
    assert [m["id"] for m in sa.seen if m["t"] == "chat"] == [pushed["id"]]  # the author's own page too, before the ack
    assert (await sa.act({"type": "draw"}))["t"] == "ack"
    await sb.state_at(1)
    assert (await say(sb, "nice draw"))["v"] == 1
    stored = await b.get(f"/api/tables/{tid}/chat")
    assert [(m["text"][-9:], m["v"]) for m in stored["messages"]] == [("good luck", 0), ("nice draw", 1)]
    late = await a.socket(tid)  # a page opened later gets the history
    assert texts((await late.expect("chat_history"))["messages"])[-1] == "nice draw"
    await close_all(sa, sb, late, a, b)


async def test_empty_long_and_too_fast_messages_are_refused_with_clear_errors(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    sa = await a.socket(table["id"])
    assert (await say(sa, "   \n "))["code"] == "empty_message"
    too_long = await say(sa, "x" * 501)
    assert too_long["code"] == "message_too_long" and "limit is 500" in too_long["message"]
    assert (await say(sa, 12))["code"] == "bad_request"
    for i in range(server.services.settings.chat_messages_per_window):
        assert (await say(sa, f"spam {i}"))["t"] == "ack"
    flood = await say(sa, "one more")
    assert flood["code"] == "rate_limited" and "too fast" in flood["message"]
    over_http = await a.request("POST", f"/api/tables/{table['id']}/chat", json={"text": "and again"})
    assert over_http.status_code == 429 and over_http.json()["error"]["code"] == "rate_limited"
    assert int(over_http.headers["Retry-After"]) >= 1
    bad = await b.request("POST", f"/api/tables/{table['id']}/chat", json={"text": ""})
    assert bad.status_code == 422 and bad.json()["error"]["code"] == "empty_message"
    assert (await b.post(f"/api/tables/{table['id']}/chat", {"text": "over http"}, expect=201))["message"]["v"] == 0
    assert "one more" not in texts((await a.get(f"/api/tables/{table['id']}/chat"))["messages"])
    await close_all(sa, a, b)


async def test_spectators_chat_when_registered_guests_and_anonymous_pages_only_read(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    tid = table["id"]
    member, guest, anonymous = await Client(server).register(), await Client(server).guest(), Client(server)
    sm, sg, sn = await member.socket(tid), await guest.socket(tid), await anonymous.socket(tid)
    assert (await say(sm, "watching you"))["t"] == "ack"
    assert (await sg.expect("chat"))["text"] == "watching you"
    refused = await say(sg, "me too")
    assert refused["code"] == "forbidden" and "register" in refused["message"]
    assert (await say(sn, "hello?"))["code"] == "not_logged_in"
    assert (await anonymous.get(f"/api/tables/{tid}/chat"))["messages"][0]["text"] == "watching you"
    await close_all(sm, sg, sn, a, b, member, guest, anonymous)


async def test_an_invite_only_tables_chat_is_hidden_from_outsiders(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy", invite_only=True)
    await a.post(f"/api/tables/{table['id']}/chat", {"text": "private"}, expect=201)
    outsider = await Client(server).register()
    assert (await outsider.request("GET", f"/api/tables/{table['id']}/chat")).status_code == 404
    assert (await outsider.request("POST", f"/api/tables/{table['id']}/chat", json={"text": "hi"})).status_code == 404
    invited = await outsider.get(f"/api/tables/{table['id']}/chat?invite={table['invite_code']}")
    assert texts(invited["messages"]) == ["private"]
    await close_all(a, b, outsider)


async def test_a_blocked_players_messages_are_hidden_and_they_cannot_share_a_table(server: Running) -> None:
    ana, bob = await Client(server).register(), await Client(server).register()
    table = await ana.new_table("toy", 3)
    tid = table["id"]
    await bob.post(f"/api/tables/{tid}/join", expect=200)
    sa, sb = await ana.socket(tid), await bob.socket(tid)
    await say(sb, "before the block")
    blocked = await ana.request("PUT", f"/api/accounts/blocks/{bob.user['username'].upper()}")
    assert blocked.status_code == 200 and blocked.json()["blocked"][0]["name"] == bob.user["username"]
    assert (await ana.get("/api/accounts/blocks"))["blocked"][0]["user_id"] == bob.user["id"]
    await say(sb, "after the block")
    await say(sa, "ana speaks")
    seen = [m for m in sa.seen if m.get("t") == "chat"]
    assert texts(seen) == ["before the block", "ana speaks"]  # bob's later message never reached ana's page
    assert texts((await ana.get(f"/api/tables/{tid}/chat"))["messages"]) == ["ana speaks"]
    assert texts((await bob.get(f"/api/tables/{tid}/chat"))["messages"]) == ["before the block", "after the block",
                                                                              "ana speaks"]
    # seats: bob may not join a table ana sits at, nor ana one of bob's
    other = await ana.new_table("toy", 2)
    refused = await bob.request("POST", f"/api/tables/{other['id']}/join", json={},
                                headers={"X-CSRF-Token": bob.csrf or ""})
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "blocked"
    bobs = await bob.new_table("toy", 2)
    mine = await ana.request("POST", f"/api/tables/{bobs['id']}/join", json={})
    assert mine.status_code == 403 and mine.json()["error"]["code"] == "blocked"
    assert "unblock" in mine.json()["error"]["message"]
    assert (await ana.request("DELETE", f"/api/accounts/blocks/{bob.user['username']}")).status_code == 204
    assert (await ana.request("DELETE", f"/api/accounts/blocks/{bob.user['username']}")).status_code == 404
    await ana.post(f"/api/tables/{bobs['id']}/join", expect=200)
    assert (await ana.request("PUT", f"/api/accounts/blocks/{ana.user['username']}")).status_code == 422
    assert (await ana.request("PUT", "/api/accounts/blocks/nobody-here")).status_code == 404
    await close_all(sa, sb, ana, bob)


async def test_reports_are_stored_once_and_read_by_admins_only(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    sent = (await a.post(f"/api/tables/{table['id']}/chat", {"text": "rude words"}, expect=201))["message"]
    first = await b.post(f"/api/chat/{sent['id']}/report", {"reason": "insults"}, expect=201)
    again = await b.post(f"/api/chat/{sent['id']}/report", {"reason": "insults!"}, expect=200)
    assert first["report"]["id"] == again["report"]["id"]
    assert (await a.request("POST", f"/api/chat/{sent['id']}/report", json={})).status_code == 422
    assert (await b.request("POST", "/api/chat/999999/report", json={})).status_code == 404
    assert (await b.request("GET", "/api/chat/reports")).status_code == 403
    admin = await Client(server).register()
    server.services.settings.admins = (admin.user["username"],)
    try:
        found = (await admin.get("/api/chat/reports"))["reports"]
    finally:
        server.services.settings.admins = ()
    mine = [r for r in found if r["message"]["id"] == sent["id"]]
    assert len(mine) == 1 and mine[0]["reason"] == "insults" and mine[0]["reporter"] == b.user["username"]
    assert mine[0]["message"]["text"] == "rude words"
    await close_all(a, b, admin)


async def test_the_lobby_chat_is_live_for_everyone_and_written_by_registered_players(server: Running) -> None:
    ana, guest = await Client(server).register(), await Client(server).guest()
    la, lg, ln = await lobby(ana, server), await lobby(guest, server), await lobby(None, server)
    assert la.hello["user"]["username"] == ana.user["username"] and ln.hello["user"] is None
    assert (await say(la, "anyone for Pickomino?"))["t"] == "ack"
    for sock in (lg, ln):
        got = await sock.expect("chat")
        assert got["text"] == "anyone for Pickomino?" and got["channel"] == "lobby" and got["v"] is None
    assert (await say(lg, "me!"))["code"] == "forbidden"
    assert (await say(ln, "me!"))["code"] == "not_logged_in"
    await ln.send({"t": "act"})
    assert (await ln.expect("error"))["code"] == "bad_request"
    await ln.send({"t": "ping"})
    await ln.expect("pong")
    assert (await guest.request("POST", "/api/lobby/chat", json={"text": "hi"})).status_code == 403
    await ana.post("/api/lobby/chat", {"text": "over http"}, expect=201)
    assert (await la.expect("chat"))["text"] in ("anyone for Pickomino?", "over http")
    assert texts((await Client(server).get("/api/lobby/chat"))["messages"])[-2:] == ["anyone for Pickomino?",
                                                                                     "over http"]
    late = await lobby(ana, server)
    assert texts((await late.expect("chat_history"))["messages"])[-1] == "over http"
    await close_all(la, lg, ln, late, ana, guest)


async def test_a_finished_tables_messages_carry_their_replay_step(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    tid = table["id"]
    sockets = {0: await a.socket(tid), 1: await b.socket(tid)}
    await say(sockets[0], "good luck")
    assert (await sockets[0].act({"type": "draw"}))["t"] == "ack"
    for sock in sockets.values():
        await sock.state_at(1)
    await say(sockets[1], "hmm")
    await play_out(sockets, random.Random(3))
    await say(sockets[0], "good game")
    final = sockets[0].state["v"]
    found = (await b.get(f"/api/tables/{tid}/chat"))["messages"]
    assert [(m["text"], m["v"], m["step"]) for m in found] == [("good luck", 0, 0), ("hmm", 1, 1),
                                                               ("good game", final, final)]
    stored = await repo_chat.recent_messages(server.services.db, tid, 10)
    assert [m.version for m in stored] == [0, 1, final]
    await close_all(*sockets.values(), a, b)


async def test_a_chat_frame_with_a_bad_id_is_refused(server: Running) -> None:
    a, _, table = await seated_pair(server, "toy")
    sa = await a.socket(table["id"])
    await sa.send(orjson.dumps({"t": "chat", "text": "x", "id": 5}).decode())
    assert (await sa.expect("error"))["code"] == "bad_request"
    await sa.send({"t": "chat", "text": "no id"})  # allowed: the message comes back, no ack
    assert (await sa.expect("chat"))["text"] == "no id"
    await asyncio.sleep(0)
    await close_all(sa, a)
