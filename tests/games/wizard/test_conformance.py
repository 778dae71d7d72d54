"""The conformance kit for Wizard, at every player count and with every variant.

Wizard games are long (a 3-player game is 20 rounds, about 700 actions) and the
kit checks views, dumps and determinizations of every seat at every step
(about 0.35 s of CPU per full game), so the seeds are spent where they test the
most and the whole budget stays under a minute on one core:

* the defaults: 30 seeds at each player count (120 full games);
* the bidding variants and foresight change rules within a round, not the
  length of the game, so each is played in 5-round games with 52 seeds (13
  different seeds at each player count), one of them together with foresight,
  and in full-length games with 2 seeds at each player count;
* 5 rounds alone: 52 seeds (13 at each player count);
* the Amigo tournament lengths: 51 seeds (17 at each of 3, 4 and 5 players),
  one with secret prediction at each count.

Variant runs use one determinization per seat and step instead of two.
`meeple check wizard` plays this budget; `meeple check wizard --deep` plays 200
seeds of every count and choice.
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.games.wizard import GAME
from meeple.tools.check import Run, play, uncovered

PLAYER_COUNTS = range(GAME.min_players, GAME.max_players + 1)
DEFAULT_SEEDS = 30
SHORT_SEEDS_PER_COUNT = 13
FULL_SEEDS_PER_COUNT = 2
AMIGO_SEEDS_PER_COUNT = 17

WITHIN_ROUND_VARIANTS: list[dict[str, Any]] = [
    {"bidding": "hidden"},
    {"bidding": "plus_minus_one"},
    {"bidding": "secret"},
    {"foresight": True},
]
SHORT_SETS = [*WITHIN_ROUND_VARIANTS, {"bidding": "secret", "foresight": True}, {}]


def _seeds(players: int, per_count: int) -> range:
    """Different seeds at each player count, so a variant sees per_count x counts distinct seeds."""
    start = (players - GAME.min_players) * per_count
    return range(start, start + per_count)


def _amigo(players: int) -> list[Run]:
    seeds = _seeds(players, AMIGO_SEEDS_PER_COUNT)
    return [
        Run(players, {"amigo": True}, seeds[:-1], determinizations=1),
        Run(players, {"amigo": True, "bidding": "secret"}, seeds[-1:], determinizations=1),
    ]


BUDGET: list[Run] = [
    *(Run(n, {}, range(DEFAULT_SEEDS)) for n in PLAYER_COUNTS),
    *(Run(n, {**o, "five_rounds": True}, _seeds(n, SHORT_SEEDS_PER_COUNT), determinizations=1)
      for o in SHORT_SETS for n in PLAYER_COUNTS),
    *(Run(n, o, _seeds(n, FULL_SEEDS_PER_COUNT), determinizations=1)
      for o in WITHIN_ROUND_VARIANTS for n in PLAYER_COUNTS),
    *(run for n in (3, 4, 5) for run in _amigo(n)),
]


@pytest.mark.parametrize("run", BUDGET, ids=lambda r: r.id)
def test_conformance(run: Run) -> None:
    assert play(GAME, run).games == len(run.seeds)


def test_the_budget_plays_every_player_count_and_choice() -> None:
    assert uncovered(GAME, BUDGET) == []
