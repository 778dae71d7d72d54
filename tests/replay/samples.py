"""A replay file to test with: a toy game played out by random bots."""

from __future__ import annotations

from typing import Any

from meeple.bots import RandomBot, play_game
from meeple.replay import ReplayFile, Seat
from tests.engine.toy import TOY

SEATS = [Seat("Ana"), Seat("Bob", "random"), Seat("Cy", "random")]


def sample_replay(game: Any = TOY, seed: int = 4) -> ReplayFile:
    """The replay of `game` (3 seats) played by random bots from `seed`."""
    record = play_game(game, 3, None, seed, [RandomBot()] * 3, policy_seed=seed)
    return ReplayFile.from_record(record, SEATS)
