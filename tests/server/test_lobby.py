"""The lobby over HTTP: games, tables, seats, bots, starting, listings."""

from __future__ import annotations

import httpx
import pytest

from meeple import games

from .harness import Client, Running, refused

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_games_list_player_counts_and_options(server: Running) -> None:
    listed = {g["id"]: g for g in (await Client(server).get("/api/games"))["games"]}
    assert listed["pickomino"]["cooperative"] is False
    pickomino = games.get("pickomino")
    assert listed["pickomino"]["min_players"] == pickomino.min_players
    assert listed["pickomino"]["options"] == [o.as_dict() for o in pickomino.options]
    assert listed["toy"]["hidden_information"] is True


async def test_options_are_checked_against_the_game(server: Running) -> None:
    c = await Client(server).guest()
    for body, code in [
        ({"game": "toy", "players": 2, "options": {"speed": "fast"}}, "bad_options"),
        ({"game": "toy", "players": 9}, "bad_request"),
        ({"game": "chess", "players": 2}, "unknown_game"),
        ({"game": "toy", "players": 2, "mode": "blitz"}, "bad_request"),
        ({"game": "toy", "players": 2, "colour": "red"}, "bad_request"),
    ]:
        resp = await c.request("POST", "/api/tables", json=body)
        assert resp.status_code in (404, 422), resp.text
        assert resp.json()["error"]["code"] == code, resp.text
    await c.close()


async def test_resolved_options_are_stored_with_the_table(server: Running) -> None:
    c = await Client(server).guest()
    t = await c.new_table("pickomino", 2)
    assert t["options"] == games.get("pickomino").resolve_options({}, 2)
    assert t["status"] == "open" and t["seats"][0]["user_id"] == c.user["id"] and t["seats"][1] is None
    await c.close()


async def test_join_leave_bots_and_start(server: Running) -> None:
    host, ana = await Client(server).guest(), await Client(server).guest()
    t = await host.new_table("toy", 3)
    tid = t["id"]
    assert tid in [x["id"] for x in (await ana.get("/api/tables"))["tables"]]
    resp = await ana.request("POST", f"/api/tables/{tid}/start")
    assert resp.status_code == 403 and resp.json()["error"]["code"] == "forbidden"
    await ana.post(f"/api/tables/{tid}/join", {"seat": 2}, expect=200)
    resp = await host.request("POST", f"/api/tables/{tid}/start")
    assert resp.status_code == 409 and resp.json()["error"]["code"] == "not_full"
    await ana.post(f"/api/tables/{tid}/leave", expect=200)
    bot = (await host.post(f"/api/tables/{tid}/bots", {"bot": "random"}, expect=200))["table"]
    assert bot["seats"][1]["bot"] == "random"
    resp = await ana.request("POST", f"/api/tables/{tid}/bots", json={})
    assert resp.status_code == 403
    await host.request("DELETE", f"/api/tables/{tid}/bots/1")
    await ana.post(f"/api/tables/{tid}/join", {}, expect=200)
    await host.post(f"/api/tables/{tid}/bots", {"seat": 2}, expect=200)
    started = (await host.post(f"/api/tables/{tid}/start", expect=200))["table"]
    assert started["status"] == "playing" and started["version"] is not None
    resp = await ana.request("POST", f"/api/tables/{tid}/leave")
    assert resp.status_code == 409 and resp.json()["error"]["code"] == "not_open"
    mine = [x["id"] for x in (await ana.get("/api/tables/mine"))["tables"]]
    assert tid in mine and tid not in [x["id"] for x in (await ana.get("/api/tables"))["tables"]]
    await host.close()
    await ana.close()


async def test_invite_only_tables_are_unlisted_and_need_the_code(server: Running) -> None:
    host, ana = await Client(server).guest(), await Client(server).guest()
    t = await host.new_table("toy", 2, invite_only=True)
    assert t["invite_code"]
    assert t["id"] not in [x["id"] for x in (await ana.get("/api/tables"))["tables"]]
    assert (await ana.request("GET", f"/api/tables/{t['id']}")).status_code == 404  # a stranger without the code
    seen = await ana.http.get(f"/api/tables/{t['id']}", params={"invite": t["invite_code"]})
    assert seen.json()["table"]["invite_code"] is None
    resp = await ana.request("POST", f"/api/tables/{t['id']}/join", json={"invite": "wrong"})
    assert resp.status_code == 403 and resp.json()["error"]["code"] == "bad_invite"
    joined = (await ana.post(f"/api/tables/{t['id']}/join", {"invite": t["invite_code"]}, expect=200))["table"]
    assert joined["seats"][1]["user_id"] == ana.user["id"] and joined["invite_code"] == t["invite_code"]
    await host.close()
    await ana.close()


async def test_turn_based_tables_waiting_for_me(server: Running) -> None:
    ana, bob = await Client(server).guest(), await Client(server).guest()
    t = await ana.new_table("pickomino", 2, mode="turnbased")
    await bob.post(f"/api/tables/{t['id']}/join", {}, expect=200)
    await ana.post(f"/api/tables/{t['id']}/start", expect=200)
    assert [x["id"] for x in (await ana.get("/api/tables/waiting"))["tables"]] == [t["id"]]
    assert (await bob.get("/api/tables/waiting"))["tables"] == []
    sock = await ana.socket(t["id"])
    await sock.state_at(0)
    while 0 in sock.state["waiting"]:
        answer = await sock.act(sock.state["legal"][0])
        assert answer["t"] == "ack"
        await sock.state_at(answer["v"])
    assert (await ana.get("/api/tables/waiting"))["tables"] == []
    assert [x["id"] for x in (await bob.get("/api/tables/waiting"))["tables"]] == [t["id"]]
    await sock.close()
    await ana.close()
    await bob.close()


async def test_cancel_an_open_table(server: Running) -> None:
    host, ana = await Client(server).guest(), await Client(server).guest()
    t = await host.new_table("toy", 2)
    resp = await ana.request("DELETE", f"/api/tables/{t['id']}")
    assert resp.status_code == 403
    resp = await host.request("DELETE", f"/api/tables/{t['id']}")
    assert resp.status_code == 204
    assert (await host.get(f"/api/tables/{t['id']}"))["table"]["status"] == "abandoned"
    resp = await host.request("GET", "/api/tables/nope")
    assert resp.status_code == 404 and resp.json()["error"]["code"] == "not_found"
    await host.close()
    await ana.close()


async def test_the_page_and_the_openapi_description_are_served(server: Running) -> None:
    c = Client(server)
    for path, kind in [("/", "text/html"), ("/t/abc", "text/html"), ("/web/main.js", "javascript"),
                       ("/docs", "text/html")]:
        resp = await c.request("GET", path)
        assert resp.status_code == 200 and kind in resp.headers["content-type"], path
    assert (await c.request("GET", "/static/app.js")).status_code == 404  # the old page is gone; web/ is the UI
    spec = (await c.get("/openapi.json"))
    for path in ("/api/accounts/register", "/api/tables", "/api/tables/{table_id}/start", "/api/replays"):
        assert path in spec["paths"]
    await c.close()


async def test_a_game_without_its_own_renderer_is_drawn_by_the_generic_one(server: Running) -> None:
    known = (await Client(server).get("/api/web/games"))["games"]
    assert known["toy"]["ui"] is None and known["pickomino"]["ui"] == "/games/pickomino/ui.js"
    await Client(server).get("/games/toy/ui.js", expect=404)


async def test_an_invite_only_table_is_watched_only_with_the_invite(server: Running) -> None:
    host, ana = await Client(server).guest(), await Client(server).guest()
    stranger, friend = await Client(server).guest(), await Client(server).guest()
    t = await host.new_table("toy", 2, invite_only=True)
    tid, code = t["id"], t["invite_code"]
    await ana.post(f"/api/tables/{tid}/join", {"invite": code}, expect=200)
    await host.post(f"/api/tables/{tid}/start", expect=200)
    for path in (f"/api/tables/{tid}", f"/api/tables/{tid}/presence"):
        assert (await stranger.request("GET", path)).status_code == 404
        async with httpx.AsyncClient(base_url=server.base) as anon:
            assert (await anon.get(path)).status_code == 404
        assert (await stranger.request("GET", path, params={"invite": "wrong"})).status_code == 404
        assert (await friend.request("GET", path, params={"invite": code})).status_code == 200
        assert (await ana.request("GET", path)).status_code == 200
    cookie = "; ".join(f"{k}={v}" for k, v in stranger.http.cookies.items())
    for query in ("", "?invite=wrong"):
        error, close_code, reason = await refused(f"{server.ws_base}/ws/tables/{tid}{query}", Cookie=cookie)
        assert error["code"] == "not_found" and close_code == 4404 and reason and tid in reason
    watching = await friend.socket(f"{tid}?invite={code}")
    assert watching.hello["seat"] is None and (await watching.expect("state"))["v"] == 0
    seated = await ana.socket(tid)
    assert seated.hello["seat"] == 1
    for thing in (watching, seated, host, ana, stranger, friend):
        await thing.close()


async def test_tables_show_each_players_rating_rank_and_first_game(server: Running) -> None:
    from .arena_helpers import set_rating

    host, ana = await Client(server).guest(), await Client(server).guest()
    await set_rating(server, ana.user["id"], "toy", 1732.4)
    t = await host.new_table("toy", 3)
    await ana.post(f"/api/tables/{t['id']}/join", {"seat": 1}, expect=200)
    await host.post(f"/api/tables/{t['id']}/bots", {"bot": "random"}, expect=200)
    one = (await ana.get(f"/api/tables/{t['id']}"))["table"]
    listed = next(x for x in (await ana.get("/api/tables"))["tables"] if x["id"] == t["id"])
    for table in (one, listed):
        host_seat, ana_seat, bot_seat = table["seats"]
        assert host_seat["standing"] == {"rating": 0, "rank": "Beginner", "first_game": True}
        # shown as points above the start (1,500), with the rank they reach
        assert ana_seat["standing"] == {"rating": 232, "rank": "Good", "first_game": True}
        assert "standing" not in bot_seat
    await host.close()
    await ana.close()


async def test_a_games_leaderboard_ranks_registered_players_best_first(server: Running) -> None:
    from .arena_helpers import set_rating

    ana, ben, cy, guest = (await Client(server).register(), await Client(server).register(),
                           await Client(server).register(), await Client(server).guest())
    for client, rating in ((ana, 1610.0), (ben, 1840.0), (cy, 1610.2), (guest, 1900.0)):
        await set_rating(server, client.user["id"], "pickomino", rating)
    board = await guest.get("/api/games/pickomino/leaderboard")
    assert board["game"] == "pickomino"
    assert [(p["place"], p["name"], p["rating"], p["rank"]) for p in board["players"]] == [
        (1, ben.user["username"], 340, "Strong"),
        (2, cy.user["username"], 110, "Average"),  # equal points share a place
        (2, ana.user["username"], 110, "Average"),
    ]  # the guest is not ranked
    resp = await guest.request("GET", "/api/games/chess/leaderboard")
    assert resp.status_code == 404 and resp.json()["error"]["code"] == "unknown_game"
    resp = await guest.request("GET", "/api/games/pickomino/leaderboard?limit=0")
    assert resp.status_code == 422
    for c in (ana, ben, cy, guest):
        await c.close()
