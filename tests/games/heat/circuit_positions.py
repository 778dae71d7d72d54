"""Named positions on the expansion circuits (Japan, Mexico, Spain, the Netherlands), for test_circuits.py.

Japan: flooded spaces 6-11, 39-45, 50-55; a chicane of two limit-4 lines after spaces 10 and 12.
Spain: tunnel spaces 17-24, 38-42, 46-49, 62-71, 80-88; corner lines after 11 (limit 5) and 15 (4).
The Netherlands: corner lines after 9 and 13 (a limit-5 chicane) and 16 (limit 3); corner line 1 has a
chevron reaching 3 spaces back and a double chevron reaching 1.
"""

from __future__ import annotations

from meeple.games.heat.state import HeatState

from .positions import car, legend, race, with_garage, with_legends


def japan_flooded(gear: int = 3, engine: int = 6, pos: int = 8) -> HeatState:
    """Japan: one driver on space 8 (flooded, before the chicane after spaces 10 and 12) in `gear`."""
    return race([car(0, pos, gear=gear, engine=engine)], track="japan")


def japan_dry(gear: int = 3, engine: int = 6) -> HeatState:
    """Japan: one driver on space 20 (dry: after the flooded run 6-11) in `gear`."""
    return race([car(0, 20, gear=gear, engine=engine)], track="japan")


def japan_two_drivers_one_flooded() -> HeatState:
    """Japan: seat 0 on space 30 (dry), seat 1 on space 8 (flooded) in gear 3 with an empty Engine."""
    return race([car(0, 30), car(1, 8, gear=3, engine=0)], track="japan")


def japan_before_the_chicane(engine: int) -> HeatState:
    """Japan: one driver on space 8 in gear 2 holding two 4s and a 3: speed 7 crosses both chicane lines."""
    return race([car(0, 8, gear=2, engine=engine, hand=["4", "3", "1", "1", "2", "2", "H"])], track="japan")


def spain_before_a_tunnel(pos: int = 14, hand: list[str] | None = None) -> HeatState:
    """Spain: one driver in gear 1 on space `pos` (14: the straight before the tunnel of spaces 17-24)."""
    return race([car(0, pos, hand=hand or ["4", "H", "1", "2", "2", "3", "3"])], track="spain")


def spain_garage_before_a_tunnel(hand: list[str]) -> HeatState:
    """Spain with the Garage: one driver in gear 1 on space 14 holding `hand` (upgrade codes of upgrades.py)."""
    return with_garage(spain_before_a_tunnel(hand=hand))


def netherlands_legend_on_the_double_chevron(aggressive: bool, pos: int = 9) -> HeatState:
    """The Netherlands: a Legend (car 1, Legend card 0: diamond 3) on space `pos`, the driver on space 1.
    From space 9 (just before corner line 1) a limit-5 + 3 move crosses the lines after 9, 13 and 16."""
    return with_legends(race([car(0, 1), legend(pos)], track="netherlands"), [0], aggressive=aggressive)
