"""Named positions for the Refuge scenario tests, built field by field (no lucky seeds).

Draws pick at random from a bag, so a position that must draw given tiles
holds exactly those tiles in the bag.
"""

from __future__ import annotations

from typing import Any

from meeple.games.refuge import GAME
from meeple.games.refuge.components import BY_NAME
from meeple.games.refuge.state import RefugeState


def tiles(*names: str) -> list[int]:
    """Tile indexes, sorted like a bag."""
    return sorted(BY_NAME[n] for n in names)


def table(players: int = 2, **fields: Any) -> RefugeState:
    """A fresh table for `players` (everyone owes the first decision) with fields overwritten."""
    state = GAME.setup(players, {}, 0)
    for name, value in fields.items():
        if not hasattr(state, name):
            raise AttributeError(f"RefugeState has no field {name!r}")
        setattr(state, name, value)
    return state


def drawn(*names: str, players: int = 2, **fields: Any) -> RefugeState:
    """Seat 0 draws exactly `names` (its whole bag) while every other seat returns home with an empty
    path; the position right after the reveal."""
    state = table(players, **fields)
    state.bags[0] = tiles(*names)
    for other in range(1, players):
        GAME.apply(state, other, {"type": "return"})
    GAME.apply(state, 0, {"type": "draw"})
    return state


def walking_pair(**fields: Any) -> RefugeState:
    """Two players both drawing this turn: seat 0 draws stile + glade, seat 1 draws trail + pond."""
    state = table(2, **fields)
    state.bags[0] = tiles("stile", "glade")
    state.bags[1] = tiles("trail", "pond")
    return state
