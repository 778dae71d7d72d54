"""Predictions: who bids when, which bids are allowed, and how they are announced.

Open bidding (and plus/minus 1) goes clockwise from the dealer's left, the
dealer last. Hidden and secret prediction are simultaneous: every seat is
waited for at once and nobody sees another's prediction until it is revealed.
"""

from __future__ import annotations

from meeple.engine import Event, seat_name

from .components import DECK, MOST_PLAYERS, card_name
from .hidden import in_foresight
from .state import BID, PLAY, WizardState
from .variants import HIDDEN, PLUS_MINUS_ONE, SECRET, SIMULTANEOUS_BIDDING


def simultaneous(state: WizardState) -> bool:
    """Whether everyone predicts at once (hidden or secret prediction)."""
    return state.options["bidding"] in SIMULTANEOUS_BIDDING


def forbidden_bid(state: WizardState, seat: int) -> int | None:
    """With plus/minus 1, the one bid the dealer may not make (it would make the total exact)."""
    if state.options["bidding"] != PLUS_MINUS_ONE or seat != state.dealer:
        return None
    rest = state.hand_size - sum(b for s, b in enumerate(state.bids) if s != seat and b is not None)
    return rest if rest >= 0 else None


def is_bidding(state: WizardState) -> bool:
    """Whether the predictions of the round are being made."""
    return state.phase == BID


def has_bid(state: WizardState, seat: int) -> bool:
    """Whether `seat` has made its prediction this round."""
    return state.bids[seat] is not None


def is_your_turn_to_bid(state: WizardState, seat: int) -> bool:
    """Whether `seat` speaks now: everyone at once when bidding is simultaneous, else in turn."""
    return simultaneous(state) or seat == state.turn


def may_bid(state: WizardState, seat: int) -> bool:
    """Whether `seat` is due to predict now."""
    return is_bidding(state) and not has_bid(state, seat) and is_your_turn_to_bid(state, seat)


def is_possible_bid(state: WizardState, tricks: int) -> bool:
    """Whether `tricks` is a prediction this round allows at all: 0 up to the hand size."""
    return 0 <= tricks <= state.hand_size


def can_bid(state: WizardState, seat: int, tricks: int) -> bool:
    """Whether `seat` may predict `tricks` now."""
    return may_bid(state, seat) and is_possible_bid(state, tricks) and tricks != forbidden_bid(state, seat)


def legal_bids(state: WizardState, seat: int) -> list[int]:
    """The predictions `seat` may make now: every `can_bid` one (empty when it is not their turn)."""
    if not may_bid(state, seat):
        return []
    banned = forbidden_bid(state, seat)
    return [b for b in range(state.hand_size + 1) if b != banned]


def start_bidding(state: WizardState) -> None:
    """Open the prediction phase; the player left of the dealer speaks first."""
    state.phase = BID
    state.turn = (state.dealer + 1) % state.players


def place_bid(state: WizardState, seat: int, tricks: int) -> list[Event]:
    """Record a legal prediction; move on to play once everyone has predicted."""
    state.bids[seat] = tricks
    if not simultaneous(state):
        events = [Event("bid", _BID_TEXT[seat][tricks], None, False, {"seat": seat, "bid": tricks})]
        state.turn = (seat + 1) % state.players
    else:
        events = [
            Event("bid_made", f"{seat_name(seat)} has made a prediction", data={"seat": seat}),
            Event("own_bid", f"You predict {tricks}", to=(seat,), data={"seat": seat, "bid": tricks}),
        ]
    if None not in state.bids:
        events += _close_bidding(state)
    return events


_BID_TEXT: tuple[tuple[str, ...], ...] = tuple(
    tuple(f"{seat_name(seat)} bids {tricks}" for tricks in range(len(DECK) + 1)) for seat in range(MOST_PLAYERS))
"""`_BID_TEXT[seat][tricks]`: an open bid's text, written once."""


def _close_bidding(state: WizardState) -> list[Event]:
    mode = state.options["bidding"]
    events: list[Event] = []
    if mode == HIDDEN:
        events += [
            Event("bid", f"{seat_name(s)} bids {b}", reveals=True, data={"seat": s, "bid": b})
            for s, b in enumerate(state.bids)
        ]
    if mode == SECRET:
        events.append(Event("bids_secret", "All predictions are in; they stay secret until the round ends"))
    else:
        total = sum(b or 0 for b in state.bids)
        events.append(Event(
            "bids_total", f"{total} tricks predicted, {state.hand_size} to play",
            data={"total": total, "tricks": state.hand_size},
        ))
    state.phase = PLAY
    state.turn = state.leader
    events += _look_at_cards(state)
    return events


def _look_at_cards(state: WizardState) -> list[Event]:
    """With foresight, players take their card down once predictions are made."""
    if not in_foresight(state):
        return []
    return [
        Event("own_card", f"You look at your card: {card_name(hand[0])}", to=(s,), reveals=True,
              data={"card": hand[0]})
        for s, hand in enumerate(state.hands)
    ]

