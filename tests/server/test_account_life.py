"""An account's life: a guest takes a name and keeps its games, passwords change, accounts are deleted and exported."""

from __future__ import annotations

import random

import pytest
import pytest_asyncio
from sqlalchemy import select

from meeple.store import repo_account_life as life
from meeple.store.schema import users

from .arena_helpers import set_rating
from .harness import PASSWORD, Client, Running, play_out, seated_pair, unique_name

pytestmark = pytest.mark.asyncio(loop_scope="module")

NEW_PASSWORD = "another-Secret-42"


@pytest_asyncio.fixture(autouse=True, loop_scope="module")
async def fresh_attempts(server: Running) -> None:
    """Every test here logs in a few times from 127.0.0.1: start each with that address's attempts forgotten."""
    await server.services.limits.reset(server.services.rules.login_attempts, "127.0.0.1")


async def finished_toy(server: Running, a: Client, b: Client) -> str:
    """A toy game between `a` and `b`, played to its end; the table id."""
    t = await a.new_table("toy", 2)
    await b.post(f"/api/tables/{t['id']}/join", {}, expect=200)
    await a.post(f"/api/tables/{t['id']}/start", expect=200)
    sockets = {0: await a.socket(t["id"]), 1: await b.socket(t["id"])}
    await play_out(sockets, random.Random(3))
    for s in sockets.values():
        await s.close()
    return str(t["id"])


async def test_a_guest_who_takes_a_name_keeps_its_tables_and_rating(server: Running) -> None:
    guest, other = await Client(server).guest(), await Client(server).guest()
    open_table = await guest.new_table("toy", 2)
    finished = await finished_toy(server, guest, other)
    await set_rating(server, guest.user["id"], "pickomino", 1650.0)
    name = unique_name("Up")
    data = await guest.post("/api/accounts/upgrade", {"username": name, "password": PASSWORD}, expect=200)
    assert data["user"] == {"id": guest.user["id"], "username": name, "guest": False, "bot": False}
    assert (await guest.get("/api/accounts/me"))["user"]["username"] == name  # still logged in
    mine = (await guest.get("/api/tables/mine?finished=true"))["tables"]
    assert {open_table["id"], finished} <= {t["id"] for t in mine}
    assert all(s["name"] == name for t in mine for s in t["seats"] if s and s["user_id"] == guest.user["id"])
    profile = await other.get(f"/api/players/{name}")
    assert profile["user_id"] == guest.user["id"] and profile["ratings"][0]["game"] == "pickomino"
    replay = await other.get(f"/api/tables/{finished}/export")
    assert replay["seats"][0]["name"] == name
    login = Client(server)
    await login.post("/api/accounts/login", {"username": name, "password": PASSWORD}, expect=200)
    for c in (guest, other, login):
        await c.close()


async def test_upgrade_refusals_say_why(server: Running) -> None:
    taken = unique_name("Taken")
    user = await Client(server).register(taken)
    guest = await Client(server).guest()
    cases = [
        (guest, {"username": taken.upper(), "password": PASSWORD}, 409, "username_taken"),
        (guest, {"username": "guest-me", "password": PASSWORD}, 422, "bad_username"),
        (guest, {"username": unique_name(), "password": "short"}, 422, "weak_password"),
        (user, {"username": unique_name(), "password": PASSWORD}, 409, "not_guest"),
    ]
    for client, body, status, code in cases:
        resp = await client.request("POST", "/api/accounts/upgrade", json=body)
        assert resp.status_code == status and resp.json()["error"]["code"] == code, resp.text
    assert (await guest.get("/api/accounts/me"))["user"]["guest"]  # nothing changed
    for c in (user, guest):
        await c.close()


async def test_a_changed_password_logs_the_other_sessions_out(server: Running) -> None:
    name = unique_name("Pw")
    here = await Client(server).register(name)
    elsewhere = Client(server)
    data = await elsewhere.post("/api/accounts/login", {"username": name, "password": PASSWORD}, expect=200)
    elsewhere.csrf = data["csrf_token"]
    wrong = await here.request("POST", "/api/accounts/password",
                               json={"current_password": "not-the-password", "new_password": NEW_PASSWORD})
    assert wrong.status_code == 401 and wrong.json()["error"]["code"] == "bad_credentials"
    weak = await here.request("POST", "/api/accounts/password",
                              json={"current_password": PASSWORD, "new_password": "short"})
    assert weak.status_code == 422 and weak.json()["error"]["code"] == "weak_password"
    done = await here.post("/api/accounts/password", {"current_password": PASSWORD, "new_password": NEW_PASSWORD},
                           expect=200)
    assert done["sessions_ended"] == 1
    assert (await here.get("/api/accounts/me"))["user"]["username"] == name
    assert (await elsewhere.get("/api/accounts/me"))["user"] is None
    old = await elsewhere.request("POST", "/api/accounts/login", json={"username": name, "password": PASSWORD})
    assert old.status_code == 401
    await elsewhere.post("/api/accounts/login", {"username": name, "password": NEW_PASSWORD}, expect=200)
    guest = await Client(server).guest()
    resp = await guest.request("POST", "/api/accounts/password",
                               json={"current_password": "", "new_password": NEW_PASSWORD})
    assert resp.status_code == 409 and resp.json()["error"]["code"] == "guest"
    for c in (here, elsewhere, guest):
        await c.close()


async def test_wrong_current_passwords_are_rate_limited_like_logins(server: Running) -> None:
    svc = server.services
    name = unique_name("Rl")
    c = await Client(server).register(name)
    try:
        codes = []
        for _ in range(svc.rules.login_failures.limit + 1):  # under the per-address limit of attempts
            resp = await c.request("POST", "/api/accounts/password",
                                   json={"current_password": "wrong-wrong-1", "new_password": NEW_PASSWORD})
            codes.append(resp.json()["error"]["code"])
        assert codes[0] == "bad_credentials" and codes[-1] == "rate_limited"
    finally:
        await svc.limits.reset(svc.rules.login_failures, f"127.0.0.1|{name.casefold()}")
        await svc.limits.reset(svc.rules.username_failures, name.casefold())
        await c.close()


async def test_a_deleted_account_is_gone_and_anonymous_in_its_opponents_replays(server: Running) -> None:
    name = unique_name("Del")
    leaver, opponent = await Client(server).register(name), await Client(server).register()
    finished = await finished_toy(server, leaver, opponent)
    joined = await opponent.new_table("toy", 2)
    await leaver.post(f"/api/tables/{joined['id']}/join", {}, expect=200)
    created = await leaver.new_table("toy", 3)
    await leaver.post("/api/accounts/tokens", {"name": "my bot"}, expect=201)
    mail = await leaver.request("PATCH", "/api/accounts/me/notifications", json={"email": "del@example.org"})
    assert mail.status_code == 200, mail.text
    wrong = await leaver.request("POST", "/api/accounts/delete", json={"password": "not-my-password"})
    assert wrong.status_code == 401
    await leaver.post("/api/accounts/delete", {"password": PASSWORD}, expect=204)
    anonymous = f"deleted player {leaver.user['id']}"
    replay = await opponent.get(f"/api/tables/{finished}/export")
    assert replay["seats"][0]["name"] == anonymous and name not in str(replay)
    assert (await opponent.get(f"/api/tables/{joined['id']}"))["table"]["seats"][1] is None  # the seat is free
    assert (await opponent.get(f"/api/tables/{created['id']}"))["table"]["status"] == "abandoned"
    assert (await leaver.get("/api/accounts/me"))["user"] is None
    again = Client(server)
    resp = await again.request("POST", "/api/accounts/login", json={"username": name, "password": PASSWORD})
    assert resp.status_code == 401
    assert (await again.request("GET", f"/api/players/{name}")).status_code == 404
    await again.register(name)  # the name is free again
    wiped = select(users.c.email, users.c.password_hash).where(users.c.id == leaver.user["id"])
    row = await server.services.db.read(lambda conn: conn.execute(wiped).one())
    assert tuple(row) == (None, None)
    for c in (leaver, opponent, again):
        await c.close()


async def test_deleting_hands_seats_in_play_to_the_zombie(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    await a.post("/api/accounts/delete", {}, expect=204)  # a guest has no password to give
    after = (await b.get(f"/api/tables/{table['id']}"))["table"]
    assert after["zombies"] == [0] and after["resigned"] == [0] and after["expelled"] == []
    assert after["seats"][0]["name"] == f"deleted player {a.user['id']}"
    c, d, _ = await seated_pair(server, "toy")
    with pytest.raises(life.StillSeated):  # the store never wipes a seat the zombie does not play yet
        await life.delete_account(server.services.db, c.user["id"])
    assert (await c.get("/api/accounts/me"))["user"]["id"] == c.user["id"]
    for client in (a, b, c, d):
        await client.close()


async def test_the_export_holds_the_account_its_ratings_tables_and_replays(server: Running) -> None:
    me, other = await Client(server).register(), await Client(server).register()
    finished = await finished_toy(server, me, other)
    waiting = await me.new_table("toy", 2)
    await set_rating(server, me.user["id"], "toy", 1600.0)
    await me.post("/api/accounts/tokens", {"name": "my bot"}, expect=201)
    resp = await me.request("GET", "/api/accounts/export")
    assert resp.status_code == 200 and "attachment" in resp.headers["content-disposition"]
    data = resp.json()
    assert data["format"] == "meeple-account/1" and data["account"]["username"] == me.user["username"]
    assert data["ratings"][0]["game"] == "toy"
    assert [t["name"] for t in data["tokens"]] == ["my bot"]
    assert set(data["tokens"][0]) == {"name", "prefix", "created_at", "last_used_at"}  # never the secret
    tables = {t["id"]: t for t in data["tables"]}
    assert tables[finished]["replay"] == await me.get(f"/api/tables/{finished}/export")
    assert "replay" not in tables[waiting["id"]]
    for c in (me, other):
        await c.close()


async def test_a_players_history_lists_their_finished_games(server: Running) -> None:
    a, b = await Client(server).register(), await Client(server).register()
    finished = await finished_toy(server, a, b)
    history = await Client(server).get(f"/api/players/{a.user['username']}/games")
    assert history["games"][0]["id"] == finished and history["games"][0]["outcome"]["ranks"]
    older = await b.get(f"/api/players/{a.user['username']}/games?before={history['games'][0]['finished_at']}")
    assert finished not in {g["id"] for g in older["games"]}
    assert (await b.request("GET", "/api/players/nobody-here-x/games")).status_code == 404
    for c in (a, b):
        await c.close()


async def test_the_endpoints_are_described_and_the_settings_page_is_served(server: Running) -> None:
    c = Client(server)
    paths = (await c.get("/openapi.json"))["paths"]
    for path in ("/api/accounts/upgrade", "/api/accounts/password", "/api/accounts/delete", "/api/accounts/export",
                 "/api/players/{name}/games"):
        assert path in paths, path
    resp = await c.request("GET", "/settings")
    assert resp.status_code == 200 and "text/html" in resp.headers["content-type"]
    await c.close()
