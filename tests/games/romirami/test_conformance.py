"""The conformance kit: seeds at every player count (Romi Rami has no options)."""

from __future__ import annotations

import pytest

from meeple.games.romirami import GAME
from meeple.tools.check import Run, budget, play, uncovered

# The conformance budget `make test` plays (`meeple check romirami` plays it too;
# `meeple check romirami --deep` plays 200 seeds of everything). About 15 CPU-s.
BUDGET: list[Run] = budget(GAME, seeds=25, option_seeds=0)


@pytest.mark.parametrize("run", BUDGET, ids=lambda r: r.id)
def test_conformance(run: Run) -> None:
    assert play(GAME, run).games == len(run.seeds)


def test_the_budget_plays_every_player_count_and_choice() -> None:
    assert uncovered(GAME, BUDGET) == []
