"""The 5x5 complex's geometry: neighbours, lines, and sliding a line with wrap.

Positions are 0..24 (row * 5 + column). A line is named by its key: "r1" is row 1, "c3" column 3;
rows slide left/right and columns up/down. The central row and column never slide.
"""

from __future__ import annotations

from .components import CENTER, DOWN, LEFT, RIGHT, SIZE, UP

NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        q for q in (p - SIZE if p >= SIZE else -1, p + SIZE if p < 20 else -1,
                    p - 1 if p % SIZE else -1, p + 1 if p % SIZE != 4 else -1)
        if q >= 0
    )
    for p in range(SIZE * SIZE)
)
"""Orthogonal neighbours of each position (no wrap for Move, Push and Look)."""

LINE_DIRECTIONS = {UP: "c", DOWN: "c", LEFT: "r", RIGHT: "r"}
"""Which kind of line a direction slides."""
OPPOSITE = {UP: DOWN, DOWN: UP, LEFT: RIGHT, RIGHT: LEFT}
SLIDING_LINES = (0, 1, 3, 4)
"""Rows and columns that may slide (never the central one, 2)."""


def line_of(pos: int, direction: str) -> tuple[str, int]:
    """The line through `pos` that `direction` slides: ("r", row) or ("c", column)."""
    return ("r", pos // SIZE) if LINE_DIRECTIONS[direction] == "r" else ("c", pos % SIZE)


def line_key(kind: str, index: int) -> str:
    """"r1", "c3": how control tokens name a line."""
    return f"{kind}{index}"


def line_positions(kind: str, index: int) -> tuple[int, ...]:
    """The five positions of a line, from the top or the left."""
    if kind == "r":
        return tuple(index * SIZE + c for c in range(SIZE))
    return tuple(r * SIZE + index for r in range(SIZE))


def leaving_position(kind: str, index: int, direction: str) -> int:
    """The position whose room leaves the complex (and wraps round) when the line slides."""
    cells = line_positions(kind, index)
    return cells[-1] if direction in (DOWN, RIGHT) else cells[0]


def slide(board: list[int], tile_pos: list[int], kind: str, index: int, direction: str) -> None:
    """Slide one line by one room; the room pushed off one end comes back at the other."""
    cells = line_positions(kind, index)
    tiles = [board[p] for p in cells]
    tiles = tiles[-1:] + tiles[:-1] if direction in (DOWN, RIGHT) else tiles[1:] + tiles[:1]
    for p, t in zip(cells, tiles, strict=True):
        board[p] = t
        tile_pos[t] = p


def is_central_line(kind: str, index: int) -> bool:
    """The row or column of the Central Room."""
    return index == CENTER % SIZE if kind == "c" else index == CENTER // SIZE


def mirror(pos: int) -> int:
    """The position opposite across the Central Room."""
    return 24 - pos


def direction_between(a: int, b: int) -> str:
    """The direction from a position to its neighbour."""
    if b == a - SIZE:
        return UP
    if b == a + SIZE:
        return DOWN
    return LEFT if b == a - 1 else RIGHT
