"""API token scopes: read, play, manage; a token does only what its scopes allow, and says which one is missing.
Bot accounts: made once, marked at every seat, and kept off ranked tables unless their creator lets them sit."""

from __future__ import annotations

import pytest
from sqlalchemy import update

from meeple.store.schema import users

from .harness import Client, Running, refused, seated_pair

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def bearer(server: Running, owner: Client, *scopes: str) -> Client:
    made = await owner.post("/api/accounts/tokens", {"name": "scoped", "scopes": list(scopes)}, expect=201)
    assert made["scopes"] == sorted(scopes)
    holder = Client(server)
    holder.token = made["token"]
    return holder


async def test_a_read_token_reads_but_cannot_play_or_manage(server: Running) -> None:
    ana = await Client(server).register()
    reader = await bearer(server, ana, "read")
    assert (await reader.get("/api/accounts/me"))["user"]["id"] == ana.user["id"]
    await reader.get("/api/tables")
    refusal = await reader.post("/api/tables", {"game": "toy", "players": 2}, expect=403)
    assert refusal["error"]["code"] == "missing_scope" and "'play'" in refusal["error"]["message"]
    assert "read" in refusal["error"]["message"]
    assert (await reader.get("/api/accounts/tokens", expect=403))["error"]["code"] == "missing_scope"
    listed = (await ana.get("/api/accounts/tokens"))["tokens"]
    assert [t["scopes"] for t in listed] == [["read"]]
    for c in (ana, reader):
        await c.close()


async def test_a_play_token_cannot_make_tokens_and_a_token_gives_no_scope_it_lacks(server: Running) -> None:
    ana = await Client(server).register()
    player = await bearer(server, ana, "play", "read")
    await player.post("/api/tables", {"game": "toy", "players": 2}, expect=201)
    assert (await player.post("/api/accounts/tokens", {"name": "more"}, expect=403))["error"]["code"] \
        == "missing_scope"
    manager = await bearer(server, ana, "manage")
    refusal = await manager.post("/api/accounts/tokens", {"name": "wider", "scopes": ["play"]}, expect=403)
    assert "play" in refusal["error"]["message"]
    await manager.post("/api/accounts/tokens", {"name": "same", "scopes": ["manage"]}, expect=201)
    assert (await ana.post("/api/accounts/tokens", {"name": "x", "scopes": ["fly"]}, expect=422))
    every = (await ana.post("/api/accounts/tokens", {"name": "all"}, expect=201))["scopes"]
    assert every == ["manage", "play", "read"]
    for c in (ana, player, manager):
        await c.close()


async def test_at_a_table_a_token_without_play_only_watches_and_one_without_read_is_refused(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    reader = await bearer(server, await a.upgrade(), "read")
    watching = await reader.socket(table["id"])
    assert watching.hello["seat"] is None and "'play' scope" in watching.hello["spectator"]
    player = await bearer(server, a, "play")
    error, code, reason = await refused(f"{server.ws_base}/ws/tables/{table['id']}",
                                        Authorization=f"Bearer {player.token}")
    assert (error["code"], code) == ("missing_scope", 4403) and reason and "'read'" in reason
    for c in (watching, reader, player, a, b):
        await c.close()


async def test_an_account_that_never_played_becomes_a_bot_for_good(server: Running) -> None:
    bot, human = await Client(server).register(), await Client(server).register()
    assert (await bot.get("/api/accounts/me"))["user"]["bot"] is False
    assert (await bot.post("/api/accounts/bot", expect=200))["user"]["bot"] is True
    assert (await bot.get("/api/accounts/me"))["user"]["bot"] is True
    assert (await bot.post("/api/accounts/bot", expect=409))["error"]["code"] == "already_bot"
    sent = await human.post(f"/api/challenge/{bot.user['username']}", {"game": "pickomino"}, expect=201)
    assert sent["challenge"]["dest_user"]["bot"] is True and sent["challenge"]["challenger"]["bot"] is False
    guest = await Client(server).guest()
    assert (await guest.post("/api/accounts/bot", expect=403))["error"]["code"] == "forbidden"
    no_token = await guest.post("/api/accounts/tokens", {"name": "my bot"}, expect=403)
    assert no_token["error"]["code"] == "guest" and "register" in no_token["error"]["message"]
    assert (await guest.get("/api/accounts/tokens"))["tokens"] == []
    veteran = await Client(server).register()
    await server.services.db.write(lambda c: c.execute(
        update(users).where(users.c.id == veteran.user["id"]).values(played=1)))  # as a finished game records
    assert (await veteran.post("/api/accounts/bot", expect=409))["error"]["code"] == "has_played"
    for c in (bot, human, guest, veteran):
        await c.close()


async def test_a_bot_account_is_marked_at_its_seat_and_sits_at_ranked_tables_where_allowed(server: Running) -> None:
    bot, human = await Client(server).register(), await Client(server).register()
    await bot.post("/api/accounts/bot", expect=200)
    people_only = await human.new_table("pickomino", 3, ranked=True)
    refusal = await bot.post(f"/api/tables/{people_only['id']}/join", {}, expect=403)
    assert refusal["error"]["code"] == "no_bots" and "ranked table is for people" in refusal["error"]["message"]
    own = await bot.post("/api/tables", {"game": "pickomino", "players": 2, "ranked": True}, expect=403)
    assert own["error"]["code"] == "no_bots"  # nor may it open one for people and sit there
    allowed = await human.new_table("pickomino", 3, ranked=True, bot_accounts=True)
    assert allowed["bot_accounts"] is True and people_only["bot_accounts"] is False
    seated = (await bot.post(f"/api/tables/{allowed['id']}/join", {}, expect=200))["table"]
    assert [(s["name"], s["bot_account"]) for s in seated["seats"] if s] == [
        (human.user["username"], False), (bot.user["username"], True)]
    casual = await human.new_table("pickomino", 2)
    await bot.post(f"/api/tables/{casual['id']}/join", {}, expect=200)  # a casual table takes anyone
    listed = {t["id"]: t for t in (await human.get("/api/tables?game=pickomino"))["tables"]}
    assert [s["bot_account"] for s in listed[allowed["id"]]["seats"] if s] == [False, True]  # the lobby shows it
    shown = (await human.get(f"/api/tables/{casual['id']}"))["table"]
    assert [s["bot_account"] for s in shown["seats"]] == [False, True]
    opened = await bot.post("/api/play-now", {"game": "simul", "mode": "turnbased"}, expect=201)  # none open
    assert opened["table"]["ranked"] is False  # Play now opens a casual table for a bot account
    sitting = await Client(server).register()
    await sitting.post(f"/api/tables/{allowed['id']}/join", {}, expect=200)
    late = await sitting.post("/api/accounts/bot", expect=409)  # seated as a person: its seat would lie
    assert late["error"]["code"] == "has_played" and "sits at no table" in late["error"]["message"]
    for c in (bot, human, sitting):
        await c.close()
