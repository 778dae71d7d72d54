"""Every success answer is what /openapi.json says it is, on a live server.

The routes answer with orjson and no validation on the way out, so nothing
but this test keeps the description honest: a walk through the API as a bot
writer and a browser use it (accounts, tokens, lobby, seats, bots, start,
play, undo, chat, friends, blocks, notifications, challenges, invitations,
Play now, resign, abort, abandon, replays, profiles) checks each real JSON
answer against the schema declared for its operation and status, strictly
(tests/server/openapi_check.py: an undeclared field fails too), and each
line of a player's event stream against `StreamEvent`; then that it reached
every JSON operation (skip, expel and concede on a server on fake time).
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from typing import Any, get_type_hints

import orjson
import pytest
import pytest_asyncio
from fastapi.routing import APIRoute
from starlette.responses import Response

from tests.store.databases import fresh_database

from .arena_helpers import FakeTime, arena_server, close_all, pair, to_halfway, toy_move
from .harness import PASSWORD, Client, Running, fast_settings, play_out, running_server, unique_name
from .openapi_check import Described
from .smtp_sink import smtp_sink

pytestmark = pytest.mark.asyncio(loop_scope="module")

ADMIN = "schemaadmin"
ON_FAKE_TIME = {("post", f"/api/tables/{{table_id}}/{rule}") for rule in ("skip", "expel", "concede")}
"""Walked on a server on fake time (a late player, half a game played), by the last test here."""


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def server(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Running]:
    """A server on SQLite whose admin (for the chat reports) is ADMIN, mailing to a local sink."""
    async with smtp_sink() as sink, fresh_database("sqlite", tmp_path_factory.mktemp("db")) as url, \
            running_server(fast_settings(url, admins=(ADMIN,), smtp_host="127.0.0.1", smtp_port=sink.port,
                                         smtp_tls="none", digest_check_s=0)) as running:
        running.sink = sink  # type: ignore[attr-defined]
        yield running


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def arena(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[tuple[Running, FakeTime]]:
    """A server on SQLite and fake time."""
    async with fresh_database("sqlite", tmp_path_factory.mktemp("db")) as url, arena_server(url) as running:
        yield running


class Walk:
    """Calls the server and checks each answer against the schema its operation declares."""

    def __init__(self, described: Described) -> None:
        self.described = described
        self.seen: set[tuple[str, str]] = set()

    async def call(self, client: Client, method: str, path: str, body: Any = None, expect: int = 200,
                   params: dict[str, Any] | None = None, **names: Any) -> Any:
        """`method path` (its template, filled from `names`) as `client`; the checked JSON answer."""
        resp = await client.request(method, path.format(**names), json=body, params=params)
        assert resp.status_code == expect, f"{method} {path}: {resp.status_code} {resp.text}"
        schema = self.described.answer_schema(method, path, expect)
        assert schema, f"{method} {path} declares no schema for {expect}"
        answer = resp.json()
        found = self.described.problems(answer, schema)
        assert not found, f"{method} {path} ({expect}) does not answer as described:\n" + "\n".join(found[:20])
        self.seen.add((method.lower(), path))
        return answer


async def _described(server: Running) -> Described:
    return Described(await Client(server).get("/openapi.json"))


async def test_the_checker_refuses_what_does_not_fit(server: Running) -> None:
    described = await _described(server)
    seat = {"$ref": "#/components/schemas/TableSeat"}
    good = {"seat": 0, "name": "Ana", "user_id": 3, "bot": None, "bot_account": False}
    assert described.problems(good, seat) == []
    assert described.problems({**good, "standing": {"rating": 0, "rank": "Beginner", "first_game": True}}, seat) == []
    bad = [{k: v for k, v in good.items() if k != "bot"}, {**good, "colour": "red"}, {**good, "seat": "0"},
           {**good, "name": None}, {**good, "user_id": True}, {**good, "standing": None}]
    for value in bad:
        assert described.problems(value, seat), value


async def test_every_json_operation_declares_its_success_answer(server: Running) -> None:
    described = await _described(server)
    operations = described.json_operations()
    assert len(operations) >= 60
    for (method, path), answers in operations.items():
        for status, schema in answers.items():
            assert schema, (method, path, status)
            resolved = described.resolve(schema)
            assert resolved.get("properties"), (method, path, status)  # a model, not FastAPI's `{}` or bare dict
    for path, operations_of in described.spec["paths"].items():  # and no JSON answer is left without one
        for method, operation in operations_of.items():
            for status, answer in operation["responses"].items():
                if status.startswith("2") and status != "204" and (method, path) not in operations:
                    assert "application/json" not in answer.get("content", {}), (method, path, status)


async def test_described_routes_answer_without_validation_on_the_way_out(server: Running) -> None:
    """A route with a `response_model` returns a Response (`Json`): FastAPI then sends it as it is, while a
    returned dict would be validated, filtered and encoded again on every request."""
    routes = [r for r in _api_routes(server.app.api.routes) if r.response_model is not None]
    assert len(routes) >= 60
    for route in routes:
        answer = get_type_hints(route.endpoint)["return"]
        assert isinstance(answer, type) and issubclass(answer, Response), (route.path, answer)


def _api_routes(routes: list[Any]) -> list[APIRoute]:
    """The app's routes, those of included routers too (FastAPI keeps an included router whole, as
    `original_router`)."""
    out: list[APIRoute] = []
    for route in routes:
        if isinstance(route, APIRoute):
            out.append(route)
        elif hasattr(route, "original_router"):
            out += _api_routes(route.original_router.routes)
    return out


async def test_every_answer_matches_its_declared_schema(server: Running) -> None:
    walk = Walk(await _described(server))
    people = await _accounts(walk, server)
    events: list[dict[str, Any]] = []
    listening = asyncio.get_running_loop().create_task(_listen(people["ben"], events))
    await _lobby(walk, people)
    await _played_game(walk, people)
    await _short_games(walk, people)
    await _social(walk, people)
    await _challenges(walk, people)
    await _play_now(walk, server)
    await _profiles(walk, people)
    await _check_events(walk, listening, events)
    missing = set(walk.described.json_operations()) - walk.seen - ON_FAKE_TIME
    assert not missing, f"operations never checked: {sorted(missing)}"
    for client in people.values():
        await client.close()


async def _listen(client: Client, into: list[dict[str, Any]]) -> None:
    """Ben's event stream, each line as it comes (until cancelled)."""
    async with client.http.stream("GET", "/api/stream/event", timeout=None) as resp:
        assert resp.status_code == 200
        async for line in resp.aiter_lines():
            if line.strip():
                into.append(orjson.loads(line))


async def _check_events(walk: Walk, listening: asyncio.Task[None], events: list[dict[str, Any]]) -> None:
    """Every kind of event reached Ben's stream, each a `StreamEvent` as the description declares."""
    kinds = {"gameStart", "gameFinish", "challenge", "challengeDeclined", "challengeCanceled", "invitation",
             "invitationDeclined"}
    for _ in range(100):
        if kinds <= {e["type"] for e in events} or listening.done():
            break
        await asyncio.sleep(0.05)
    listening.cancel()
    await asyncio.gather(listening, return_exceptions=True)
    assert kinds <= {e["type"] for e in events}, [e["type"] for e in events]
    stream = walk.described.spec["paths"]["/api/stream/event"]["get"]["responses"]["200"]
    line = stream["content"]["application/x-ndjson"]["schema"]
    for event in events:
        found = walk.described.problems(event, line)
        assert not found, f"a {event['type']} event is not a StreamEvent:\n" + "\n".join(found[:20])


async def _accounts(walk: Walk, server: Running) -> dict[str, Client]:
    """Register, log in, guests, me, tokens, bot accounts, upgrade, password; Ana is the admin."""
    ana, ben, cid = Client(server), Client(server), Client(server)
    for client, name in ((ana, ADMIN), (ben, unique_name("ben"))):
        answer = await walk.call(client, "POST", "/api/accounts/register", {"username": name, "password": PASSWORD},
                                 expect=201)
        client.csrf, client.user = answer["csrf_token"], answer["user"]
    answer = await walk.call(cid, "POST", "/api/accounts/guest", expect=201)
    cid.csrf, cid.user = answer["csrf_token"], answer["user"]
    again = Client(server)
    await walk.call(again, "GET", "/api/accounts/me")  # nobody: user null
    await walk.call(again, "POST", "/api/accounts/login", {"username": ADMIN, "password": PASSWORD})
    await walk.call(ana, "GET", "/api/accounts/me")
    token = await walk.call(ana, "POST", "/api/accounts/tokens", {"name": "my bot", "scopes": ["read", "play"]},
                            expect=201)
    await walk.call(ana, "GET", "/api/accounts/tokens")
    bearer = Client(server)
    bearer.token = token["token"]
    assert (await walk.call(bearer, "GET", "/api/accounts/me"))["csrf_token"] is None  # a token has no CSRF
    bot = await Client(server).register()
    await walk.call(bot, "POST", "/api/accounts/bot")
    upgraded = await Client(server).guest()
    await walk.call(upgraded, "POST", "/api/accounts/upgrade",
                    {"username": unique_name("up"), "password": PASSWORD})
    await walk.call(bot, "POST", "/api/accounts/password",
                    {"current_password": PASSWORD, "new_password": "another long passphrase"})
    for client in (again, bearer, bot, upgraded):
        await client.close()
    return {"ana": ana, "ben": ben, "cid": cid}


async def _lobby(walk: Walk, people: dict[str, Client]) -> None:
    """Games, formats, bots, speeds; a table made, joined, left, given a bot, listed, started."""
    ana, ben = people["ana"], people["ben"]
    for path in ("/api/games", "/api/bots", "/api/speeds", "/api/web/games"):
        await walk.call(ana, "GET", path)
    await walk.call(ana, "GET", "/api/games/{game_id}/formats", game_id="pickomino")
    new = {"game": "toy", "players": 2, "ranked": True, "bot_delay_ms": 0, "min_reputation": 10}
    table = (await walk.call(ana, "POST", "/api/tables", new, expect=201))["table"]
    tid = table["id"]
    await walk.call(ben, "POST", "/api/tables/{table_id}/join", {}, table_id=tid)
    await walk.call(ana, "GET", "/api/tables", params={"game": "toy"})  # people seated: with their standing
    await walk.call(ben, "POST", "/api/tables/{table_id}/leave", table_id=tid)
    await walk.call(ana, "POST", "/api/tables/{table_id}/bots", {"bot": "random"}, table_id=tid)
    await walk.call(ana, "DELETE", "/api/tables/{table_id}/bots/{seat}", table_id=tid, seat=1)
    await walk.call(ana, "POST", "/api/tables/{table_id}/bots", {"bot": "random"}, table_id=tid)
    await walk.call(ana, "GET", "/api/tables/{table_id}", table_id=tid)
    await walk.call(ana, "POST", "/api/tables/{table_id}/invite", {"username": ben.user["username"]}, table_id=tid)
    await walk.call(ben, "POST", "/api/tables/{table_id}/invitation/decline", {"reason": "later"}, table_id=tid)
    started = (await walk.call(ana, "POST", "/api/tables/{table_id}/start", table_id=tid))["table"]
    assert started["version"] is not None and started["bot_delay_ms"] == 0
    await walk.call(ana, "GET", "/api/tables/{table_id}/labels", table_id=tid)
    await walk.call(ana, "GET", "/api/tables/{table_id}/presence", table_id=tid)
    await walk.call(ana, "GET", "/api/tables/mine", params={"finished": "true"})
    await walk.call(ana, "POST", "/api/tables/{table_id}/abort", {}, table_id=tid)


async def _played_game(walk: Walk, people: dict[str, Client]) -> None:
    """A ranked toy game played out, with chat: its replay exported, read, imported; chat reports."""
    ana, ben = people["ana"], people["ben"]
    tid = (await ana.new_table("toy", 2, ranked=True))["id"]
    await ben.post(f"/api/tables/{tid}/join", {}, expect=200)
    await ana.post(f"/api/tables/{tid}/start", expect=200)
    line = (await walk.call(ana, "POST", "/api/tables/{table_id}/chat", {"text": "good luck"}, expect=201,
                            table_id=tid))["message"]
    sockets = {0: await ana.socket(tid), 1: await ben.socket(tid)}
    await play_out(sockets, random.Random(3))
    for sock in sockets.values():
        await sock.close()
    chat = await walk.call(ben, "GET", "/api/tables/{table_id}/chat", table_id=tid)
    assert "step" in chat["messages"][0]  # a finished table's messages say where they fall in the replay
    await walk.call(ben, "POST", "/api/chat/{message_id}/report", {"reason": "spam"}, expect=201,
                    message_id=line["id"])
    await walk.call(ben, "POST", "/api/chat/{message_id}/report", {}, expect=200, message_id=line["id"])
    await walk.call(ana, "GET", "/api/chat/reports")
    table = (await walk.call(ana, "GET", "/api/tables/{table_id}", table_id=tid))["table"]
    assert table["status"] == "finished" and table["results"] and table["outcome"]
    replay = await walk.call(ana, "GET", "/api/tables/{table_id}/export", table_id=tid)
    await walk.call(ana, "GET", "/api/tables/{table_id}/replay", table_id=tid)
    await walk.call(ana, "GET", "/api/tables/{table_id}/replay", params={"seat": 1}, table_id=tid)
    await walk.call(ana, "GET", "/api/tables/{table_id}/replay/{step}", table_id=tid, step=2)
    await walk.call(ben, "POST", "/api/replays", replay, expect=201)


async def _short_games(walk: Walk, people: dict[str, Client]) -> None:
    """Undo, think, resign (pickomino, two people); a turn-based table waiting for me, abandoned."""
    ana, ben = people["ana"], people["ben"]
    tid = (await ana.new_table("pickomino", 2))["id"]
    await ben.post(f"/api/tables/{tid}/join", {}, expect=200)
    await ana.post(f"/api/tables/{tid}/start", expect=200)
    sock = await ana.socket(tid)
    assert (await sock.act({"type": "roll"}))["t"] == "ack"
    state = await sock.state_at(1)
    assert (await sock.act(state["legal"][0]))["t"] == "ack"
    await sock.state_at(2)
    await walk.call(ana, "POST", "/api/tables/{table_id}/undo", {"v": 2}, table_id=tid)
    await walk.call(ana, "POST", "/api/tables/{table_id}/think", {}, table_id=tid)
    await walk.call(ben, "POST", "/api/tables/{table_id}/resign", {}, table_id=tid)
    await sock.close()
    waiting = (await ana.new_table("toy", 2, mode="turnbased"))["id"]
    await ana.post(f"/api/tables/{waiting}/bots", {"bot": "random"}, expect=200)
    await ana.post(f"/api/tables/{waiting}/start", expect=200)
    assert (await walk.call(ana, "GET", "/api/tables/waiting"))["tables"]
    await walk.call(ana, "POST", "/api/tables/{table_id}/abandon", {}, table_id=waiting)


async def _newest_link(walk: Walk, client: Client) -> str:
    """The token of the newest confirmation link mailed to `client`'s address."""
    server = client.server
    await server.services.notifier.outbox.drain()
    [*_, mail] = [m for m in server.sink.mails if m["Subject"].startswith("Confirm")]
    return mail.get_content().split("token=")[1].split()[0]


async def _social(walk: Walk, people: dict[str, Client]) -> None:
    """Friends, blocks, notification settings, the lobby's chat."""
    ana, ben, cid = people["ana"], people["ben"], people["cid"]
    await walk.call(ana, "PUT", "/api/accounts/friends/{name}", name=ben.user["username"])
    await walk.call(ana, "GET", "/api/accounts/friends")
    await walk.call(ana, "PUT", "/api/accounts/blocks/{name}", name=cid.user["username"])
    await walk.call(ana, "GET", "/api/accounts/blocks")
    await walk.call(ana, "GET", "/api/accounts/me/notifications")
    await walk.call(ana, "PATCH", "/api/accounts/me/notifications", {"email": "ana@example.org", "mail_turn": False})
    await walk.call(ana, "POST", "/api/accounts/me/notifications/confirm")  # a second link; the first stops working
    await walk.call(ana, "POST", "/api/accounts/confirm-email", {"token": await _newest_link(walk, ana)})
    await walk.call(ben, "POST", "/api/lobby/chat", {"text": "anyone for a game?"}, expect=201)
    await walk.call(ana, "GET", "/api/lobby/chat")


async def _challenges(walk: Walk, people: dict[str, Client]) -> None:
    """A challenge accepted (its table starts: my friend's tables), one declined, one cancelled."""
    ana, ben = people["ana"], people["ben"]
    path = "/api/challenge/{username}"
    sent = (await walk.call(ana, "POST", path, {"game": "toy"}, expect=201, username=ben.user["username"]))
    await walk.call(ben, "GET", "/api/challenge")
    await walk.call(ana, "GET", "/api/challenge/{challenge_id}", challenge_id=sent["challenge"]["id"])
    accepted = await walk.call(ben, "POST", "/api/challenge/{challenge_id}/accept",
                               challenge_id=sent["challenge"]["id"])
    assert accepted["table"]["status"] == "playing"
    assert (await walk.call(ana, "GET", "/api/tables/friends"))["tables"]
    for verb, who, body in (("decline", ben, {"reason": "later"}), ("cancel", ana, None)):
        sent = await walk.call(ana, "POST", path, {"game": "toy", "mode": "turnbased"}, expect=201,
                               username=ben.user["username"])
        await walk.call(who, "POST", f"/api/challenge/{{challenge_id}}/{verb}", body,
                        challenge_id=sent["challenge"]["id"])


async def _play_now(walk: Walk, server: Running) -> None:
    """Play now opens a table (201), and the next player joins it (200)."""
    first, second = await Client(server).guest(), await Client(server).guest()
    opened = await walk.call(first, "POST", "/api/play-now", {"game": "simul"}, expect=201)
    joined = await walk.call(second, "POST", "/api/play-now", {"game": "simul"})
    assert opened["joined"] is False and joined["joined"] is True
    for client in (first, second):
        await client.close()


async def _profiles(walk: Walk, people: dict[str, Client]) -> None:
    """A player's profile, finished games, a leaderboard, and the account export with its replays."""
    ana = people["ana"]
    await walk.call(ana, "GET", "/api/players/{name}", name=ADMIN)
    assert (await walk.call(ana, "GET", "/api/players/{name}/games", name=ADMIN))["games"]
    assert (await walk.call(ana, "GET", "/api/games/{game_id}/leaderboard", game_id="toy"))["players"]
    export = await walk.call(ana, "GET", "/api/accounts/export")
    assert any(t.get("replay") for t in export["tables"]) and export["ratings"]


async def test_the_clock_rules_answer_as_described(arena: tuple[Running, FakeTime]) -> None:
    """Skip a late player, expel an absent one, concede from half the game: each answer as described."""
    server, clock = arena
    walk = Walk(await _described(server))
    clients, socks, table = await pair(server, speed="fast")
    clock.advance(400)  # seat 0 runs out of its first game's doubled bank (360 s)
    await walk.call(clients[1], "POST", "/api/tables/{table_id}/skip", {"seat": 0}, table_id=table["id"])
    await close_all(*socks, *clients)
    clients, socks, table = await pair(server, speed="fast")
    await toy_move(socks[0], "draw", 0)
    clock.advance(400)
    await socks[1].close()  # seat 1 is late and gone
    await walk.call(clients[0], "POST", "/api/tables/{table_id}/expel", {"seat": 1}, table_id=table["id"])
    await close_all(socks[0], *clients)
    clients, socks, table = await pair(server, speed="fast")
    await to_halfway(socks)
    await walk.call(clients[1], "POST", "/api/tables/{table_id}/concede", {}, table_id=table["id"])
    await close_all(*socks, *clients)
    assert walk.seen == ON_FAKE_TIME
