"""Issue #23's "done when", game by game: a bot written on `meeple.client` is challenged by name, accepts,
plays and finishes every game of the arena, driven only by its event stream and the state pushes.

One live server offering every installed game, as a real one does. The example bot (`ExampleBot`, the code
behind `python -m meeple.client.example`) runs on a bot account with a `read`+`play` token and never polls:
it learns of the challenge and of the game's start from its event stream, and plays from each push's
`legal` list. The challenger is a second `MeepleClient` that plays the other seat the same way; a game for
three or more players gets random arena bots in its other seats. Every game is played to its real end
with its default options. On SQLite only: the client never sees the database, and the example bot's own
test (test_example_bot.py) and the event stream's (tests/server/test_event_stream.py) run on PostgreSQL.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest
import pytest_asyncio

from meeple import games
from meeple.client import MeepleClient
from meeple.client.example import ExampleBot
from tests.server.harness import Running, every_game_settings, running_server
from tests.store.databases import fresh_database

from .accounts import account_with_token

pytestmark = pytest.mark.asyncio(loop_scope="module")

GAMES = sorted(games.ids())
GAME_BUDGET_S = 120.0  # a hang fails the game; a whole random game takes a few seconds at most


@dataclass
class Arena:
    """The server, the example bot's account and running bot, and a challenger's client."""

    server: Running
    bot_name: str
    bot: ExampleBot
    challenger: MeepleClient


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def arena(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Arena]:
    """Every game on one SQLite server; the example bot listening on its stream for the whole module."""
    async with fresh_database("sqlite", tmp_path_factory.mktemp("db")) as url, \
            running_server(every_game_settings(url)) as server:
        bot_user, bot_token = await account_with_token(server, bot=True)
        me_user, my_token = await account_with_token(server)
        async with MeepleClient(server.base, bot_token) as bot_client, \
                MeepleClient(server.base, my_token) as challenger:
            bot = ExampleBot(bot_client, games=None, seed=23)
            listening = asyncio.get_running_loop().create_task(bot.run())
            try:
                yield Arena(server, bot_user.user["username"], bot, challenger)
            finally:
                listening.cancel()
                await asyncio.gather(listening, *bot.playing.values(), return_exceptions=True)
        for c in (bot_user, me_user):
            await c.close()


async def test_the_bot_plays_every_game_of_the_arena() -> None:
    """The list below is the registry's: a game added to the arena is played here too."""
    assert len(GAMES) == 19


@pytest.mark.parametrize("game_id", GAMES)
async def test_challenged_by_name_the_example_bot_finishes_the_game(arena: Arena, game_id: str) -> None:
    game = games.get(game_id)
    players = max(2, game.min_players)
    me, rng = arena.challenger, random.Random(game_id)
    events = me.events()
    try:
        sent = await me.challenge(arena.bot_name, game_id, players=players, seat=0,
                                  bots=["random"] * (players - 2))
        async for event in events:  # no polling: the game's start comes on my stream once the bot accepted
            if event["type"] == "gameStart" and event["game"]["game"] == game_id:
                break
        table = event["game"]["table"]
        assert event["game"]["seat"] == 0 and event["game"]["status"] == "playing"
        final = await asyncio.wait_for(me.play(table, lambda s: rng.choice(s.legal)), GAME_BUDGET_S)
        async for event in events:
            if event["type"] == "gameFinish" and event["game"]["table"] == table:
                break
    finally:
        await events.aclose()
    assert final.status == "finished" and final.outcome is not None and final.v > 0
    assert event["game"]["status"] == "finished" and event["game"]["outcome"] == final.outcome
    await asyncio.wait_for(arena.bot.playing[table], GAME_BUDGET_S)  # the bot's own play ended without error
    record = (await me.request("GET", f"/api/tables/{table}"))["table"]
    assert record["status"] == "finished" and record["neutralized"] is False  # nobody was late or skipped
    bot_seats = [s for s in record["seats"] if s.get("user_id") == arena.bot.client.me["id"]]
    assert len(bot_seats) == 1 and bot_seats[0]["bot_account"] is True  # marked as a bot at its seat
    assert (await me.request("GET", f"/api/challenge/{sent['id']}"))["challenge"]["table"] == table
