"""Phase one, the auctions: raising, passing, the last bidder, who opens the next round."""

from __future__ import annotations

import pytest

from meeple.engine import ActionError, IllegalAction
from meeple.games.forsale import GAME

from .positions import hot_auction, last_auction, opening_auction


def texts(events: list) -> list[str]:
    return [e.text for e in events]


def bids(actions: list[dict]) -> list[int]:
    return [a["amount"] for a in actions if a["type"] == "bid"]


def test_the_opener_may_pass_or_bid_up_to_all_coins() -> None:
    s = opening_auction()
    legal = GAME.legal_actions(s, 0)
    assert legal[0] == {"type": "pass"}
    assert bids(legal) == list(range(1, 19))
    assert [GAME.legal_actions(s, seat) for seat in (1, 2, 3)] == [[], [], []]


def test_a_bid_must_exceed_the_current_bid() -> None:
    s = hot_auction()
    assert bids(GAME.legal_actions(s, 3)) == list(range(7, 19))
    before = GAME.dump(s)
    with pytest.raises(IllegalAction, match=r"higher than the current bid of \$6,000"):
        GAME.apply(s, 3, {"type": "bid", "amount": 6})
    assert GAME.dump(s) == before


def test_a_bid_moves_coins_to_the_table_and_passes_the_turn() -> None:
    s = opening_auction()
    assert texts(GAME.apply(s, 0, {"type": "bid", "amount": 3})) == ["{p0} bids $3,000."]
    assert s.coins == [15, 18, 18, 18] and s.bids == [3, 0, 0, 0] and s.turn == 1


def test_a_raise_counts_the_coins_already_bid() -> None:
    s = hot_auction()
    GAME.apply(s, 3, {"type": "pass"})
    assert s.turn == 0
    assert bids(GAME.legal_actions(s, 0)) == list(range(7, 19))  # 15 in hand + 3 on the table
    GAME.apply(s, 0, {"type": "bid", "amount": 9})
    assert s.coins[0] == 9 and s.bids[0] == 9


def test_you_cannot_bid_more_coins_than_you_have() -> None:
    s = opening_auction()
    s.coins = [5, 18, 18, 18]
    assert bids(GAME.legal_actions(s, 0)) == [1, 2, 3, 4, 5]
    with pytest.raises(IllegalAction, match=r"You have \$5,000 in all, so you cannot bid \$6,000"):
        GAME.apply(s, 0, {"type": "bid", "amount": 6})


def test_a_seat_that_cannot_outbid_can_only_pass() -> None:
    s = hot_auction()
    s.coins[3] = 6
    assert GAME.legal_actions(s, 3) == [{"type": "pass"}]


def test_passing_without_a_bid_takes_the_lowest_card_for_free() -> None:
    s = opening_auction()
    events = GAME.apply(s, 0, {"type": "pass"})
    assert texts(events) == ["{p0} passes and takes property 3 for free."]
    assert s.hands[0] == [3] and s.coins[0] == 18 and s.table == [12, 17, 25] and s.turn == 1


@pytest.mark.parametrize(("bid", "back"), [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3)])
def test_passing_gives_back_half_the_bid_rounded_down(bid: int, back: int) -> None:
    s = hot_auction()
    s.bids[3], s.coins[3] = 0, 18
    GAME.apply(s, 3, {"type": "pass"})
    s.bids[0], s.coins[0] = bid, 18 - bid
    GAME.apply(s, 0, {"type": "pass"})
    assert s.coins[0] == 18 - bid + back and s.bids[0] == 0


def test_a_passer_pays_half_rounded_up_and_the_rest_leaves_the_game() -> None:
    s = hot_auction()
    GAME.apply(s, 3, {"type": "pass"})
    events = GAME.apply(s, 0, {"type": "pass"})
    assert texts(events) == [
        "{p0} passes and takes property 12, getting back $1,000 of a $3,000 bid (pays $2,000)."
    ]
    assert events[0].data == {"seat": 0, "property": 12, "bid": 3, "paid": 2}
    assert s.coins[0] == 16 and sum(s.coins) + sum(s.bids) == 16 + 13 + 12 + 18 + 5 + 6


def test_passers_take_the_cheapest_card_left_in_turn() -> None:
    s = hot_auction()
    GAME.apply(s, 3, {"type": "pass"})
    GAME.apply(s, 0, {"type": "pass"})
    assert s.hands[3] == [3] and s.hands[0] == [12] and s.table == [17, 25]


def test_seats_that_passed_are_skipped() -> None:
    s = hot_auction()
    GAME.apply(s, 3, {"type": "pass"})
    GAME.apply(s, 0, {"type": "pass"})
    assert s.turn == 1
    GAME.apply(s, 1, {"type": "bid", "amount": 8})
    assert s.turn == 2 and GAME.waiting_for(s) == frozenset({2})
    GAME.apply(s, 2, {"type": "bid", "amount": 9})
    assert s.turn == 1


def test_the_last_bidder_pays_in_full_takes_the_top_card_and_opens_the_next_round() -> None:
    s = hot_auction()
    for seat in (3, 0, 1):
        GAME.apply(s, seat, {"type": "pass"})
    assert s.hands == [[12], [17], [25], [3]]
    assert s.coins == [16, 15, 12, 18] and s.bids == [0] * 4
    assert s.round == 1 and s.start_player == 2 and s.turn == 2
    assert s.table == [5, 9, 20, 28] and s.passed == [False] * 4


def test_the_events_of_closing_a_round() -> None:
    s = hot_auction()
    GAME.apply(s, 3, {"type": "pass"})
    GAME.apply(s, 0, {"type": "pass"})
    events = GAME.apply(s, 1, {"type": "pass"})
    assert texts(events) == [
        "{p1} passes and takes property 17, getting back $2,000 of a $5,000 bid (pays $3,000).",
        "{p2} is the last bidder and takes property 25 for $6,000.",
        "Round 2: properties 5, 9, 20 and 28 are up for auction; {p2} bids first.",
    ]
    assert events[-1].reveals and events[1].data == {"seat": 2, "property": 25, "paid": 6}


def test_the_last_seat_in_takes_the_top_card_free_if_it_never_bid() -> None:
    s = opening_auction()
    for seat in (0, 1, 2):
        GAME.apply(s, seat, {"type": "pass"})
    assert s.hands == [[3], [12], [17], [25]] and s.coins == [18] * 4
    assert s.start_player == 3 and s.turn == 3


def test_the_turn_goes_round_the_table_from_the_start_player() -> None:
    s = opening_auction()
    s.start_player = s.turn = 3
    GAME.apply(s, 3, {"type": "bid", "amount": 1})
    assert s.turn == 0


def test_the_last_auction_leads_to_the_selling_phase() -> None:
    s = last_auction()
    assert bids(GAME.legal_actions(s, 0)) == [3, 4]
    events = GAME.apply(s, 0, {"type": "pass"})
    assert texts(events) == [
        "{p0} passes and takes property 22, getting back $0 of a $1,000 bid (pays $1,000).",
        "{p1} is the last bidder and takes property 29 for $2,000.",
        "Every property is bought: the selling phase begins.",
        "Selling round 1: cheques $0, $7,000 and $15,000 are up for sale.",
    ]
    assert s.phase == "selling" and s.round == 0 and s.cheque_table == [0, 7, 15]
    assert s.coins == [3, 1, 6] and s.highest == [27, 29, 21]
    assert GAME.waiting_for(s) == frozenset({0, 1, 2})


@pytest.mark.parametrize(
    ("seat", "action", "reason"),
    [
        (1, {"type": "bid", "amount": 7}, "It is not your turn to bid."),
        (3, {"type": "sell", "property": 3}, "Properties are sold only in the selling phase"),
        (3, {"type": "bid", "amount": "7"}, "A bid is written"),
        (3, {"type": "bid", "amount": 7, "x": 1}, "A bid action is written"),
        (3, {"type": "pass", "amount": 0}, "A pass action is written"),
        (3, {"type": "raise"}, 'For Sale has no "raise" action'),
    ],
)
def test_refused_bids_say_why(seat: int, action: dict, reason: str) -> None:
    s = hot_auction()
    before = GAME.dump(s)
    with pytest.raises(ActionError, match=reason):
        GAME.apply(s, seat, action)
    assert GAME.dump(s) == before


def test_a_seat_that_passed_is_told_so() -> None:
    s = last_auction()
    with pytest.raises(IllegalAction, match="You have passed this round"):
        GAME.apply(s, 2, {"type": "bid", "amount": 3})


def test_action_labels() -> None:
    s = opening_auction()
    assert GAME.describe_action(s, 0, {"type": "bid", "amount": 4}) == "bid $4,000"
    assert GAME.describe_action(s, 0, {"type": "pass"}) == "pass and take property 3"
