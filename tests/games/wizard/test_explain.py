"""Refusal reasons come from the predicates that build `legal_actions`.

Scenarios: in named positions, each refused well-formed action gets the
sentence of the predicate that rejects it. Property: in positions from seeded
random playouts (every bidding rule), every candidate action over a small
domain is accepted by `apply` exactly when it is listed, `can_choose_trump`,
`can_bid` and `can_play` agree with the list, and every refusal has its own
sentence (never the engine's generic fallback).
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.games.wizard import GAME
from meeple.games.wizard.bidding import can_bid
from meeple.games.wizard.components import DECK, SUITS
from meeple.games.wizard.playing import can_play
from meeple.games.wizard.rounds import can_choose_trump
from meeple.games.wizard.state import BID, TRUMP, WizardState

from ..refusals import check_refusals, refusal, sample_positions
from .positions import bid, play, position

FOLLOW_RED = "You must follow red: play a red card, a Wizard or a Jester."
PLUS_MINUS = "With plus/minus 1 the dealer may not predict 1: the predictions would add up to the 3 tricks available."
NOT_A_SUIT = "'purple' is not a suit: choose blue, green, red, yellow."


def trump(suit: Any) -> dict[str, Any]:
    return {"type": "trump", "suit": suit}


def red_led() -> WizardState:
    """Three players, two cards each; seat 0 led the 3 of red, seat 1 (holding red) to play."""
    return position([["R2"], ["R5", "B7"], ["G2", "Y9"]], trick=["R3"], trump_card="Y3", round=2)


def wizard_turned() -> WizardState:
    """Three players, round 2: a Wizard was turned up, dealer seat 2 names trump."""
    s = position([["R2", "B3"], ["R5", "B7"], ["G2", "Y9"]], phase=TRUMP, trump_card="W", trump=None, dealer=2)
    s.turn = 2
    return s


def plus_minus_dealer() -> WizardState:
    """Plus/minus 1, round 3: seats 1 and 2 predicted 1 and 1, dealer seat 0 speaks last."""
    hands = [["R2", "B3", "G4"], ["R5", "B7", "G8"], ["G2", "Y9", "Y1"]]
    s = position(hands, phase=BID, dealer=0, leader=1, options={"bidding": "plus_minus_one"}, round=3)
    s.bids, s.turn = [None, 1, 1], 0
    return s


SCENARIOS = [
    (red_led, 1, play("B7"), FOLLOW_RED),
    (red_led, 1, play("G9"), "You do not hold the 9 of green."),
    (red_led, 1, play("X1"), "'X1' is not a card (cards are written like R12, B3, W for a Wizard, J for a Jester)."),
    (red_led, 1, play(12), "12 is not a card (cards are written like R12, B3, W for a Wizard, J for a Jester)."),
    (red_led, 2, play("G2"), "It is not your turn to play."),
    (red_led, 1, bid(1), "You cannot predict now: the tricks are being played."),
    (red_led, 0, trump("red"), "Trump is only chosen when a Wizard is turned up; now the tricks are being played."),
    (wizard_turned, 0, trump("red"), "Only the dealer chooses the trump suit."),
    (wizard_turned, 2, trump("purple"), NOT_A_SUIT),
    (wizard_turned, 2, play("G2"), "You cannot play a card now: the dealer is choosing the trump suit."),
    (wizard_turned, 2, bid(0), "You cannot predict now: the dealer is choosing the trump suit."),
    (plus_minus_dealer, 0, bid(1), PLUS_MINUS),
    (plus_minus_dealer, 0, bid(4), "A prediction is a whole number of tricks from 0 to 3."),
    (plus_minus_dealer, 0, bid(-1), "A prediction is a whole number of tricks from 0 to 3."),
    (plus_minus_dealer, 0, bid("2"), "A prediction is a whole number of tricks from 0 to 3."),
    (plus_minus_dealer, 1, bid(2), "You have already made your prediction this round."),
    (plus_minus_dealer, 0, play("R2"), "You cannot play a card now: players are making their predictions."),
]


@pytest.mark.parametrize(("make", "seat", "action", "reason"), SCENARIOS)
def test_each_refusal_names_the_failing_predicate(make: Any, seat: int, action: dict, reason: str) -> None:
    assert refusal(GAME, make(), seat, action) == reason


def test_out_of_turn_prediction_is_not_your_turn() -> None:
    s = position([["R2", "B3"], ["R5", "B7"], ["G2", "Y9"]], phase=BID, round=2)
    assert refusal(GAME, s, 2, bid(0)) == "It is not your turn to predict."


CANDIDATES: list[dict[str, Any]] = (
    [trump(s) for s in (*SUITS, "purple", 3)]
    + [bid(t) for t in range(-1, 8)] + [bid(True), bid("1")]
    + [play(c) for c in dict.fromkeys(DECK)] + [play("X1"), play(5)]
)
"""Every action shape over a small domain, with values of the wrong type."""


def sampled() -> list[WizardState]:
    """The named positions (random playouts seldom turn up a Wizard for trump), and positions
    from seeded random playouts of five-round games, one kept in four, every bidding rule."""
    setups = [(players, {"bidding": bidding, "five_rounds": True}, seed)
              for bidding in ("open", "hidden", "secret", "plus_minus_one")
              for players, seed in ((3, 1), (4, 2), (6, 3))]
    return [wizard_turned(), plus_minus_dealer(), red_led(), *sample_positions(GAME, setups, 200, 4)]


def test_apply_accepts_exactly_the_legal_actions_and_explains_the_rest() -> None:
    for s in sampled():
        check_refusals(GAME, s, range(s.players), CANDIDATES)


def test_the_predicates_are_the_legal_lists() -> None:
    """`can_choose_trump`, `can_bid` and `can_play` say yes exactly to the listed actions."""
    for s in sampled():
        for seat in range(s.players):
            legal = GAME.legal_actions(s, seat)
            for suit in (*SUITS, "purple"):
                assert can_choose_trump(s, seat, suit) == (trump(suit) in legal), (seat, suit)
            for tricks in range(-1, 8):
                assert can_bid(s, seat, tricks) == (bid(tricks) in legal), (seat, tricks)
            for card in dict.fromkeys(DECK):
                assert can_play(s, seat, card) == (play(card) in legal), (seat, card)
