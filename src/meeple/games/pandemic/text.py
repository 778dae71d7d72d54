"""How events and menus name seats, cities, cards and colours."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from meeple.engine import seat_name

from .components import CARD_NAMES, ROLE_NAMES
from .map import CITY_NAMES, COLOURS
from .state import PandemicState

WITH_ROLE: tuple[tuple[str, ...], ...] = tuple(
    tuple(f"{seat_name(seat)} ({name})" for name in ROLE_NAMES) for seat in range(4)
)
"""WITH_ROLE[seat][role]: how events name a seat once its role is known (`who`), written once."""


T = TypeVar("T")


def per_seat_and_role(make: Callable[[int, str], T]) -> tuple[tuple[T, ...], ...]:
    """`make(seat, name)` for every seat and role, as a table [seat][role], where `name` is `who` the seat
    is with that role: for events built once that name a seat (a game's role is known at every step but
    the role choice)."""
    return tuple(tuple(make(seat, name) for name in names) for seat, names in enumerate(WITH_ROLE))


def who(state: PandemicState, seat: int) -> str:
    """`{p0}`, followed by the seat's role once roles are known: "{p0} (Medic)"."""
    role = state.roles[seat] if seat < len(state.roles) else None
    return seat_name(seat) if role is None else WITH_ROLE[seat][role]


def city(c: int) -> str:
    """A city's name."""
    return CITY_NAMES[c]


def card(c: int) -> str:
    """A card's name."""
    return CARD_NAMES[c]


def colour(k: int) -> str:
    """A colour's name."""
    return COLOURS[k]


def listing(items: list[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
