"""What each action may aim at: the predicates `legal_actions` and `explain` share.

An action with no target is lost (the page: "If one action cannot be completed, the action is lost").
"""

from __future__ import annotations

from .board import NEIGHBOURS, SLIDING_LINES, line_key, line_of
from .components import CENTER, CONTROL, DARK, DIRECTIONS, DOWN, LEFT, LOOK, MOVE, PUSH, RIGHT, UP
from .state import RoomState


def is_hidden(state: RoomState, pos: int) -> bool:
    """The room at pos is still face down."""
    return not state.revealed[state.board[pos]]


def is_open(state: RoomState, pos: int) -> bool:
    """The room at pos may be entered (not sealed after flooding or shredding, nor locked by Emmett)."""
    tile = state.board[pos]
    return not state.sealed[tile] and tile not in state.locks


def closed(state: RoomState, tile: int) -> bool:
    """Nobody may enter the tile: sealed for good, or under one of Emmett's locks."""
    return state.sealed[tile] or tile in state.locks


def vanished(state: RoomState, c: int) -> bool:
    """Alice hides this turn: nobody may push, call or carry her."""
    return state.talents and state.hidden[c] == state.turn


def look_targets(state: RoomState, c: int) -> list[int]:
    """Face-down rooms next to the character; none from the Dark Room."""
    if state.room_of(c) == DARK:
        return []
    return [q for q in NEIGHBOURS[state.pos_of(c)] if is_hidden(state, q)]


def move_targets(state: RoomState, c: int) -> list[int]:
    """Rooms next to the character that are not sealed; none while imprisoned."""
    if state.imprisoned[c]:
        return []
    return [q for q in NEIGHBOURS[state.pos_of(c)] if is_open(state, q)]


def push_victims(state: RoomState, c: int) -> list[int]:
    """Other living characters in the same room; nobody in the Central Room."""
    tile = state.where[c]
    if state.tile_pos[tile] == CENTER:
        return []
    victims = [o for o in range(state.characters) if o != c and state.where[o] == tile]
    return [o for o in victims if not vanished(state, o)] if state.talents else victims


def push_targets(state: RoomState, c: int) -> list[tuple[int, int]]:
    """(victim, room) pairs the character may push."""
    rooms = move_rooms_from(state, state.pos_of(c))
    return [(o, q) for o in push_victims(state, c) for q in rooms]


def move_rooms_from(state: RoomState, pos: int) -> list[int]:
    """Unsealed rooms next to pos."""
    return [q for q in NEIGHBOURS[pos] if is_open(state, q)]


def may_slide(state: RoomState, kind: str, index: int, direction: str) -> bool:
    """Not a central line, and not against the control token already on the line this turn."""
    if index not in SLIDING_LINES or (kind == "r") != (direction in (LEFT, RIGHT)):
        return False
    placed = state.tokens.get(line_key(kind, index))
    return placed is None or placed == direction


def slide_directions(state: RoomState, pos: int) -> list[str]:
    """Directions the row or column through pos may slide."""
    return [d for d in DIRECTIONS if may_slide(state, *line_of(pos, d), d)]


def control_directions(state: RoomState, c: int) -> list[str]:
    """Control: slide the character's own row (left/right) or column (up/down)."""
    return slide_directions(state, state.pos_of(c))


def any_slides(state: RoomState) -> list[tuple[int, str]]:
    """(line, direction) of every line that may slide (the Shifting Room)."""
    out = []
    for index in SLIDING_LINES:
        for d in (UP, DOWN):
            if may_slide(state, "c", index, d):
                out.append((index, d))
        for d in (LEFT, RIGHT):
            if may_slide(state, "r", index, d):
                out.append((index, d))
    return out


def has_target(state: RoomState, c: int, token: str) -> bool:
    """Whether a basic token can be carried out now (else it is lost); `flow` asks `talents` for
    the talent token."""
    if token == LOOK:
        return bool(look_targets(state, c))
    if token == MOVE:
        return bool(move_targets(state, c))
    if token == PUSH:
        return bool(push_targets(state, c))
    return bool(control_directions(state, c)) if token == CONTROL else False

