"""Readable reasons for refused actions.

Legality itself lives in `legal_bids`, `legal_cards` and the trump phase
check; this module only finds the sentence that says which rule was broken.
"""

from __future__ import annotations

from typing import Any

from .bidding import forbidden_bid, simultaneous
from .components import SUIT_OF, SUITS, card_name, is_card
from .state import BID, OVER, PLAY, TRUMP, WizardState
from .tricks import lead_suit

FIELDS: dict[str, set[str]] = {"trump": {"type", "suit"}, "bid": {"type", "tricks"}, "play": {"type", "card"}}
"""The exact keys of each action."""

_PHASE_NOW = {
    TRUMP: "the dealer is choosing the trump suit",
    BID: "players are making their predictions",
    PLAY: "the tricks are being played",
    OVER: "the game is over",
}


def explain(state: WizardState, seat: int, action: dict[str, Any]) -> str:
    """Why `action` by `seat` is refused."""
    kind = action.get("type")
    if kind not in FIELDS:
        return f"Wizard has no action {kind!r}: choose trump, bid or play a card."
    extra = sorted(set(action) - FIELDS[kind])
    missing = sorted(FIELDS[kind] - set(action))
    if extra or missing:
        parts = ([f"unexpected {', '.join(extra)}"] if extra else []) + (
            [f"missing {', '.join(missing)}"] if missing else [])
        return f"A {kind} action has exactly the fields {', '.join(sorted(FIELDS[kind]))} ({'; '.join(parts)})."
    if kind == "trump":
        return _explain_trump(state, seat, action["suit"])
    if kind == "bid":
        return _explain_bid(state, seat, action["tricks"])
    return _explain_play(state, seat, action["card"])


def _explain_trump(state: WizardState, seat: int, suit: Any) -> str:
    if state.phase != TRUMP:
        return f"Trump is only chosen when a Wizard is turned up; now {_PHASE_NOW[state.phase]}."
    if seat != state.dealer:
        return "Only the dealer chooses the trump suit."
    return f"{suit!r} is not a suit: choose {', '.join(SUITS)}."


def _explain_bid(state: WizardState, seat: int, tricks: Any) -> str:
    if state.phase != BID:
        return f"You cannot predict now: {_PHASE_NOW[state.phase]}."
    if state.bids[seat] is not None:
        return "You have already made your prediction this round."
    if not simultaneous(state) and seat != state.turn:
        return "It is not your turn to predict."
    n = state.hand_size
    if not isinstance(tricks, int) or isinstance(tricks, bool) or not 0 <= tricks <= n:
        return f"A prediction is a whole number of tricks from 0 to {n}."
    if tricks == forbidden_bid(state, seat):
        return (f"With plus/minus 1 the dealer may not predict {tricks}: the predictions would add up "
                f"to the {n} trick{'s' if n > 1 else ''} available.")
    return "That prediction is not allowed now."


def _explain_play(state: WizardState, seat: int, card: Any) -> str:
    if state.phase != PLAY:
        return f"You cannot play a card now: {_PHASE_NOW[state.phase]}."
    if seat != state.turn:
        return "It is not your turn to play."
    if not is_card(card):
        return f"{card!r} is not a card (cards are written like R12, B3, W for a Wizard, J for a Jester)."
    if card not in state.hands[seat]:
        return f"You do not hold {card_name(card)}."
    suit = lead_suit(state.trick)
    if suit is not None and SUIT_OF[card] not in (None, suit):
        return f"You must follow {suit}: play a {suit} card, a Wizard or a Jester."
    return "That card cannot be played now."
