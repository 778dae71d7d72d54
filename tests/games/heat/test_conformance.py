"""The conformance kit: every player count and every circuit.

Random races are long (a random driver spins out often: 40-60 rounds), so the
budget plays few seeds; `meeple check heat --deep` plays 200 of everything.
"""

from __future__ import annotations

import pytest

from meeple.games.heat import GAME
from meeple.tools.check import Run, budget, play, uncovered

BUDGET: list[Run] = budget(GAME, seeds={1: 3, 2: 2, 3: 1, 4: 1, 5: 1, 6: 1}, option_seeds=2)


@pytest.mark.parametrize("run", BUDGET, ids=lambda r: r.id)
def test_conformance(run: Run) -> None:
    assert play(GAME, run).games == len(run.seeds)


def test_the_budget_plays_every_player_count_and_choice() -> None:
    assert uncovered(GAME, BUDGET) == []
