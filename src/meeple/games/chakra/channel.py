"""Channel energy: an inspiration space's whole pattern of moves, one move at a time, never a dead end.

A space is offered only if its whole pattern can be completed, and each move
only if the rest of the pattern can still be completed after it (the
look-ahead of `lookahead.py`, over the moves left: at most three).
The moves are sequential, so an earlier move may harmonize a chakra that a
later one then skips, or fill a slot that a later one needed.
"""

from __future__ import annotations

from itertools import compress
from operator import gt
from typing import Any

from meeple.engine import Action, Event

from .actions import CHANNEL_ACTIONS, MOVE_ACTIONS
from .board import add, facts, harmonize, lane
from .components import (
    BLACK,
    BUBBLES,
    CHANNEL_PATTERNS,
    CHANNEL_TEXTS,
    COLOUR_NAMES,
    DISCARD_SPACE,
    EARTH,
    SLOTS,
    position_name,
)
from .lookahead import finishing_moves, make_move, patterns_makeable
from .lotus import draw
from .state import MOVE, TURN, ChakraState, reserve


def _pattern(space: int) -> list[list[int]]:
    return [list(m) for m in CHANNEL_PATTERNS[space]]


# --- predicates -------------------------------------------------------------------------------

def space_free(state: ChakraState, seat: int, space: int) -> bool:
    """The inspiration space holds none of the seat's tokens yet."""
    return not state.spaces[seat][space]


def can_discard_alleviated(state: ChakraState, seat: int) -> bool:
    """The discard space's action is possible: an alleviated black energy, a free bubble, a non-empty bag."""
    return state.earth[seat] > 0 and len(state.bubbles[seat]) < SLOTS and sum(state.bag) > 0


def possible_patterns(chakras: list[list[int]], bubbles: list[int], known: list[Any] | None = None) -> tuple[bool, ...]:
    """For each space but the discard space: whether its whole pattern can be made on this board
    (kept in the board's `facts`; `known`: those facts, when the caller has them)."""
    if known is None:
        known = facts(chakras, bubbles)
    found = known[1]
    if found is None:
        found = known[1] = patterns_makeable(chakras, bubbles)
    return found


def pattern_possible(state: ChakraState, seat: int, space: int) -> bool:
    """Every move of the space's pattern can be made (or its discard-and-draw)."""
    if space == DISCARD_SPACE:
        return can_discard_alleviated(state, seat)
    return possible_patterns(state.chakras[seat], state.bubbles[seat])[space]


def can_channel(state: ChakraState, seat: int, space: int) -> bool:
    """Put a token on this free space and perform its whole pattern."""
    return (state.phase == TURN and state.turn == seat and reserve(state, seat) > 0
            and space_free(state, seat, space) and pattern_possible(state, seat, space))


def is_moving(state: ChakraState, seat: int) -> bool:
    """The seat on turn is in the middle of a channel pattern."""
    return state.phase == MOVE and state.turn == seat


def _finishing_moves(state: ChakraState, seat: int) -> list[tuple[int, int, int]]:
    return finishing_moves(state.chakras[seat], state.bubbles[seat], state.moved, state.moves_left)


def can_move(state: ChakraState, seat: int, pos: int, colour: int, to: int) -> bool:
    """Move this energy as one of the pattern's moves left, keeping the rest of the pattern possible."""
    return is_moving(state, seat) and (pos, colour, to) in _finishing_moves(state, seat)


# --- legal actions ----------------------------------------------------------------------------

def channel_actions(state: ChakraState, seat: int, known: list[Any] | None = None) -> list[Action]:
    """The channel spaces the seat may use now (`known`: the board's `facts`, when the caller has them)."""
    if reserve(state, seat) == 0:
        return []
    used = state.spaces[seat]
    possible = possible_patterns(state.chakras[seat], state.bubbles[seat], known)
    out = list(compress(CHANNEL_ACTIONS, map(gt, possible, used)))  # possible and free (True > False)
    if not used[DISCARD_SPACE] and can_discard_alleviated(state, seat):
        out.append(CHANNEL_ACTIONS[DISCARD_SPACE])
    return out


def move_actions(state: ChakraState, seat: int) -> list[Action]:
    """Each move of the pattern left that keeps the rest possible: from where, which colour, to where."""
    return list(map(MOVE_ACTIONS.__getitem__, _finishing_moves(state, seat)))


# --- play -------------------------------------------------------------------------------------

def channel(state: ChakraState, seat: int, space: int) -> list[Event]:
    """Put the token on the space; the discard space acts at once, the others wait for their moves."""
    state.spaces[seat][space] = True
    events = [Event("channel", f"{{p{seat}}} channels energy: {CHANNEL_TEXTS[space]}",
                    data={"seat": seat, "space": space})]
    if space != DISCARD_SPACE:
        state.phase = MOVE
        state.moves_left = _pattern(space)
        state.moved = []
        return events
    state.earth[seat] -= 1
    colour = draw(state)
    add(state.chakras[seat], state.bubbles[seat], BUBBLES, colour)
    events.append(Event("draw", f"{{p{seat}}} discards an alleviated energy and draws {COLOUR_NAMES[colour]} "
                        "onto a bubble", reveals=True, data={"seat": seat, "colour": colour}))
    return events


def _move_index(state: ChakraState, seat: int, pos: int, colour: int, to: int) -> int:
    """The index of the pattern's move left that takes this energy from `pos` to `to` (a legal move)."""
    if len(state.moves_left) == 1:
        return 0
    row = lane(state.chakras[seat])[2][colour >= BLACK][pos + 1]  # landings by distance
    return next(i for i, distances in enumerate(state.moves_left) if any(row[d] == to for d in distances))


_MOVE_EVENTS: dict[tuple[int, int, int, int], Event] = {}
"""(seat, from, colour, to) -> the event of that move, built on first use (events are never changed, so
one object serves every time: see the engine's `Event`; 4 x 8 x 9 x 9 at most)."""


def move_event(seat: int, pos: int, colour: int, to: int) -> Event:
    """The log line of a move."""
    key = (seat, pos, colour, to)
    found = _MOVE_EVENTS.get(key)
    if found is None:
        text = f"{{p{seat}}} moves {COLOUR_NAMES[colour]} from {position_name(pos)} to {position_name(to)}"
        found = _MOVE_EVENTS[key] = Event("move", text, data={"seat": seat, "from": pos, "colour": colour, "to": to})
    return found


def move(state: ChakraState, seat: int, pos: int, colour: int, to: int) -> list[Event]:
    """Make one move of the pattern; the pattern ends when no move is left."""
    del state.moves_left[_move_index(state, seat, pos, colour, to)]
    make_move(state.chakras[seat], state.bubbles[seat], (pos, colour, to))
    state.moved.append([to, colour])
    events = [move_event(seat, pos, colour, to)]
    if to == EARTH:
        if colour == BLACK:
            state.earth[seat] += 1
        else:
            state.earth_white[seat] += 1
    else:
        events += harmonize(state, seat, to)
    if not state.moves_left:
        state.moved = []
    return events
