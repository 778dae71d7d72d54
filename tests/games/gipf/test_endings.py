"""How the game ends: an empty reserve, a lost last GIPF, and our draw bound."""

import pytest

from meeple.engine import IllegalAction
from meeple.games.gipf import GAME
from meeple.games.gipf.components import QUIET_LIMIT

from .positions import enter, play, position, texts

OWN_GIPF_AND_LAST_BLACK_GIPF = {"e2": "W", "e3": "w", "e4": "w", "e5": "B"}
"""White's push makes e2 w, e3 W, e4 w, e5 w, e6 B; each side's only GIPF is in the row."""


def keep(at, value=True):
    return {"type": "gipf", "at": at, "keep": value}


def test_a_player_who_must_move_with_an_empty_reserve_loses():
    s = position({}, reserve=(5, 0))
    events = enter(s, 0, "a1")
    assert texts(events)[-1] == "{p1} must move with no piece left in reserve: {p0} (White) wins"
    assert GAME.waiting_for(s) == frozenset()
    out = GAME.outcome(s)
    assert out.ranks == (1, 2) and out.scores == (1.0, 0.0) and out.extra == {"reason": "reserve"}
    assert GAME.progress(s) == 1.0
    with pytest.raises(IllegalAction, match="The game is over"):
        play(s, 1, {"type": "enter", "dot": "a1"})


def test_entering_the_last_piece_loses_only_when_the_next_move_is_due():
    s = position({}, reserve=(1, 5))
    enter(s, 0, "a1")
    assert s.reserve == [0, 5] and GAME.outcome(s) is None and GAME.waiting_for(s) == {1}
    enter(s, 1, "i5")
    assert GAME.outcome(s).ranks == (2, 1)


def test_a_row_can_refill_an_empty_reserve_in_time():
    s = position({"e2": "w", "e3": "w", "e4": "w"}, reserve=(1, 5))
    enter(s, 0, "e1")
    assert s.reserve == [4, 5]
    enter(s, 1, "a1")
    assert GAME.outcome(s) is None and GAME.waiting_for(s) == {0}


def test_taking_the_last_black_gipf_wins_at_once():
    s = position({**OWN_GIPF_AND_LAST_BLACK_GIPF, "h5": "W"}, variant="standard")
    enter(s, 0, "e1")
    play(s, 0, keep("e3"))
    events = play(s, 0, keep("e6", False))
    assert texts(events)[-2:] == [
        "{p0} removes the row e2–e6: 3 pieces back to reserve, 2 captured, GIPF kept at e3",
        "{p1} has no GIPF left on the board: {p0} (White) wins",
    ]
    out = GAME.outcome(s)
    assert out.ranks == (1, 2) and out.extra == {"reason": "gipf"}


def test_taking_your_own_last_gipf_loses():
    s = position({**OWN_GIPF_AND_LAST_BLACK_GIPF, "h2": "B"}, variant="standard")
    enter(s, 0, "e1")
    play(s, 0, keep("e3", False))
    events = play(s, 0, keep("e6", True))
    assert texts(events)[-1] == "{p0} has no GIPF left on the board: {p1} (Black) wins"
    assert GAME.outcome(s).ranks == (2, 1)


def test_when_both_last_gipfs_go_in_one_removal_the_remover_wins():
    s = position(OWN_GIPF_AND_LAST_BLACK_GIPF, variant="standard")
    enter(s, 0, "e1")
    events = play(s, 0, keep("e3", False), keep("e6", False))
    assert texts(events)[-1] == "{p1} has no GIPF left on the board: {p0} (White) wins"


def test_the_basic_game_has_no_gipf_condition():
    s = position({"e2": "w", "e3": "w", "e4": "w"}, variant="basic")
    enter(s, 0, "e1")
    assert GAME.outcome(s) is None and GAME.view(s, None)["gipfs"] == [0, 0]


def test_a_hundred_turns_without_a_capture_draw_the_game():
    s = position({})
    s.quiet = QUIET_LIMIT - 1
    assert texts(enter(s, 0, "a1"))[-1] == "100 turns without a capture: the game is drawn"
    out = GAME.outcome(s)
    assert out.ranks == (1, 1) and out.scores == (0.5, 0.5) and out.extra == {"reason": "quiet"}


def test_a_capture_resets_the_draw_count_and_a_return_does_not():
    s = position({"e2": "w", "e3": "w", "e4": "w"})
    s.quiet = 50
    enter(s, 0, "e1")
    assert s.quiet == 51
    s = position({"e2": "b", "e3": "w", "e5": "b", "e6": "w", "e7": "w", "e8": "w"})
    s.quiet = 50
    enter(s, 0, "e9")
    assert s.quiet == 0
