"""Readable refusals, chosen from the predicates that build the legal actions.

`explain` is called only for a well-formed action that is not listed. It asks
the rule predicates of `walk`, `playing` and `market` in order and returns
the sentence of the first that fails; its own checks are only of values (a
tile name that is not a string, an option that is not 0 or 1).
"""

from __future__ import annotations

from typing import Any

from meeple.engine import seat_name

from .components import BY_NAME, COST, NAMES
from .market import can_afford, is_buyer, on_offer
from .playing import BAG, HAND, can_pick, can_play, can_take_again_from
from .state import AGAIN, BUYING, CHOOSE, DECIDE, DECIDED, DISCARD, DONE, HOME, OVER, PICK, REMOVE, RefugeState
from .walk import can_discard, may_discard

Action = dict[str, Any]

NOW = {
    DECIDE: "Now decide in secret: draw two tiles or return to the refuge.",
    CHOOSE: "Now choose which of your two drawn tiles to play.",
    PICK: "Now choose one side of the \"/\" effect.",
    AGAIN: "Now say where your second tile comes from: the other drawn tile or a new one from the bag.",
    REMOVE: "Now remove the other drawn tile from the game, or keep it.",
    DISCARD: "Now discard one tile of your path from the game, or keep them all.",
}
"""What a seat owing a choice must do, by stage."""

WAIT = {
    DECIDED: "You have decided; the others are still deciding.",
    DONE: "Your tiles are done this turn; wait for the others.",
    HOME: "You are back at the refuge until this walk ends.",
}
"""Why a seat owing nothing cannot act, by stage."""


def explain(state: RefugeState, seat: int, action: Action) -> str:
    """Why `action` is not legal for `seat` now."""
    kind = action["type"]
    if state.phase == OVER:
        return "The game is over."
    if state.phase == BUYING:
        return _buying(state, seat, action)
    stage = state.stage[seat]
    if stage not in NOW:
        return WAIT[stage]
    if kind == "buy" or kind == "pass":
        return "Buying comes once every walker's tiles are done. " + NOW[stage]
    check = _BY_TYPE.get(kind)
    reason = check(state, seat, action) if check else None
    return reason or NOW[stage]


def _tile(action: Action) -> int | None:
    name = action["tile"]
    return BY_NAME.get(name) if isinstance(name, str) else None


def _buying(state: RefugeState, seat: int, action: Action) -> str:
    if not is_buyer(state, seat):
        return f"It is {seat_name(state.buyers[0])}'s turn to buy."
    if action["type"] != "buy":
        return "Now buy a market tile or pass."
    tile = _tile(action)
    if tile is None:
        return 'A buy names a market tile: {"type": "buy", "tile": "stile"}.'
    if not on_offer(state, tile):
        return f"There is no {NAMES[tile]} face up in the market."
    if not can_afford(state, seat, tile):
        return f"{NAMES[tile]} costs {COST[tile]} steps and you have {state.steps[seat]}."
    return "Now buy a market tile or pass."


def _play(state: RefugeState, seat: int, action: Action) -> str | None:
    if state.stage[seat] != CHOOSE:
        return None
    tile = _tile(action)
    if tile is None:
        return 'A play names a drawn tile: {"type": "play", "tile": "trail"}.'
    if not can_play(state, seat, tile):
        held = " and ".join(NAMES[t] for t in state.hands[seat])
        return f"You did not draw {NAMES[tile]}: you hold {held}."
    return None


def _pick(state: RefugeState, seat: int, action: Action) -> str | None:
    if state.stage[seat] != PICK:
        return None
    option = action["option"]
    if type(option) is not int or not can_pick(state, seat, option):
        return 'Pick side 0 or 1 of the "/" effect.'
    return None


def _again(state: RefugeState, seat: int, action: Action) -> str | None:
    if state.stage[seat] != AGAIN:
        return None
    source = action["source"]
    if not isinstance(source, str) or not can_take_again_from(state, seat, source):
        return f'Say "{HAND}" (the other drawn tile) or "{BAG}" (a new tile from your bag).'
    return None


def _discard(state: RefugeState, seat: int, action: Action) -> str | None:
    if not may_discard(state, seat):
        return None
    tile = _tile(action)
    if tile is None:
        return 'A discard names a path tile: {"type": "discard", "tile": "bramble"}.'
    if not can_discard(state, seat, tile):
        return f"There is no {NAMES[tile]} in your path."
    return None


_BY_TYPE = {"play": _play, "pick": _pick, "again": _again, "discard": _discard}
"""The actions with values to check; the others (draw, return, remove, keep) are refused only for
coming at the wrong stage, which the stage's sentence says."""
