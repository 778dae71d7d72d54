"""A table may ask for a minimum reputation or rank to join; profiles of unknown players are 404."""

from __future__ import annotations

import pytest
from sqlalchemy import update

from meeple.arena.ratings import START
from meeple.store.schema import users

from .arena_helpers import set_rating
from .harness import Client, Running

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_minimum_reputation_and_rank(server: Running) -> None:
    host, newcomer = await Client(server).guest(), await Client(server).guest()
    t = await host.new_table("toy", 2, min_reputation=80)
    assert t["min_reputation"] == 80 and t["min_rank"] is None
    refused = await newcomer.request("POST", f"/api/tables/{t['id']}/join", json={})
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "reputation_too_low"
    await server.services.db.write(
        lambda conn: conn.execute(update(users).where(users.c.id == newcomer.user["id"]).values(reputation=80))
    )
    await newcomer.post(f"/api/tables/{t['id']}/join", {}, expect=200)

    ranked = await host.new_table("toy", 2, ranked=True, min_rank=100)
    refused = await newcomer.request("POST", f"/api/tables/{ranked['id']}/join", json={})
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "rank_too_low"
    await set_rating(server, newcomer.user["id"], "toy", START + 100)
    await newcomer.post(f"/api/tables/{ranked['id']}/join", {}, expect=200)
    for c in (host, newcomer):
        await c.close()


async def test_profile_of_a_new_player_and_of_nobody(server: Running) -> None:
    c = await Client(server).guest()
    me = await c.get(f"/api/players/{c.user['username']}")
    assert me == {"name": c.user["username"], "user_id": c.user["id"], "reputation": 75, "played": 0, "won": 0,
                  "left": 0, "clock_penalties": 0, "ratings": []}
    missing = await c.request("GET", "/api/players/nobody-at-all")
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "not_found"
    await c.close()
