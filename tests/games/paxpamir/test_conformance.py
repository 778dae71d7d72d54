"""The conformance kit at every player count (2-5, and 1-2 against Wakhan)."""

from __future__ import annotations

import pytest

from meeple.games.paxpamir import GAME
from meeple.tools.check import Run, budget, play, uncovered

# The conformance budget `make test` plays (`meeple check paxpamir` plays it too;
# `meeple check paxpamir --deep` plays 200 seeds of everything). Two games with the rulebook's
# reading of ruling (`ruling: rulebook`).
BUDGET: list[Run] = [
    *budget(GAME, seeds={2: 6, 3: 4, 4: 4, 5: 3}, option_seeds=2),
    Run(1, {"wakhan": True}, range(40, 43), 2), Run(2, {"wakhan": True}, range(43, 45), 2)]
"""With Wakhan (the option's own two games of `budget`, and these five): 1 and 2 persons."""


@pytest.mark.parametrize("run", BUDGET, ids=lambda r: r.id)
def test_conformance(run: Run) -> None:
    assert play(GAME, run).games == len(run.seeds)


def test_the_budget_plays_every_player_count_and_choice() -> None:
    assert uncovered(GAME, BUDGET) == []
