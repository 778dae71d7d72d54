"""Play now: the open table of a game whose players are nearest one's rating, else a new table."""

from __future__ import annotations

import pytest

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
