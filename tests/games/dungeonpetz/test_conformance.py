"""The conformance kit at every player count and option."""

from __future__ import annotations

import pytest

from meeple.games.dungeonpetz import GAME
from meeple.tools.check import Run, budget, play, uncovered

# The conformance budget `make test` plays (`meeple check dungeonpetz --deep` plays 200 seeds of everything).
BUDGET: list[Run] = budget(GAME, seeds=4, option_seeds=3)


@pytest.mark.parametrize("run", BUDGET, ids=lambda r: r.id)
def test_conformance(run: Run) -> None:
    assert play(GAME, run).games == len(run.seeds)


def test_the_budget_plays_every_player_count_and_choice() -> None:
    assert uncovered(GAME, BUDGET) == []
