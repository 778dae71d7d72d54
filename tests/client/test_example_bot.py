"""`meeple.client` against a live server: the example bot's command line accepts a challenge and plays a whole game.

On both databases. The game is Claim, whose games are always 52 moves long, so the run stays short even on
PostgreSQL, where each stored move waits for a commit to disk; test_every_game.py plays every game.
"""

from __future__ import annotations

import asyncio
import os
import random
import sys

import pytest

from meeple.client import ApiError, MeepleClient, TableState
from tests.server.harness import Running

from .accounts import account_with_token

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_the_example_bot_accepts_a_challenge_and_finishes_a_game(server: Running) -> None:
    bot_user, bot_token = await account_with_token(server, bot=True)
    me_user, my_token = await account_with_token(server)
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "meeple.client.example", "--server", server.base, "--token", bot_token,
        "--games", "1", "--seed", "3", stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
        env=os.environ.copy())
    rng = random.Random(4)
    try:
        async with MeepleClient(server.base, my_token) as me:
            assert me.me["username"] == me_user.user["username"]
            events = me.events()
            sent = await me.challenge(bot_user.user["username"], "claim", players=2)
            assert sent["status"] == "created"
            async for event in events:
                if event["type"] == "gameStart":
                    break
            assert event["game"]["table"]
            final = await asyncio.wait_for(me.play(event["game"]["table"], lambda s: rng.choice(s.legal)), 120)
            await events.aclose()
        assert isinstance(final, TableState) and final.status == "finished" and final.outcome
        assert await asyncio.wait_for(process.wait(), 60) == 0
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    output = (await process.stdout.read()).decode() if process.stdout else ""
    assert "accepted claim" in output and "finished at version" in output, output
    record = await me_user.get(f"/api/tables/{event['game']['table']}")
    assert record["table"]["status"] == "finished"
    for c in (bot_user, me_user):
        await c.close()


async def test_the_client_says_what_the_server_refused(server: Running) -> None:
    with pytest.raises(ApiError) as bad:
        async with MeepleClient(server.base, "not-a-token"):
            pass
    assert bad.value.status == 401 and bad.value.code == "bad_token"
    user, token = await account_with_token(server)
    async with MeepleClient(server.base, token) as client:
        with pytest.raises(ApiError) as unknown:
            await client.challenge("nobody-at-all", "pickomino")
        assert (unknown.value.status, unknown.value.code) == (404, "unknown_user")
        assert len(await client.games()) == 19
        assert await client.open_tables(game="skull", open_seats=6) == []
    with pytest.raises(ValueError, match="http"):
        MeepleClient("ftp://example", token)
    await user.close()


async def test_the_client_invites_and_declines_an_invitation(server: Running) -> None:
    host, host_token = await account_with_token(server)
    guest, guest_token = await account_with_token(server, bot=True)
    async with MeepleClient(server.base, host_token) as inviting, MeepleClient(server.base, guest_token) as invited:
        table = (await inviting.request("POST", "/api/tables", {"game": "pickomino", "players": 3}))["table"]
        with pytest.raises(ApiError) as nothing:
            await invited.decline_invitation(table["id"])
        assert (nothing.value.status, nothing.value.code) == (404, "unknown_invitation")
        standing = await inviting.challenge(guest.user["username"], "claim")
        events = inviting.events()  # connected once its first event, the standing challenge, has come
        assert (await asyncio.wait_for(anext(events), 10))["challenge"]["id"] == standing["id"]
        assert (await inviting.invite(table["id"], guest.user["username"]))["invited"]["id"] == guest.user["id"]
        declined = await invited.decline_invitation(table["id"], "noBot")
        assert declined["declined"] == [{"id": host.user["id"], "name": host.user["username"]}]
        while (event := await asyncio.wait_for(anext(events), 10))["type"] != "invitationDeclined":
            pass
        await events.aclose()
        assert event["invitation"]["decline_reason"] == "noBot" and event["invitation"]["to"]["id"] == guest.user["id"]
    for c in (host, guest):
        await c.close()
