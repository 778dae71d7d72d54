"""Readable refusals.

`explain` is called only for a well-formed action that is not in
`legal_actions` (the engine refuses other shapes first), to say why. Every
rule is asked of the predicates in `acting`, `turn`, `challenge` and
`aftermath`, the same ones the legal actions are built from; this module only
chooses, from the predicate that fails, the sentence to say. Values of the
wrong type or range (a disc called "rose", a bid of "3") are refused here too.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import seat_name

from .acting import has_disc, is_time_to, is_your_turn
from .challenge import can_flip, is_other_mat
from .components import BIDDING, CHALLENGE, CHOOSE_START, DISC_BY_NAME, DISCARD, FLOWER, OPENING, OVER, SKULL, TURN
from .state import SkullState
from .turn import highest_bid, lowest_bid

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
    if not is_your_turn(state, seat):
        if state.phase != OPENING:
            return "It is not your turn."
        if not state.in_game(seat):
            return "You are out of the game."
        return "You have placed your first disc; wait for the others."
    kind = action["type"]
    reason = _BY_TYPE[kind](state, seat, action)
    return reason or f"You cannot {kind} now: {_PHASE_DOING[state.phase]}."


def _disc(action: Action) -> int | None:
    name = action["disc"]
    return DISC_BY_NAME.get(name) if isinstance(name, str) else None


def _is_seat(state: SkullState, value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < state.players


def _place(state: SkullState, seat: int, action: Action) -> str | None:
    if not is_time_to(state, "place"):
        return None
    kind = _disc(action)
    if kind is None:
        return 'Say which disc to place: "flower" or "skull".'
    if not has_disc(state, seat, FLOWER) and not has_disc(state, seat, SKULL):
        return "You have no discs left in your hand: you must bid."
    if not has_disc(state, seat, kind):
        return f"You have no {'skull' if kind == SKULL else 'flower'} in your hand."
    return None


def _bid(state: SkullState, seat: int, action: Action) -> str | None:
    if not is_time_to(state, "bid"):
        return None
    count = action["count"]
    if not isinstance(count, int) or isinstance(count, bool):
        return "A bid must be a whole number of discs."
    if count < 1:
        return "A bid must be at least 1 disc."
    if count < lowest_bid(state):
        return f"Your bid must be higher than the current bid of {state.bid}."
    if count > highest_bid(state):
        return f"You cannot bid more than the {highest_bid(state)} discs on the mats."
    return None


def _pass(state: SkullState, seat: int, action: Action) -> str | None:
    if is_time_to(state, "bid") and not is_time_to(state, "pass"):  # a turn: nobody has bid yet
        return "Nobody has bid yet: add a disc or start the bidding."
    return None


def _flip(state: SkullState, seat: int, action: Action) -> str | None:
    if not is_time_to(state, "flip"):
        return None
    target = action["seat"]
    if not _is_seat(state, target):
        return "Say whose disc to flip with the seat of a player at this table."
    if not is_other_mat(seat, target):
        return "Your own discs are already face up."
    if not can_flip(state, target):
        return f"{seat_name(target)} has no face-down disc left on their mat."
    return None


def _discard(state: SkullState, seat: int, action: Action) -> str | None:
    if not is_time_to(state, "discard"):
        return None
    kind = _disc(action)
    if kind is None:
        return 'Say which disc to discard: "flower" or "skull".'
    if not has_disc(state, seat, kind):
        return f"You have no {'skull' if kind == SKULL else 'flower'} left to discard."
    return None


def _start(state: SkullState, seat: int, action: Action) -> str | None:
    if not is_time_to(state, "start"):
        return None
    target = action["seat"]
    if not _is_seat(state, target):
        return "Name the seat of a player at this table to start the next round."
    if not state.in_game(target):
        return f"{seat_name(target)} is out of the game and cannot start."
    return None


_BY_TYPE = {"place": _place, "bid": _bid, "pass": _pass, "flip": _flip, "discard": _discard, "start": _start}
