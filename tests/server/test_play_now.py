"""Play now: the open table of a game whose players are nearest one's rating, else a new table."""

from __future__ import annotations

import asyncio

import pytest

from meeple.server.api import play_now

from .arena_helpers import set_rating
from .harness import Client, Running

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_play_now_matches_by_rating_and_opens_a_table_when_none_fits(server: Running) -> None:
    ana, ben, cy, dan = [await Client(server).register() for _ in range(4)]
    await set_rating(server, cy.user["id"], "pickomino", 1900.0)  # shown 400
    await set_rating(server, dan.user["id"], "pickomino", 1850.0)  # shown 350

    opened = await ana.post("/api/play-now", {"game": "pickomino"}, expect=201)
    assert opened["joined"] is False
    first = opened["table"]
    assert (first["game"], first["players"], first["ranked"], first["status"]) == ("pickomino", 4, True, "open")
    assert first["seats"][0]["user_id"] == ana.user["id"]

    other = (await cy.post("/api/play-now", {"game": "pickomino", "mode": "turnbased"}, expect=201))["table"]
    assert other["mode"] == "turnbased"  # no real-time table matches a turn-based request
    second = (await cy.post("/api/tables", {"game": "pickomino", "players": 3}, expect=201))["table"]

    # Dan (350) is nearer Cy's table (400) than Ana's (0); Ben (0) nearer Ana's.
    joined = await dan.post("/api/play-now", {"game": "pickomino"}, expect=200)
    assert joined["joined"] is True and joined["table"]["id"] == second["id"]
    joined = await ben.post("/api/play-now", {"game": "pickomino"}, expect=200)
    assert joined["joined"] is True and joined["table"]["id"] == first["id"]
    assert [s and s["user_id"] for s in joined["table"]["seats"]][:2] == [ana.user["id"], ben.user["id"]]

    # A player already seated is not seated twice: another table, or a new one.
    again = await ben.post("/api/play-now", {"game": "pickomino"})
    assert again["table"]["id"] != first["id"]

    resp = await ana.request("POST", "/api/play-now", json={"game": "chess"})
    assert resp.status_code == 404 and resp.json()["error"]["code"] == "unknown_game"
    resp = await Client(server).request("POST", "/api/play-now", json={"game": "pickomino"})
    assert resp.status_code == 401
    for c in (ana, ben, cy, dan):
        await c.close()


async def test_a_play_now_table_starts_by_itself_once_every_seat_is_taken(server: Running) -> None:
    ana, ben, cy = [await Client(server).register() for _ in range(3)]  # the toy game seats 3 by Play now
    opened = (await ana.post("/api/play-now", {"game": "toy"}, expect=201))["table"]
    assert opened["auto_start"] is True and opened["players"] == 3
    second = (await ben.post("/api/play-now", {"game": "toy"}, expect=200))["table"]
    assert (second["id"], second["status"]) == (opened["id"], "open")
    last = (await cy.post("/api/play-now", {"game": "toy"}, expect=200))["table"]
    assert (last["id"], last["status"]) == (opened["id"], "playing")
    assert (await ana.get(f"/api/tables/{opened['id']}"))["table"]["status"] == "playing"
    for c in (ana, ben, cy):
        await c.close()


async def test_an_auto_start_table_starts_when_a_bot_takes_the_last_seat(server: Running) -> None:
    ana = await Client(server).register()
    table = (await ana.post("/api/tables", {"game": "toy", "players": 2, "auto_start": True}, expect=201))["table"]
    plain = (await ana.post("/api/tables", {"game": "toy", "players": 2}, expect=201))["table"]
    assert (await ana.post(f"/api/tables/{table['id']}/bots", {"bot": "random"}))["table"]["status"] == "playing"
    assert (await ana.post(f"/api/tables/{plain['id']}/bots", {"bot": "random"}))["table"]["status"] == "open"
    await ana.close()


async def test_players_asking_at_the_same_moment_meet_at_one_table(server: Running) -> None:
    players = [await Client(server).register() for _ in range(3)]
    answers = await asyncio.gather(*(p.post("/api/play-now", {"game": "toy", "mode": "turnbased"})
                                     for p in players))
    assert len({a["table"]["id"] for a in answers}) == 1
    assert sorted(a["joined"] for a in answers) == [False, True, True]
    table = (await players[0].get(f"/api/tables/{answers[0]['table']['id']}"))["table"]
    assert table["status"] == "playing"
    for p in players:
        await p.close()


async def test_the_newer_of_two_tables_opened_at_once_gives_way(server: Running, monkeypatch) -> None:
    """As when another process opened its table a moment before this one could see it."""
    ana, ben = [await Client(server).register() for _ in range(2)]
    older = (await ana.post("/api/play-now", {"game": "toy", "mode": "turnbased"}, expect=201))["table"]

    async def saw_nothing(*_: object) -> None:
        return None

    monkeypatch.setattr(play_now, "_join_best", saw_nothing)
    answer = await ben.post("/api/play-now", {"game": "toy", "mode": "turnbased"}, expect=200)
    assert answer["joined"] is True and answer["table"]["id"] == older["id"]
    mine = (await ben.get("/api/tables/mine"))["tables"]
    assert [t["id"] for t in mine] == [older["id"]]  # the table ben opened was cancelled
    for c in (ana, ben):
        await c.close()
