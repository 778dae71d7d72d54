"""The conformance kit: 60 seeds of the defaults at every player count, 16 games of each other
choice spread over the counts it allows, and one combined hard setup."""

from __future__ import annotations

import pytest

from meeple.games.burglebros import GAME
from meeple.tools.check import Run, budget, play, uncovered

# The conformance budget `make test` plays (`meeple check burglebros` plays it too;
# `meeple check burglebros --deep` plays 200 seeds of everything).
BUDGET: list[Run] = [
    *budget(GAME, seeds=60, option_seeds=16),
    # walls, deadbolts and the Fort Knox job together change the board the most
    Run(2, {"job": "fortknox", "walls": "random", "deadbolts": "per_floor"}, range(5000, 5010)),
]


@pytest.mark.parametrize("run", BUDGET, ids=lambda r: r.id)
def test_conformance(run: Run) -> None:
    assert play(GAME, run).games == len(run.seeds)


def test_the_budget_plays_every_player_count_and_choice() -> None:
    assert uncovered(GAME, BUDGET) == []
