"""The special talents option: each character's fifth token, its targets and what it does.

The page gives the rules frame (a fifth token, programmed like the others; never used in the
Central Room nor with Adrenaline); the talents themselves are designed from Season 2's one-line
character blurbs and the Ultimate setup's material (README "Special talents").
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event

from .board import NEIGHBOURS, SIZE, SLIDING_LINES
from .components import (
    BLUE,
    CALL,
    CARRY,
    CENTER,
    COLOUR,
    DOWN,
    EMPTY,
    HIDE,
    LEFT,
    LOCK,
    LOCKS,
    NAME,
    RECOVER,
    REMOTE,
    RIGHT,
    SABOTAGE,
    SPARE_ROOMS,
    TALENTS,
    UP,
    WRECK,
)
from .effects import enter, slide_line
from .naming import where, who
from .state import RoomState
from .targets import is_open, may_slide, move_rooms_from, vanished

Action = dict[str, Any]
TALENT_ACTIONS = frozenset({HIDE, RECOVER, CALL, CARRY, REMOTE, LOCK, SABOTAGE, WRECK})
"""Action types that carry out a talent (one per talent, named after it)."""


def talent_of(c: int) -> str:
    """The character's talent."""
    return TALENTS[c]


def starting_spares(characters: int) -> list[int]:
    """The Empty Rooms each character starts with (Bruce one, Sarah two)."""
    return [SPARE_ROOMS.get(talent_of(c), 0) for c in range(characters)]


def _can_wreck(state: RoomState, tile: int) -> bool:
    """A revealed room that is not blue nor Empty already may become an Empty Room."""
    kind = state.kind[tile]
    return state.revealed[tile] and COLOUR[kind] != BLUE and kind != EMPTY


def _remote_lines(pos: int) -> list[tuple[str, int]]:
    """The rows and columns next to pos's own (those that may ever slide)."""
    row, col = pos // SIZE, pos % SIZE
    return [("r", r) for r in (row - 1, row + 1) if r in SLIDING_LINES] + \
        [("c", k) for k in (col - 1, col + 1) if k in SLIDING_LINES]


def talent_targets(state: RoomState, c: int) -> list[Action]:
    """The ways c may use its talent now; none in the Central Room (the page's exception)."""
    if not state.talents:
        return []
    pos = state.pos_of(c)
    if pos == CENTER:
        return []
    talent = talent_of(c)
    here = state.where[c]
    if talent == HIDE:
        return [{"type": HIDE}]
    if talent == RECOVER:
        weakened = not state.adrenaline[c] or state.imprisoned[c] or state.trapped[c] >= 0
        return [{"type": RECOVER}] if weakened else []
    if talent == CALL:
        if not is_open(state, pos):
            return []
        near = {state.board[q] for q in NEIGHBOURS[pos]}
        return [{"type": CALL, "character": o} for o in range(state.characters)
                if o != c and state.where[o] in near and not vanished(state, o)]
    if talent == CARRY:
        rooms = move_rooms_from(state, pos)
        return [{"type": CARRY, "character": o, "room": q} for o in range(state.characters)
                if o != c and state.where[o] == here and not vanished(state, o) for q in rooms]
    if talent == REMOTE:
        out: list[Action] = []
        for kind, index in _remote_lines(pos):
            for d in ((LEFT, RIGHT) if kind == "r" else (UP, DOWN)):
                if may_slide(state, kind, index, d):
                    out.append({"type": REMOTE, "line": index, "dir": d})
        return out
    if talent == LOCK:
        return [{"type": LOCK, "room": q} for q in NEIGHBOURS[pos] if q != CENTER]
    if state.spares[c] <= 0:
        return []
    if talent == WRECK:
        return [{"type": WRECK, "room": pos}] if _can_wreck(state, here) else []
    return [{"type": SABOTAGE, "room": q} for q in NEIGHBOURS[pos] if _can_wreck(state, state.board[q])]


def use_talent(state: RoomState, c: int, action: Action, events: list[Event]) -> None:
    """Carry out the chosen talent action."""
    kind = action["type"]
    if kind == HIDE:
        state.hidden[c] = state.turn
        events.append(Event("hide", f"{who(state, c)} vanishes until the end of the turn.", data={"character": c}))
    elif kind == RECOVER:
        _recover(state, c, events)
    elif kind == CALL:
        o = action["character"]
        events.append(Event("call", f"{who(state, c)} calls {who(state, o)} over.", data={"character": c, "other": o}))
        enter(state, o, state.where[c], events)
    elif kind == CARRY:
        o, room = action["character"], action["room"]
        tile = state.board[room]
        events.append(Event("carry", f"{who(state, c)} carries {who(state, o)} into {where(room)}.",
                            data={"character": c, "other": o, "room": room}))
        enter(state, c, tile, events)
        if state.winner is None and state.where[o] >= 0:
            _enter_after(state, o, tile, events)
    elif kind == REMOTE:
        d = action["dir"]
        slide_line(state, "c" if d in (UP, DOWN) else "r", action["line"], d, events)
    elif kind == LOCK:
        _lock(state, c, action["room"], events)
    else:
        _wreck(state, c, action["room"], events)


def _enter_after(state: RoomState, o: int, tile: int, events: list[Event]) -> None:
    """The carried character arrives second; a choice room's decision for the carrier comes first."""
    if state.pending is None:
        enter(state, o, tile, events)
        return
    # The carrier's room decision (Vision, Pivot, ...) is pending: the carried one arrives without
    # its own decision, which would need a second pending slot. Designed simplification.
    pending = state.pending
    enter(state, o, tile, events)
    if state.winner is None:
        state.pending = pending


def _recover(state: RoomState, c: int, events: list[Event]) -> None:
    state.imprisoned[c] = False
    state.trapped[c] = -1
    state.armed = -1
    if not state.adrenaline[c]:
        state.adrenaline[c] = True
    events.append(Event("recover", f"{who(state, c)} recovers: Adrenaline back, free of cells and traps.",
                        data={"character": c}))


def _lock(state: RoomState, c: int, room: int, events: list[Event]) -> None:
    tile = state.board[room]
    if tile in state.locks:
        state.locks.remove(tile)
        events.append(Event("unlock", f"{who(state, c)} opens {where(room)}.", data={"room": room}))
        return
    if len(state.locks) >= LOCKS:
        moved = state.locks.pop(0)
        events.append(Event("unlock", f"{who(state, c)} takes the lock off {where(state.tile_pos[moved])}.",
                            data={"room": state.tile_pos[moved]}))
    state.locks.append(tile)
    events.append(Event("lock", f"{who(state, c)} locks {where(room)}: nobody may enter it.", data={"room": room}))


def _wreck(state: RoomState, c: int, room: int, events: list[Event]) -> None:
    """The room becomes an Empty Room: its doom, cell and trap go with it."""
    tile = state.board[room]
    old = state.kind[tile]
    state.kind[tile] = EMPTY
    state.spares[c] -= 1
    state.doom[tile] = 0
    for o in range(state.characters):
        if state.where[o] == tile:
            state.imprisoned[o] = False
            state.trapped[o] = -1
    if state.armed == tile:
        state.armed = -1
    events.append(Event("sabotage", f"{who(state, c)} turns the {NAME[old]} at {where(room)} into an Empty Room.",
                        data={"room": room, "was": old, "kind": EMPTY}))
