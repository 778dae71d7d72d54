"""The channel look-ahead: which moves of a pattern leave the rest of it possible.

A pattern is a list of moves, each its allowed signed distances, made in any
order, each by a different energy. A move only reads the cell it leaves and
the cells it passes to where it lands, and only changes the cell it leaves and
the one it lands on. So single moves of the board that stay valid one after
another (`_fits`: no start touched by an earlier move, no cell read changing
kind) make the pattern, with no move tried on the board: this answers most
questions. The others go to a depth-first search (three moves at most) that
stops at the first completion (`_can`); it makes moves on the board and undoes
them, bringing the lane and the movable energies up to date at each move
instead of working them out again. The board is as it was on return.
"""

from __future__ import annotations

from collections.abc import Sequence

from .board import HARMONIES, Lane, Memo, add, lane, movable, remove
from .components import BLACK, BUBBLES, CHAKRAS, CHANNEL_PATTERNS, DISCARD_SPACE, EARTH, SLOTS

Move = tuple[int, int, int]
"""(from, colour, to)."""

CELL = {pos: 1 << (pos - BUBBLES) for pos in range(BUBBLES, CHAKRAS)} | {EARTH: 0}
"""Each position's bit in a footprint; the earth's energies never move and nothing reads it."""

FARTHEST_DOWN = max(d for pattern in CHANNEL_PATTERNS for move in pattern for d in move)
FARTHEST_UP = -min(d for pattern in CHANNEL_PATTERNS for move in pattern for d in move)
assert FARTHEST_DOWN == 3 and FARTHEST_UP == 2  # `_singles` is written out for these

SPAN = {(pos, to): sum(CELL[q] for q in range(min(pos, to), max(pos, to) + 1))
        for pos in range(BUBBLES, CHAKRAS) for to in range(EARTH + 1) if to != pos}
"""(from, to) -> the cells a move between them reads: where it starts and every cell up to where it lands."""


def make_move(chakras: list[list[int]], bubbles: list[int], move: Move) -> None:
    """Take the energy off its cell and put it where it lands (the earth keeps no list)."""
    pos, colour, to = move
    remove(chakras, bubbles, pos, colour)
    if to != EARTH:
        add(chakras, bubbles, to, colour)


def _last_moves(ways: Lane, sources: list[tuple[int, int]], distances: Sequence[int]) -> list[Move]:
    """The single moves of one pattern move (any of its distances) by one of `sources`."""
    plain, dark = ways[2]
    out: list[Move] = []
    for pos, colour in sources:
        row = (dark if colour >= BLACK else plain)[pos + 1]
        for d in distances:
            to = row[d]
            if to is not None:
                out.append((pos, colour, to))
    return out


def _can(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]], plan: Plan, ways: Lane,
         sources: list[tuple[int, int]]) -> bool:
    """Whether the moves of `plan` can all be made, each by an energy not yet moved: a depth-first search
    that stops at the first completion. `ways` and `sources` are this board's lane and movable energies
    (`movable(chakras, bubbles, moved)`)."""
    plain, dark = ways[2]
    for distances, rest in plan:
        for pos, colour in sources:
            row = (dark if colour >= BLACK else plain)[pos + 1]
            for distance in distances:
                to = row[distance]
                if to is not None and (not rest or _after(chakras, bubbles, moved, pos, colour, to, rest, ways,
                                                          sources)):
                    return True
    return False


def _after(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]], pos: int, colour: int, to: int,
           rest: Plan, ways: Lane, sources: list[tuple[int, int]]) -> bool:
    """`_can` of the plan `rest` once this move is made (and undone after). The lane and the movable
    energies are brought up to date rather than worked out again: the lane changes only when the cell
    left was a full chakra or the cell reached becomes full; the energies that may move lose the moved
    colour at its start when no unmoved energy of it is left there, and every energy of a chakra the
    move harmonizes (the moved energy itself never moves again: it is added to `moved`)."""
    here = bubbles if pos == BUBBLES else chakras[pos]
    left_full = pos != BUBBLES and len(here) == SLOTS
    here.remove(colour)
    there: list[int] = []
    if to != EARTH:
        there = chakras[to]
        there.append(colour)
        there.sort()
    moved.append([to, colour])
    after = lane(chakras) if left_full or len(there) == SLOTS else ways
    now = sources
    if here.count(colour) <= moved.count([pos, colour]):
        now = [s for s in sources if s[1] != colour or s[0] != pos]
    if to != EARTH and there == HARMONIES[to]:
        now = [s for s in now if s[0] != to]
    found = _can(chakras, bubbles, moved, rest, after, now)
    moved.pop()
    if to != EARTH:
        there.remove(colour)
    here.append(colour)
    here.sort()
    return found


Single = tuple[int, int, int, int, int]
"""A single move as (from, to, its start's bit, the bits of the other cells it reads, its landing's bit)."""

SINGLE: list[list[Single]] = [[(pos, to, CELL[pos], SPAN[pos, to] & ~CELL[pos], CELL[to]) if to != pos else (0,) * 5
                               for to in range(EARTH + 1)] for pos in range(BUBBLES, CHAKRAS)]
"""SINGLE[from + 1][to]: the single move between them, prebuilt."""

Singles = tuple[tuple[Single, ...], ...]
"""Indexed by a signed distance (1, 2, 3, -1, -2): the single moves of that distance on a board."""

Plan = tuple[tuple[tuple[int, ...], "Plan"], ...]


def _plan(moves: tuple[tuple[int, ...], ...]) -> Plan:
    """The orders to try a pattern's moves in: each different move first, then a plan for the rest."""
    out: list[tuple[tuple[int, ...], Plan]] = []
    for i, distances in enumerate(moves):
        if all(distances != seen for seen, _ in out):
            out.append((distances, _plan(moves[:i] + moves[i + 1:])))
    return tuple(out)


PLANS = tuple(_plan(pattern) for pattern in CHANNEL_PATTERNS[:DISCARD_SPACE])
"""The plan of every space but the discard space."""
ONE_MOVE = tuple((space, pattern[0]) for space, pattern in enumerate(CHANNEL_PATTERNS[:DISCARD_SPACE])
                 if len(pattern) == 1)
"""(space, distances) of each pattern of one move."""
MANY_MOVES = tuple((space, PLANS[space], pattern[0][0] if len(set(pattern)) == 1 == len(pattern[0]) else 0,
                    len(pattern)) for space, pattern in enumerate(CHANNEL_PATTERNS[:DISCARD_SPACE]) if len(pattern) > 1)
"""(space, plan, the distance of all its moves (0 when they differ), how many) of each pattern of several moves:
`_fits` needs single moves from that many starts (each start once), so a shorter list of that distance
fails it at once."""


def _singles(ways: Lane, movers: int, dark: int) -> Singles:
    """Signed distance (an index: 1, 2, 3, -1, -2) -> every single move of that distance on this board.

    `movers` has the bit (`CELL`) of each position with an energy that may move, `dark` those among them
    with a black or white one. One energy per position is enough: a single move does not name its
    energy, and every colour's moves from a position are among those of black or white (only they also
    reach the earth). Looked up in `_SINGLES` by the lane and the two masks (worked out on first sight)."""
    key = (id(ways), movers, dark)
    found = _SINGLES.get(key)
    if found is not None and found[0] is ways:
        return found[1]
    at = _lane_singles(ways)
    lists: list[list[Single]] = [[], [], [], [], [], []]
    for pos in range(BUBBLES, CHAKRAS):
        bit = CELL[pos]
        if movers & bit:
            for d, move in at[1 if dark & bit else 0][pos + 1]:
                lists[d].append(move)
    single = tuple(map(tuple, lists))  # indexed by the signed distance, as `Singles`
    _SINGLES.keep(key, (ways, single))
    return single


def _lane_singles(ways: Lane) -> tuple[tuple[tuple[tuple[int, Single], ...], ...], ...]:
    """For an energy that is not black or white, then for one that is: each start's single moves on this
    lane, as (signed distance as an index of `Singles`, single move); kept per lane."""
    found = _AT.get(id(ways))
    if found is not None and found[0] is ways:
        return found[1]
    table = tuple(tuple(tuple((d % 6, SINGLE[pos + 1][to]) for d in (1, 2, 3, -1, -2) if (to := row[d]) is not None)
                        for pos, row in enumerate(rows, BUBBLES)) for rows in ways[2])
    _AT[id(ways)] = (ways, table)
    return table


_AT: dict[int, tuple[Lane, tuple[tuple[tuple[tuple[int, Single], ...], ...], ...]]] = {}
"""The lane's id -> (the lane, `_lane_singles` of it): at most one entry per lane (3**7)."""

_SINGLES = Memo(1 << 14)
"""(the lane's id, movers, dark) -> (the lane, `_singles` of them): the lane is kept and compared, so an id
reused by another object never answers. Tuples of ints only, which the garbage collector stops tracking."""


def _masks(sources: list[tuple[int, int]]) -> tuple[int, int]:
    """The positions of these movable energies, and those among them with a black or white one, as bits."""
    movers = dark = 0
    for pos, colour in sources:
        movers |= CELL[pos]
        if colour >= BLACK:
            dark |= CELL[pos]
    return movers, dark


def _fits(single: Singles, plan: Plan, sizes: list[int], touched: int, changed: int,
          landed: int) -> bool:
    """Whether single moves of this board, made one after another in one of the plan's orders, stay valid:
    a sufficient test that a pattern can be made, with no move tried on the board.

    A move reads its start (its energy, whether it may move) and the kinds (open, skipped, blocked) of
    the cells it passes and lands on. It is still valid after earlier moves if its start is none of
    the cells they left or reached (`touched`) and none of the cells it passes or lands on changed
    kind (`changed`): a cell keeps its kind while it never holds SLOTS energies (`sizes` are the board's
    counts; `landed` the cells reached once already), and a cell that was full changes when left.
    """
    for distances, rest in plan:
        for d in distances:
            for pos, to, start, reads, reached in single[d]:
                if start & touched or reads & changed:
                    continue
                if not rest:
                    return True
                now = changed | start if sizes[pos + 1] == SLOTS else changed
                if reached and sizes[to + 1] + (2 if reached & landed else 1) >= SLOTS:
                    now |= reached
                if _fits(single, rest, sizes, touched | start | reached, now, landed | reached):
                    return True
    return False


def patterns_makeable(chakras: list[list[int]], bubbles: list[int]) -> tuple[bool, ...]:
    """For each space but the discard space: whether its whole pattern can be made on this board.

    Single moves of the board that stay valid made one after another (`_fits`) answer most patterns
    (exactly for a pattern of one move); for the others a search that stops at the first completion
    decides, making moves on the board (the movable energies are listed only then)."""
    ways = lane(chakras)
    movers = dark = 0
    if bubbles:
        movers = CELL[BUBBLES]
        if bubbles[-1] >= BLACK:  # sorted lists: the last colour is the greatest
            dark = movers
    bit = CELL[0]
    for k, chakra in enumerate(chakras):
        if chakra and chakra != HARMONIES[k]:
            movers |= bit
            if chakra[-1] >= BLACK:
                dark |= bit
        bit <<= 1
    single = _singles(ways, movers, dark)
    sizes = [len(bubbles), *map(len, chakras)]
    out = [False] * DISCARD_SPACE
    for space, distances in ONE_MOVE:  # some single move of one of its distances (what `_fits` would say)
        for d in distances:
            if single[d]:
                out[space] = True
                break
    sources: list[tuple[int, int]] | None = None
    for space, plan, same, count in MANY_MOVES:
        if not (same and len(single[same]) < count) and _fits(single, plan, sizes, 0, 0, 0):
            out[space] = True
            continue
        if sources is None:
            sources = movable(chakras, bubbles, [])
        out[space] = _can(chakras, bubbles, [], plan, ways, sources)
    return tuple(out)


_PLANS: dict[tuple[tuple[int, ...], ...], Plan] = {}
"""The moves left of a pattern (as tuples) -> their plan."""


def _plan_of(moves: list[list[int]]) -> Plan:
    key = tuple(map(tuple, moves))
    found = _PLANS.get(key)
    if found is None:
        found = _PLANS[key] = _plan(key)
    return found


def finishing_moves(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]],
                    moves: list[list[int]]) -> list[Move]:
    """Every move of `moves`, by an energy not yet moved, after which the rest can still be made; sorted.

    A move after which the rest can be made by single moves of this board that stay valid (`_fits`, which
    does not depend on the energy's colour: asked once per start and landing) needs no search; for the
    others the move is made on the board and the rest searched."""
    ways, sources = lane(chakras), movable(chakras, bubbles, moved)
    if len(moves) == 1:  # the pattern's last move: each of its single moves finishes it (none twice: each
        return sorted(_last_moves(ways, sources, moves[0]))  # energy and distance lands in one place)
    found: set[Move] = set()
    bits = _singles(ways, *_masks(sources))
    sizes = [len(bubbles), *map(len, chakras)]
    for distances, plan in _plan_of(moves):
        reach = _last_moves(ways, sources, distances)
        fits: dict[int, bool] = {}
        for move in reach:
            if move in found:
                continue
            pos, colour, to = move
            ok = fits.get(pos << 4 | to)
            if ok is None:
                _, _, start, _, reached = SINGLE[pos + 1][to]
                changed = start if sizes[pos + 1] == SLOTS else 0
                if reached and sizes[to + 1] + 1 >= SLOTS:
                    changed |= reached
                ok = fits[pos << 4 | to] = _fits(bits, plan, sizes, start | reached, changed, reached)
            if ok or _after(chakras, bubbles, moved, pos, colour, to, plan, ways, sources):
                found.add(move)
    return sorted(found)
