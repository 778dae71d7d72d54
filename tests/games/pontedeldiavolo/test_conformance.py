"""The conformance kit: 150 seeds (two players only, no options), in slices of 50 for pytest-xdist."""

from __future__ import annotations

import pytest

from meeple.games.pontedeldiavolo import GAME
from meeple.tools.check import Run, budget, play, uncovered

# The conformance budget `make test` plays (`meeple check pontedeldiavolo` plays it too;
# `meeple check pontedeldiavolo --deep` plays 200 seeds of everything).
BUDGET: list[Run] = budget(GAME, seeds=150, option_seeds=0, chunk=50)


@pytest.mark.parametrize("run", BUDGET, ids=lambda r: r.id)
def test_conformance(run: Run) -> None:
    assert play(GAME, run).games == len(run.seeds)


def test_the_budget_plays_every_player_count_and_choice() -> None:
    assert uncovered(GAME, BUDGET) == []
