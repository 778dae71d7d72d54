"""Why an action is refused, in a sentence a player can read.

Only called after `legal_actions` has refused the action (the one source of
legality); these functions only find the most helpful reason.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Action

from .bidding import bid_limits
from .components import card_list, dollars
from .state import BIDDING, SELLING, ForSaleState

_SHAPES = {
    "bid": '{"type": "bid", "amount": 3} (a total of three $1,000 coins)',
    "pass": '{"type": "pass"}',
    "sell": '{"type": "sell", "property": 17}',
}
_FIELD = {"bid": "amount", "pass": None, "sell": "property"}


def explain(state: ForSaleState, seat: int, action: Action) -> str:
    """The reason `action` is not legal for `seat` now."""
    kind = action.get("type")
    if kind not in _SHAPES:
        return f"For Sale has no action {kind!r}: you can bid, pass or sell."
    if state.phase == BIDDING:
        return _bidding_reason(state, seat, kind, action)
    if state.phase == SELLING:
        return _selling_reason(state, seat, kind, action)
    return "The game is over."


def _bidding_reason(state: ForSaleState, seat: int, kind: str, action: Action) -> str:
    if kind == "sell":
        return "Properties are sold only in the selling phase, once every property is bought."
    if state.passed[seat]:
        return "You have passed this round; wait for the next auction."
    if seat != state.turn:
        return "It is not your turn to bid."
    shape = _shape_problem(kind, action)
    if shape:
        return shape
    low, high = bid_limits(state, seat)
    amount = action["amount"]
    if amount < low:
        return f"Your bid must be higher than the current bid of {dollars(low - 1)}."
    return f"You have {dollars(high)} in all, so you cannot bid {dollars(amount)}."


def _selling_reason(state: ForSaleState, seat: int, kind: str, action: Action) -> str:
    if kind != "sell":
        return "The auctions are over: choose one of your properties to sell."
    if state.pending[seat] is not None:
        return "You have already chosen a property this round; wait for the others."
    shape = _shape_problem(kind, action)
    if shape:
        return shape
    hand = state.hands[seat]
    return f"You do not hold property {action['property']}; you hold {card_list(hand)}."


def _shape_problem(kind: str, action: Action) -> str | None:
    """A reason when the action's fields are wrong, else None."""
    field = _FIELD[kind]
    wanted = {"type"} | ({field} if field else set())
    value: Any = action.get(field) if field else None
    if set(action) != wanted or (field and (not isinstance(value, int) or isinstance(value, bool))):
        return f"A {kind} is written {_SHAPES[kind]}."
    return None
