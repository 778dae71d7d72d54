"""The conformance kit at every player count, in both modes."""

from __future__ import annotations

import pytest

from meeple.games.roomtwentyfive import GAME
from meeple.tools.check import Run, budget, play, uncovered

# The conformance budget `make test` plays (`meeple check roomtwentyfive --deep` plays 200 seeds of everything).
BUDGET: list[Run] = [
    *budget(GAME, seeds=8, option_seeds=6),
    # Everything at once in Cooperation: talents, reminders and the Madness M.A.C. cards.
    Run(2, {"talents": True, "reminders": True, "mac": "madness"}, range(905, 908)),
    Run(6, {"talents": True, "reminders": True, "mac": "madness"}, range(908, 910)),
    # The "Madness Level" Solo the page names: one player, four characters, the Madness cards.
    Run(1, {"mac": "madness"}, range(910, 912)),
    # Talents with hidden guards: Alice hiding, Emmett's locks and Sarah's sabotage against a traitor.
    Run(5, {"mode": "suspicion", "talents": True}, range(900, 903)),
    Run(8, {"mode": "suspicion", "talents": True, "reminders": True}, range(903, 905)),
]


@pytest.mark.parametrize("run", BUDGET, ids=lambda r: r.id)
def test_conformance(run: Run) -> None:
    assert play(GAME, run).games == len(run.seeds)


def test_the_budget_plays_every_player_count_and_choice() -> None:
    assert uncovered(GAME, BUDGET) == []
