"""Entering a piece: which dots and directions are open, and the push itself.

A push from a dot moves the new piece onto the first spot of the ray and shoves
every piece ahead of it one step along the ray, up to the first empty spot.
A ray with no empty spot is full: pushing would shove a piece off the board,
so that direction is closed.
"""

from __future__ import annotations

from operator import itemgetter

from .components import EMPTY
from .geometry import DOTS, ENTRIES, LABELS, LINE_ENDS, LINES

Ray = tuple[int, ...]


_LINES = tuple(zip((itemgetter(*line) for line in LINES), LINE_ENDS, strict=True))
"""For each line: a C-speed reader of its cells (every line has 4 to 7 spots) and its two end dots."""


def is_open(board: list[int], ray: Ray) -> bool:
    """Whether a push along `ray` has room, i.e. the ray has an empty spot."""
    return EMPTY in [board[p] for p in ray]


def open_entries(board: list[int], dot: int) -> list[tuple[int, Ray]]:
    """The (entry spot, ray) pairs of `dot` whose push stays on the board."""
    return [(toward, ray) for toward, ray in ENTRIES[dot] if is_open(board, ray)]


def open_dots(board: list[int]) -> list[int]:
    """The dots with at least one open push, in label order.

    A push is open when its line has an empty spot, and then it is open from both
    ends, so this reads each of the 21 lines once rather than each of the 42 rays.
    """
    opened: set[int] = set()
    for read, ends in _LINES:
        if EMPTY in read(board):
            opened.update(ends)
    return [dot for dot in DOTS if dot in opened]


def ray_toward(dot: int, toward: int) -> Ray | None:
    """The ray from `dot` through the spot `toward`, or None if they are not adjacent that way."""
    for spot, ray in ENTRIES[dot]:
        if spot == toward:
            return ray
    return None


def push(board: list[int], ray: Ray, value: int) -> list[int]:
    """Push `value` in along an open `ray`; return the spots whose content changed, from the edge inward."""
    cells = [board[p] for p in ray]
    gap = cells.index(EMPTY)
    for i in range(gap, 0, -1):
        board[ray[i]] = board[ray[i - 1]]
    board[ray[0]] = value
    return list(ray[: gap + 1])


def blocked_reason(dot: int, toward: int) -> str:
    """Why a push from `dot` toward `toward` is refused when its ray is full."""
    return (
        f"The line from {LABELS[dot]} toward {LABELS[toward]} is full: "
        "the push would shove a piece off the board."
    )
