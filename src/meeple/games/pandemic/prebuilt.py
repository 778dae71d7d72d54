"""Every action object the legal lists are made of, built once and shared (never changed).

The rules list these very dicts (`legal.shared_actions`, what the bots and
`apply` read, see the engine's `legal_tuple`); `legal.legal_actions` hands out
fresh copies. A table per action type, indexed by what the action names: a
city, a card, a colour, a seat or a role.

>>> DRIVE[0] == {"type": "drive", "city": CITY_NAMES[0]}, GIVE[3][1]["seat"]
(True, 1)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .components import CARD_NAMES, ROLE_NAMES
from .map import CITY_COUNT, CITY_NAMES, COLOURS, NEIGHBOURS

Action = dict[str, Any]

MAX_SEATS = 4


def _each(kind: str, field: str, values: Iterable[object]) -> tuple[Action, ...]:
    """One action of type `kind` per value of its one field."""
    return tuple({"type": kind, field: v} for v in values)


ONLY: dict[str, Action] = {
    kind: {"type": kind}
    for kind in ("charter", "build", "pass", "draw", "epidemic", "intensify", "infect", "accept", "refuse")
}
"""The actions without a field."""

DRIVE, DIRECT, SHUTTLE, JOIN, FLY, BUILD_AT, REMOVE_STATION = (
    _each(kind, "city", CITY_NAMES)
    for kind in ("drive", "direct", "shuttle", "join", "fly", "build_at", "remove_station")
)
"""Indexed by city."""
OPS_MOVE, KEEP, FORECAST_CARD, REMOVE_CARD = (
    _each(kind, "card", CITY_NAMES) for kind in ("ops_move", "keep", "forecast", "remove_card")
)
"""Indexed by city card."""
EVENT, DISCARD, PLAN = (_each(kind, "card", CARD_NAMES) for kind in ("event", "discard", "plan"))
"""Indexed by card."""
TREAT, CURE = (_each(kind, "colour", COLOURS) for kind in ("treat", "cure"))
"""Indexed by colour."""
DISPATCH, PAWN = (_each(kind, "seat", range(MAX_SEATS)) for kind in ("dispatch", "pawn"))
"""Indexed by seat."""
ROLE = _each("role", "role", ROLE_NAMES)
"""Indexed by role."""
GIVE, TAKE = (
    tuple(tuple({"type": kind, "card": name, "seat": s} for s in range(MAX_SEATS)) for name in CITY_NAMES)
    for kind in ("give", "take")
)
"""Indexed by city card, then the other seat."""

DRIVES_FROM: tuple[tuple[Action, ...], ...] = tuple(
    tuple(DRIVE[c] for c in NEIGHBOURS[here]) for here in range(CITY_COUNT)
)
"""DRIVES_FROM[here]: the drive/ferry to each neighbour, in map order."""
FLIGHTS_FROM: tuple[tuple[Action, ...], ...] = tuple(
    tuple(FLY[c] for c in range(CITY_COUNT) if c != here) for here in range(CITY_COUNT)
)
"""FLIGHTS_FROM[here]: a flight to every other city, in city order."""
