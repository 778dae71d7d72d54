"""Channel energy: an inspiration space's whole pattern of moves, one move at a time, never a dead end.

A space is offered only if its whole pattern can be completed, and each move
only if the rest of the pattern can still be completed after it
(`completable`, a depth-first look-ahead over the moves left: at most three).
The moves are sequential, so an earlier move may harmonize a chakra that a
later one then skips, or fill a slot that a later one needed.
"""

from __future__ import annotations

from meeple.engine import Action, Event

from .board import Memo, add, board_key, harmonize, landing, movable, remove
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
from .lotus import draw
from .state import MOVE, TURN, ChakraState, reserve


def _step(chakras: list[list[int]], bubbles: list[int], pos: int, colour: int, to: int) -> None:
    remove(chakras, bubbles, pos, colour)
    if to != EARTH:
        add(chakras, bubbles, to, colour)


def _undo(chakras: list[list[int]], bubbles: list[int], pos: int, colour: int, to: int) -> None:
    if to != EARTH:
        remove(chakras, bubbles, to, colour)
    add(chakras, bubbles, pos, colour)


def completable(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]],
                moves: list[list[int]], sources: list[tuple[int, int]] | None = None) -> bool:
    """Whether the `moves` left can all be made, each by an energy not yet moved (the board is
    changed while trying and restored before returning); `sources` is `movable` when known."""
    if not moves:
        return True
    if sources is None:
        sources = movable(chakras, bubbles, moved)
    seen: list[list[int]] = []
    for i, distances in enumerate(moves):
        if distances in seen:
            continue
        seen.append(distances)
        rest = moves[:i] + moves[i + 1:]
        for pos, colour in sources:
            for distance in distances:
                to = landing(chakras, pos, distance, colour)
                if to is None:
                    continue
                if not rest or after_move(chakras, bubbles, moved, (pos, colour, to), rest):
                    return True
    return False


def after_move(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]],
               move: tuple[int, int, int], rest: list[list[int]]) -> bool:
    """Whether, once this move (position, colour, target) is made, the moves `rest` can all be made."""
    pos, colour, to = move
    _step(chakras, bubbles, pos, colour, to)
    moved.append([to, colour])
    ok = completable(chakras, bubbles, moved, rest)
    moved.pop()
    _undo(chakras, bubbles, pos, colour, to)
    return ok


def _pattern(space: int) -> list[list[int]]:
    return [list(m) for m in CHANNEL_PATTERNS[space]]


# --- predicates -------------------------------------------------------------------------------

def space_free(state: ChakraState, seat: int, space: int) -> bool:
    """The inspiration space holds none of the seat's tokens yet."""
    return not state.spaces[seat][space]


def can_discard_alleviated(state: ChakraState, seat: int) -> bool:
    """The discard space's action is possible: an alleviated black energy, a free bubble, a non-empty bag."""
    return state.earth[seat] > 0 and len(state.bubbles[seat]) < SLOTS and sum(state.bag) > 0


_POSSIBLE = Memo(100_000)
"""Board -> which move patterns (all spaces but the discard space) can be completed on it."""


def possible_patterns(chakras: list[list[int]], bubbles: list[int]) -> tuple[bool, ...]:
    """For each space but the discard space: whether its whole pattern can be made on this board."""
    key = board_key(chakras, bubbles)
    found = _POSSIBLE.get(key)
    if found is None:
        sources = movable(chakras, bubbles, [])
        found = _POSSIBLE.keep(key, tuple(bool(sources) and completable(chakras, bubbles, [], _pattern(space), sources)
                                          for space in range(DISCARD_SPACE)))
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


def _distance_to(state: ChakraState, seat: int, pos: int, colour: int, to: int) -> int | None:
    """The index of a pattern move left that takes this energy from `pos` to `to`, if any."""
    chakras = state.chakras[seat]
    for i, distances in enumerate(state.moves_left):
        for distance in distances:
            if landing(chakras, pos, distance, colour) == to:
                return i
    return None


def can_move(state: ChakraState, seat: int, pos: int, colour: int, to: int) -> bool:
    """Move this energy as one of the pattern's moves left, keeping the rest of the pattern possible."""
    if state.phase != MOVE or state.turn != seat:
        return False
    chakras, bubbles = state.chakras[seat], state.bubbles[seat]
    if (pos, colour) not in movable(chakras, bubbles, state.moved):
        return False
    i = _distance_to(state, seat, pos, colour, to)
    if i is None:
        return False
    rest = state.moves_left[:i] + state.moves_left[i + 1:]
    return after_move(chakras, bubbles, state.moved, (pos, colour, to), rest)


# --- legal actions ----------------------------------------------------------------------------

def channel_actions(state: ChakraState, seat: int) -> list[Action]:
    """The channel spaces the seat may use now."""
    if reserve(state, seat) == 0:
        return []
    used = state.spaces[seat]
    possible = possible_patterns(state.chakras[seat], state.bubbles[seat])
    out: list[Action] = [{"type": "channel", "space": i} for i in range(DISCARD_SPACE) if not used[i] and possible[i]]
    if not used[DISCARD_SPACE] and can_discard_alleviated(state, seat):
        out.append({"type": "channel", "space": DISCARD_SPACE})
    return out


def move_actions(state: ChakraState, seat: int) -> list[Action]:
    """Each move of the pattern left that keeps the rest possible: from where, which colour, to where."""
    chakras, bubbles = state.chakras[seat], state.bubbles[seat]
    moved = state.moved
    out: list[Action] = []
    targets: list[tuple[int, int, int]] = []
    seen: list[list[int]] = []
    for i, distances in enumerate(state.moves_left):
        if distances in seen:
            continue
        seen.append(distances)
        rest = state.moves_left[:i] + state.moves_left[i + 1:]
        for pos, colour in movable(chakras, bubbles, moved):
            for distance in distances:
                to = landing(chakras, pos, distance, colour)
                if to is None or (pos, colour, to) in targets:
                    continue
                if not rest or after_move(chakras, bubbles, moved, (pos, colour, to), rest):
                    targets.append((pos, colour, to))
    targets.sort()
    for pos, colour, to in targets:
        out.append({"type": "move", "from": pos, "colour": colour, "to": to})
    return out


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


def move(state: ChakraState, seat: int, pos: int, colour: int, to: int) -> list[Event]:
    """Make one move of the pattern; the pattern ends when no move is left."""
    i = _distance_to(state, seat, pos, colour, to)
    assert i is not None
    del state.moves_left[i]
    chakras = state.chakras[seat]
    _step(chakras, state.bubbles[seat], pos, colour, to)
    state.moved.append([to, colour])
    text = f"{{p{seat}}} moves {COLOUR_NAMES[colour]} from {position_name(pos)} to {position_name(to)}"
    events = [Event("move", text, data={"seat": seat, "from": pos, "colour": colour, "to": to})]
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
