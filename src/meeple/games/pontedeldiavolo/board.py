"""The 10×10 board: square names, neighbour tables, and the tiles and bridges on it.

Squares are numbered `row * SIZE + col` (row 0 is rank 1 at the bottom, col 0
is file a) and named like chess squares, "a1" to "j10". A `Board` keeps the
tiles, the orthogonal groups they form (sandbanks of 1-3 tiles, islands of
exactly 4) and, per colour, the squares next to one of that colour's islands,
all updated as tiles are placed: tiles never leave the board, so groups only
grow and nothing has to be recomputed from scratch.
"""

from __future__ import annotations

from itertools import compress

from meeple.engine import Action

from .components import CELLS, EMPTY, FILES, ISLAND, SIZE

NAMES = tuple(f"{FILES[x % SIZE]}{x // SIZE + 1}" for x in range(CELLS))
"""NAMES[cell]: the square's name; `NAMES[0] == "a1"`, `NAMES[99] == "j10"`."""
_INDEX = {name: x for x, name in enumerate(NAMES)}
CELL = _INDEX
"""CELL[name]: the square named `name`, unchecked (for actions taken from the legal list; see `parse_cell`)."""
ROW = tuple(x // SIZE for x in range(CELLS))
"""ROW[cell]: the square's row, 0 for rank 1 (a lookup is cheaper than a division in the hot path)."""
COL = tuple(x % SIZE for x in range(CELLS))
"""COL[cell]: the square's column, 0 for file a."""


PLACE: tuple[Action, ...] = tuple({"cell": name, "type": "place"} for name in NAMES)
"""PLACE[cell]: the action placing a tile on the square, built once and shared (never changed).

The square comes first: the engine finds a bot's pick in the listed actions
by comparing dicts key by key in the listed one's order, and two placements
differ in their square, so most comparisons stop at the first key.
"""


def cell_name(cell: int) -> str:
    """The name of a square: `cell_name(0) == "a1"`, `cell_name(99) == "j10"`."""
    return NAMES[cell]


def parse_cell(text: object) -> int | None:
    """The square named `text` ("c5"), or None when it names no square."""
    return _INDEX.get(text) if isinstance(text, str) else None


def square(text: object) -> int:
    """The square a legal action names; ValueError for anything that names none."""
    cell = parse_cell(text)
    if cell is None:
        raise ValueError(f"{text!r} names no square")
    return cell


def cell_at(col: int, row: int) -> int | None:
    """The square at (col, row), or None off the board."""
    if 0 <= col < SIZE and 0 <= row < SIZE:
        return row * SIZE + col
    return None


def _neighbours(steps: tuple[tuple[int, int], ...]) -> tuple[tuple[int, ...], ...]:
    table = []
    for cell in range(CELLS):
        row, col = divmod(cell, SIZE)
        near = (cell_at(col + dc, row + dr) for dc, dr in steps)
        table.append(tuple(n for n in near if n is not None))
    return tuple(table)


ORTHO = _neighbours(((1, 0), (-1, 0), (0, 1), (0, -1)))
"""ORTHO[cell]: the squares sharing a side with `cell`."""
KING = _neighbours(((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)))
"""KING[cell]: the squares sharing a side or a corner with `cell`."""
DIAGONAL = _neighbours(((1, 1), (1, -1), (-1, 1), (-1, -1)))
"""DIAGONAL[cell]: the squares sharing only a corner with `cell`."""
BIT = tuple(1 << x for x in range(CELLS))
"""BIT[cell]: the square's bit in a set of squares kept as an int (`Board.bits`)."""
RING = tuple(sum(BIT[n] for n in KING[x]) | BIT[x] for x in range(CELLS))
"""RING[cell]: the bits of the square and of the squares sharing a side or a corner with it."""


class Board:
    """Tiles, groups and bridges; every update is incremental.

    `tiles[colour]` is the set of squares holding a `colour` tile (index 0
    unused), `bits[colour]` the same squares as bits of an int (`BIT`),
    `group[x]` the id of the group holding the tile on x (-1 on water) and
    `members[id]` its squares (in square order for an island; `bans.place`
    leaves a sandbank's in the order they joined). `zone[x]` has the LIGHT (DARK) bit set when x is
    on or next to (even diagonally) a light (dark) island. Bridges are kept as ids into the span table of `bridges.py`,
    which this module does not need to know: `under[x]` counts the bridges
    over x and `partner[x]` is the other end of the bridge on the tile at x
    (-1 when it has none).

    The legal moves are kept here too, by `bans.place` and `bridges.build`:
    `open[colour]` maps each square where one `colour` tile may go now to its
    action `PLACE[x]`, in square order (squares only ever close, and a dict
    keeps its order when keys leave it, so listing the legal placements is
    one copy of its values), and `spans[colour]` holds the ids of the spans
    where `colour` may bridge now (index 0 of both is unused). `would[colour][x]` is the size of the group
    a `colour` tile on x would make (1 plus the sizes of the groups beside
    x), kept for the squares still open: `bans.place` reads it to close the
    squares whose would-be island a new tile touches. `place` and
    `add_bridge` alone leave all three stale: they are the raw updates those
    two build on.
    """

    __slots__ = (
        "bits", "bridges", "cells", "group", "members", "open", "partner", "spans", "tiles", "under", "would",
        "zone",
    )

    def __init__(self) -> None:
        self.cells = [EMPTY] * CELLS
        self.tiles: list[set[int]] = [set(), set(), set()]
        self.bits = [0, 0, 0]
        self.group = [-1] * CELLS
        self.members: dict[int, tuple[int, ...]] = {}
        self.zone = bytearray(CELLS)
        self.under = bytearray(CELLS)
        self.partner = [-1] * CELLS
        self.bridges: list[int] = []
        self.open: list[dict[int, Action]] = [{}, dict(enumerate(PLACE)), dict(enumerate(PLACE))]
        self.spans: list[set[int]] = [set(), set(), set()]
        self.would = [bytearray(), bytearray(b"\x01" * CELLS), bytearray(b"\x01" * CELLS)]

    def clone(self) -> Board:
        """An independent copy (hand-written: bots clone a lot)."""
        out = Board.__new__(Board)
        out.cells = self.cells[:]
        out.tiles = [set(), set(self.tiles[1]), set(self.tiles[2])]
        out.bits = self.bits[:]
        out.group = self.group[:]
        out.members = dict(self.members)
        out.zone = bytearray(self.zone)
        out.under = bytearray(self.under)
        out.partner = self.partner[:]
        out.bridges = self.bridges[:]
        _, light, dark = self.open
        out.open = [{}, light.copy(), dark.copy()]
        out.spans = [set(), set(self.spans[1]), set(self.spans[2])]
        unused, light_size, dark_size = self.would
        out.would = [unused, bytearray(light_size), bytearray(dark_size)]
        return out

    def sketch(self) -> Board:
        """A copy to try a tile on with `place` and ask `bans.ban` about: its tiles, groups and island zones only.

        The lookahead (`bans.first_tiles`) tries many squares, each on its own
        copy, and `ban` reads nothing else. The legal moves and bridges are
        left unset; `under` is shared (`place` never changes it), and the tile
        sets and bits start empty (`place` adds to them, `ban` never reads them).
        """
        out = Board.__new__(Board)
        out.cells = self.cells[:]
        out.tiles = [set(), set(), set()]
        out.bits = [0, 0, 0]
        out.group = self.group[:]
        out.members = dict(self.members)
        out.zone = bytearray(self.zone)
        out.under = self.under
        return out

    def group_of(self, cell: int) -> tuple[int, ...]:
        """The squares of the group holding the tile on `cell` (empty on water)."""
        gid = self.group[cell]
        return self.members[gid] if gid >= 0 else ()

    def is_island(self, cell: int) -> bool:
        """Whether the tile on `cell` belongs to an island."""
        return len(self.group_of(cell)) == ISLAND

    def joins(self, colour: int, cell: int) -> tuple[int, list[int]]:
        """The size of the group a `colour` tile on `cell` would make, and the ids of the groups it would join."""
        cells, group, members = self.cells, self.group, self.members
        joined: list[int] = []
        size = 1
        for n in ORTHO[cell]:
            if cells[n] == colour and group[n] not in joined:
                joined.append(group[n])
                size += len(members[group[n]])
        return size, joined

    def touching(self, colour: int, cell: int, joined: list[int]) -> int:
        """A `colour` tile beside (even diagonally) the group `cell` and the groups `joined` would make, or -1.

        Only corners need looking at: a `colour` tile beside a square of that
        group shares a side with `cell` or with one of the groups, so it is in
        them.
        """
        cells, members = self.cells, self.members
        island = [cell]
        for gid in joined:
            island += members[gid]
        for m in island:
            for n in DIAGONAL[m]:
                if cells[n] == colour and n not in island:
                    return n
        return -1

    def touches(self, colour: int, cell: int, joined: list[int]) -> bool:
        """Whether `touching` finds a tile, asked with the squares as bits (for `bans.place`, which needs no witness).

        The ring (the squares on and around the island) holds the island's
        own tiles and, beside them, only tiles a corner away (a tile a side
        away is in the island), so the island touches a tile when the ring
        holds more tiles than the groups `joined`.
        """
        members = self.members
        ring = RING[cell]
        count = 0
        for gid in joined:
            group = members[gid]
            count += len(group)
            for m in group:
                ring |= RING[m]
        return (ring & self.bits[colour]).bit_count() > count

    def place(self, cell: int, colour: int) -> tuple[int, ...]:
        """Put a tile (no checks, legal moves left stale: see `bans.place`) and return its group after merging."""
        cells, group, members = self.cells, self.group, self.members
        cells[cell] = colour
        self.tiles[colour].add(cell)
        self.bits[colour] |= BIT[cell]
        merged = [cell]
        for n in ORTHO[cell]:
            gid = group[n]
            if cells[n] == colour and gid in members:
                merged.extend(members.pop(gid))
        new = tuple(sorted(merged)) if len(merged) > 1 else (cell,)
        members[cell] = new
        for m in new:
            group[m] = cell
        if len(new) == ISLAND:
            self.mark_island(new, colour)
        return new

    def mark_island(self, island: tuple[int, ...], colour: int) -> None:
        """Mark the squares on and around a new `colour` island in `zone`."""
        zone = self.zone
        for m in island:
            zone[m] |= colour
            for n in KING[m]:
                zone[n] |= colour

    def add_bridge(self, span_id: int, a: int, b: int, under: tuple[int, ...]) -> None:
        """Record a bridge (no checks: see bridges.py)."""
        self.bridges.append(span_id)
        self.partner[a] = b
        self.partner[b] = a
        for u in under:
            self.under[u] += 1

    def tile_names(self, colour: int) -> list[str]:
        """The names of the squares holding a tile of `colour`, in square order."""
        return list(compress(NAMES, map(colour.__eq__, self.cells)))

    def rows(self) -> list[str]:
        """The board as text, rank 10 first: L light, D dark, '+' water under a bridge, '.' water."""
        marks = [".LD"[c] if c or not u else "+" for c, u in zip(self.cells, self.under, strict=True)]
        return ["".join(marks[row * SIZE:(row + 1) * SIZE]) for row in range(SIZE - 1, -1, -1)]
