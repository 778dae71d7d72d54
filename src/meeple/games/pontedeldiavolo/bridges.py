"""Bridges: every span the board allows, which spans cross, and when a bridge may be built.

A bridge joins two tiles of one colour two squares apart in a straight line
(orthogonally or diagonally, over the one square between them) or a knight's
move apart (over the two squares its line passes: for c1–d3 those are c2 and
d2). The table of all 576 spans is built once at import, with, for each span,
the spans whose lines meet it: "bridges may not cross" is then one set test.
"""

from __future__ import annotations

from typing import NamedTuple

from .board import Board, cell_at, cell_name
from .components import CELLS, EMPTY, SIZE

STRAIGHT, DIAGONAL, KNIGHT = "straight", "diagonal", "knight"

_DIRECTIONS = (
    ((2, 0), STRAIGHT), ((0, 2), STRAIGHT),
    ((2, 2), DIAGONAL), ((-2, 2), DIAGONAL),
    ((1, 2), KNIGHT), ((-1, 2), KNIGHT), ((2, 1), KNIGHT), ((-2, 1), KNIGHT),
)
"""One direction of each span shape, pointing up the board (or right), so each span is listed once."""


class Span(NamedTuple):
    """A place a bridge could stand: its ends `a` < `b`, the water it spans, and the spans it crosses."""

    id: int
    a: int
    b: int
    kind: str
    under: tuple[int, ...]
    crosses: frozenset[int]

    @property
    def label(self) -> str:
        """The span as "c5–e6", for logs and errors."""
        return f"{cell_name(self.a)}–{cell_name(self.b)}"


def _under(col: int, row: int, dc: int, dr: int, kind: str) -> tuple[int, ...]:
    if kind != KNIGHT:
        return (row + dr // 2) * SIZE + col + dc // 2,
    if abs(dc) == 1:  # two rows up: the squares beside each other halfway up
        cells = (cell_at(col, row + dr // 2), cell_at(col + dc, row + dr // 2))
    else:  # two files across: the squares above each other halfway across
        cells = (cell_at(col + dc // 2, row), cell_at(col + dc // 2, row + dr))
    return tuple(sorted(c for c in cells if c is not None))


def _orient(p: tuple[int, int], q: tuple[int, int], r: tuple[int, int]) -> int:
    v = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return (v > 0) - (v < 0)


def _on(p: tuple[int, int], q: tuple[int, int], r: tuple[int, int]) -> bool:
    """Whether r, collinear with p–q, lies within the segment's box."""
    return min(p[0], q[0]) <= r[0] <= max(p[0], q[0]) and min(p[1], q[1]) <= r[1] <= max(p[1], q[1])


def segments_meet(p1: tuple[int, int], p2: tuple[int, int], q1: tuple[int, int], q2: tuple[int, int]) -> bool:
    """Whether two closed segments share a point (a crossing, a touch or an overlap)."""
    o1, o2 = _orient(p1, p2, q1), _orient(p1, p2, q2)
    o3, o4 = _orient(q1, q2, p1), _orient(q1, q2, p2)
    if o1 != o2 and o3 != o4:
        return True
    return (
        (o1 == 0 and _on(p1, p2, q1)) or (o2 == 0 and _on(p1, p2, q2))
        or (o3 == 0 and _on(q1, q2, p1)) or (o4 == 0 and _on(q1, q2, p2))
    )


def _crossing_patterns() -> dict[int, list[tuple[int, int, int]]]:
    """For each direction d: the (direction, dx, dy) of the spans that meet a d-span from (0, 0).

    Crossing does not depend on where on the board two spans stand, only on
    their shapes and offset, so it is worked out once per shape pair.
    """
    out: dict[int, list[tuple[int, int, int]]] = {d: [] for d in range(len(_DIRECTIONS))}
    for d, ((dc, dr), _) in enumerate(_DIRECTIONS):
        for e, ((ec, er), _) in enumerate(_DIRECTIONS):
            for dx in range(-4, 5):
                for dy in range(-4, 5):
                    if segments_meet((0, 0), (dc, dr), (dx, dy), (dx + ec, dy + er)):
                        out[d].append((e, dx, dy))
    return out


def _build_table() -> tuple[Span, ...]:
    raw = []
    for a in range(CELLS):
        row, col = divmod(a, SIZE)
        for d, ((dc, dr), kind) in enumerate(_DIRECTIONS):
            b = cell_at(col + dc, row + dr)
            if b is not None:
                raw.append((a, b, kind, _under(col, row, dc, dr, kind), col, row, d))
    index = {(col, row, d): i for i, (_, _, _, _, col, row, d) in enumerate(raw)}
    patterns = _crossing_patterns()
    table = []
    for i, (a, b, kind, under, col, row, d) in enumerate(raw):
        found = (index.get((col + dx, row + dy, e)) for e, dx, dy in patterns[d])
        table.append(Span(i, a, b, kind, under, frozenset(j for j in found if j is not None and j != i)))
    return tuple(table)


SPANS = _build_table()
SPAN_BETWEEN = {(s.a, s.b): s for s in SPANS} | {(s.b, s.a): s for s in SPANS}
"""The span joining two squares, whichever end is named first."""
SPANS_UP = tuple(tuple(s for s in SPANS if s.a == x) for x in range(CELLS))
"""SPANS_UP[x]: the spans whose lower end is x."""
SPANS_AT = tuple(tuple(s for s in SPANS if x in (s.a, s.b)) for x in range(CELLS))
"""SPANS_AT[x]: the spans with an end on x."""
_FROM = tuple({s.a + s.b - x: (s.id, s.under[0], s.under[-1], s.crosses) for s in SPANS_AT[x]} for x in range(CELLS))
"""_FROM[x][y]: the span from x to y as (its id, the first and last square of water it spans, the spans it crosses).

A span passes over one or two squares, so its first and last are all of them.
"""
_FAR_ENDS = tuple(frozenset(ends) for ends in _FROM)
"""_FAR_ENDS[x]: the squares a span away from x."""
SPANS_OVER = tuple(frozenset(s.id for s in SPANS if x in s.under) for x in range(CELLS))
"""SPANS_OVER[x]: the ids of the spans passing over x."""
_IDS_AT = tuple(frozenset(s.id for s in spans) for spans in SPANS_AT)
"""_IDS_AT[x]: the ids of the spans with an end on x."""
_BLOCKED = tuple(_IDS_AT[s.a] | _IDS_AT[s.b] | s.crosses for s in SPANS)
"""_BLOCKED[id]: the spans a bridge on span `id` rules out: those sharing an end with it, and those crossing it."""

NOT_A_SPAN = "not_a_span"
NOT_YOURS = "not_yours"
HAS_BRIDGE = "has_bridge"
NOT_WATER = "not_water"
CROSSES = "crosses"


def span_problem(board: Board, colour: int, span: Span) -> tuple[str, int] | None:
    """The first rule that forbids a `colour` bridge on `span`, with the square or span showing it."""
    cells, partner = board.cells, board.partner
    for end in (span.a, span.b):
        if cells[end] != colour:
            return NOT_YOURS, end
    for end in (span.a, span.b):
        if partner[end] >= 0:
            return HAS_BRIDGE, end
    for u in span.under:
        if cells[u] != EMPTY:
            return NOT_WATER, u
    if not span.crosses.isdisjoint(board.bridges):
        return CROSSES, next(b for b in board.bridges if b in span.crosses)
    return None


def legal_spans(board: Board, colour: int) -> list[Span]:
    """Every span where `colour` may build a bridge now, in span order (kept by `tile_placed` and `build`)."""
    return [SPANS[i] for i in sorted(board.spans[colour])]


def tile_placed(board: Board, cell: int, colour: int) -> None:
    """Update the legal spans for a new tile on `cell`: it blocks the spans over it and may end new ones.

    Spans only open when a tile lands on an end, and close when a tile lands
    under them or a bridge takes an end or crosses them (`build`). A new tile
    holds no bridge yet, so a span from it is legal when the other end is a
    free tile of the colour, the water under it is open and it crosses no
    bridge: `span_problem`'s checks, in the order cheapest first.
    """
    over = SPANS_OVER[cell]
    spans = board.spans
    # `isdisjoint` and `-` walk the small set of legal spans (a handful of ids), not the twenty-odd spans over a square
    if not spans[1].isdisjoint(over):
        spans[1] = spans[1] - over
    if not spans[2].isdisjoint(over):
        spans[2] = spans[2] - over
    cells = board.cells
    partner = board.partner
    ends = _FROM[cell]
    for other in _FAR_ENDS[cell] & board.tiles[colour]:  # walks the smaller set, in C
        span_id, u, v, crosses = ends[other]
        if not cells[u] and not cells[v] and partner[other] < 0 and crosses.isdisjoint(board.bridges):
            board.spans[colour].add(span_id)


def build(board: Board, span: Span) -> None:
    """Put a bridge on `span` (the caller has checked it is legal) and update the legal squares and spans."""
    board.add_bridge(span.id, span.a, span.b, span.under)
    spans, blocked = board.spans, _BLOCKED[span.id]
    spans[1] = spans[1] - blocked  # walks the few legal spans, not the blocked ones
    spans[2] = spans[2] - blocked
    _, light, dark = board.open
    _, light_size, dark_size = board.would
    for u in span.under:
        light.pop(u, None)
        dark.pop(u, None)
        light_size[u] = dark_size[u] = 0  # closed: see `bans.place`
