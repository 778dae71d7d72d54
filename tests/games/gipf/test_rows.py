"""Rows of four or more: what they take with them, where the pieces go, and the order of removal."""

import pytest

from meeple.engine import IllegalAction
from meeple.games.gipf import GAME

from .positions import enter, occupied, play, position, texts


def test_a_row_of_four_goes_back_to_the_reserve():
    # w w w on e2..e4; white pushes in from e1: e2..e5 are four white.
    s = position({"e2": "w", "e3": "w", "e4": "w"})
    assert texts(enter(s, 0, "e1")) == [
        "{p0} enters at e1 and pushes toward e2, shoving 3 pieces",
        "{p0} removes the row e2–e5: 4 pieces back to reserve",
    ]
    assert occupied(s) == {}
    assert s.reserve == [12 - 1 + 4, 12]
    assert s.turn == 1


def test_three_in_a_row_is_not_a_row():
    s = position({"e2": "w", "e3": "w"})
    assert texts(enter(s, 0, "e1")) == ["{p0} enters at e1 and pushes toward e2, shoving 2 pieces"]
    assert occupied(s) == {"e2": "w", "e3": "w", "e4": "w"}


def test_a_row_of_five_is_removed_whole():
    # w w . w w on e2..e6: the push closes the gap into five in a row.
    s = position({"e2": "w", "e3": "w", "e5": "w", "e6": "w"})
    assert texts(enter(s, 0, "e1"))[-1] == "{p0} removes the row e2–e6: 5 pieces back to reserve"
    assert occupied(s) == {} and s.reserve == [16, 12]


def test_pieces_of_both_colours_extending_the_row_go_with_it():
    # Column e from e2 up: b w . b w w w; white pushes down from e9 into the gap at e4.
    # After the push: e2 b, e3 w, e4 b, e5..e8 w w w w -- one unbroken run from e2 to e8.
    s = position({"e2": "b", "e3": "w", "e5": "b", "e6": "w", "e7": "w", "e8": "w"})
    events = enter(s, 0, "e9")
    assert texts(events)[-1] == "{p0} removes the row e2–e8: 5 pieces back to reserve, 2 captured"
    assert events[-1].data == {"seat": 0, "row": ["e2", "e3", "e4", "e5", "e6", "e7", "e8"], "back": 5,
                               "captured": 2, "kept": []}
    assert occupied(s) == {}


def test_a_gap_ends_the_extension():
    # The long diagonal b2..h5: after the push b2..e5 are white, f5 black, g5 empty, h5 black.
    s = position({"b2": "w", "c3": "w", "d4": "w", "e5": "b", "h5": "b"})
    assert texts(enter(s, 0, "a1"))[-1] == "{p0} removes the row b2–f5: 4 pieces back to reserve, 1 captured"
    assert occupied(s) == {"h5": "b"}


def test_own_pieces_return_to_the_reserve():
    s = position({"e2": "b", "e3": "w", "e5": "b", "e6": "w", "e7": "w", "e8": "w"}, reserve=(3, 9))
    enter(s, 0, "e9")
    assert s.reserve == [3 - 1 + 5, 9]  # the black pieces do not go back to black


def test_opponent_pieces_are_captured_for_good():
    s = position({"e2": "b", "e3": "w", "e5": "b", "e6": "w", "e7": "w", "e8": "w"}, captured=(1, 0))
    enter(s, 0, "e9")
    assert s.captured == [1 + 2, 0]
    assert s.reserve[1] == 12
    assert GAME.view(s, None)["captured"] == [3, 0]


def test_two_rows_that_do_not_cross_are_both_removed_without_a_choice():
    # The push up column e puts white on e3 (completing e3-h3) and on e5 (completing c3-f5).
    s = position({"e2": "w", "e3": "b", "e4": "w", "e5": "b", "f3": "w", "g3": "w", "h3": "w",
                  "c3": "w", "d4": "w", "f5": "w"})
    assert texts(enter(s, 0, "e1")) == [
        "{p0} enters at e1 and pushes toward e2, shoving 4 pieces",
        "{p0} removes the row c3–f5: 4 pieces back to reserve",
        "{p0} removes the row e3–h3: 4 pieces back to reserve",
    ]
    assert occupied(s) == {"e2": "w", "e4": "b", "e6": "b"}
    assert s.turn == 1


CROSSING = {"b2": "w", "c2": "w", "d2": "w", "f2": "w", "g2": "w", "h2": "w"}
"""White on b2 c2 d2 and f2 g2 h2: a white piece entering at e2 completes two rows crossing at e2."""


def test_crossing_rows_let_the_player_choose_one():
    s = position(CROSSING)
    assert texts(enter(s, 0, "e1")) == ["{p0} enters at e1 and pushes toward e2"]
    assert s.phase == "row" and GAME.waiting_for(s) == {0}
    assert GAME.legal_actions(s, 0) == [
        {"type": "take_row", "from": "e2", "to": "h2"},
        {"type": "take_row", "from": "b2", "to": "e2"},
    ]
    assert GAME.view(s, 1)["rows"] == [["e2", "f2", "g2", "h2"], ["b2", "c2", "d2", "e2"]]
    assert texts(play(s, 0, {"type": "take_row", "from": "b2", "to": "e2"})) == [
        "{p0} chooses the row b2–e2",
        "{p0} removes the row b2–e2: 4 pieces back to reserve",
    ]
    # Taking e2 broke the other row: f2 g2 h2 stay.
    assert occupied(s) == {"f2": "w", "g2": "w", "h2": "w"}
    assert s.turn == 1 and s.reserve == [15, 12]


def test_a_row_that_is_not_offered_is_refused():
    s = position(CROSSING)
    enter(s, 0, "e1")
    reason = "There is no row of yours to remove from b2 to h2; choose one of e2–h2, b2–e2"
    with pytest.raises(IllegalAction, match=reason):
        play(s, 0, {"type": "take_row", "from": "b2", "to": "h2"})
    with pytest.raises(IllegalAction, match="It is not your turn: White must choose which of the crossing rows"):
        play(s, 1, {"type": "take_row", "from": "b2", "to": "e2"})


def test_the_mover_removes_first_then_the_opponent():
    # White's push completes e2-h2 for white and e3-e6 for black, crossing at e2 (white).
    s = position({"e2": "b", "e3": "b", "e4": "b", "e6": "b", "f2": "w", "g2": "w", "h2": "w"})
    assert texts(enter(s, 0, "e1")) == [
        "{p0} enters at e1 and pushes toward e2, shoving 3 pieces",
        "{p0} removes the row e2–h2: 4 pieces back to reserve",
        "{p1} removes the row e3–e6: 4 pieces back to reserve",  # e2 is gone, so black captures nothing
    ]
    assert s.reserve == [15, 16] and s.captured == [0, 0]


def test_a_row_made_for_the_opponent_is_removed_by_the_opponent():
    s = position({"e2": "b", "e3": "b", "e4": "b", "e6": "b"})
    assert texts(enter(s, 0, "e1"))[-1] == "{p1} removes the row e2–e6: 4 pieces back to reserve, 1 captured"
    assert s.captured == [0, 1] and s.reserve == [11, 16]


def test_the_opponent_chooses_among_their_own_crossing_rows():
    # White shoves the black piece on e2 up to e3, where it completes two black rows crossing at e3:
    # c3 d3 e3 f2 and e3 f3 g3 h3.
    s = position({"e2": "b", "c3": "b", "d3": "b", "f2": "b", "f3": "b", "g3": "b", "h3": "b"})
    enter(s, 0, "e1")
    assert s.phase == "row" and s.turn == 0 and GAME.waiting_for(s) == {1}
    assert GAME.legal_actions(s, 0) == []
    assert GAME.legal_actions(s, 1) == [
        {"type": "take_row", "from": "e3", "to": "h3"},
        {"type": "take_row", "from": "c3", "to": "f2"},
    ]
    assert texts(play(s, 1, {"type": "take_row", "from": "e3", "to": "h3"}))[-1] == (
        "{p1} removes the row e3–h3: 4 pieces back to reserve"
    )
    assert s.turn == 1 and s.phase == "dot"


def test_has_four_written_out_agrees_with_the_loop_over_the_three_directions():
    """`masks.has_four` spells out the three shifts; the reference loops over `GRID_STEPS`."""
    from meeple.engine import Rng
    from meeple.games.gipf.masks import GRID_BIT, GRID_STEPS, has_four

    def reference(pieces: int) -> bool:
        return any((pairs := pieces & pieces >> step) & pairs >> 2 * step for step in GRID_STEPS)

    rng = Rng(21)
    for _ in range(3000):
        pieces = sum(bit for bit in GRID_BIT if rng.below(100) < 35)
        assert has_four(pieces) == reference(pieces)
