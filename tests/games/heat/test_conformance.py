"""The conformance kit: every player count, every circuit and every Legends choice.

Random races are long (a random driver spins out often: 40-60 rounds), so the
budget plays few seeds; `meeple check heat --deep` plays 200 of everything.
The Legends choices are played by hand-made runs instead of the kit's
one-option-at-a-time ones: "fill to N" only adds Legends below N drivers, and
Pro and Aggressive Legends change nothing without Legends (Aggressive Legends
is played on Great Britain, the circuit with chevrons). The Garage (3 drivers
in the kit's own run) is also played by four drivers on Italy
and by one driver against Legends (who draft nothing).
"""

from __future__ import annotations

import pytest

from meeple.games.heat import GAME
from meeple.tools.check import Run, budget, play, uncovered

LEGEND_OPTIONS = ("legends", "legend_pro", "aggressive_legends")
_KIT = budget(GAME, seeds={1: 3, 2: 2, 3: 1, 4: 1, 5: 1, 6: 1}, option_seeds=1)
_LEGEND_RUNS = [
    Run(1, {"legends": 4, "legend_pro": 1}, range(500, 501), 2),
    Run(2, {"legends": 3, "legend_pro": 2, "track": "italy"}, range(501, 502), 2),
    Run(1, {"legends": 6, "legend_pro": 3, "track": "france"}, range(502, 503), 2),
    Run(3, {"legends": 5, "legend_pro": 4}, range(503, 504), 2),
    Run(1, {"legends": 2, "legend_pro": 5, "track": "gb"}, range(504, 505), 2),
    Run(1, {"legends": 6, "aggressive_legends": True, "track": "gb"}, range(505, 507), 2),
    Run(4, {"legends": 6, "aggressive_legends": True, "track": "gb"}, range(507, 508), 2),
]
_GARAGE_RUNS = [
    Run(4, {"garage": True, "track": "italy"}, range(600, 601), 2),
    Run(1, {"garage": True, "legends": 4}, range(601, 602), 2),
]
BUDGET: list[Run] = [r for r in _KIT if not set(r.options) & set(LEGEND_OPTIONS)] + _LEGEND_RUNS + _GARAGE_RUNS


@pytest.mark.parametrize("run", BUDGET, ids=lambda r: r.id)
def test_conformance(run: Run) -> None:
    assert play(GAME, run).games == len(run.seeds)


def test_the_budget_plays_every_player_count_and_choice() -> None:
    assert uncovered(GAME, BUDGET) == []
