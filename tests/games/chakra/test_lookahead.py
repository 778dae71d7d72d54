"""The channel look-ahead's shortcuts agree with a plain search on random boards.

`lookahead.py` skips the search for a move when a completion of the rest
already known cannot be disturbed by it (independent single moves, or one
found after another move), and shares a board's lane between patterns. Here a
plain depth-first search, written from the board's primitives only, is the
oracle on random boards (every colour, white included, full and passable
chakras), for every pattern and after a first move.
"""

from __future__ import annotations

from meeple.engine import Rng
from meeple.games.chakra.board import add, landing, movable, remove
from meeple.games.chakra.components import CHAKRAS, CHANNEL_PATTERNS, COLOURS, DISCARD_SPACE, EARTH, SLOTS
from meeple.games.chakra.lookahead import finishing_moves, patterns_makeable

Board = tuple[list[list[int]], list[int]]


def _moves(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]],
           distances: list[int]) -> list[tuple[int, int, int]]:
    return [(pos, colour, to) for pos, colour in movable(chakras, bubbles, moved) for d in distances
            if (to := landing(chakras, pos, d, colour)) is not None]


def _can_finish(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]],
                moves: list[list[int]]) -> bool:
    """Plain search: some move of `moves` by an unmoved energy, after which the rest can be finished."""
    if not moves:
        return True
    for i, distances in enumerate(moves):
        for move in _moves(chakras, bubbles, moved, distances):
            if _after(chakras, bubbles, moved, move, moves[:i] + moves[i + 1:]):
                return True
    return False


def _after(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]],
           move: tuple[int, int, int], rest: list[list[int]]) -> bool:
    pos, colour, to = move
    remove(chakras, bubbles, pos, colour)
    if to != EARTH:
        add(chakras, bubbles, to, colour)
    moved.append([to, colour])
    ok = _can_finish(chakras, bubbles, moved, rest)
    moved.pop()
    if to != EARTH:
        remove(chakras, bubbles, to, colour)
    add(chakras, bubbles, pos, colour)
    return ok


def _oracle_moves(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]],
                  moves: list[list[int]]) -> list[tuple[int, int, int]]:
    return sorted({move for i, distances in enumerate(moves) for move in _moves(chakras, bubbles, moved, distances)
                   if _after(chakras, bubbles, moved, move, moves[:i] + moves[i + 1:])})


def random_board(rng: Rng) -> Board:
    """Chakras of 0-3 energies (often their own colour, so that some are harmonized or nearly), 0-3 bubbles."""
    chakras = []
    for k in range(CHAKRAS):
        size = rng.below(SLOTS + 1)
        chakras.append(sorted(k if rng.below(3) == 0 else rng.below(COLOURS) for _ in range(size)))
    bubbles = sorted(rng.below(COLOURS) for _ in range(rng.below(SLOTS + 1)))
    return chakras, bubbles


def test_the_shortcuts_agree_with_a_plain_search() -> None:
    rng = Rng(7)
    patterns = [[list(m) for m in p] for p in CHANNEL_PATTERNS[:DISCARD_SPACE]]
    for _ in range(600):
        chakras, bubbles = random_board(rng)
        before = ([c[:] for c in chakras], bubbles[:])
        known = patterns_makeable(chakras, bubbles)
        for space, moves in enumerate(patterns):
            assert known[space] == _can_finish(chakras, bubbles, [], moves), (space, chakras, bubbles)
            offered = finishing_moves(chakras, bubbles, [], moves)
            assert offered == _oracle_moves(chakras, bubbles, [], moves), (space, chakras, bubbles)
            if offered and len(moves) > 1:  # after a first move: the rest, with that energy moved
                pos, colour, to = offered[rng.below(len(offered))]
                i = next(i for i, m in enumerate(moves) if any(landing(chakras, pos, d, colour) == to for d in m))
                rest = moves[:i] + moves[i + 1:]
                remove(chakras, bubbles, pos, colour)
                if to != EARTH:
                    add(chakras, bubbles, to, colour)
                moved = [[to, colour]]
                assert finishing_moves(chakras, bubbles, moved, rest) == _oracle_moves(chakras, bubbles, moved, rest)
                if to != EARTH:
                    remove(chakras, bubbles, to, colour)
                add(chakras, bubbles, pos, colour)
        assert (chakras, bubbles) == before  # the look-ahead restores the board it tries moves on
