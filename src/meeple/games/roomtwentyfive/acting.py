"""The four basic actions once revealed: their target choices and what they do."""

from __future__ import annotations

from typing import Any

from meeple.engine import Event

from .board import leaving_position, line_of
from .components import CONTROL, EXIT, LOOK, MOVE, PUSH
from .effects import enter, slide_line
from .fate import PRISONERS_WIN, can_escape, finish
from .looking import look_at
from .naming import where, who
from .state import RoomState
from .talents import talent_targets
from .targets import control_directions, look_targets, move_targets, push_targets

Action = dict[str, Any]


def target_actions(state: RoomState, c: int, token: str) -> list[Action]:
    """The ways to carry out a revealed token."""
    if token == LOOK:
        return [{"type": "look", "room": p} for p in look_targets(state, c)]
    if token == MOVE:
        return [{"type": "move", "room": p} for p in move_targets(state, c)]
    if token == PUSH:
        return [{"type": "push", "character": o, "room": p} for o, p in push_targets(state, c)]
    if token == CONTROL:
        return [{"type": "control", "dir": d} for d in control_directions(state, c)]
    return talent_targets(state, c)


def carry_out(state: RoomState, c: int, action: Action, events: list[Event]) -> None:
    """Do the chosen look, move, push or control."""
    kind = action["type"]
    if kind == LOOK:
        look_at(state, c, action["room"], events)
    elif kind == MOVE:
        enter(state, c, state.board[action["room"]], events)
    elif kind == PUSH:
        victim = action["character"]
        events.append(Event("push", f"{who(state, c)} pushes {who(state, victim)} into {where(action['room'])}.",
                            data={"character": c, "victim": victim, "room": action["room"]}))
        enter(state, victim, state.board[action["room"]], events)
    else:
        control(state, c, action["dir"], events)


def control(state: RoomState, c: int, direction: str, events: list[Event]) -> None:
    """Slide the character's row or column; sliding Room 25 out with the right people inside
    is the escape, otherwise it wraps round like any room."""
    kind, index = line_of(state.pos_of(c), direction)
    out = state.board[leaving_position(kind, index, direction)]
    if state.kind[out] == EXIT and state.revealed[out] and can_escape(state):
        events.append(Event("escape", f"{who(state, c)} slides Room 25 out of the complex!"))
        finish(state, PRISONERS_WIN, "Room 25 left the complex with the prisoners: they escape.", events)
        return
    slide_line(state, kind, index, direction, events)

