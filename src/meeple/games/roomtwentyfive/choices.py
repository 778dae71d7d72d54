"""Every action a seat may take now, built from the rule predicates (`explain` asks the same ones)."""

from __future__ import annotations

from typing import Any

from .acting import target_actions
from .components import ACT, BASIC, CENTRE_NEIGHBOURS, COLD, COLOURS, PEEK, PROGRAM, WITH_TALENT
from .effects import OPTIONAL_ROOMS, effect_options
from .looking import jammed, may_remind
from .state import RoomState

Action = dict[str, Any]

PAIRS = tuple((a, b) for a in BASIC for b in BASIC if a != b)
SINGLES = tuple((a, "") for a in BASIC)
TALENT_PAIRS = tuple((a, b) for a in WITH_TALENT for b in WITH_TALENT if a != b)
TALENT_SINGLES = tuple((a, "") for a in WITH_TALENT)


def must_peek(state: RoomState, seat: int) -> bool:
    """The seat still owes its pre-game look."""
    return state.phase == PEEK and state.peeked[seat] < 0


def to_program(state: RoomState, seat: int) -> list[int]:
    """The seat's living characters not programmed yet this turn."""
    if state.phase != PROGRAM:
        return []
    return [c for c in range(state.characters) if state.owner[c] == seat and not state.ready[c]]


def token_choices(state: RoomState, c: int) -> tuple[tuple[str, str], ...]:
    """(first, second) the character may program: two different tokens, or one ("" second);
    only one from the Cold Room. With the talents option the talent is a fifth token."""
    if state.talents:
        return TALENT_SINGLES if state.room_of(c) == COLD else TALENT_PAIRS + TALENT_SINGLES
    return SINGLES if state.room_of(c) == COLD else PAIRS + SINGLES


def tokens_of(state: RoomState) -> tuple[str, ...]:
    """The tokens every character programs from: the four basic ones, and the talent if on."""
    return WITH_TALENT if state.talents else BASIC


def adrenaline_choices(state: RoomState, c: int) -> tuple[bool, ...]:
    """Adrenaline may be planned once per game."""
    return (False, True) if state.adrenaline[c] else (False,)


_PROGRAMS: dict[tuple[int, bool, bool, bool], tuple[Action, ...]] = {}
"""Prebuilt programming actions by (character, in the Cold Room, Adrenaline left, talents): shared,
never changed."""


def program_actions(state: RoomState, c: int) -> tuple[Action, ...]:
    """Every programming of one character (prebuilt objects: copy before changing)."""
    key = (c, state.room_of(c) == COLD, state.adrenaline[c], state.talents)
    found = _PROGRAMS.get(key)
    if found is None:
        found = _PROGRAMS[key] = tuple(
            {"type": "program", "character": c, "first": a, "second": b, "adrenaline": adr}
            for a, b in token_choices(state, c) for adr in adrenaline_choices(state, c)
        )
    return found


def deciding(state: RoomState, seat: int) -> tuple[str, int, Any] | None:
    """The pending decision if it is this seat's."""
    pending = state.pending
    if state.phase != ACT or pending is None or state.owner[pending[1]] != seat:
        return None
    return pending


def decision_actions(state: RoomState, kind: str, c: int, detail: Any) -> list[Action]:
    """The choices of a pending decision."""
    if kind == "target":
        return target_actions(state, c, detail)
    if kind == "timing":
        return [{"type": "now"}, {"type": "later"}]
    if kind == "adrenaline":
        return [{"type": "adrenaline", "action": t} for t in BASIC]
    if kind == "announce":
        # Without reminders there is no announcement decision while someone is in the Jamming Room.
        silent = state.reminding and jammed(state)
        colours = [] if silent else [{"type": "announce", "colour": col} for col in COLOURS]
        remind = [{"type": "remind"}] if may_remind(state, state.owner[c], detail) else []
        return [*colours, {"type": "quiet"}, *remind]
    options = effect_options(state, c, detail)
    return [*options, {"type": "skip"}] if detail in OPTIONAL_ROOMS else options


def shared_actions(state: RoomState, seat: int) -> list[Action]:
    """What the seat may do now; the programming actions are the prebuilt, shared ones."""
    phase = state.phase
    if phase == ACT:
        pending = deciding(state, seat)
        return decision_actions(state, *pending) if pending is not None else []
    if phase == PROGRAM:
        return [a for c in to_program(state, seat) for a in program_actions(state, c)]
    if must_peek(state, seat):
        return [{"type": "peek", "room": p} for p in CENTRE_NEIGHBOURS]
    return []


def legal_actions(state: RoomState, seat: int) -> list[Action]:
    """What the seat may do now, as fresh objects the caller may change."""
    if state.phase == PROGRAM:
        return [dict(a) for a in shared_actions(state, seat)]
    return shared_actions(state, seat)
