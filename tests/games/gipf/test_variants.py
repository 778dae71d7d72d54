"""The three ways to play: basic, standard and tournament, and the tournament's GIPF phase."""

import pytest

from meeple.engine import IllegalAction, InvalidOptions
from meeple.games.gipf import GAME

from .positions import enter, occupied, play, position, texts

GIPF = {"type": "piece", "piece": "gipf"}
SINGLE = {"type": "piece", "piece": "single"}


def test_basic_setup_three_single_pieces_each_and_twelve_in_reserve():
    s = GAME.setup(2, {"variant": "basic"}, 7)
    assert occupied(s) == {"b5": "w", "e2": "w", "h5": "w", "b2": "b", "e8": "b", "h2": "b"}
    assert s.reserve == [12, 12] and s.captured == [0, 0]
    assert GAME.waiting_for(s) == {0}  # white begins
    assert GAME.view(s, None)["gipfs"] == [0, 0]


def test_standard_setup_three_gipfs_each_and_twelve_in_reserve():
    s = GAME.setup(2, {}, 7)
    assert s.variant == "standard"
    assert occupied(s) == {"b5": "W", "e2": "W", "h5": "W", "b2": "B", "e8": "B", "h2": "B"}
    assert s.reserve == [12, 12]  # 18 pieces each: 3 GIPFs of two, and 12
    assert GAME.view(s, None)["gipfs"] == [3, 3]
    assert s.phase == "dot" and len(GAME.legal_actions(s, 0)) == 24


def test_tournament_setup_empty_board_and_eighteen_in_reserve():
    s = GAME.setup(2, {"variant": "tournament"}, 7)
    assert occupied(s) == {} and s.reserve == [18, 18]
    assert s.phase == "dot"  # no choice: the first piece is a GIPF
    assert GAME.view(s, None)["entering"] == "gipf"


def test_unknown_variant_is_refused():
    with pytest.raises(InvalidOptions):
        GAME.setup(2, {"variant": "ultimate"}, 1)


def test_tournament_first_move_is_a_gipf_costing_two():
    s = GAME.setup(2, {"variant": "tournament"}, 7)
    assert texts(enter(s, 0, "e1")) == ["{p0} enters a GIPF at e1 and pushes toward e2"]
    assert occupied(s) == {"e2": "W"} and s.reserve == [16, 18]
    assert s.phase == "dot" and GAME.view(s, None)["entering"] == "gipf"  # black's first is forced too
    enter(s, 1, "e9")
    assert occupied(s) == {"e2": "W", "e8": "B"}
    assert GAME.legal_actions(s, 0) == [GIPF, SINGLE]


def test_tournament_gipfs_at_will_until_the_first_single_piece():
    s = GAME.setup(2, {"variant": "tournament"}, 7)
    enter(s, 0, "e1")
    enter(s, 1, "e9")
    assert texts(play(s, 0, GIPF)) == ["{p0} will enter a GIPF"]
    enter(s, 0, "a1")
    assert occupied(s)["b2"] == "W" and s.reserve[0] == 14
    play(s, 1, GIPF)
    enter(s, 1, "i5")
    assert texts(play(s, 0, SINGLE)) == ["{p0} will enter a single piece"]
    enter(s, 0, "b1", "b2")
    assert s.reserve[0] == 13 and GAME.view(s, None)["may_enter_gipf"] == [False, True]
    # Black may still choose; white never again.
    assert GAME.legal_actions(s, 1) == [GIPF, SINGLE]
    play(s, 1, GIPF)
    enter(s, 1, "i1")
    assert s.phase == "dot" and GAME.view(s, None)["entering"] == "single"
    with pytest.raises(IllegalAction, match="choose a dot to enter at"):
        play(s, 0, GIPF)


def test_tournament_gipf_needs_two_pieces_in_reserve():
    s = position({"e5": "W", "b2": "B"}, variant="tournament", reserve=(1, 10))
    assert s.phase == "dot" and GAME.view(s, None)["entering"] == "single"
    enter(s, 0, "a1")
    assert occupied(s)["b2"] == "w"


def test_the_standard_gipf_condition_starts_with_the_first_gipf_in_the_tournament():
    s = GAME.setup(2, {"variant": "tournament"}, 7)
    assert s.had_gipf == [False, False]
    enter(s, 0, "e1")
    assert s.had_gipf == [True, False]  # black, without GIPF yet, has not lost
    assert GAME.outcome(s) is None
