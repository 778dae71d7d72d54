"""The channel look-ahead: which moves of a pattern leave the rest of it possible.

A pattern is a list of moves, each its allowed signed distances, made in any
order, each by a different energy. `completion` searches depth first (three
moves at most) for one way to make them all and returns its *footprint*: the
cells (the bubbles, the chakras) its moves read, a bit mask. A move only reads
the cell it leaves and the cells it passes to where it lands, and only changes
the cell it leaves and the one it lands on. So a completion of the rest found
on the board stays a completion after any move that touches neither of its
cells: `finishing_moves` tests each candidate move against the completions
known (a mask test) and searches only when the move touches all of them.
Moves are made on the board and undone while trying; the board is as it was
on return.
"""

from __future__ import annotations

from .board import Lane, add, land, lane, movable, remove, steps
from .components import BUBBLES, CHAKRAS, CHANNEL_PATTERNS, DISCARD_SPACE, EARTH

Move = tuple[int, int, int]
"""(from, colour, to)."""

CELL = {pos: 1 << (pos - BUBBLES) for pos in range(BUBBLES, CHAKRAS)} | {EARTH: 0}
"""Each position's bit in a footprint; the earth's energies never move and nothing reads it."""

FARTHEST_DOWN = max(d for pattern in CHANNEL_PATTERNS for move in pattern for d in move)
FARTHEST_UP = -min(d for pattern in CHANNEL_PATTERNS for move in pattern for d in move)

SPAN = {(pos, to): sum(CELL[q] for q in range(min(pos, to), max(pos, to) + 1))
        for pos in range(BUBBLES, CHAKRAS) for to in range(EARTH + 1) if to != pos}
"""(from, to) -> the cells a move between them reads: where it starts and every cell up to where it lands."""


def make_move(chakras: list[list[int]], bubbles: list[int], move: Move) -> None:
    """Take the energy off its cell and put it where it lands (the earth keeps no list)."""
    pos, colour, to = move
    remove(chakras, bubbles, pos, colour)
    if to != EARTH:
        add(chakras, bubbles, to, colour)


def _unmake_move(chakras: list[list[int]], bubbles: list[int], move: Move) -> None:
    pos, colour, to = move
    if to != EARTH:
        remove(chakras, bubbles, to, colour)
    add(chakras, bubbles, pos, colour)


def _distinct(moves: list[list[int]]) -> list[tuple[list[int], list[list[int]]]]:
    """Each different move of `moves` with the moves left once it is made (equal moves are tried once)."""
    out: list[tuple[list[int], list[list[int]]]] = []
    for i, distances in enumerate(moves):
        if all(distances != seen for seen, _ in out):
            out.append((distances, moves[:i] + moves[i + 1:]))
    return out


def single_moves(ways: Lane, sources: list[tuple[int, int]]) -> dict[int, list[Move]]:
    """Signed distance -> every move of that distance by one of `sources` (any pattern's distances)."""
    out: dict[int, list[Move]] = {d: [] for d in range(-FARTHEST_UP, FARTHEST_DOWN + 1) if d}
    for pos, colour in sources:
        for i, to in enumerate(steps(ways, pos, colour, True)[:FARTHEST_DOWN]):
            out[i + 1].append((pos, colour, to))
        for i, to in enumerate(steps(ways, pos, colour, False)[:FARTHEST_UP]):
            out[-i - 1].append((pos, colour, to))
    return out


def _reach(single: dict[int, list[Move]], distances: list[int]) -> list[Move]:
    """The single moves of a pattern's move (any of its distances)."""
    return single[distances[0]] if len(distances) == 1 else [m for d in distances for m in single[d]]


def completion(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]],
               moves: list[list[int]]) -> int | None:
    """The footprint of one way to make all `moves`, each by an energy not yet moved; None if there is none."""
    if not moves:
        return 0
    return _complete(chakras, bubbles, moved, moves, lane(chakras), movable(chakras, bubbles, moved))


def _complete(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]], moves: list[list[int]],
              ways: Lane, sources: list[tuple[int, int]]) -> int | None:
    """`completion` with the board's lane and movable energies already worked out."""
    for distances, rest in _distinct(moves):
        for pos, colour in sources:
            for distance in distances:
                to = land(ways, pos, distance, colour)
                if to is None:
                    continue
                found = after_move(chakras, bubbles, moved, (pos, colour, to), rest) if rest else 0
                if found is not None:
                    return found | SPAN[pos, to]
    return None


def after_move(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]],
               move: Move, rest: list[list[int]]) -> int | None:
    """`completion` of the moves `rest` once this move is made."""
    make_move(chakras, bubbles, move)
    moved.append([move[2], move[1]])
    found = completion(chakras, bubbles, moved, rest)
    moved.pop()
    _unmake_move(chakras, bubbles, move)
    return found


def _independent(reaches: list[list[Move]]) -> set[int]:
    """Footprints of completions made of one move from each list with pairwise disjoint footprints: no
    move disturbs another, so they hold in any order."""
    combos = {0}
    for moves in reaches:
        cells = {SPAN[pos, to] for pos, _, to in moves}
        combos = {a | b for a in combos for b in cells if not a & b}
    return combos


MOVE_PATTERNS = [[list(move) for move in pattern] for pattern in CHANNEL_PATTERNS[:DISCARD_SPACE]]
"""The pattern of every space but the discard space (read only)."""


def patterns_makeable(chakras: list[list[int]], bubbles: list[int]) -> tuple[bool, ...]:
    """For each space but the discard space: whether its whole pattern can be made on this board (a
    search that stops at the first completion; the lane and movable energies are worked out once)."""
    ways, sources = lane(chakras), movable(chakras, bubbles, [])
    return tuple(_complete(chakras, bubbles, [], moves, ways, sources) is not None for moves in MOVE_PATTERNS)


def finishing_moves(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]],
                    moves: list[list[int]]) -> list[Move]:
    """Every move of `moves`, by an energy not yet moved, after which the rest can still be made; sorted."""
    single = single_moves(lane(chakras), movable(chakras, bubbles, moved))
    found: set[Move] = set()
    for distances, rest in _distinct(moves):
        # footprints of completions of `rest` that hold on this board
        known = list(_independent([_reach(single, d) for d in rest])) if rest else []
        for move in _reach(single, distances):
            if move in found:
                continue
            if rest:
                pos, _, to = move
                touched = CELL[pos] | CELL[to]
                if all(cells & touched for cells in known):
                    after = after_move(chakras, bubbles, moved, move, rest)
                    if after is None:
                        continue
                    if not after & touched:
                        known.append(after)
            found.add(move)
    return sorted(found)
