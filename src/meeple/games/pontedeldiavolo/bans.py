"""Where a tile may go: the placement bans, and the two-tile lookahead of a turn.

This is the hot path of the game (every turn lists the legal squares), so one
function, `ban`, checks a square in a handful of lookups against the board's
incrementally kept groups and island zones, and every other question (legal
squares, readable reasons in `explain.py`) is answered through it.

The bans, in the order they are checked:

* OCCUPIED: the square already holds a tile;
* UNDER_BRIDGE: a bridge spans the square (both squares of a knight's bridge);
* NEAR_ISLAND: the square touches, even diagonally, an island of the colour;
* TOO_LARGE: the tile would join groups into one of more than four tiles;
* ISLAND_TOUCHES: the tile would complete an island that touches another
  tile of the colour diagonally.
"""

from __future__ import annotations

from typing import NamedTuple

from . import bridges
from .board import BIT, COL, DIAGONAL, KING, ORTHO, ROW, Board
from .components import CELLS, ISLAND, SIZE

OCCUPIED = "occupied"
UNDER_BRIDGE = "under_bridge"
NEAR_ISLAND = "near_island"
TOO_LARGE = "too_large"
ISLAND_TOUCHES = "island_touches"

REACH = 4
"""A tile changes whether a square is legal only within this many rows and columns:
the group it joins spans at most 3 squares from it, plus the ring around that group."""



class Ban(NamedTuple):
    """Why a square is refused: the ban and the square or number that shows it."""

    code: str
    witness: int


def ban(board: Board, colour: int, cell: int) -> Ban | None:
    """The first ban that forbids a `colour` tile on `cell`, or None if it may go there."""
    if board.cells[cell]:
        return Ban(OCCUPIED, cell)
    if board.under[cell]:
        return Ban(UNDER_BRIDGE, cell)
    if board.zone[cell] & colour:
        return Ban(NEAR_ISLAND, _island_near(board, colour, cell))
    return _group_ban(board, colour, cell)


def _group_ban(board: Board, colour: int, cell: int) -> Ban | None:
    """The bans on the group a tile on open water would join: too large, or an island touching."""
    size, joined = board.joins(colour, cell)
    if size > ISLAND:
        return Ban(TOO_LARGE, size)
    if size == ISLAND:
        touch = board.touching(colour, cell, joined)
        if touch >= 0:
            return Ban(ISLAND_TOUCHES, touch)
    return None


def _island_near(board: Board, colour: int, cell: int) -> int:
    """A tile of a `colour` island touching `cell` (the witness of NEAR_ISLAND)."""
    return next(n for n in KING[cell] if board.cells[n] == colour and board.is_island(n))


def place(board: Board, cell: int, colour: int) -> tuple[int, ...]:
    """Put a `colour` tile on `cell` (no checks) and update the legal squares and bridges; return its group.

    A tile only ever closes squares (groups and islands only grow), and only
    near itself: `cell` for both colours, and for its own colour

    * the ring of the island it completes (NEAR_ISLAND);
    * else the squares beside its group, which now join a bigger group
      (TOO_LARGE, or an island that may touch a tile: ISLAND_TOUCHES); their
      `Board.would` sizes are worked out again here (one more, beside a lone
      new tile);
    * the other squares whose would-be island now touches the tile: those a
      corner away and those beside the sandbanks a corner away.
      Their groups did not change, so such a square closes exactly when its
      kept would-be size is four (the island touches the tile, not part of it).

    `Board.place`'s update is done inline (with the size of the new group
    read from `Board.would`, kept for every open square): this runs once a
    tile, in every playout.
    """
    cells = board.cells
    gid = board.group
    members = board.members
    tiles = board.tiles[colour]
    opens = board.open
    open_ = opens[colour]
    would = board.would[colour]
    size = would[cell] if open_.pop(cell, None) is not None else board.joins(colour, cell)[0]
    opens[3 - colour].pop(cell, None)
    would[cell] = board.would[3 - colour][cell] = 0  # a closed square's size is 0: see the ISLAND test below
    cells[cell] = colour
    tiles.add(cell)
    board.bits[colour] |= BIT[cell]
    gid[cell] = cell
    group: tuple[int, ...]
    if size == 1:  # a lone tile: one more tile in what each side square would join
        group = members[cell] = (cell,)
        for y in ORTHO[cell]:
            if y in open_:
                size = would[y] = would[y] + 1
                if size > 3 and (size > ISLAND or board.touches(colour, y, board.joins(colour, y)[1])):
                    del open_[y]
                    would[y] = 0
    else:
        merged = [cell]
        for n in ORTHO[cell]:
            if cells[n] == colour and gid[n] in members:
                merged += members.pop(gid[n])
        group = members[cell] = tuple(sorted(merged)) if size == ISLAND else tuple(merged)  # islands in order
        for m in group:
            gid[m] = cell
        if size == ISLAND:
            board.mark_island(group, colour)
            for m in group:
                for n in KING[m]:
                    open_.pop(n, None)
                    would[n] = 0
        else:  # a sandbank of 2 or 3: `Board.joins` for each open side square (some twice), inline
            grown = size + 1
            for m in group:
                for y in ORTHO[m]:
                    if y in open_:
                        size, other = grown, -1  # the one other group beside y, if any: a second makes 5 or more
                        for n in ORTHO[y]:
                            if cells[n] == colour:
                                g = gid[n]
                                if g != cell and g != other:
                                    if other >= 0:
                                        size = ISLAND + 1
                                        break
                                    other = g
                                    size += len(members[g])
                        if size > 3 and (
                            size > ISLAND or board.touches(colour, y, [cell, other] if other >= 0 else [cell])
                        ):
                            del open_[y]
                            would[y] = 0
                        else:
                            would[y] = size
    # The squares beside the new group (whose id is `cell`) were sized again above; the others keep theirs.
    # Only an open square of would-be size four can close here; the squares closed so far had their size
    # set to 0, so when no four is left in `would` (memchr, in C) there is nothing to look for.
    for n in DIAGONAL[cell] if ISLAND in would else ():  # a side square is beside the group, or holds a tile of it
        if n in tiles:
            near = members[gid[n]]
            if len(near) < ISLAND and n not in group:  # an island's ring is closed already
                for m in near:
                    for y in ORTHO[m]:
                        if would[y] == ISLAND and y in open_ and cell not in [gid[k] for k in ORTHO[y]]:
                            del open_[y]
                            would[y] = 0
        elif would[n] == ISLAND and n in open_ and cell not in [gid[k] for k in ORTHO[n]]:  # stale off the open squares
            del open_[n]
            would[n] = 0
    bridges.tile_placed(board, cell, colour)
    return group


def legal_cells(board: Board, colour: int) -> list[int]:
    """Every square where one `colour` tile may go now, in square order (kept by `place`)."""
    return list(board.open[colour])


EDGE_FILES = frozenset(x for x in range(CELLS) if COL[x] == 0), frozenset(x for x in range(CELLS) if COL[x] == SIZE - 1)
"""The squares of files a and j: the only two files more than 2 * REACH apart (SIZE is 2 * REACH + 2)."""
assert SIZE == 2 * REACH + 2, "spread_wide's file test reads only the edge files"


def spread_wide(board: Board, colour: int) -> bool:
    """Whether the legal squares span more than 2 * REACH ranks or files, so that every one of them is a first tile.

    The rank (file) farthest from a legal square is then more than REACH away
    on one side, and a tile cannot close a square that far (see
    `first_tiles`). The squares are in order, so the first and last give the
    span of ranks; files that far apart are only a and j, so two set tests in
    C tell whether both hold a legal square.
    """
    open_ = board.open[colour]
    if len(open_) < 2:
        return False
    keys = open_.keys()
    first, last = EDGE_FILES  # ranks 1 and 10 are the only two more than 2 * REACH apart, like the files
    return (next(iter(open_)) < SIZE and next(reversed(open_)) >= CELLS - SIZE) or not (
        keys.isdisjoint(first) or keys.isdisjoint(last)
    )


def first_tiles(board: Board, colour: int) -> list[int]:
    """The squares for the first tile of a turn: those after which a second tile still fits.

    A tile only affects squares within REACH rows and columns, so a square with
    some other legal square farther away needs no lookahead; the rest (late in
    the game, when the legal squares huddle together) are tried on a copy.
    When the legal squares span more than 2 * REACH ranks or files
    (`spread_wide`), every one of them has such a square (the far edge is more
    than REACH away on one side).
    """
    legal = legal_cells(board, colour)
    if len(legal) < 2:
        return []
    if spread_wide(board, colour):
        return legal
    cols = list(map(COL.__getitem__, legal))
    right, left = max(cols), min(cols)
    top, bottom = ROW[legal[-1]], ROW[legal[0]]
    out = []
    for x, c in zip(legal, cols, strict=True):
        r = ROW[x]
        far = top - r > REACH or r - bottom > REACH or right - c > REACH or c - left > REACH
        if far or _second_fits(board, colour, x, legal):
            out.append(x)
    return out


def _second_fits(board: Board, colour: int, first: int, legal: list[int]) -> bool:
    """Whether some square stays legal once a tile is on `first` (placing never frees a square)."""
    after = board.sketch()
    after.place(first, colour)
    return any(x != first and ban(after, colour, x) is None for x in legal)


def can_place_two(board: Board, colour: int) -> bool:
    """Whether `colour` can place two tiles this turn (else it may only bridge or end the game)."""
    return spread_wide(board, colour) or bool(first_tiles(board, colour))
