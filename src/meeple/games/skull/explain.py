"""Readable refusals.

`explain` is called only for an action that is not in `legal_actions`, to say
why; legality itself lives in `turn`, `challenge` and `aftermath`.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import seat_name

from .components import (
    BIDDING, CHALLENGE, CHOOSE_START, DISC_BY_NAME, DISCARD, OPENING, OVER, SKULL, TURN,
)
from .state import SkullState

Action = dict[str, Any]

_PHASE_DOING = {
    OPENING: "everyone is placing a first disc",
    TURN: "it is time to add a disc or start the bidding",
    BIDDING: "the bidding is on",
    CHALLENGE: "the challenger is flipping discs",
    DISCARD: "the challenger is discarding a disc",
    CHOOSE_START: "the eliminated challenger is choosing who starts",
    OVER: "the game is over",
}


def explain(state: SkullState, seat: int, action: Action) -> str:
    """Why `action` is not legal for `seat` now."""
    if state.phase == OPENING:
        if not state.in_game(seat):
            return "You are out of the game."
        if state.mats[seat]:
            return "You have placed your first disc; wait for the others."
    elif seat != state.current:
        return "It is not your turn."
    kind = action.get("type")
    reason = _BY_TYPE.get(kind, _unknown)(state, seat, action)
    return reason or f"You cannot {kind} now: {_PHASE_DOING[state.phase]}."


def _unknown(state: SkullState, seat: int, action: Action) -> str:
    return f"There is no action called {action.get('type')!r} in Skull."


def _disc(action: Action) -> int | None:
    name = action.get("disc")
    return DISC_BY_NAME.get(name) if isinstance(name, str) else None


def _extra_keys(action: Action, allowed: set[str]) -> str | None:
    extra = sorted(set(action) - allowed - {"type"})
    return f"Unexpected field(s) {', '.join(extra)} in a {action['type']} action." if extra else None


def _place(state: SkullState, seat: int, action: Action) -> str | None:
    if state.phase not in (OPENING, TURN):
        return None
    kind = _disc(action)
    if kind is None:
        return 'Say which disc to place: "flower" or "skull".'
    if not state.hand_size(seat):
        return "You have no discs left in your hand: you must bid."
    if not state.hands[seat][kind]:
        return f"You have no {'skull' if kind == SKULL else 'flower'} in your hand."
    return _extra_keys(action, {"disc"})


def _bid(state: SkullState, seat: int, action: Action) -> str | None:
    if state.phase not in (TURN, BIDDING):
        return None
    count = action.get("count")
    if not isinstance(count, int) or isinstance(count, bool):
        return "A bid must be a whole number of discs."
    if count < 1:
        return "A bid must be at least 1 disc."
    if count <= state.bid:
        return f"Your bid must be higher than the current bid of {state.bid}."
    if count > state.on_mats():
        return f"You cannot bid more than the {state.on_mats()} discs on the mats."
    return _extra_keys(action, {"count"})


def _pass(state: SkullState, seat: int, action: Action) -> str | None:
    if state.phase == TURN:
        return "Nobody has bid yet: add a disc or start the bidding."
    return _extra_keys(action, set()) if state.phase == BIDDING else None


def _flip(state: SkullState, seat: int, action: Action) -> str | None:
    if state.phase != CHALLENGE:
        return None
    target = action.get("seat")
    if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < state.players:
        return "Say whose disc to flip with the seat of a player at this table."
    if target == seat:
        return "Your own discs are already face up."
    if state.flipped[target] >= len(state.mats[target]):
        return f"{seat_name(target)} has no face-down disc left on their mat."
    return _extra_keys(action, {"seat"})


def _discard(state: SkullState, seat: int, action: Action) -> str | None:
    if state.phase != DISCARD:
        return None
    kind = _disc(action)
    if kind is None:
        return 'Say which disc to discard: "flower" or "skull".'
    if not state.hands[seat][kind]:
        return f"You have no {'skull' if kind == SKULL else 'flower'} left to discard."
    return _extra_keys(action, {"disc"})


def _start(state: SkullState, seat: int, action: Action) -> str | None:
    if state.phase != CHOOSE_START:
        return None
    target = action.get("seat")
    if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < state.players:
        return "Name the seat of a player at this table to start the next round."
    if not state.in_game(target):
        return f"{seat_name(target)} is out of the game and cannot start."
    return _extra_keys(action, {"seat"})


_BY_TYPE = {"place": _place, "bid": _bid, "pass": _pass, "flip": _flip, "discard": _discard, "start": _start}

