"""The GIPF board: 61 named points, the 37 spots of the play area, the 24 entry dots and the lines.

Points carry the published notation: a column letter a..i and a number counted
from 1 at the bottom of the column. Column a holds a1..a5, column e holds
e1..e9, column i holds i1..i5. The outer ring of points (a1..a5, i1..i5 and
the first and last point of every other column) are the dots where pieces
enter; the 37 points inside them are the play area.

Internally a point is an axial coordinate `(x, r)`: `x` is the column index
(a=0 .. i=8) and `r = number + max(0, x - 4)`. In those coordinates the three
lines of the triangular grid run along the steps (0, 1), (1, 1) and (1, 0),
so neighbours and lines need no special case for either half of the board.

>>> len(SPOTS), len(DOTS), len(LINES), sum(len(e) for e in ENTRIES.values())
(37, 24, 21, 42)
>>> [LABELS[p] for p, _ in ENTRIES[INDEX["a1"]]]
['b2']
"""

from __future__ import annotations

COLUMNS = "abcdefghi"
STEPS: tuple[tuple[int, int], ...] = ((0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0))
"""The six directions; the first three are the positive orientation of the three line families."""


def _column_bounds(x: int) -> tuple[int, int]:
    """The lowest and highest axial `r` of column `x`."""
    return 1 + max(0, x - 4), 5 + min(x, 4)


def _on_board(x: int, r: int) -> bool:
    if not 0 <= x < len(COLUMNS):
        return False
    lo, hi = _column_bounds(x)
    return lo <= r <= hi


def _label(x: int, r: int) -> str:
    return f"{COLUMNS[x]}{r - max(0, x - 4)}"


COORDS: tuple[tuple[int, int], ...] = tuple(
    (x, r) for x in range(len(COLUMNS)) for r in range(_column_bounds(x)[0], _column_bounds(x)[1] + 1)
)
"""Every point, in label order (a1, a2, ..., i5)."""

LABELS: tuple[str, ...] = tuple(_label(x, r) for x, r in COORDS)
INDEX: dict[str, int] = {label: i for i, label in enumerate(LABELS)}
_AT: dict[tuple[int, int], int] = {c: i for i, c in enumerate(COORDS)}

NEIGHBOURS: tuple[tuple[int | None, ...], ...] = tuple(
    tuple(_AT.get((x + dx, r + dr)) for dx, dr in STEPS) for x, r in COORDS
)
"""NEIGHBOURS[p][d]: the point one step from `p` in direction `d`, or None off the board."""

IS_SPOT: tuple[bool, ...] = tuple(all(n is not None for n in nb) for nb in NEIGHBOURS)
"""True for the 37 points of the play area (every neighbour exists), False for the dots."""

SPOTS: tuple[int, ...] = tuple(p for p in range(len(COORDS)) if IS_SPOT[p])
DOTS: tuple[int, ...] = tuple(p for p in range(len(COORDS)) if not IS_SPOT[p])


def _walk(start: int, d: int) -> tuple[int, ...]:
    """The spots from `start` onward in direction `d`, stopping before the first dot."""
    out = []
    p: int | None = start
    while p is not None and IS_SPOT[p]:
        out.append(p)
        p = NEIGHBOURS[p][d]
    return tuple(out)


def _lines() -> tuple[tuple[tuple[int, ...], tuple[int, int]], ...]:
    """The 21 lines of spots (7 per direction), each listed in its positive direction, with its end dots."""
    out = []
    for d in range(3):
        for p in SPOTS:
            back = NEIGHBOURS[p][d + 3]
            if back is not None and not IS_SPOT[back]:
                line = _walk(p, d)
                ahead = NEIGHBOURS[line[-1]][d]
                assert ahead is not None
                out.append((line, (back, ahead)))
    return tuple(out)


LINES: tuple[tuple[int, ...], ...] = tuple(line for line, _ in _lines())
LINE_ENDS: tuple[tuple[int, int], ...] = tuple(ends for _, ends in _lines())
"""LINE_ENDS[i]: the two dots at the ends of line i; a push from either runs along the whole line."""

LINES_THROUGH: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, line in enumerate(LINES) if p in line) for p in range(len(COORDS))
)
"""LINES_THROUGH[p]: the ids of the lines through spot `p` (three for a spot, none for a dot)."""

ENTRIES: dict[int, tuple[tuple[int, tuple[int, ...]], ...]] = {
    dot: tuple(
        (n, _walk(n, d)) for d, n in enumerate(NEIGHBOURS[dot]) if n is not None and IS_SPOT[n]
    )
    for dot in DOTS
}
"""ENTRIES[dot]: for each spot a piece on `dot` can be pushed toward, that spot and the ray of
spots the push runs along (from the entry spot to the far edge). Corner dots have one, the
others two: 42 pushes in all."""


def parse(label: object) -> int | None:
    """The index of a point named like "e5", or None if there is no such point."""
    return INDEX.get(label) if isinstance(label, str) else None


def span(points: tuple[int, ...] | list[int]) -> str:
    """A run of points named by its ends, e.g. "b2–e5"."""
    return f"{LABELS[points[0]]}–{LABELS[points[-1]]}"
