"""Entering and pushing: the dot, the direction, shoving a run, and full lines that cannot be pushed."""

import pytest

from meeple.engine import IllegalAction, Rng
from meeple.games.gipf import GAME
from meeple.games.gipf.geometry import DOTS, ENTRIES, SPOTS
from meeple.games.gipf.pushes import is_open, open_dots

from .positions import enter, occupied, play, position, texts

# Column e is full (e2..e8) and so is the line e2-f2-g2-h2; no colour has four in a row.
FULL_COLUMN = """
            o
         o     o
      o     w     o
   o     .     .     o
o     .     b     .     o
   .     .     .     .
o     .     w     .     o
   .     .     .     .
o     .     b     .     o
   .     .     .     .
o     .     w     .     o
   .     .     .     b
o     .     b     w     o
   o     .     b     o
      o     w     o
         o     o
            o
"""


def test_a_full_line_cannot_be_pushed():
    s = position(FULL_COLUMN)
    dots = [a["dot"] for a in GAME.legal_actions(s, 0)]
    assert "e1" not in dots and "e9" not in dots  # corner dots whose only line is full
    assert len(dots) == 22
    before = GAME.dump(s)
    with pytest.raises(IllegalAction, match="Every line from e1 is full: the push would shove a piece off the board"):
        play(s, 0, {"type": "enter", "dot": "e1"})
    assert GAME.dump(s) == before


def test_a_dot_with_one_line_full_pushes_along_the_other_at_once():
    s = position(FULL_COLUMN)
    # d1 pushes toward d2 (column d) or e2 (the full line e2-h2): only d2 is open.
    assert texts(enter(s, 0, "d1")) == ["{p0} enters at d1 and pushes toward d2"]
    assert occupied(s)["d2"] == "w"
    assert s.turn == 1 and s.phase == "dot"


def test_a_dot_with_two_open_lines_asks_for_the_direction():
    s = position({})
    assert texts(play(s, 0, {"type": "enter", "dot": "a2"})) == ["{p0} puts a piece on a2"]
    assert s.phase == "push"
    assert GAME.legal_actions(s, 0) == [{"type": "push", "toward": "b3"}, {"type": "push", "toward": "b2"}]
    with pytest.raises(IllegalAction, match="From a2 a piece can only be pushed toward b3 or b2"):
        play(s, 0, {"type": "push", "toward": "c3"})
    assert texts(play(s, 0, {"type": "push", "toward": "b2"})) == ["{p0} enters at a2 and pushes toward b2"]
    assert occupied(s) == {"b2": "w"}


def test_a_corner_dot_needs_no_direction():
    s = position({})
    assert texts(enter(s, 0, "a1")) == ["{p0} enters at a1 and pushes toward b2"]
    assert occupied(s) == {"b2": "w"} and s.reserve == [11, 12]


def test_the_push_shoves_the_run_up_to_the_first_gap_and_no_further():
    # b2 b3 . b5 on column b; pushing in from b1 moves b2 and b3 up, fills the gap at b4, leaves b5.
    s = position({"b2": "b", "b3": "w", "b5": "b"})
    assert texts(enter(s, 0, "b1", "b2"))[-1] == "{p0} enters at b1 and pushes toward b2, shoving 2 pieces"
    assert occupied(s) == {"b2": "w", "b3": "b", "b4": "w", "b5": "b"}


def test_pieces_only_enter_from_dots():
    s = position({})
    with pytest.raises(IllegalAction, match="e5 is a spot of the play area; pieces enter from the dots"):
        play(s, 0, {"type": "enter", "dot": "e5"})
    with pytest.raises(IllegalAction, match="There is no point called 'z9'"):
        play(s, 0, {"type": "enter", "dot": "z9"})


def test_open_dots_agree_with_checking_every_ray():
    rng = Rng(5)
    for _ in range(300):
        board = [0] * 61
        for p in rng.sample(list(SPOTS), rng.randint(25, 37)):
            board[p] = rng.randint(1, 4)
        naive = [d for d in DOTS if any(is_open(board, ray) for _, ray in ENTRIES[d])]
        assert open_dots(board) == naive
