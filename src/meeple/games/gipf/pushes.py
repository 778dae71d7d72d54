"""Entering a piece: which dots and directions are open, and the push itself.

A push from a dot moves the new piece onto the first spot of the ray and shoves
every piece ahead of it one step along the ray, up to the first empty spot.
A ray with no empty spot is full: pushing would shove a piece off the board,
so that direction is closed.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import compress, repeat
from operator import and_

from .components import EMPTY
from .geometry import DOTS, ENTRIES, LABELS, LINES
from .masks import masks_of

Ray = tuple[int, ...]

_LINE_OF: dict[frozenset[int], int] = {frozenset(line): i for i, line in enumerate(LINES)}
ENTRY_LINES: dict[int, tuple[tuple[int, Ray, int], ...]] = {
    dot: tuple((toward, ray, 1 << _LINE_OF[frozenset(ray)]) for toward, ray in entries)
    for dot, entries in ENTRIES.items()
}
"""Per dot: each (entry spot, ray) with the bit of the ray's line in a `full` mask (a ray is a whole line)."""
_DOT_LINES: dict[int, int] = {dot: sum(bit for _, _, bit in e) for dot, e in ENTRY_LINES.items()}
"""Per dot: the bits of the lines its pushes run along."""


def is_open(board: list[int], ray: Ray) -> bool:
    """Whether a push along `ray` has room, i.e. the ray has an empty spot."""
    return EMPTY in [board[p] for p in ray]


def open_entries(full: int, dot: int) -> list[tuple[int, Ray]]:
    """The (entry spot, ray) pairs of `dot` whose push stays on the board, given the `full` lines."""
    return [(toward, ray) for toward, ray, line in ENTRY_LINES[dot] if not full & line]


_LINES_OF_DOTS = tuple(_DOT_LINES[dot] for dot in DOTS)
"""The bits of each dot's lines, in the order of DOTS."""


def open_mask(full: int) -> Iterator[int]:
    """For each dot in the order of DOTS, its lines that are not `full` (nonzero where the dot is open), in C."""
    return map(and_, _LINES_OF_DOTS, repeat(~full))


@lru_cache(maxsize=4096)
def dots_open(full: int) -> tuple[int, ...]:
    """The dots with at least one open push, in label order, given the `full` lines (see masks).

    A push is open when its line has an empty spot, and then it is open from
    both ends; few sets of lines are ever full at once, so this is remembered.
    """
    return tuple(compress(DOTS, open_mask(full)))


def open_dots(board: list[int]) -> list[int]:
    """The dots of `board` with at least one open push, in label order."""
    return list(dots_open(masks_of(board).full))


RAYS: dict[tuple[int, int], Ray] = {(dot, spot): ray for dot, entries in ENTRIES.items() for spot, ray in entries}
"""RAYS[dot, toward]: the ray of the push from `dot` toward the spot `toward`."""


def ray_toward(dot: int, toward: int) -> Ray | None:
    """The ray from `dot` through the spot `toward`, or None if they are not adjacent that way."""
    return RAYS.get((dot, toward))


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
