"""Friends: a list per account, and the lobby's tables where a friend sits."""

from __future__ import annotations

import pytest

from .harness import Client, Running

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_friends_are_listed_and_their_tables_shown(server: Running) -> None:
    ana, ben, cy = [await Client(server).register() for _ in range(3)]
    bens = ben.user["username"]
    first = await ana.request("PUT", f"/api/accounts/friends/{bens.upper()}")  # names in any case
    assert first.status_code == 200 and [f["name"] for f in first.json()["friends"]] == [bens]
    again = await ana.request("PUT", f"/api/accounts/friends/{bens}")
    assert [f["name"] for f in again.json()["friends"]] == [bens]  # twice changes nothing
    assert (await ana.request("PUT", f"/api/accounts/friends/{ana.user['username']}")).status_code == 422
    assert (await ana.request("PUT", "/api/accounts/friends/nobody-here")).status_code == 404
    assert (await ana.get("/api/accounts/friends"))["friends"][0]["user_id"] == ben.user["id"]
    assert (await ben.get("/api/accounts/friends"))["friends"] == []  # one-way, as on BGA

    listed = (await ben.post("/api/tables", {"game": "pickomino", "players": 3}, expect=201))["table"]
    await ben.post("/api/tables", {"game": "pickomino", "players": 3, "invite_only": True}, expect=201)
    await cy.post("/api/tables", {"game": "pickomino", "players": 3}, expect=201)
    tables = (await ana.get("/api/tables/friends"))["tables"]
    assert [t["id"] for t in tables] == [listed["id"]]  # not the invite-only one, not a stranger's
    assert tables[0]["seats"][0]["standing"]["rank"] == "Beginner"

    gone = await ana.request("DELETE", f"/api/accounts/friends/{bens}")
    assert gone.status_code == 204
    assert (await ana.request("DELETE", f"/api/accounts/friends/{bens}")).status_code == 404
    assert (await ana.get("/api/tables/friends"))["tables"] == []
    assert (await Client(server).request("GET", "/api/tables/friends")).status_code == 401
    for c in (ana, ben, cy):
        await c.close()
