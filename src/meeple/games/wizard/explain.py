"""Readable reasons for refused actions.

Only called for a well-formed action (the engine checks shapes) that
`legal_actions` has refused. Legality lives in the predicates that build
`legal_actions` too (`may_choose_trump`, `is_suit`; `may_bid`, `is_possible_bid`,
`forbidden_bid`; `is_your_turn_to_play`, `holds`, `must_follow`, `follows`);
this module only picks the sentence for the first one that fails.
"""

from __future__ import annotations

from typing import Any

from .bidding import forbidden_bid, has_bid, is_bidding, is_possible_bid, is_your_turn_to_bid
from .components import SUITS, card_name, is_card
from .playing import holds, is_playing, is_your_turn_to_play
from .rounds import is_choosing_trump, may_choose_trump
from .state import BID, OVER, PLAY, TRUMP, WizardState
from .tricks import follows, must_follow

_PHASE_NOW = {
    TRUMP: "the dealer is choosing the trump suit",
    BID: "players are making their predictions",
    PLAY: "the tricks are being played",
    OVER: "the game is over",
}


def explain(state: WizardState, seat: int, action: dict[str, Any]) -> str:
    """Why `action` by `seat` is refused."""
    kind = action["type"]
    if kind == "trump":
        return _explain_trump(state, seat, action["suit"])
    if kind == "bid":
        return _explain_bid(state, seat, action["tricks"])
    return _explain_play(state, seat, action["card"])


def _explain_trump(state: WizardState, seat: int, suit: Any) -> str:
    if not is_choosing_trump(state):
        return f"Trump is only chosen when a Wizard is turned up; now {_PHASE_NOW[state.phase]}."
    if not may_choose_trump(state, seat):
        return "Only the dealer chooses the trump suit."
    return f"{suit!r} is not a suit: choose {', '.join(SUITS)}."


def _explain_bid(state: WizardState, seat: int, tricks: Any) -> str:
    if not is_bidding(state):
        return f"You cannot predict now: {_PHASE_NOW[state.phase]}."
    if has_bid(state, seat):
        return "You have already made your prediction this round."
    if not is_your_turn_to_bid(state, seat):
        return "It is not your turn to predict."
    n = state.hand_size
    if not isinstance(tricks, int) or isinstance(tricks, bool) or not is_possible_bid(state, tricks):
        return f"A prediction is a whole number of tricks from 0 to {n}."
    if tricks == forbidden_bid(state, seat):
        return (f"With plus/minus 1 the dealer may not predict {tricks}: the predictions would add up "
                f"to the {n} trick{'s' if n > 1 else ''} available.")
    return "That prediction is not allowed now."


def _explain_play(state: WizardState, seat: int, card: Any) -> str:
    if not is_playing(state):
        return f"You cannot play a card now: {_PHASE_NOW[state.phase]}."
    if not is_your_turn_to_play(state, seat):
        return "It is not your turn to play."
    if not is_card(card):
        return f"{card!r} is not a card (cards are written like R12, B3, W for a Wizard, J for a Jester)."
    if not holds(state, seat, card):
        return f"You do not hold {card_name(card)}."
    suit = must_follow(state.hands[seat], state.trick)
    if not follows(card, suit):
        return f"You must follow {suit}: play a {suit} card, a Wizard or a Jester."
    return "That card cannot be played now."
