"""The conformance kit for Wizard, at every player count and with every variant.

Wizard games are long (a 3-player game is 20 rounds, about 700 actions) and the
kit checks views, dumps and determinizations of every seat at every step
(about 0.4 s of CPU per full game), so the seeds are spent where they test the
most and the whole file stays near two minutes on one core:

* the defaults: 50 seeds at each player count (200 full games);
* the bidding variants and foresight change rules within a round, not the
  length of the game, so each is played in 5-round games with 52 seeds (13
  different seeds at each player count), one of them together with foresight,
  and in full-length games with 2 seeds at each player count;
* 5 rounds alone: 52 seeds (13 at each player count);
* the Amigo tournament lengths: 51 seeds (17 at each of 3, 4 and 5 players),
  one with secret prediction at each count.

Variant runs use one determinization per seat and step instead of two.
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.engine import conformance
from meeple.games.wizard import GAME

PLAYER_COUNTS = range(GAME.min_players, GAME.max_players + 1)
DEFAULT_SEEDS = 50
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


def _name(options: dict[str, Any]) -> str:
    return "-".join(f"{k}={v}" for k, v in options.items()) or "alone"


def _seeds(players: int, per_count: int, first_count: int = GAME.min_players) -> range:
    """Different seeds at each player count, so a variant sees per_count x counts distinct seeds."""
    start = (players - first_count) * per_count
    return range(start, start + per_count)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_defaults(players: int) -> None:
    report = conformance.check(GAME, seeds=range(DEFAULT_SEEDS), players=players, options={})
    assert report.games == DEFAULT_SEEDS


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("options", SHORT_SETS, ids=_name)
def test_in_five_rounds(options: dict[str, Any], players: int) -> None:
    seeds = _seeds(players, SHORT_SEEDS_PER_COUNT)
    report = conformance.check(GAME, seeds=seeds, players=players, options={**options, "five_rounds": True},
                               determinizations=1)
    assert report.games == len(seeds)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("options", WITHIN_ROUND_VARIANTS, ids=_name)
def test_full_length(options: dict[str, Any], players: int) -> None:
    seeds = _seeds(players, FULL_SEEDS_PER_COUNT)
    report = conformance.check(GAME, seeds=seeds, players=players, options=options, determinizations=1)
    assert report.games == len(seeds)


@pytest.mark.parametrize("players", (3, 4, 5))
def test_amigo(players: int) -> None:
    seeds = _seeds(players, AMIGO_SEEDS_PER_COUNT)
    sets = [{"amigo": True}, {"amigo": True, "bidding": "secret"}]
    report = conformance.check(GAME, seeds=seeds[:-1], players=players, options=sets[0], determinizations=1)
    report2 = conformance.check(GAME, seeds=seeds[-1:], players=players, options=sets[1], determinizations=1)
    assert report.games + report2.games == AMIGO_SEEDS_PER_COUNT


def test_every_declared_choice_is_covered() -> None:
    """Each non-default choice of every option is among the sets played above."""
    played = [*SHORT_SETS, {"five_rounds": True}, {"amigo": True}]
    covered = {(k, v) for o in played for k, v in o.items()}
    declared = {(o.id, v) for o in GAME.options for v in o.values if v != o.default}
    assert declared <= covered
