"""Scenario tests for the challenge, lost discs, elimination, winning and the next starter."""

from __future__ import annotations

import re

import pytest

from meeple.engine import IllegalAction
from meeple.games.skull import GAME
from meeple.games.skull.components import CHALLENGE, CHOOSE_START, DISCARD, FLOWER, HELD, OPENING, OVER, SKULL, UNKNOWN

from .positions import bidding_position, challenge_position, position, turn_position


def flip(seat: int) -> dict:
    return {"type": "flip", "seat": seat}


def texts(events) -> list[str]:
    return [e.text for e in events if e.to is None]


# -- the challenger's own discs ------------------------------------------------------

def test_challenger_flips_all_their_own_discs_first() -> None:
    state = bidding_position(bid=3, bidder=1, current=2)
    GAME.apply(state, 2, {"type": "bid", "count": 4})
    for seat in (3, 0, 1):
        events = GAME.apply(state, seat, {"type": "pass"})
    assert texts(events) == [
        "{p1} passes",
        "{p2} must flip 4, starting with their own discs",
        "{p2} flips their own disc: a flower",
        "{p2} flips their own disc: a flower",
    ]
    assert state.flipped == [0, 0, 2, 0]
    assert GAME.legal_actions(state, 2) == [flip(0), flip(1), flip(3)]
    assert GAME.view(state, None)["flips_left"] == 2


def test_challenger_flips_only_as_many_own_discs_as_the_bid() -> None:
    state = turn_position(hands=["F", "FFF", "FFS", "FFF"], mats=["SFF", "S", "F", "S"])
    GAME.apply(state, 0, {"type": "bid", "count": 2})
    for seat in (1, 2):
        GAME.apply(state, seat, {"type": "pass"})
    events = GAME.apply(state, 3, {"type": "pass"})
    assert texts(events)[2:5] == [
        "{p0} flips their own disc: a flower",
        "{p0} flips their own disc: a flower",
        "{p0} wins the challenge and turns their mat to the flower side",
    ]
    assert state.points == [1, 0, 0, 0]


def test_cannot_flip_your_own_mat_or_an_empty_one() -> None:
    state = challenge_position(mats=["FF", "SF", "FF", "S"], flipped=[2, 0, 0, 1], bid=5)
    assert GAME.legal_actions(state, 0) == [flip(1), flip(2)]
    with pytest.raises(IllegalAction, match="Your own discs are already face up"):
        GAME.apply(state, 0, flip(0))
    with pytest.raises(IllegalAction, match=re.escape("{p3} has no face-down disc left")):
        GAME.apply(state, 0, flip(3))


def test_own_skull_fails_the_challenge_at_once() -> None:
    state = bidding_position()
    for seat in (2, 3):
        GAME.apply(state, seat, {"type": "pass"})
    events = GAME.apply(state, 0, {"type": "pass"})
    assert texts(events)[2:] == [
        "{p1} flips their own disc: a flower",
        "{p1} flips their own disc: a skull",
        "{p1} flipped their own skull and discards a disc of their choice",
    ]
    assert (state.phase, state.current) == (DISCARD, 1)
    assert GAME.waiting_for(state) == frozenset({1})
    assert GAME.legal_actions(state, 1) == [{"type": "discard", "disc": "flower"}, {"type": "discard", "disc": "skull"}]
    assert state.mats == [[], [], [], []]


def test_own_skull_discard_is_the_challengers_secret_choice() -> None:
    state = bidding_position(phase=DISCARD, current=1, bid=3, bidder=1, hands=["FFFS", "FFFS", "FFFS", "FFS"],
                             mats=["", "", "", ""])
    kept_skull, kept_flower = GAME.clone(state), GAME.clone(state)
    events = GAME.apply(kept_skull, 1, {"type": "discard", "disc": "flower"})
    GAME.apply(kept_flower, 1, {"type": "discard", "disc": "skull"})
    for seat in (0, 2, 3, None):
        assert GAME.view(kept_skull, seat) == GAME.view(kept_flower, seat)
    assert [(e.text, e.to) for e in events[:2]] == [
        ("{p1} discards a disc face down", None), ("You discard a flower", (1,)),
    ]
    assert kept_skull.hands[1] == [2, 1] and kept_flower.hands[1] == [3, 0]
    assert kept_skull.skull_known[1] == UNKNOWN
    assert (kept_skull.phase, kept_skull.starter) == (OPENING, 1)


# -- flipping other players' discs ---------------------------------------------------------

def test_flips_take_the_top_disc_one_at_a_time() -> None:
    state = challenge_position()
    events = GAME.apply(state, 0, flip(1))
    assert texts(events) == ["{p0} flips {p1}'s disc: a flower"]
    assert state.flipped == [2, 1, 0, 0]
    assert GAME.view(state, 2)["players"][1]["mat"] == [None, "flower"]
    assert GAME.legal_actions(state, 0) == [flip(1), flip(2), flip(3)]


def test_first_success_turns_the_mat_and_the_challenger_starts_next() -> None:
    state = challenge_position()
    GAME.apply(state, 0, flip(1))
    events = GAME.apply(state, 0, flip(2))
    assert texts(events) == [
        "{p0} flips {p2}'s disc: a flower",
        "{p0} wins the challenge and turns their mat to the flower side",
        "Round 2: everyone places a first disc; {p0} will play first",
    ]
    assert state.points == [1, 0, 0, 0]
    assert GAME.view(state, None)["players"][0]["mat_side"] == "flower"
    assert (state.phase, state.starter) == (OPENING, 0)
    assert GAME.waiting_for(state) == frozenset({0, 1, 2, 3})


def test_second_success_wins_the_game() -> None:
    state = challenge_position(points=[1, 1, 0, 0])
    GAME.apply(state, 0, flip(1))
    events = GAME.apply(state, 0, flip(2))
    assert texts(events)[-1] == "{p0} wins a second challenge and the game"
    assert state.phase == OVER
    assert GAME.waiting_for(state) == frozenset()
    result = GAME.outcome(state)
    assert result.ranks == (1, 2, 2, 2) and result.winners == [0]
    assert GAME.progress(state) == 1.0


def test_another_players_skull_costs_the_challenger_a_random_disc() -> None:
    state = challenge_position()
    events = GAME.apply(state, 0, flip(3))
    assert texts(events) == [
        "{p0} flips {p3}'s disc: a skull",
        "{p0} flipped a skull and loses a disc, taken at random by {p3}",
        "Round 2: everyone places a first disc; {p0} will play first",
    ]
    secret = [e for e in events if e.to is not None]
    assert [e.to for e in secret] == [(0,)] and secret[0].text in ("You lose a flower", "You lose a skull")
    assert state.discs(0) == 3
    assert (state.phase, state.starter) == (OPENING, 0)
    assert state.skull_known[0] == UNKNOWN and state.skull_known[3] == HELD


def test_the_lost_disc_is_drawn_from_all_the_challengers_discs() -> None:
    lost = []
    for seed in range(200):
        state = challenge_position(seed=seed)
        GAME.apply(state, 0, flip(3))
        lost.append(SKULL if state.hands[0][SKULL] == 0 else FLOWER)
    assert 30 <= lost.count(SKULL) <= 70  # one skull among four discs: about 50 of 200


def test_losing_the_last_disc_eliminates_and_the_skulls_owner_starts() -> None:
    state = challenge_position(hands=["", "FF", "FS", "FF"], mats=["F", "SF", "FF", "S"], flipped=[1, 0, 0, 0],
                               bid=2)
    events = GAME.apply(state, 0, flip(3))
    assert texts(events)[1:] == [
        "{p0} flipped a skull and loses a disc, taken at random by {p3}",
        "{p0} has lost their last disc and is out of the game",
        "Round 2: everyone places a first disc; {p3} will play first",
    ]
    assert not state.in_game(0)
    assert (state.phase, state.starter) == (OPENING, 3)
    assert GAME.waiting_for(state) == frozenset({1, 2, 3})
    assert GAME.view(state, None)["players"][0]["eliminated"] is True


def test_eliminated_by_own_skull_the_challenger_chooses_who_starts() -> None:
    state = turn_position(hands=["", "FFF", "FFS", "FFF"], mats=["S", "S", "F", "S"])
    events = GAME.apply(state, 0, {"type": "bid", "count": 4})
    assert texts(events)[-3:] == [
        "{p0} flipped their own skull, their last disc, and discards it",
        "{p0} has lost their last disc and is out of the game",
        "{p0} chooses who starts the next round",
    ]
    assert (state.phase, state.current) == (CHOOSE_START, 0)
    assert GAME.waiting_for(state) == frozenset({0})
    assert GAME.legal_actions(state, 0) == [{"type": "start", "seat": s} for s in (1, 2, 3)]
    with pytest.raises(IllegalAction, match=re.escape("{p0} is out of the game and cannot start")):
        GAME.apply(state, 0, {"type": "start", "seat": 0})
    events = GAME.apply(state, 0, {"type": "start", "seat": 2})
    assert texts(events)[0] == "{p0} chooses {p2} to start the next round"
    assert (state.phase, state.starter) == (OPENING, 2)


def test_the_last_player_left_wins() -> None:
    state = position(3, hands=["", "FF", ""], mats=["F", "FS", ""], phase=CHALLENGE, bid=2, bidder=0, current=0,
                     flipped=[1, 0, 0])
    events = GAME.apply(state, 0, flip(1))
    assert texts(events)[-2:] == [
        "{p0} has lost their last disc and is out of the game",
        "{p1} is the last player left and wins the game",
    ]
    result = GAME.outcome(state)
    assert result.winners == [1] and result.ranks == (2, 1, 2)
    assert result.notes == "won by last player left"


def test_eliminated_players_are_never_flipped_or_waited_for() -> None:
    state = challenge_position(hands=["FS", "FF", "", "FF"], mats=["FF", "SF", "", "S"], bid=3)
    assert GAME.legal_actions(state, 0) == [flip(1), flip(3)]
    assert all(GAME.legal_actions(state, s) == [] for s in (1, 2, 3))


@pytest.mark.parametrize(
    ("name", "setup", "moves", "starter"),
    [
        ("success", dict(), [flip(1), flip(2)], 0),
        ("other's skull", dict(), [flip(3)], 0),
        ("eliminated by other's skull",
         dict(hands=["", "FF", "FS", "FF"], mats=["F", "SF", "FF", "S"], flipped=[1, 0, 0, 0], bid=2), [flip(3)], 3),
    ],
)
def test_who_starts_the_next_round(name: str, setup: dict, moves: list, starter: int) -> None:
    state = challenge_position(**setup)
    for move in moves:
        GAME.apply(state, 0, move)
    assert (state.phase, state.starter, state.round) == (OPENING, starter, 2), name
