"""The bot API's account event stream and challenges: NDJSON and WebSocket, accept, decline, cancel."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import httpx
import orjson
import pytest
from websockets.asyncio.client import ClientConnection, connect

from .harness import TIMEOUT, Client, Running

pytestmark = pytest.mark.asyncio(loop_scope="module")


class NdjsonStream:
    """GET /api/stream/event read line by line (empty keep-alive lines are counted, not returned)."""

    def __init__(self, lines: AsyncIterator[str], response: httpx.Response) -> None:
        self.lines, self.response, self.keepalives = lines, response, 0

    async def next(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        while True:
            line = await asyncio.wait_for(anext(self.lines), timeout)
            if line.strip():
                return orjson.loads(line)
            self.keepalives += 1

    async def expect(self, kind: str) -> dict[str, Any]:
        while True:
            event = await self.next()
            if event["type"] == kind:
                return event


async def ndjson(client: Client) -> tuple[NdjsonStream, Any]:
    request = client.http.build_request("GET", "/api/stream/event", headers=client._headers())
    response = await client.http.send(request, stream=True)
    assert response.status_code == 200, await response.aread()
    assert response.headers["content-type"].startswith("application/x-ndjson")
    return NdjsonStream(response.aiter_lines(), response), response


async def websocket_stream(server: Running, client: Client) -> ClientConnection:
    cookie = "; ".join(f"{k}={v}" for k, v in client.http.cookies.items())
    return await connect(f"{server.ws_base}/api/stream/event", additional_headers={"Cookie": cookie},
                         open_timeout=TIMEOUT)


async def ws_expect(ws: ClientConnection, kind: str) -> dict[str, Any]:
    while True:
        event = orjson.loads(await asyncio.wait_for(ws.recv(), TIMEOUT))
        if event.get("type") == kind:
            return event


async def test_a_challenge_accepted_starts_a_game_announced_on_both_streams(server: Running) -> None:
    ana, bob = await Client(server).register(), await Client(server).register()
    ana_stream, ana_response = await ndjson(ana)
    bob_ws = await websocket_stream(server, bob)
    sent = await ana.post(f"/api/challenge/{bob.user['username'].upper()}",
                          {"game": "pickomino", "players": 2, "mode": "turnbased", "seat": 1}, expect=201)
    cid = sent["challenge"]["id"]
    for event in (await ana_stream.expect("challenge"), await ws_expect(bob_ws, "challenge")):
        assert event["challenge"]["id"] == cid and event["challenge"]["status"] == "created"
        assert event["challenge"]["challenger"]["name"] == ana.user["username"]
        assert event["challenge"]["speed"] == "tb1"
    listed = await bob.get("/api/challenge")
    assert [c["id"] for c in listed["in"]] == [cid] and listed["out"] == []
    accepted = await bob.post(f"/api/challenge/{cid}/accept", expect=200)
    table = accepted["table"]
    assert table["status"] == "playing" and accepted["challenge"]["table"] == table["id"]
    assert [s["user_id"] for s in table["seats"]] == [bob.user["id"], ana.user["id"]]
    ana_start, bob_start = await ana_stream.expect("gameStart"), await ws_expect(bob_ws, "gameStart")
    assert (ana_start["game"]["seat"], bob_start["game"]["seat"]) == (1, 0)
    assert ana_start["game"]["table"] == bob_start["game"]["table"] == table["id"]
    assert bob_start["game"]["ws"] == f"/ws/tables/{table['id']}"
    again = await bob.post(f"/api/challenge/{cid}/accept", expect=409)
    assert again["error"]["code"] == "already_accepted"
    # a stream opened now starts with the games in play
    late_stream, late_response = await ndjson(bob)
    assert (await late_stream.next())["type"] == "gameStart"
    await late_response.aclose()
    # both vote to abandon: the game is over, and both streams hear it
    await ana.post(f"/api/tables/{table['id']}/abandon", expect=200)
    await bob.post(f"/api/tables/{table['id']}/abandon", expect=200)
    finish = await ana_stream.expect("gameFinish")
    assert finish["game"]["table"] == table["id"] and finish["game"]["status"] == "abandoned"
    assert (await ws_expect(bob_ws, "gameFinish"))["game"]["table"] == table["id"]
    await bob_ws.send('{"t": "ping"}')
    assert orjson.loads(await asyncio.wait_for(bob_ws.recv(), TIMEOUT)) == {"t": "pong"}
    await bob_ws.close()
    await ana_response.aclose()
    for c in (ana, bob):
        await c.close()


async def test_declined_and_canceled_challenges_tell_both_sides(server: Running) -> None:
    ana, bob = await Client(server).register(), await Client(server).register()
    stream, response = await ndjson(ana)
    name = bob.user["username"]
    first = (await ana.post(f"/api/challenge/{name}", {"game": "pickomino"}, expect=201))["challenge"]["id"]
    refused = await bob.post(f"/api/challenge/{first}/decline", {"reason": "nope"}, expect=422)
    assert "tooFast" in refused["error"]["message"]
    declined = await bob.post(f"/api/challenge/{first}/decline", {"reason": "later"}, expect=200)
    assert declined["challenge"]["status"] == "declined" and "later" in declined["challenge"]["decline_message"]
    event = await stream.expect("challengeDeclined")
    assert event["challenge"]["id"] == first and event["challenge"]["decline_reason"] == "later"
    assert (await bob.post(f"/api/challenge/{first}/accept", expect=409))["error"]["code"] == "already_declined"
    second = (await ana.post(f"/api/challenge/{name}", {"game": "pickomino"}, expect=201))["challenge"]["id"]
    assert (await bob.post(f"/api/challenge/{second}/cancel", expect=403))["error"]["code"] == "forbidden"
    assert (await ana.post(f"/api/challenge/{second}/accept", expect=403))["error"]["code"] == "forbidden"
    await ana.post(f"/api/challenge/{second}/cancel", expect=200)
    assert (await stream.expect("challengeCanceled"))["challenge"]["id"] == second
    assert (await bob.post(f"/api/challenge/{second}/accept", expect=409))["error"]["code"] == "already_canceled"
    await response.aclose()
    for c in (ana, bob):
        await c.close()


async def test_bad_challenges_get_a_clear_error(server: Running) -> None:
    ana, bob = await Client(server).register(), await Client(server).register()
    name = bob.user["username"]
    assert (await ana.post("/api/challenge/nobody-here", {"game": "pickomino"}, expect=404))["error"]["code"] \
        == "unknown_user"
    assert (await ana.post(f"/api/challenge/{ana.user['username']}", {"game": "pickomino"}, expect=422))
    assert (await ana.post(f"/api/challenge/{name}", {"game": "chess"}, expect=404))["error"]["code"] \
        == "unknown_game"
    too_many_bots = await ana.post(f"/api/challenge/{name}", {"game": "pickomino", "players": 3,
                                                               "bots": ["random", "random"]}, expect=422)
    assert "1 seats for bots" in too_many_bots["error"]["message"]
    assert (await ana.post(f"/api/challenge/{name}", {"game": "pickomino", "players": 3, "bots": ["genius"]},
                           expect=422))["error"]["message"].startswith("Unknown bot")
    assert (await bob.post("/api/challenge/nosuchid/accept", expect=404))["error"]["code"] == "unknown_challenge"
    server.services.settings.challenge_ttl_s = 0.0
    try:
        old = (await ana.post(f"/api/challenge/{name}", {"game": "pickomino"}, expect=201))["challenge"]
    finally:
        server.services.settings.challenge_ttl_s = 600.0
    assert (await bob.post(f"/api/challenge/{old['id']}/accept", expect=410))["error"]["code"] == "challenge_expired"
    assert (await bob.get(f"/api/challenge/{old['id']}"))["challenge"]["status"] == "expired"
    stranger = await Client(server).guest()
    assert (await stranger.get(f"/api/challenge/{old['id']}", expect=404))
    for c in (ana, bob, stranger):
        await c.close()


async def test_a_challenge_with_bots_starts_full_and_one_with_free_seats_waits_in_the_lobby(server: Running) -> None:
    ana, bob = await Client(server).register(), await Client(server).register()
    name = bob.user["username"]
    full = (await ana.post(f"/api/challenge/{name}", {"game": "pickomino", "players": 3, "bots": ["random"],
                                                      "bot_delay_ms": 0}, expect=201))["challenge"]
    assert full["bot_delay_ms"] == 0
    table = (await bob.post(f"/api/challenge/{full['id']}/accept", expect=200))["table"]
    assert table["status"] == "playing" and [s["bot"] for s in table["seats"]].count("random") == 1
    assert table["bot_delay_ms"] == 0  # the challenge's pace for the arena bots: none, as bots between bots want
    slow = {"game": "pickomino", "bot_delay_ms": 6000}
    assert (await ana.post(f"/api/challenge/{name}", slow, expect=422))["error"]["code"] == "bad_request"
    roomy = (await ana.post(f"/api/challenge/{name}", {"game": "pickomino", "players": 4, "mode": "turnbased"},
                            expect=201))["challenge"]
    waiting = (await bob.post(f"/api/challenge/{roomy['id']}/accept", expect=200))["table"]
    assert waiting["status"] == "open"
    found = await ana.get("/api/tables?game=pickomino&mode=turnbased&open_seats=2")
    assert waiting["id"] in [t["id"] for t in found["tables"]]
    for query in ("game=toy", "mode=realtime", "open_seats=3"):
        assert waiting["id"] not in [t["id"] for t in (await ana.get(f"/api/tables?{query}"))["tables"]]
    assert (await ana.get("/api/tables?game=chess", expect=404))["error"]["code"] == "unknown_game"
    assert (await ana.get("/api/tables?mode=blitz", expect=422))["error"]["code"] == "bad_request"
    for c in (ana, bob):
        await c.close()


async def test_a_quiet_stream_sends_keepalive_lines_and_needs_a_login(server: Running) -> None:
    server.services.settings.stream_keepalive_s = 0.05
    ana = await Client(server).guest()
    try:
        stream, response = await ndjson(ana)
        for _ in range(3):  # nothing happens: only empty lines come
            assert (await asyncio.wait_for(anext(stream.lines), TIMEOUT)).strip() == ""
        await response.aclose()
    finally:
        server.services.settings.stream_keepalive_s = 6.0
    async with httpx.AsyncClient(base_url=server.base) as anon:
        resp = await anon.get("/api/stream/event")
    assert resp.status_code == 401 and resp.json()["error"]["code"] == "not_logged_in"
    ws = await connect(f"{server.ws_base}/api/stream/event", additional_headers={"Authorization": "Bearer nope"})
    refusal = orjson.loads(await ws.recv())
    assert refusal["t"] == "error" and refusal["code"] == "bad_token"
    await ws.wait_closed()
    assert ws.close_code == 4401 and "unknown or has been revoked" in (ws.close_reason or "")
    await ana.close()


async def test_every_endpoint_is_in_the_openapi_description(server: Running) -> None:
    async with httpx.AsyncClient(base_url=server.base) as anon:
        paths = (await anon.get("/openapi.json")).json()["paths"]
    for path in ("/api/stream/event", "/api/challenge", "/api/challenge/{username}",
                 "/api/challenge/{challenge_id}/accept", "/api/challenge/{challenge_id}/decline",
                 "/api/challenge/{challenge_id}/cancel", "/api/tables/{table_id}/invite"):
        assert path in paths, path
    assert {p["name"] for p in paths["/api/tables"]["get"]["parameters"]} >= {"game", "mode", "open_seats"}


async def test_an_invitation_to_an_invite_only_table_reaches_the_invitee_with_its_code(server: Running) -> None:
    host, friend, stranger = (await Client(server).register(), await Client(server).register(),
                              await Client(server).register())
    stream, response = await ndjson(friend)
    t = await host.new_table("pickomino", 3, invite_only=True)
    path = f"/api/tables/{t['id']}/invite"
    assert (await stranger.post(path, {"username": friend.user["username"]}, expect=404))
    assert (await host.post(path, {"username": "nobody-here"}, expect=404))["error"]["code"] == "unknown_user"
    assert (await host.post(path, {"username": host.user["username"]}, expect=409))["error"]["code"] \
        == "already_seated"
    await host.post(path, {"username": friend.user["username"]}, expect=200)
    invitation = (await stream.expect("invitation"))["invitation"]
    assert invitation["from"]["name"] == host.user["username"] and invitation["invite"] == t["invite_code"]
    assert invitation["table"]["id"] == t["id"]
    await friend.post(f"/api/tables/{t['id']}/join", {"invite": invitation["invite"]}, expect=200)
    decline = f"/api/tables/{t['id']}/invitation/decline"  # joining answered it: nothing is left to decline
    assert (await friend.post(decline, {}, expect=404))["error"]["code"] == "unknown_invitation"
    await response.aclose()
    for c in (host, friend, stranger):
        await c.close()


async def test_invitations_to_a_table_that_started_are_gone(server: Running) -> None:
    host, friend, late = (await Client(server).register(), await Client(server).register(),
                          await Client(server).register())
    t = await host.new_table("pickomino", 2)
    await host.post(f"/api/tables/{t['id']}/invite", {"username": late.user["username"]}, expect=200)
    await friend.post(f"/api/tables/{t['id']}/join", {}, expect=200)
    await host.post(f"/api/tables/{t['id']}/start", expect=200)
    decline = f"/api/tables/{t['id']}/invitation/decline"
    assert (await late.post(decline, {}, expect=404))["error"]["code"] == "unknown_invitation"
    for c in (host, friend, late):
        await c.close()


async def test_an_invitation_declined_reaches_whoever_invited_with_the_reason(server: Running) -> None:
    host, guest_of_honour, other = (await Client(server).register(), await Client(server).register(),
                                    await Client(server).register())
    hosts_stream, response = await ndjson(host)
    t = await host.new_table("pickomino", 3)
    await other.post(f"/api/tables/{t['id']}/join", {}, expect=200)
    path, decline = f"/api/tables/{t['id']}/invite", f"/api/tables/{t['id']}/invitation/decline"
    assert (await guest_of_honour.post(decline, {}, expect=404))["error"]["code"] == "unknown_invitation"
    for inviter in (host, other):  # two players invite the same person: both hear the decline
        await inviter.post(path, {"username": guest_of_honour.user["username"]}, expect=200)
    assert (await guest_of_honour.post(decline, {"reason": "soon"}, expect=422))["error"]["code"] == "bad_request"
    answer = await guest_of_honour.post(decline, {"reason": "later"}, expect=200)
    assert [p["name"] for p in answer["declined"]] == [host.user["username"], other.user["username"]]
    said = (await hosts_stream.expect("invitationDeclined"))["invitation"]
    assert said["from"]["id"] == host.user["id"] and said["to"]["name"] == guest_of_honour.user["username"]
    assert (said["table"], said["decline_reason"]) == (t["id"], "later") and "ask again later" in said[
        "decline_message"]
    assert (await guest_of_honour.post(decline, {}, expect=404))["error"]["code"] == "unknown_invitation"  # gone
    await response.aclose()
    for c in (host, guest_of_honour, other):
        await c.close()
