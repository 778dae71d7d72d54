"""Bitmasks kept beside the board: which lines are full, and where each seat's pieces stand.

Legality reads them at every step, so they are kept up to date by the only two
things that change a board, rather than recomputed from it: a push fills one
empty spot and shifts pieces along its ray (`note_push`), a removal clears
spots (`note_cleared`).

* `full`: bit `i` is set when line `i` has no empty spot. A push is open
  exactly when its line is not full, so the open dots and directions are a
  lookup on this one integer.
* `own[seat]`: the seat's pieces as bits of a padded grid, bit `10 x + r` for
  the point at axial `(x, r)` (`r` runs 1..9, so bit `10 x` is a gap between
  columns). A step along the three line directions is a shift by 1, 11 or 10
  bits, so whether a seat has four in a row anywhere takes a few shifts
  (`has_four`). Without one no row of that seat can be pending, and the search
  along the changed lines is skipped.

A `BoardMasks` holds the board list it describes, so a state whose board was
replaced (a test setting up a position) is noticed and measured afresh
(`state.board_masks`).

>>> m = masks_of([0] * len(GRID_BIT))
>>> m.full, m.own, has_four(m.own[0])
(0, [0, 0], False)
>>> has_four(sum(GRID_BIT[p] for p in LINES[0][:4]))
True
"""

from __future__ import annotations

from .components import EMPTY, OWNER
from .geometry import COORDS, LINES, LINES_THROUGH, SPOTS

GRID_BIT: tuple[int, ...] = tuple(1 << (10 * x + r) for x, r in COORDS)
"""GRID_BIT[p]: the bit of point `p` in the padded grid of the `own` masks."""
GRID_STEPS = (1, 11, 10)
"""The shifts that step along the three line directions (0, 1), (1, 1) and (1, 0)."""

LINE_BITS: tuple[int, ...] = tuple(sum(GRID_BIT[p] for p in line) for line in LINES)
"""LINE_BITS[i]: the grid bits of the spots of line `i`."""
_CROSSING: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((1 << i, LINE_BITS[i]) for i in LINES_THROUGH[p]) for p in range(len(COORDS))
)
"""_CROSSING[p]: (bit in `full`, grid bits) of each line through `p`."""
_NOT_THROUGH: tuple[int, ...] = tuple(~sum(1 << i for i in LINES_THROUGH[p]) for p in range(len(COORDS)))
"""_NOT_THROUGH[p]: `full` with the lines through `p` cleared (ANDed in when `p` empties)."""


class BoardMasks:
    """The `full` and `own` masks of one board list (see the module docstring)."""

    __slots__ = ("board", "full", "own")

    def __init__(self, board: list[int], full: int, own: list[int]) -> None:
        self.board = board
        self.full = full
        self.own = own

    def copy_for(self, board: list[int]) -> BoardMasks:
        """The same masks, describing `board` (a copy of the board they describe)."""
        return BoardMasks(board, self.full, self.own[:])


def masks_of(board: list[int]) -> BoardMasks:
    """The masks of `board`, measured from scratch."""
    own = [0, 0]
    for p in SPOTS:
        v = board[p]
        if v != EMPTY:
            own[OWNER[v]] |= GRID_BIT[p]
    occupied = own[0] | own[1]
    full = sum(1 << i for i, bits in enumerate(LINE_BITS) if occupied & bits == bits)
    return BoardMasks(board, full, own)


def note_push(m: BoardMasks, moved: list[int]) -> None:
    """Update `m` after a push changed the spots `moved`, the last of them the one newly filled."""
    board = m.board
    own0, own1 = m.own
    for p in moved:  # every one of them is occupied now
        bit = GRID_BIT[p]
        if OWNER[board[p]]:
            own0, own1 = own0 & ~bit, own1 | bit
        else:
            own0, own1 = own0 | bit, own1 & ~bit
    m.own[0], m.own[1] = own0, own1
    occupied = own0 | own1
    for line, bits in _CROSSING[moved[-1]]:
        if occupied & bits == bits:
            m.full |= line


def note_cleared(m: BoardMasks, spots: list[int]) -> None:
    """Update `m` after a removal, which may have emptied some of `spots`."""
    board, own = m.board, m.own
    for p in spots:
        if board[p] == EMPTY:
            keep = ~GRID_BIT[p]
            own[0] &= keep
            own[1] &= keep
            m.full &= _NOT_THROUGH[p]


def has_four(pieces: int) -> bool:
    """Whether four of these grid bits stand next to each other along one line direction.

    The three directions of `GRID_STEPS` written out (this runs twice a turn).
    """
    pairs = pieces & pieces >> 1
    if pairs & pairs >> 2:
        return True
    pairs = pieces & pieces >> 11
    if pairs & pairs >> 22:
        return True
    pairs = pieces & pieces >> 10
    return bool(pairs & pairs >> 20)
