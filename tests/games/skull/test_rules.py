"""Scenario tests for the opening, the turns and the bidding, each from a named position."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.skull import GAME
from meeple.games.skull.components import BIDDING, CHALLENGE, OPENING, TURN

from .positions import bidding_position, position, turn_position

FLOWER = {"type": "place", "disc": "flower"}
SKULL = {"type": "place", "disc": "skull"}


def bids(low: int, high: int) -> list[dict]:
    return [{"type": "bid", "count": n} for n in range(low, high + 1)]


def texts(events) -> list[str]:
    return [e.text for e in events]


# -- the opening ------------------------------------------------------------------

def test_opening_waits_for_every_seat_at_once() -> None:
    state = GAME.setup(4, {}, seed=5)
    assert state.phase == OPENING
    assert GAME.waiting_for(state) == frozenset({0, 1, 2, 3})
    for seat in range(4):
        assert GAME.legal_actions(state, seat) == [FLOWER, SKULL]


def test_opening_choice_is_hidden_from_every_other_seat() -> None:
    state = GAME.setup(4, {}, seed=5)
    with_flower, with_skull = GAME.clone(state), GAME.clone(state)
    events = GAME.apply(with_flower, 1, FLOWER)
    GAME.apply(with_skull, 1, SKULL)
    for seat in (0, 2, 3, None):
        assert GAME.view(with_flower, seat) == GAME.view(with_skull, seat)
    assert GAME.view(with_flower, 0)["players"][1]["mat"] == [None]
    assert GAME.view(with_flower, 1)["you"]["mat"] == ["flower"]
    assert GAME.view(with_skull, 1)["you"]["mat"] == ["skull"]
    assert [(e.text, e.to) for e in events] == [("{p1} places a disc face down", None), ("You place a flower", (1,))]


def test_opening_seat_that_placed_waits_for_the_others() -> None:
    state = GAME.setup(4, {}, seed=5)
    GAME.apply(state, 2, SKULL)
    assert GAME.waiting_for(state) == frozenset({0, 1, 3})
    assert GAME.legal_actions(state, 2) == []
    with pytest.raises(IllegalAction, match="placed your first disc"):
        GAME.apply(state, 2, FLOWER)


def test_opening_ends_when_all_placed_and_the_starter_plays() -> None:
    state = GAME.setup(4, {}, seed=5)
    state.starter = state.current = 2
    for seat in (3, 0, 1):
        GAME.apply(state, seat, FLOWER)
    events = GAME.apply(state, 2, SKULL)
    assert texts(events)[-1] == "Every first disc is down; {p2} plays first"
    assert state.phase == TURN
    assert GAME.waiting_for(state) == frozenset({2})


def test_opening_skips_eliminated_players() -> None:
    state = position(4, hands=["FFFS", "", "FFFS", "FS"], mats=["", "", "", ""])
    assert GAME.waiting_for(state) == frozenset({0, 2, 3})
    assert GAME.legal_actions(state, 1) == []


# -- turns: add a disc or start the bidding ------------------------------------------------

def test_turn_offers_each_disc_in_hand_and_every_bid() -> None:
    state = turn_position()
    assert GAME.legal_actions(state, 0) == [FLOWER, SKULL, *bids(1, 4)]
    assert GAME.legal_actions(state, 1) == []
    assert GAME.legal_actions(turn_position(current=1), 1) == [FLOWER, *bids(1, 4)]


def test_adding_a_disc_passes_the_turn_clockwise() -> None:
    state = turn_position()
    events = GAME.apply(state, 0, SKULL)
    assert [(e.text, e.to) for e in events] == [("{p0} adds a disc", None), ("You place a skull", (0,))]
    assert state.mats[0] == [0, 1]
    assert state.current == 1


def test_must_bid_with_no_discs_in_hand() -> None:
    state = turn_position(hands=["", "FFF", "FFS", "FFF"], mats=["FFSF", "S", "F", "S"])
    assert GAME.legal_actions(state, 0) == bids(1, 7)
    with pytest.raises(IllegalAction, match="no discs left in your hand: you must bid"):
        GAME.apply(state, 0, FLOWER)


def test_cannot_place_a_skull_you_do_not_hold() -> None:
    state = turn_position(current=1)
    with pytest.raises(IllegalAction, match="You have no skull in your hand"):
        GAME.apply(state, 1, SKULL)


def test_turn_skips_eliminated_players() -> None:
    state = turn_position(hands=["FFS", "", "FFS", "FFF"], mats=["F", "", "F", "S"])
    GAME.apply(state, 0, FLOWER)
    assert state.current == 2


# -- bidding -----------------------------------------------------------------------

def test_starting_the_bidding_hands_the_bid_on() -> None:
    state = turn_position()
    events = GAME.apply(state, 0, {"type": "bid", "count": 2})
    assert texts(events) == ["{p0} starts the bidding with 2"]
    assert (state.phase, state.bid, state.bidder, state.current) == (BIDDING, 2, 0, 1)
    assert GAME.legal_actions(state, 1) == [*bids(3, 4), {"type": "pass"}]


def test_no_placing_once_the_bidding_has_started() -> None:
    state = bidding_position()
    with pytest.raises(IllegalAction, match="cannot place now: the bidding is on"):
        GAME.apply(state, 2, FLOWER)


def test_bid_must_be_higher_than_the_current_bid() -> None:
    state = bidding_position()
    assert GAME.legal_actions(state, 2) == [*bids(4, 7), {"type": "pass"}]
    with pytest.raises(IllegalAction, match="higher than the current bid of 3"):
        GAME.apply(state, 2, {"type": "bid", "count": 3})


def test_bid_cannot_exceed_the_discs_on_the_mats() -> None:
    state = bidding_position()
    with pytest.raises(IllegalAction, match="cannot bid more than the 7 discs on the mats"):
        GAME.apply(state, 2, {"type": "bid", "count": 8})
    with pytest.raises(IllegalAction, match="cannot bid more than the 4 discs"):
        GAME.apply(turn_position(), 0, {"type": "bid", "count": 5})


def test_cannot_pass_before_anyone_bids() -> None:
    with pytest.raises(IllegalAction, match="Nobody has bid yet"):
        GAME.apply(turn_position(), 0, {"type": "pass"})


def test_passed_players_are_out_of_this_bidding() -> None:
    state = bidding_position()
    GAME.apply(state, 2, {"type": "pass"})
    GAME.apply(state, 3, {"type": "bid", "count": 4})
    GAME.apply(state, 0, {"type": "pass"})
    GAME.apply(state, 1, {"type": "bid", "count": 5})
    assert state.current == 3  # seats 2 and 0 passed and are skipped
    assert GAME.legal_actions(state, 2) == []
    assert GAME.view(state, None)["players"][2]["passed"] is True


def test_bidding_ends_when_all_but_the_high_bidder_pass() -> None:
    state = bidding_position()
    for seat in (2, 3):
        GAME.apply(state, seat, {"type": "pass"})
    events = GAME.apply(state, 0, {"type": "pass"})
    assert texts(events)[:2] == ["{p0} passes", "{p1} must flip 3, starting with their own discs"]
    assert state.phase != BIDDING


def test_bidding_the_maximum_ends_the_bidding_at_once() -> None:
    state = bidding_position()
    events = GAME.apply(state, 2, {"type": "bid", "count": 7})
    assert texts(events) == [
        "{p2} bids 7",
        "7 is every disc on the mats: the bidding ends at once",
        "{p2} must flip 7, starting with their own discs",
        "{p2} flips their own disc: a flower",
        "{p2} flips their own disc: a flower",
    ]
    assert (state.phase, state.current) == (CHALLENGE, 2)
    assert GAME.waiting_for(state) == frozenset({2})


def test_an_opening_bid_of_the_maximum_starts_the_challenge() -> None:
    state = turn_position()
    GAME.apply(state, 0, {"type": "bid", "count": 4})
    assert (state.phase, state.bidder) == (CHALLENGE, 0)
    assert state.flipped == [1, 0, 0, 0]


def test_bidding_skips_eliminated_players() -> None:
    state = bidding_position(hands=["FS", "", "FS", "FF"], mats=["FF", "", "FF", "S"], bid=2, bidder=3, current=0)
    GAME.apply(state, 0, {"type": "bid", "count": 3})
    assert state.current == 2
    assert GAME.legal_actions(state, 1) == []
