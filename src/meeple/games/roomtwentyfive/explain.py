"""Refusal sentences, chosen by asking the same predicates that build the legal actions."""

from __future__ import annotations

from typing import Any

from .board import line_key, line_of
from .choices import adrenaline_choices, deciding, decision_actions, must_peek, to_program, token_choices, tokens_of
from .components import (
    ACT,
    CENTRE_NEIGHBOURS,
    CHARACTER_NAMES,
    COLD,
    DIRECTIONS,
    PEEK,
    PIVOT,
    PORTAL,
    PROGRAM,
    ROBOT,
    SHIFTING,
    SWAPPING,
    TALENT,
    TALENTS,
    VISION,
)
from .effects import OPTIONAL_ROOMS
from .state import RoomState
from .targets import may_slide

Action = dict[str, Any]

EXPECTED = {
    "timing": ("now", "later"), "adrenaline": ("adrenaline",), "announce": ("announce", "quiet", "remind"),
    VISION: ("view",), ROBOT: ("view",), SWAPPING: ("swap",), SHIFTING: ("shift",), PORTAL: ("portal",),
    PIVOT: ("pivot",),
}
ASK = {
    "timing": "say whether {name} acts now or in the second round",
    "adrenaline": "choose {name}'s Adrenaline action",
    "announce": "announce the colour of the room {name} looked at, or stay quiet",
    "look": "choose a room for {name} to look at", "move": "choose where {name} moves",
    "push": "choose whom {name} pushes and where", "control": "choose which way {name} slides its line",
    VISION: "choose a hidden room to look at from the Vision Room, or skip",
    ROBOT: "choose a hidden room next to the Robot Room to look at, or skip",
    SWAPPING: "choose a room to swap with, or skip", SHIFTING: "choose a line to slide, or skip",
    PORTAL: "choose a green room to step into, or skip", PIVOT: "choose which way the Pivot Room's line slides",
}
TARGET = {
    "look": "{name} can only look at a face-down room next to it.",
    "move": "{name} can only move into a room next to it that is not sealed.",
    "push": "{name} can only push another character in its room into a neighbouring room that is not sealed.",
    "view": "That room cannot be looked at now: choose one of the face-down rooms offered.",
    "swap": "The Swapping Room swaps with any room except the Central Room and itself.",
    "portal": "The portal leads only into another revealed green room that is not sealed.",
    "announce": "Announce green, yellow, red or blue (or stay quiet); nobody may while someone is in the "
                "Jamming Room.",
    "remind": "Your reminder token goes on a face-down room you just looked at, once (with the reminders option).",
    "adrenaline": "Choose one of the four basic actions: look, move, push or control (never the talent).",
    "hide": "{name} cannot hide now.",
    "recover": "{name} has nothing to recover from.",
    "call": "{name} can only call a character (not hiding) from a room next to hers.",
    "carry": "{name} can only carry another character of his room (not hiding) into a neighbouring room "
             "that is not sealed or locked.",
    "remote": "{name} can only slide a row or column next to his own, never a central line, and only "
              "the way it has slid this turn.",
    "lock": "{name} can only lock or open a room next to him (never the Central Room).",
    "sabotage": "{name} can only turn a revealed room next to her (not blue, not Empty) into an Empty Room, "
                "while she has Empty Rooms left.",
    "wreck": "{name} can only turn the revealed room he stands in (not blue, not Empty) into an Empty Room, "
             "once per game.",
}
ASK["talent"] = "use {name}'s talent"


def explain(state: RoomState, seat: int, action: Action) -> str:
    """Why `action` is not legal for `seat` now."""
    kind = action.get("type")
    if kind == "peek":
        return _peek(state, seat, action)
    if kind == "program":
        return _program(state, seat, action)
    if state.phase == PEEK:
        return "First take your secret look at one of the four rooms next to the Central Room."
    if state.phase == PROGRAM:
        return "It is time to program your actions." if to_program(state, seat) \
            else "Wait: the others are still programming."
    pending = deciding(state, seat)
    if state.phase != ACT or state.pending is None:
        return "The game is over."
    _, c, _ = state.pending
    if pending is None:
        return f"It is not your decision: {{p{state.owner[c]}}} must play {CHARACTER_NAMES[c]}'s part."
    what, c, detail = pending
    key = str(detail) if what in ("target", "effect") else what
    name = CHARACTER_NAMES[c]
    expected = (_target_type(c, detail),) if what == "target" else EXPECTED[key]
    if what == "effect" and detail in OPTIONAL_ROOMS:
        expected = (*expected, "skip")
    if kind not in expected:
        return f"Now {ASK[key].format(name=name)}."
    if kind in ("control", "shift", "pivot"):
        return _slide(state, c, action)
    assert not any(a == action for a in decision_actions(state, what, c, detail))
    return TARGET[str(kind)].format(name=name)


def _target_type(c: int, token: str) -> str:
    """The action type that carries out a revealed token: its own name, or the character's talent."""
    return TALENTS[c] if token == TALENT else token


def _peek(state: RoomState, seat: int, action: Action) -> str:
    if not must_peek(state, seat):
        return "You have taken your first look already." if state.phase == PEEK \
            else "The first look is taken once, before the first turn."
    if action.get("room") not in CENTRE_NEIGHBOURS:
        return "Look at one of the four rooms next to the Central Room (C2, B3, D3 or C4)."
    return "That look is not possible."


def _program(state: RoomState, seat: int, action: Action) -> str:
    if state.phase != PROGRAM:
        return "Actions are programmed at the start of a turn, not now."
    c = action.get("character")
    mine = to_program(state, seat)
    if type(c) is not int or not 0 <= c < state.characters:
        return "Name one of your characters by its number."
    if c not in mine:
        if state.owner[c] != seat:
            return f"{CHARACTER_NAMES[c]} is not your character."
        return f"{CHARACTER_NAMES[c]} is dead." if not state.alive(c) \
            else f"{CHARACTER_NAMES[c]} is already programmed for this turn."
    first, second, adrenaline = action.get("first"), action.get("second"), action.get("adrenaline")
    tokens = tokens_of(state)
    if first not in tokens or second not in (*tokens, ""):
        return f"Program tokens among {', '.join(repr(t) for t in tokens)} (second may be \"\" for one action)."
    if first == second:
        return "Program two different actions, or only one."
    if (first, second) not in token_choices(state, c):
        return f"{CHARACTER_NAMES[c]} is in the {COLD.capitalize()} Room: only one action may be programmed."
    if type(adrenaline) is not bool:
        return "Say adrenaline true or false."
    assert adrenaline not in adrenaline_choices(state, c)
    return f"{CHARACTER_NAMES[c]} has used the Adrenaline token already."


def _slide(state: RoomState, c: int, action: Action) -> str:
    direction = action.get("dir")
    if direction not in DIRECTIONS:
        return 'Slide "up", "down", "left" or "right".'
    if action["type"] == "shift":
        index = action.get("line")
        if type(index) is not int or not 0 <= index <= 4:
            return "Name the line by its number, 0 to 4."
        line = ("c" if direction in ("up", "down") else "r", index)
    else:
        line = line_of(state.pos_of(c), direction)
    if line[1] == 2:
        return "The Central Room's row and column never slide."
    assert not may_slide(state, *line, direction)
    return f"That line has slid {state.tokens[line_key(*line)]} this turn: it may only slide that way again."
