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

from .board import Lane, add, land, lane, movable, remove
from .components import BUBBLES, CHAKRAS, EARTH

Move = tuple[int, int, int]
"""(from, colour, to)."""

CELL = {pos: 1 << (pos - BUBBLES) for pos in range(BUBBLES, CHAKRAS)} | {EARTH: 0}
"""Each position's bit in a footprint; the earth's energies never move and nothing reads it."""

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


def completion(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]],
               moves: list[list[int]]) -> int | None:
    """The footprint of one way to make all `moves`, each by an energy not yet moved; None if there is none."""
    if not moves:
        return 0
    sources = movable(chakras, bubbles, moved)
    ways = lane(chakras)
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


def _reach(ways: Lane, sources: list[tuple[int, int]], distances: list[int]) -> list[Move]:
    """Every single move with one of `distances` by one of `sources`, ignoring the rest of the pattern."""
    return [(pos, colour, to) for pos, colour in sources for distance in distances
            if (to := land(ways, pos, distance, colour)) is not None]


def _independent(reaches: list[list[Move]]) -> set[int]:
    """Footprints of completions made of one move from each list with pairwise disjoint footprints: no
    move disturbs another, so they hold in any order."""
    combos = {0}
    for moves in reaches:
        cells = {SPAN[pos, to] for pos, _, to in moves}
        combos = {a | b for a in combos for b in cells if not a & b}
    return combos


def patterns_makeable(chakras: list[list[int]], bubbles: list[int],
                      patterns: list[list[list[int]]]) -> tuple[bool, ...]:
    """Whether each pattern can be made on this board: by independent single moves, else by the search."""
    sources = movable(chakras, bubbles, [])
    ways = lane(chakras)
    reach: dict[tuple[int, ...], list[Move]] = {}
    for moves in patterns:
        for distances in moves:
            if tuple(distances) not in reach:
                reach[tuple(distances)] = _reach(ways, sources, distances)
    return tuple(bool(_independent([reach[tuple(d)] for d in moves]))
                 or completion(chakras, bubbles, [], moves) is not None for moves in patterns)


def finishing_moves(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]],
                    moves: list[list[int]]) -> list[Move]:
    """Every move of `moves`, by an energy not yet moved, after which the rest can still be made; sorted."""
    sources = movable(chakras, bubbles, moved)
    ways = lane(chakras)
    reach = {tuple(d): _reach(ways, sources, d) for d in moves}
    found: set[Move] = set()
    for distances, rest in _distinct(moves):
        # footprints of completions of `rest` that hold on this board
        known = list(_independent([reach[tuple(d)] for d in rest])) if rest else []
        for move in reach[tuple(distances)]:
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
