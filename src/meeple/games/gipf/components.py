"""The GIPF pieces and their board values, the colours, variants, starting points and the draw bound.

A board holds one small int per point (dots always stay empty):
0 empty, 1 white piece, 2 black piece, 3 white GIPF, 4 black GIPF. Seat 0
plays white and moves first; seat 1 plays black. A GIPF is a stack of two
pieces: it costs two from the reserve and is worth two when removed.
"""

from __future__ import annotations

EMPTY = 0
SYMBOLS = ".wbWB"
"""How a board value is written in dumps, views and diagrams (capital = GIPF)."""

OWNER: tuple[int, ...] = (-1, 0, 1, 0, 1)
WEIGHT: tuple[int, ...] = (0, 1, 1, 2, 2)
"""WEIGHT[v]: how many pieces the stack on a point is (a GIPF counts two)."""

COLOUR = ("White", "Black")
VARIANTS = ("standard", "basic", "tournament")
START_POINTS = (("b5", "e2", "h5"), ("b2", "e8", "h2"))
"""The published starting position: white on three alternate corners of the play area, black on the others."""

QUIET_LIMIT = 100
"""Turns in a row without a capture after which the game is drawn (a safety bound of ours)."""


def piece(seat: int, gipf: bool) -> int:
    """The board value of a seat's single piece or GIPF."""
    return seat + (3 if gipf else 1)


def is_gipf(value: int) -> bool:
    """Whether a board value is a GIPF (a stack of two)."""
    return value >= 3
