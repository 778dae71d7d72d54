"""Refusal reasons come from the predicates that build `legal_actions`.

Scenarios: in named positions, each refused well-formed action gets the
sentence of the predicate that rejects it. Property: in positions from seeded
random playouts, every candidate action over a small domain is accepted by
`apply` exactly when it is listed, the predicates agree with the list, and
every refusal has a sentence of its own (never the engine's generic one).
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.games.forsale import GAME
from meeple.games.forsale.bidding import can_bid, can_pass
from meeple.games.forsale.selling import can_sell
from meeple.games.forsale.state import ForSaleState

from ..refusals import check_refusals, refusal, sample_positions
from .positions import hot_auction, last_auction, selling_round

NOT_YOUR_TURN = "It is not your turn to bid."
PASSED = "You have passed this round; wait for the next auction."
NOT_SELLING = "Properties are sold only in the selling phase, once every property is bought."
AUCTIONS_OVER = "The auctions are over: choose one of your properties to sell."
CHOSEN = "You have already chosen a property this round; wait for the others."
BID_WRITTEN = 'A bid is written {"type": "bid", "amount": 3} (a total of three $1,000 coins).'
SELL_WRITTEN = 'A sell is written {"type": "sell", "property": 17}.'


def bid(amount: Any) -> dict[str, Any]:
    return {"type": "bid", "amount": amount}


def sell(prop: Any) -> dict[str, Any]:
    return {"type": "sell", "property": prop}


PASS = {"type": "pass"}

SCENARIOS = [
    # hot auction: bids 3, 5, 6, 0; seat 3 to act with 18 coins (is_your_turn, lowest_bid, purse)
    ("hot", 1, bid(7), NOT_YOUR_TURN),
    ("hot", 0, PASS, NOT_YOUR_TURN),
    ("hot", 3, bid(6), "Your bid must be higher than the current bid of $6,000."),
    ("hot", 3, bid(0), "Your bid must be higher than the current bid of $6,000."),
    ("hot", 3, bid(19), "You have $18,000 in all, so you cannot bid $19,000."),
    ("hot", 3, bid("7"), BID_WRITTEN),
    ("hot", 3, bid(True), BID_WRITTEN),
    ("hot", 3, bid(7.0), BID_WRITTEN),
    ("hot", 3, sell(3), NOT_SELLING),
    # last auction: seat 2 passed; seat 0 to act, 3 coins in hand and $1,000 bid (has_passed, purse)
    ("last", 2, bid(3), PASSED),
    ("last", 2, PASS, PASSED),
    ("last", 1, bid(3), NOT_YOUR_TURN),
    ("last", 0, bid(5), "You have $4,000 in all, so you cannot bid $5,000."),
    ("last", 0, bid(2), "Your bid must be higher than the current bid of $2,000."),
    # selling round: hands 1-2-4 / 5-6-25 / 3-12 (is_selling, has_chosen, holds)
    ("selling", 0, PASS, AUCTIONS_OVER),
    ("selling", 1, bid(1), AUCTIONS_OVER),
    ("selling", 2, sell(25), "You do not hold property 25; you hold 3 and 12."),
    ("selling", 0, sell("1"), SELL_WRITTEN),
    ("selling", 0, sell(False), SELL_WRITTEN),
]

POSITIONS = {"hot": hot_auction, "last": last_auction, "selling": selling_round}


@pytest.mark.parametrize(("where", "seat", "action", "reason"), SCENARIOS)
def test_each_refusal_names_the_failing_predicate(where: str, seat: int, action: dict, reason: str) -> None:
    assert refusal(GAME, POSITIONS[where](), seat, action) == reason


def test_a_second_choice_is_refused_as_already_chosen() -> None:
    s = selling_round()
    GAME.apply(s, 1, sell(25))
    for action in (sell(5), sell(25), sell(30)):
        assert refusal(GAME, s, 1, action) == CHOSEN


CANDIDATES: list[dict[str, Any]] = (
    [PASS]
    + [bid(a) for a in range(-1, 21)] + [bid("5"), bid(True), bid(2.0)]
    + [sell(p) for p in range(32)] + [sell("7"), sell(True)]
)
"""Every action shape over a small domain, with a few values of the wrong type."""


def sampled() -> list[ForSaleState]:
    """Positions along seeded random playouts at every player count, one kept in three."""
    return sample_positions(GAME, [(players, {}, seed) for players in (3, 4, 5, 6) for seed in range(3)], 200, 3)


def test_apply_accepts_exactly_the_legal_actions_and_explains_the_rest() -> None:
    for state in sampled():
        check_refusals(GAME, state, range(state.players), CANDIDATES)


def test_the_predicates_are_the_legal_lists() -> None:
    """`can_pass`, `can_bid` and `can_sell` say yes exactly to the listed actions."""
    for state in sampled():
        for seat in range(state.players):
            legal = GAME.legal_actions(state, seat)
            assert can_pass(state, seat) == (PASS in legal)
            for amount in range(-1, 21):
                assert can_bid(state, seat, amount) == (bid(amount) in legal), (seat, amount)
            for prop in range(32):
                assert can_sell(state, seat, prop) == (sell(prop) in legal), (seat, prop)
