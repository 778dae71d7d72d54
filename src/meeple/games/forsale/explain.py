"""Why an action is refused, in a sentence a player can read.

Only called for a well-formed action (the engine checks shapes) that
`legal_actions` has refused. Legality lives in the predicates of `bidding`
and `selling`, which build `legal_actions` too; this module only picks the
sentence for the first predicate that fails, and never tests a rule itself.
"""

from __future__ import annotations

from meeple.engine import Action

from .bidding import has_passed, is_bidding, is_your_turn, lowest_bid, purse
from .components import card_list, dollars
from .selling import has_chosen, is_selling
from .state import ForSaleState

_WRITTEN = {
    "bid": '{"type": "bid", "amount": 3} (a total of three $1,000 coins)',
    "sell": '{"type": "sell", "property": 17}',
}
"""How a bid or a sale is written, for a value of the wrong type."""

_FIELD = {"bid": "amount", "sell": "property"}


def explain(state: ForSaleState, seat: int, action: Action) -> str:
    """The reason `action` is not legal for `seat` now."""
    kind = action["type"]
    if kind == "sell":
        return _why_not_sell(state, seat, action)
    if is_bidding(state):
        return _why_not_bid(state, seat, kind, action)
    return "The auctions are over: choose one of your properties to sell."


def _why_not_bid(state: ForSaleState, seat: int, kind: str, action: Action) -> str:
    """A bid or a pass refused during the auctions."""
    if not is_your_turn(state, seat):
        if has_passed(state, seat):
            return "You have passed this round; wait for the next auction."
        return "It is not your turn to bid."
    assert kind == "bid", "a pass is legal whenever it is your turn"
    if not _is_number(action, kind):
        return f"A bid is written {_WRITTEN['bid']}."
    amount = action["amount"]
    if amount < lowest_bid(state):
        return f"Your bid must be higher than the current bid of {dollars(lowest_bid(state) - 1)}."
    return f"You have {dollars(purse(state, seat))} in all, so you cannot bid {dollars(amount)}."


def _why_not_sell(state: ForSaleState, seat: int, action: Action) -> str:
    """A sale refused: outside the selling phase, a second choice, or a card not held."""
    if not is_selling(state):
        return "Properties are sold only in the selling phase, once every property is bought."
    if has_chosen(state, seat):
        return "You have already chosen a property this round; wait for the others."
    if not _is_number(action, "sell"):
        return f"A sell is written {_WRITTEN['sell']}."
    return f"You do not hold property {action['property']}; you hold {card_list(state.hands[seat])}."


def _is_number(action: Action, kind: str) -> bool:
    """Whether the action's value is a whole number (JSON true is not 1 here)."""
    value = action[_FIELD[kind]]
    return isinstance(value, int) and not isinstance(value, bool)
