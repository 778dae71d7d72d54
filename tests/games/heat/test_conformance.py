"""The conformance kit: every player count, every circuit and every Legends choice.

Random races are long (a random driver spins out often: 40-60 rounds), so the
budget plays few seeds; `meeple check heat --deep` plays 200 of everything.
The Legends choices are played by hand-made runs instead of the kit's
one-option-at-a-time ones: "fill to N" only adds Legends below N drivers, and
Pro and Aggressive Legends change nothing without Legends (Aggressive Legends
is played on Great Britain, the circuit with chevrons). The Garage (1 driver
in the kit's own run) is also played by three drivers, four drivers on Italy
and by one driver against Legends (who draft nothing). The expansion circuits
are played by few drivers (their features need no crowd; a six-car race on
Spain's 109 spaces costs more than the whole set below): flooded Japan by two,
Mexico's chicanes by one against Legends, tunnelled Spain by two with the
Garage (Reduce Stress and Refresh in tunnels), the Netherlands' double chevron
by Aggressive Legends. Weather (2 drivers in the kit's own run) is played at every other player count,
with the Legends (one driver against five Aggressive Legends), the Garage (three drivers) and a chicane
circuit (four on Japan); five and six drivers with one determinization, the costliest races of the set.
The Championship plays each season once (a whole season of 3-4 races is one game, about 1-3.5 CPU
seconds each), with the Weather and Legends, the Garage (one more upgrade per race) and six cars.
The expansions' upgrades (which change nothing without the Garage or a Championship) are played by
three drivers with the Garage, four on the Netherlands with the Garage and six-car Legends, and in the
1965 season by two drivers with the Garage (their sponsorship cards too); the kit's own run of the flag
alone is left out, and the Weather run it moved off two drivers is played by hand.
"""

from __future__ import annotations

import pytest

from meeple.games.heat import GAME
from meeple.tools.check import Run, budget, play, uncovered

LEGEND_OPTIONS = ("legends", "legend_pro", "aggressive_legends")
EXPANSION_TRACKS = ("japan", "mexico", "spain", "netherlands")
_KIT = [r for r in budget(GAME, seeds={1: 3, 2: 2, 3: 1, 4: 1, 5: 1, 6: 1}, option_seeds=1)
        if r.options.get("track") not in EXPANSION_TRACKS and "championship" not in r.options
        and "expansion_upgrades" not in r.options and "weather" not in r.options]
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
    Run(3, {"garage": True}, range(602, 603), 2),
    Run(4, {"garage": True, "track": "italy"}, range(600, 601), 2),
    Run(1, {"garage": True, "legends": 4}, range(601, 602), 2),
]
_TRACK_RUNS = [
    Run(2, {"track": "japan"}, range(700, 701), 2),
    Run(1, {"track": "mexico", "legends": 3}, range(701, 702), 2),
    Run(2, {"track": "spain", "garage": True}, range(702, 703), 2),
    Run(1, {"track": "netherlands", "legends": 6, "aggressive_legends": True}, range(703, 704), 2),
]
_WEATHER_RUNS = [
    Run(2, {"weather": True}, range(28, 29), 2),
    Run(1, {"weather": True, "legends": 6, "aggressive_legends": True, "track": "gb"}, range(800, 801), 2),
    Run(3, {"weather": True, "garage": True}, range(801, 802), 2),
    Run(4, {"weather": True, "track": "japan"}, range(802, 803), 2),
    Run(5, {"weather": True}, range(809, 810), 1),
    Run(6, {"weather": True}, range(810, 811), 1),
]
_CHAMPIONSHIP_RUNS = [
    Run(2, {"championship": "1961"}, range(900, 901), 1),
    Run(1, {"championship": "1964", "weather": True, "legends": 3}, range(901, 902), 1),
    Run(3, {"championship": "1962", "garage": True}, range(902, 903), 1),
    Run(2, {"championship": "1965"}, range(903, 904), 1),
    Run(4, {"championship": "1963", "legends": 6}, range(904, 905), 1),
]
_EXPANSION_UPGRADE_RUNS = [
    Run(3, {"garage": True, "expansion_upgrades": True}, range(1000, 1001), 2),
    Run(4, {"garage": True, "expansion_upgrades": True, "track": "netherlands", "legends": 6}, range(1001, 1002), 2),
    Run(2, {"championship": "1965", "garage": True, "expansion_upgrades": True}, range(1002, 1003), 1),
]
BUDGET: list[Run] = ([r for r in _KIT if not set(r.options) & set(LEGEND_OPTIONS)] + _LEGEND_RUNS + _GARAGE_RUNS
                     + _TRACK_RUNS + _WEATHER_RUNS + _CHAMPIONSHIP_RUNS + _EXPANSION_UPGRADE_RUNS)


@pytest.mark.parametrize("run", BUDGET, ids=lambda r: r.id)
def test_conformance(run: Run) -> None:
    assert play(GAME, run).games == len(run.seeds)


def test_the_budget_plays_every_player_count_and_choice() -> None:
    assert uncovered(GAME, BUDGET) == []
