"""Every variant on the rules page, each from a named position."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction, InvalidOptions, Rng
from meeple.games.wizard import GAME
from meeple.games.wizard.state import BID, OVER, PLAY
from meeple.games.wizard.variants import hand_sizes

from .positions import act, bid, events_of, play, position

HIDDEN = {"bidding": "hidden"}
SECRET = {"bidding": "secret"}
PM1 = {"bidding": "plus_minus_one"}
TWO_CARDS = [["B2", "B6"], ["B3", "B7"], ["B4", "B8"], ["B5", "B9"]]


# -- hidden prediction -------------------------------------------------------------------------


def test_hidden_prediction_waits_for_every_seat_at_once_and_hides_pending_bids() -> None:
    s = position(TWO_CARDS, phase=BID, options=HIDDEN)
    assert GAME.waiting_for(s) == frozenset({0, 1, 2, 3})
    events = events_of(s, 2, bid(1))
    assert [(e.text, e.to) for e in events] == [("{p2} has made a prediction", None), ("You predict 1", (2,))]
    assert GAME.waiting_for(s) == frozenset({0, 1, 3})
    assert GAME.view(s, 2)["bids"] == [None, None, 1, None]
    assert GAME.view(s, 0)["bids"] == [None, None, "?", None] == GAME.view(s, None)["bids"]
    with pytest.raises(IllegalAction, match="You have already made your prediction this round"):
        GAME.apply(s, 2, bid(0))


def test_hidden_predictions_are_revealed_together_before_play() -> None:
    s = position(TWO_CARDS, phase=BID, options=HIDDEN)
    texts = act(s, (3, bid(2)), (0, bid(0)), (2, bid(1)), (1, bid(1)))
    assert texts[-5:] == ["{p0} bids 0", "{p1} bids 1", "{p2} bids 1", "{p3} bids 2", "4 tricks predicted, 2 to play"]
    assert s.phase == PLAY and GAME.view(s, None)["bids"] == [0, 1, 1, 2]


def test_a_pending_hidden_prediction_is_resampled_by_determinize() -> None:
    s = position(TWO_CARDS, phase=BID, options=HIDDEN)
    act(s, (2, bid(1)), (0, bid(0)))
    seen = {GAME.determinize(s, 0, Rng(r)).bids[2] for r in range(40)}
    assert seen == {0, 1, 2}
    assert all(GAME.determinize(s, 0, Rng(r)).bids[0] == 0 for r in range(10))
    other = position(TWO_CARDS, phase=BID, options=HIDDEN)
    act(other, (2, bid(2)), (0, bid(0)))
    assert GAME.dump(GAME.determinize(s, 0, Rng(5))) == GAME.dump(GAME.determinize(other, 0, Rng(5)))


# -- secret prediction -------------------------------------------------------------------------


def test_secret_predictions_stay_hidden_during_play_and_show_at_the_round_end() -> None:
    s = position([["R2"], ["R5"], ["R9"]], phase=BID, options=SECRET, round=1, dealer=2)
    texts = act(s, (1, bid(1)), (2, bid(0)), (0, bid(0)))
    assert texts[-1] == "All predictions are in; they stay secret until the round ends"
    assert s.phase == PLAY
    assert GAME.view(s, 0)["bids"] == [0, "?", "?"] and GAME.view(s, None)["bids"] == ["?", "?", "?"]
    events = []
    for seat, card in ((0, "R2"), (1, "R5"), (2, "R9")):
        events += events_of(s, seat, play(card))
    scored = [e for e in events if e.type == "round_score"]
    assert [e.text for e in scored] == [
        "{p0} predicted 0 and took 0 tricks: +20 (total 20)",
        "{p1} predicted 1 but took 0 tricks: -10 (total -10)",
        "{p2} predicted 0 but took 1 trick: -10 (total -10)",
    ]
    assert all(e.reveals for e in scored)
    assert GAME.view(s, None)["sheet"] == [((0, 0, 20), (1, 0, -10), (0, 1, -10))]


def test_secret_predictions_are_resampled_even_during_play() -> None:
    s = position([["R2", "B2"], ["R5", "B3"], ["R9", "B4"]], options=SECRET, bids=[2, 0, 1])
    dets = [GAME.determinize(s, 1, Rng(r)) for r in range(40)]
    assert {d.bids[0] for d in dets} == {0, 1, 2} and {d.bids[1] for d in dets} == {0}


# -- plus/minus 1 ------------------------------------------------------------------------------


def test_plus_minus_one_the_dealer_may_not_make_the_total_exact() -> None:
    s = position([["B2", "B6", "R1"], ["B3", "B7", "R2"], ["B4", "B8", "R3"], ["B5", "B9", "R4"]],
                 phase=BID, options=PM1, dealer=3, leader=0)
    assert GAME.legal_actions(s, 0) == [bid(0), bid(1), bid(2), bid(3)]
    act(s, (0, bid(1)), (1, bid(0)), (2, bid(1)))
    assert GAME.legal_actions(s, 3) == [bid(0), bid(2), bid(3)]
    with pytest.raises(IllegalAction, match="the dealer may not predict 1: the predictions would add up to the 3"):
        GAME.apply(s, 3, bid(1))


def test_plus_minus_one_leaves_the_dealer_free_once_the_others_overbid() -> None:
    s = position([["B2", "B6"], ["B3", "B7"], ["B4", "B8"]], phase=BID, options=PM1, dealer=2, leader=0)
    act(s, (0, bid(2)), (1, bid(1)))
    assert GAME.legal_actions(s, 2) == [bid(0), bid(1), bid(2)]


def test_plus_minus_one_in_a_one_card_round_can_force_the_dealer() -> None:
    s = position([["B2"], ["B3"], ["B4"]], phase=BID, options=PM1, dealer=2, leader=0)
    act(s, (0, bid(0)), (1, bid(0)))
    assert GAME.legal_actions(s, 2) == [bid(0)]


# -- game length -------------------------------------------------------------------------------


def test_five_rounds_plays_one_to_five_cards_then_ends() -> None:
    assert hand_sizes(4, {"five_rounds": True, "amigo": False}) == (1, 2, 3, 4, 5)
    s = position([["G2"], ["G3"], ["G4"], ["G5"]], round=5, options={"five_rounds": True}, bids=[0, 0, 0, 5],
                 tricks=[0, 0, 0, 4])
    act(s, (0, play("G2")), (1, play("G3")), (2, play("G4")), (3, play("G5")))
    assert s.phase == OVER and s.scores == [20, 20, 20, 70]


@pytest.mark.parametrize(("players", "sizes"), [
    (3, (2, 4, 6, 8, 10, 12, 14, 16, 18, 20)),
    (4, (1, 3, 5, 7, 9, 11, 12, 13, 14, 15)),
    (5, (2, 4, 5, 6, 7, 8, 9, 10, 11, 12)),
])
def test_amigo_tournament_hand_sizes(players: int, sizes: tuple[int, ...]) -> None:
    assert hand_sizes(players, {"five_rounds": False, "amigo": True}) == sizes
    s = GAME.setup(players, {"amigo": True}, 2)
    assert (GAME.view(s, 0)["rounds"], len(s.hands[0])) == (10, sizes[0])


def test_amigo_is_only_for_three_to_five_players_and_not_with_five_rounds() -> None:
    amigo = next(o for o in GAME.options if o.id == "amigo")
    assert amigo.players == (3, 4, 5)
    with pytest.raises(InvalidOptions, match="only for 3, 4, 5 players"):
        GAME.setup(6, {"amigo": True}, 1)
    with pytest.raises(InvalidOptions, match="either 5 rounds or the Amigo tournament length"):
        GAME.setup(4, {"amigo": True, "five_rounds": True}, 1)


# -- foresight ---------------------------------------------------------------------------------


def test_foresight_shows_the_others_cards_but_not_your_own_while_predicting() -> None:
    s = position([["R7"], ["W"], ["G2"], ["J"]], phase=BID, round=1, options={"foresight": True}, trump_card="Y3")
    view = GAME.view(s, 1)
    assert view["hand"] is None and view["foreheads"] == ["R7", None, "G2", "J"]
    assert GAME.view(s, None)["foreheads"] == [None, None, None, None] and GAME.view(s, None)["hand"] is None
    own = {GAME.determinize(s, 1, Rng(r)).hands[1][0] for r in range(30)}
    assert len(own) > 5 and "Y3" not in own
    assert all(GAME.determinize(s, 1, Rng(r)).hands[0] == ["R7"] for r in range(10))


def test_foresight_players_look_at_their_card_once_predictions_are_made() -> None:
    s = position([["R7"], ["W"], ["G2"]], phase=BID, round=1, options={"foresight": True}, trump_card="Y3")
    events = []
    for seat in (0, 1, 2):
        events += events_of(s, seat, bid(0))
    looks = [(e.text, e.to) for e in events if e.type == "own_card"]
    assert looks == [("You look at your card: the 7 of red", (0,)), ("You look at your card: a Wizard", (1,)),
                     ("You look at your card: the 2 of green", (2,))]
    assert GAME.view(s, 1)["hand"] == ["W"] and GAME.view(s, 1)["foreheads"] == ["R7", None, "G2"]


def test_foresight_is_only_the_first_round_and_only_with_one_card() -> None:
    s = GAME.setup(4, {"foresight": True}, 3)
    assert GAME.view(s, 0)["hand"] is None
    nxt = position([["R7", "B1"], ["W", "B2"], ["G2", "B3"]], phase=BID, round=2, options={"foresight": True},
                   trump_card="Y3")
    assert "foreheads" not in GAME.view(nxt, 0) and GAME.view(nxt, 0)["hand"] == ["B1", "R7"]
    amigo = GAME.setup(3, {"foresight": True, "amigo": True}, 3)
    assert len(GAME.view(amigo, 0)["hand"]) == 2
