"""Entering a room: it is revealed, and its effect applies (every time a character enters it).

Rooms whose effect is a choice (Vision, Robot, Swapping, Shifting, Portal, Pivot) leave a pending
decision for the entering character's player; `effect_options` lists it and `resolve_effect`
carries it out.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event

from .board import NEIGHBOURS, line_key, line_of, line_positions, mirror, slide
from .components import (
    ACID,
    CENTER,
    COLOUR,
    DEATH,
    EXIT,
    FLOODED,
    GREEN,
    ILLUSION,
    KEY,
    MAC_ROOM,
    MIRROR,
    NAME,
    PARANOIA,
    PIVOT,
    PORTAL,
    PRISON,
    REGENERATION,
    ROBOT,
    SHIFTING,
    SHREDDER,
    SWAPPING,
    TIMER,
    TRAP,
    VISION,
    VORTEX,
)
from .fate import kill
from .looking import look_at, recover_reminders
from .mac import draw
from .naming import where, who
from .state import RoomState
from .targets import any_slides, closed, is_hidden, is_open, slide_directions, vanished

CHOICE_ROOMS = frozenset({VISION, ROBOT, SWAPPING, SHIFTING, PORTAL, PIVOT})
OPTIONAL_ROOMS = frozenset({VISION, ROBOT, SWAPPING, SHIFTING, PORTAL})
"""Rooms whose effect the character may decline ("may"); the Pivot Room's slide is forced."""

Action = dict[str, Any]


def reveal(state: RoomState, tile: int, events: list[Event]) -> None:
    """Turn a room face up for good."""
    if state.revealed[tile]:
        return
    state.revealed[tile] = True
    if state.reminding:
        recover_reminders(state, tile, events)
    kind = state.kind[tile]
    events.append(Event("reveal", f"{where(state.tile_pos[tile])} is the {NAME[kind]}.", reveals=True,
                        data={"room": state.tile_pos[tile], "kind": kind, "colour": COLOUR[kind]}))


def enter(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    """Character c arrives in the room on `tile` (by Move, Push or a room's effect)."""
    state.where[c] = tile
    state.imprisoned[c] = False
    state.trapped[c] = -1
    reveal(state, tile, events)
    kind = state.kind[tile]
    events.append(Event("enter", f"{who(state, c)} enters {where(state.tile_pos[tile])} ({NAME[kind]}).",
                        data={"character": c, "room": state.tile_pos[tile]}))
    _EFFECTS.get(kind, _no_effect)(state, c, tile, events)


def _no_effect(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    """Empty, Central, Room 25, Cold, Dark, Jamming, Paranoia: nothing happens on entry."""


def _key(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    if not state.key_active:
        state.key_active = True
        events.append(Event("key", "The Key Room is activated: Room 25 can now be opened."))


def _choice(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    if effect_options(state, c, state.kind[tile]):
        state.pending = ("effect", c, state.kind[tile])


def _regeneration(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    if not state.adrenaline[c]:
        state.adrenaline[c] = True
        events.append(Event("regenerate", f"{who(state, c)} gets the Adrenaline token back."))


def _mac(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    if state.mac:
        draw(state, events)


def _vortex(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    state.where[c] = state.board[CENTER]
    events.append(Event("vortex", f"{who(state, c)} is sucked back to the Central Room."))


def _prison(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    for o in range(state.characters):
        if o != c and state.where[o] == tile and state.imprisoned[o]:
            state.imprisoned[o] = False
            events.append(Event("freed", f"{who(state, o)} is freed from the cell."))
    state.imprisoned[c] = True


def _mirror(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    target = state.board[mirror(state.tile_pos[tile])]
    if not closed(state, target):
        events.append(Event("mirror", f"{who(state, c)} is thrown across the complex."))
        enter(state, c, target, events)


def _acid(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    for o in range(state.characters):
        if o != c and state.where[o] == tile and not vanished(state, o):
            kill(state, o, "dissolved in the Acid Bath when someone else came in", events)


def _death(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    kill(state, c, "the Mortal Room", events)


def _trap(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    state.trapped[c] = tile


def _doom(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    if state.doom[tile] == 0:
        state.doom[tile] = state.turn + (1 if state.kind[tile] == FLOODED else 0)
        when = "the end of the next turn" if state.kind[tile] == FLOODED else "the end of this turn"
        events.append(Event("doom", f"{where(state.tile_pos[tile])} will be deadly at {when}.",
                            data={"room": state.tile_pos[tile], "turn": state.doom[tile]}))


def _timer(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    if state.last_turn > state.turn:
        state.last_turn -= 1
    events.append(Event("timer", f"The countdown loses a turn: turn {state.last_turn} is the last."))


def _illusion(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    hidden = [p for p in range(25) if is_hidden(state, p) and is_open(state, p)]
    if hidden:
        events.append(Event("illusion", f"{who(state, c)} is thrown into a hidden room."))
        enter(state, c, state.board[hidden[state.rng.below(len(hidden))]], events)


_EFFECTS = {
    KEY: _key, VISION: _choice, ROBOT: _choice, SWAPPING: _choice, SHIFTING: _choice, PORTAL: _choice,
    PIVOT: _choice, MAC_ROOM: _mac,
    REGENERATION: _regeneration, VORTEX: _vortex, PRISON: _prison, MIRROR: _mirror, ACID: _acid,
    DEATH: _death, TRAP: _trap, FLOODED: _doom, SHREDDER: _doom, TIMER: _timer, ILLUSION: _illusion,
}
assert not set(_EFFECTS) & {EXIT, PARANOIA}


# -- the choices of the choice rooms --------------------------------------------------


def effect_options(state: RoomState, c: int, room: str) -> list[Action]:
    """The choices the room offers (without the "skip" of an optional room)."""
    pos = state.pos_of(c)
    if room == VISION:
        return [{"type": "view", "room": p} for p in range(25) if is_hidden(state, p)]
    if room == ROBOT:
        return [{"type": "view", "room": p} for p in NEIGHBOURS[pos] if is_hidden(state, p)]
    if room == SWAPPING:
        return [{"type": "swap", "room": p} for p in range(25) if p not in (CENTER, pos)]
    if room == SHIFTING:
        return [{"type": "shift", "line": i, "dir": d} for i, d in any_slides(state)]
    if room == PORTAL:
        here = state.where[c]
        return [{"type": "portal", "room": state.tile_pos[t]} for t in range(25)
                if t != here and state.revealed[t] and COLOUR[state.kind[t]] == GREEN and not closed(state, t)]
    return [{"type": "pivot", "dir": d} for d in slide_directions(state, pos)]


def slide_line(state: RoomState, kind: str, index: int, direction: str, events: list[Event]) -> None:
    """Slide a line by one room with wrap, and place (or keep) its control token."""
    slide(state.board, state.tile_pos, kind, index, direction)
    state.tokens[line_key(kind, index)] = direction
    name = "row" if kind == "r" else "column"
    label = str(index + 1) if kind == "r" else "ABCDE"[index]
    events.append(Event("slide", f"{name.capitalize()} {label} slides {direction}.",
                        data={"line": kind, "index": index, "dir": direction,
                              "rooms": list(line_positions(kind, index))}))


def resolve_effect(state: RoomState, c: int, action: Action, events: list[Event]) -> None:
    """Carry out the chosen room effect (the pending decision is already cleared)."""
    kind = action["type"]
    if kind == "view":
        look_at(state, c, action["room"], events)
    elif kind == "swap":
        a, b = state.pos_of(c), action["room"]
        ta, tb = state.board[a], state.board[b]
        state.board[a], state.board[b] = tb, ta
        state.tile_pos[ta], state.tile_pos[tb] = b, a
        events.append(Event("swap", f"{who(state, c)} swaps the room with {where(b)}.", data={"rooms": [a, b]}))
    elif kind == "shift":
        d = action["dir"]
        slide_line(state, "c" if d in ("up", "down") else "r", action["line"], d, events)
    elif kind == "pivot":
        d = action["dir"]
        slide_line(state, *line_of(state.pos_of(c), d), d, events)
    elif kind == "portal":
        events.append(Event("portal", f"{who(state, c)} steps through the portal."))
        enter(state, c, state.board[action["room"]], events)
