"""GIPF pieces: keep or take each one in a removed row, a GIPF at a crossing, and a GIPF counting two."""

from meeple.games.gipf import GAME

from .positions import enter, occupied, play, position, texts

KEEP_OR_TAKE = {"e2": "W", "e3": "w", "e4": "w", "e5": "B", "b2": "B", "h5": "W"}
"""White's push from e1 makes e2 w, e3 W, e4 w, e5 w, e6 B: a white row with a GIPF of each colour."""


def keep(at, value=True):
    return {"type": "gipf", "at": at, "keep": value}


def test_each_gipf_in_a_removed_row_is_kept_or_taken_by_the_remover():
    s = position(KEEP_OR_TAKE, variant="standard")
    assert texts(enter(s, 0, "e1")) == ["{p0} enters at e1 and pushes toward e2, shoving 4 pieces"]
    assert s.phase == "gipf" and GAME.waiting_for(s) == {0}
    assert GAME.legal_actions(s, 0) == [keep("e3", False), keep("e3", True)]
    assert GAME.view(s, None)["removing"] == {"row": ["e2", "e3", "e4", "e5", "e6"], "ask": "e3", "keep": []}
    assert texts(play(s, 0, keep("e3"))) == ["{p0} keeps the GIPF at e3"]
    assert GAME.legal_actions(s, 0) == [keep("e6", False), keep("e6", True)]
    assert texts(play(s, 0, keep("e6", False))) == [
        "{p0} takes the GIPF at e6",
        "{p0} removes the row e2–e6: 3 pieces back to reserve, 2 captured, GIPF kept at e3",
    ]
    assert occupied(s) == {"b2": "B", "e3": "W", "h5": "W"}
    assert s.turn == 1


def test_a_gipf_counts_two_when_captured_or_returned():
    s = position(KEEP_OR_TAKE, variant="standard")
    enter(s, 0, "e1")
    play(s, 0, keep("e3", False), keep("e6", False))
    assert s.reserve == [12 - 1 + 3 + 2, 12]  # e2 e4 e5, and the white GIPF as two pieces
    assert s.captured == [2, 0]  # the black GIPF is two pieces


def test_on_the_board_a_gipf_is_one_piece_of_a_row():
    # W w w on e2..e4: after the push e2 w, e3 W, e4 w, e5 w -- four pieces, a row, not five.
    s = position({"e2": "W", "e3": "w", "e4": "w", "b2": "B", "h5": "W"}, variant="standard")
    enter(s, 0, "e1")
    assert s.phase == "gipf" and s.row is not None and len(s.row) == 4


def test_the_opponent_decides_about_gipfs_in_their_own_row():
    # White's push makes e2 w, e3..e6 b, e7 W: a black row that white's GIPF extends. Black decides.
    s = position({"e2": "b", "e3": "b", "e4": "b", "e6": "b", "e7": "W", "h5": "W", "b2": "B"}, variant="standard")
    enter(s, 0, "e1")
    assert s.turn == 0 and GAME.waiting_for(s) == {1}
    assert GAME.legal_actions(s, 0) == []
    assert GAME.legal_actions(s, 1) == [keep("e7", False), keep("e7", True)]
    assert texts(play(s, 1, keep("e7", False)))[-1] == (
        "{p1} removes the row e2–e7: 4 pieces back to reserve, 3 captured"
    )
    assert s.captured == [0, 3] and s.turn == 1


CROSSING_AT_GIPF = {"e2": "W", "e3": "w", "e4": "w", "c3": "w", "d3": "w", "f2": "w", "b2": "B", "h5": "W"}
"""White's push from e1 moves the GIPF to e3: column e2-e5 and the line c3-d3-e3-f2 are rows crossing at it."""


def test_a_gipf_at_a_crossing_may_be_kept_to_remove_both_rows():
    s = position(CROSSING_AT_GIPF, variant="standard")
    enter(s, 0, "e1")
    assert GAME.legal_actions(s, 0) == [
        {"type": "take_row", "from": "e2", "to": "e5"},
        {"type": "take_row", "from": "c3", "to": "f2"},
    ]
    play(s, 0, {"type": "take_row", "from": "e2", "to": "e5"})
    events = play(s, 0, keep("e3"))
    assert texts(events) == [
        "{p0} keeps the GIPF at e3",
        "{p0} removes the row e2–e5: 3 pieces back to reserve, GIPF kept at e3",
    ]
    # The second row still has four white pieces through the kept GIPF, so it must go too.
    assert GAME.legal_actions(s, 0) == [keep("e3", False), keep("e3", True)]
    assert texts(play(s, 0, keep("e3", False)))[-1] == "{p0} removes the row c3–f2: 5 pieces back to reserve"
    assert occupied(s) == {"b2": "B", "h5": "W"}
    assert s.reserve == [12 - 1 + 3 + 5, 12]


def test_a_gipf_at_a_crossing_may_be_taken_to_remove_one_row_only():
    s = position(CROSSING_AT_GIPF, variant="standard")
    enter(s, 0, "e1")
    play(s, 0, {"type": "take_row", "from": "e2", "to": "e5"})
    assert texts(play(s, 0, keep("e3", False)))[-1] == "{p0} removes the row e2–e5: 5 pieces back to reserve"
    assert occupied(s) == {"b2": "B", "c3": "w", "d3": "w", "f2": "w", "h5": "W"}
    assert s.turn == 1


def test_a_row_of_gipfs_all_kept_stays_and_the_turn_goes_on():
    # Tournament: white enters a fourth GIPF under three; keeping all four removes nothing, and the
    # row is not asked about again.
    s = position({"e2": "W", "e3": "W", "e4": "W", "b2": "B"}, variant="tournament", reserve=(10, 16))
    play(s, 0, {"type": "piece", "piece": "gipf"})
    enter(s, 0, "e1")
    for at in ("e2", "e3", "e4", "e5"):
        events = play(s, 0, keep(at))
    assert texts(events)[-1] == "{p0} removes the row e2–e5: GIPFs kept at e2, e3, e4, e5"
    assert occupied(s) == {"b2": "B", "e2": "W", "e3": "W", "e4": "W", "e5": "W"}
    assert s.turn == 1 and s.phase in ("piece", "dot")


def test_a_row_of_kept_gipfs_is_not_asked_about_again_until_a_push_changes_its_line():
    s = position({"e2": "W", "e3": "W", "e4": "W", "b2": "B"}, variant="tournament", reserve=(10, 16))
    play(s, 0, {"type": "piece", "piece": "gipf"})
    enter(s, 0, "e1")
    play(s, 0, *(keep(at) for at in ("e2", "e3", "e4", "e5")))
    play(s, 1, {"type": "piece", "piece": "single"})
    enter(s, 1, "i5")  # elsewhere: black's push does not touch column e
    assert s.turn == 0 and s.phase == "piece"
    play(s, 0, {"type": "piece", "piece": "single"})
    enter(s, 0, "e1")  # this push runs up column e: five in a row now, a new row to deal with
    assert s.phase == "gipf" and GAME.view(s, None)["removing"]["row"] == ["e2", "e3", "e4", "e5", "e6"]
