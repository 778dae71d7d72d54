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

from meeple.engine import IllegalAction, Rng
from meeple.games.forsale import GAME
from meeple.games.forsale.bidding import can_bid, can_pass
from meeple.games.forsale.selling import can_sell

from .positions import hot_auction, last_auction, selling_round


def generic(kind: str) -> set[str]:
    """The engine's fallback sentences (`BaseGame.explain_illegal`), which no refusal here may use."""
    return {"It is not your turn.", "That is not an action.", f"You cannot {kind} now.", f"That {kind} is not allowed now."}

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
    s = POSITIONS[where]()
    before = GAME.dump(s)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(s, seat, action)
    assert refused.value.reason == reason
    assert GAME.dump(s) == before


def test_a_second_choice_is_refused_as_already_chosen() -> None:
    s = selling_round()
    GAME.apply(s, 1, sell(25))
    for action in (sell(5), sell(25), sell(30)):
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(s, 1, action)
        assert refused.value.reason == CHOSEN


def candidates() -> list[dict[str, Any]]:
    """Every action shape over a small domain, with a few values of the wrong type."""
    out: list[dict[str, Any]] = [PASS]
    out += [bid(a) for a in range(-1, 21)] + [bid("5"), bid(True), bid(2.0)]
    out += [sell(p) for p in range(32)] + [sell("7"), sell(True)]
    return out


def positions_from_playouts(seeds: range, every: int) -> list[Any]:
    """Positions along random playouts at every player count, one kept in `every`."""
    kept = []
    for players in (3, 4, 5, 6):
        for seed in seeds:
            state, rng = GAME.setup(players, {}, seed), Rng(seed)
            step = 0
            while waiting := sorted(GAME.waiting_for(state)):
                if step % every == 0:
                    kept.append(GAME.clone(state))
                seat = rng.choice(waiting)
                GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
                step += 1
    return kept


def predicate(state: Any, seat: int, action: dict[str, Any]) -> bool:
    """The rule predicate for an action with a whole-number value."""
    if action["type"] == "pass":
        return can_pass(state, seat)
    if action["type"] == "bid":
        return can_bid(state, seat, action["amount"])
    return can_sell(state, seat, action["property"])


def test_apply_accepts_exactly_the_legal_actions_and_explains_the_rest() -> None:
    pool = candidates()
    checked = 0
    for state in positions_from_playouts(range(3), every=3):
        before = GAME.dump(state)
        for seat in range(state.players):
            legal = GAME.legal_actions(state, seat)
            for action in pool:
                value_ok = all(type(v) is int for k, v in action.items() if k != "type")
                listed = value_ok and action in legal
                if value_ok:
                    assert predicate(state, seat, action) == listed, (seat, action)
                probe = GAME.clone(state)
                try:
                    GAME.apply(probe, seat, action)
                except IllegalAction as exc:
                    assert not listed, (seat, action, exc.reason)
                    assert exc.reason.strip() and exc.reason not in generic(action["type"]), (seat, action)
                    assert GAME.dump(probe) == before
                else:
                    assert listed, (seat, action)
                checked += 1
    assert checked > 10_000
