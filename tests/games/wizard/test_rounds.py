"""The round: dealing, trump, predictions, scoring and the end of the game, from named positions."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.wizard import GAME
from meeple.games.wizard.rounds import start_round, turn_up_trump
from meeple.games.wizard.scoring import round_points
from meeple.games.wizard.state import BID, OVER, PLAY, TRUMP
from meeple.games.wizard.variants import hand_sizes

from .positions import act, bid, play, position

DEFAULTS = {"bidding": "open", "five_rounds": False, "amigo": False, "foresight": False}


@pytest.mark.parametrize(("players", "rounds"), [(3, 20), (4, 15), (5, 12), (6, 10)])
def test_sixty_cards_give_sixty_over_players_rounds_of_growing_hands(players: int, rounds: int) -> None:
    assert hand_sizes(players, DEFAULTS) == tuple(range(1, rounds + 1))
    assert GAME.view(GAME.setup(players, {}, 3), 0)["rounds"] == rounds


def test_round_one_deals_one_card_and_the_dealers_left_bids_first() -> None:
    s = GAME.setup(4, {}, 7)
    view = GAME.view(s, 2)
    assert (view["round"], view["cards"], view["dealer"], view["waiting"]) == (1, 1, 3, [0])
    assert [len(h) for h in s.hands] == [1, 1, 1, 1] and len(s.deck) == 55
    assert view["hand"] == s.hands[2] and view["trump_card"] == s.trump_card


def test_a_suit_card_turned_up_is_trump() -> None:
    s = position([["B2"], ["B3"], ["B4"], ["B5"]], phase=BID, trump_card="G7", trump=None, dealer=3)
    texts = [e.text for e in turn_up_trump(s)]
    assert texts == ["{p3} turns up the 7 of green: green is trump"]
    assert (s.trump, s.phase, GAME.waiting_for(s)) == ("green", BID, frozenset({0}))


def test_a_jester_turned_up_means_no_trump() -> None:
    s = position([["B2"], ["B3"], ["B4"]], phase=BID, trump_card="J", dealer=1)
    texts = [e.text for e in turn_up_trump(s)]
    assert texts == ["{p1} turns up a Jester: no trump this round"]
    assert s.trump is None and GAME.waiting_for(s) == frozenset({2})


def test_a_wizard_turned_up_lets_the_dealer_choose_trump() -> None:
    s = position([["B2"], ["B3"], ["B4"], ["B5"]], phase=BID, trump_card="W", dealer=1)
    texts = [e.text for e in turn_up_trump(s)]
    assert texts == ["{p1} turns up a Wizard and will choose the trump suit"]
    assert s.phase == TRUMP and GAME.waiting_for(s) == frozenset({1})
    assert GAME.legal_actions(s, 1) == [{"type": "trump", "suit": x} for x in ("blue", "green", "red", "yellow")]
    assert GAME.legal_actions(s, 2) == []
    with pytest.raises(IllegalAction, match="Only the dealer chooses the trump suit"):
        GAME.apply(s, 2, {"type": "trump", "suit": "red"})
    assert act(s, (1, {"type": "trump", "suit": "red"})) == ["{p1} chooses red as trump"]
    assert (s.trump, s.phase, GAME.waiting_for(s)) == ("red", BID, frozenset({2}))


def test_the_last_round_deals_every_card_and_has_no_trump() -> None:
    s = GAME.setup(4, {}, 11)
    s.round, s.dealer = 14, 2
    texts = [e.text for e in start_round(s) if e.to is None]
    assert texts[-1] == "No card is left to turn up: no trump this round"
    assert [len(h) for h in s.hands] == [15] * 4 and s.deck == [] and s.trump_card is None
    assert s.trump is None and GAME.view(s, None)["trump"] is None


def test_predictions_go_clockwise_from_the_dealers_left_then_play_starts() -> None:
    s = position([["B2", "B6"], ["B3", "B7"], ["B4", "B8"], ["B5", "B9"]], phase=BID, leader=3, dealer=2)
    assert GAME.legal_actions(s, 3) == [bid(0), bid(1), bid(2)]
    assert all(GAME.legal_actions(s, x) == [] for x in (0, 1, 2))
    with pytest.raises(IllegalAction, match="It is not your turn to predict"):
        GAME.apply(s, 0, bid(1))
    texts = act(s, (3, bid(1)), (0, bid(0)), (1, bid(2)), (2, bid(0)))
    assert texts == ["{p3} bids 1", "{p0} bids 0", "{p1} bids 2", "{p2} bids 0", "3 tricks predicted, 2 to play"]
    assert s.phase == PLAY and GAME.waiting_for(s) == frozenset({3}) and s.leader == 3


def test_a_prediction_is_a_number_of_tricks_from_zero_to_the_hand_size() -> None:
    s = position([["B2", "B6"], ["B3", "B7"], ["B4", "B8"]], phase=BID)
    for wrong in (3, -1, "1", 1.0, True):
        with pytest.raises(IllegalAction, match="A prediction is a whole number of tricks from 0 to 2"):
            GAME.apply(s, 0, bid(wrong))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("predicted", "taken", "points"), [(2, 2, 40), (0, 0, 20), (3, 1, -20), (0, 2, -20), (1, 4, -30)]
)
def test_scoring_exact_and_missed(predicted: int, taken: int, points: int) -> None:
    assert round_points(predicted, taken) == points


def test_the_last_trick_scores_the_round_and_the_deal_passes_left() -> None:
    """Seat 1 predicted 1 and took it (+30); seat 2 predicted 0 and took 1 (-10); seat 0 missed by 2."""
    s = position([["R2"], ["R5"], ["R9"]], leader=0, dealer=2, round=3, bids=[2, 1, 0], tricks=[0, 1, 1],
                 scores=[10, 0, -10], trump_card="B1")
    texts = act(s, (0, play("R2")), (1, play("R5")), (2, play("R9")))
    assert texts[:5] == [
        "{p0} plays the 2 of red", "{p1} plays the 5 of red", "{p2} plays the 9 of red",
        "{p2} wins the trick with the 9 of red",
        "{p0} predicted 2 but took 0 tricks: -20 (total -10)",
    ]
    assert texts[5:7] == ["{p1} predicted 1 and took 1 trick: +30 (total 30)",
                          "{p2} predicted 0 but took 2 tricks: -20 (total -30)"]
    assert texts[7] == "Round 4 of 20: {p0} deals 4 cards to each player"
    assert s.sheet == [((2, 0, -20), (1, 1, 30), (0, 2, -20))]
    assert s.scores == [-10, 30, -30] and s.dealer == 0 and [len(h) for h in s.hands] == [4, 4, 4]


def test_the_game_ends_after_the_last_round_with_shared_ties() -> None:
    s = position([["G2"], ["G3"], ["G4"]], round=20, leader=1, dealer=0, bids=[0, 0, 1], tricks=[0, 0, 19],
                 scores=[100, 100, 90], trump_card=None)
    texts = act(s, (1, play("G3")), (2, play("G4")), (0, play("G2")))
    assert texts[-1] == "{p0} and {p1} share the win with 120 points"
    assert s.phase == OVER and GAME.waiting_for(s) == frozenset()
    out = GAME.outcome(s)
    assert out is not None and out.scores == (120, 120, -100) and out.ranks == (1, 1, 3)
    assert GAME.progress(s) == 1.0 and all(GAME.legal_actions(s, x) == [] for x in range(3))


def test_progress_is_cards_played_out_of_all_cards_dealt_in_the_game() -> None:
    s = position([["R2", "B2"], ["R5", "B5"], ["R9", "B9"]], round=2, trump_card="Y1")
    assert GAME.progress(s) == 3 / 630
    act(s, (0, play("R2")))
    assert GAME.progress(s) == 4 / 630


def test_max_steps_bounds_the_longest_game() -> None:
    assert GAME.max_steps == 20 * (1 + 3) + 210 * 3
