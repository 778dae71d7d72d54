"""The conformance kit at every player count (2-4) and in the Master variant."""

from __future__ import annotations

import pytest

from meeple.games.alchemists import GAME
from meeple.tools.check import Run, budget, play, uncovered

# The conformance budget `make test` plays (`meeple check alchemists` plays it too;
# `meeple check alchemists --deep` plays 200 seeds of everything). About 30 CPU seconds.
BUDGET: list[Run] = budget(GAME, seeds={2: 12, 3: 8, 4: 8}, option_seeds=4)


@pytest.mark.parametrize("run", BUDGET, ids=lambda r: r.id)
def test_conformance(run: Run) -> None:
    assert play(GAME, run).games == len(run.seeds)


def test_the_budget_plays_every_player_count_and_choice() -> None:
    assert uncovered(GAME, BUDGET) == []
