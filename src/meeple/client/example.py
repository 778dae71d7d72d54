"""An example bot: `python -m meeple.client.example --server URL --token T`.

It listens to its account's event stream, accepts every challenge to a game the server has (declining
the rest, saying why), and plays each game it is seated at by picking at random among the legal actions
that every state push carries: so it plays any of the server's games without knowing a rule.
`--games N` stops it after N finished games (for tests and demos); by default it runs until stopped.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import sys
from typing import Any

from .api import ApiError, MeepleClient
from .table import TableState

log = logging.getLogger("meeple.client.example")


class ExampleBot:
    """Accept challenges, play every started game at random, count the finished ones."""

    def __init__(self, client: MeepleClient, games: int | None, seed: int | None = None) -> None:
        self.client = client
        self.games_left = games
        self.rng = random.Random(seed)
        self.playing: dict[str, asyncio.Task[None]] = {}
        self.known_games: set[str] = set()

    def choose(self, state: TableState) -> dict[str, Any]:
        """Any legal action: the server's list is the whole of the rules a bot needs."""
        return self.rng.choice(state.legal)

    async def run(self) -> None:
        """Until `games` games are finished (or for ever)."""
        self.known_games = {g["id"] for g in await self.client.games()}
        log.info("%s is listening for challenges", self.client.me["username"])
        async for event in self.client.events():
            await self.on_event(event)
            if self.games_left is not None and self.games_left <= 0:
                break
        await asyncio.gather(*self.playing.values(), return_exceptions=True)

    async def on_event(self, event: dict[str, Any]) -> None:
        """React to one event of the stream."""
        kind = event["type"]
        if kind == "challenge":
            await self.on_challenge(event["challenge"])
        elif kind == "gameStart":
            table = event["game"]["table"]
            if table not in self.playing:
                self.playing[table] = asyncio.get_running_loop().create_task(self.play(table))
        elif kind == "gameFinish":
            log.info("table %s ended: %s", event["game"]["table"], event["game"].get("outcome"))
            if self.games_left is not None and event["game"]["table"] in self.playing:
                await self.playing[event["game"]["table"]]
                self.games_left -= 1

    async def on_challenge(self, challenge: dict[str, Any]) -> None:
        """Accept a challenge addressed to this bot when it knows the game; decline it otherwise."""
        if challenge["dest_user"]["id"] != self.client.me["id"] or challenge["status"] != "created":
            return
        try:
            if challenge["game"] not in self.known_games:
                await self.client.decline(challenge["id"], "game")
                return
            accepted = await self.client.accept(challenge["id"])
            log.info("accepted %s from %s: table %s", challenge["game"], challenge["challenger"]["name"],
                     accepted["table"]["id"])
        except ApiError as exc:  # canceled or expired meanwhile: nothing to do
            log.info("challenge %s: %s", challenge["id"], exc)

    async def play(self, table_id: str) -> None:
        """Play one table to its end."""
        final = await self.client.play(table_id, self.choose)
        log.info("table %s finished at version %d", table_id, final.v)


async def main_async(server: str, token: str, games: int | None, seed: int | None) -> None:
    """Connect and run the bot."""
    async with MeepleClient(server, token) as client:
        await ExampleBot(client, games, seed).run()


def main(argv: list[str] | None = None) -> int:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m meeple.client.example", description=__doc__.split("\n")[0])
    parser.add_argument("--server", required=True, help="the server's address, http://host:port")
    parser.add_argument("--token", required=True, help="a personal API token of the bot's account")
    parser.add_argument("--games", type=int, default=None, help="stop after this many finished games")
    parser.add_argument("--seed", type=int, default=None, help="seed of the random choices")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    try:
        asyncio.run(main_async(args.server, args.token, args.games, args.seed))
    except ApiError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
