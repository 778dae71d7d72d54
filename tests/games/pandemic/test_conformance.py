"""The conformance kit: 120 seeds of the defaults at every player count, 40 of each other choice."""

from __future__ import annotations

import pytest

from meeple.games.pandemic import GAME
from meeple.tools.check import Run, budget, play, uncovered

# The conformance budget `make test` plays (`meeple check pandemic` plays it too;
# `meeple check pandemic --deep` plays 200 seeds of everything).
BUDGET: list[Run] = budget(GAME, seeds=120, option_seeds=40)


@pytest.mark.parametrize("run", BUDGET, ids=lambda r: r.id)
def test_conformance(run: Run) -> None:
    assert play(GAME, run).games == len(run.seeds)


def test_the_budget_plays_every_player_count_and_choice() -> None:
    assert uncovered(GAME, BUDGET) == []
