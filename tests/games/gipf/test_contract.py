"""The contract around the rules: refusals that explain, labels, the view, dump and load."""

import pytest

from meeple.engine import ActionError, IllegalAction
from meeple.games.gipf import GAME

from .positions import enter, play, position

CROSSING = {"b2": "w", "c2": "w", "d2": "w", "f2": "w", "g2": "w", "h2": "w"}


@pytest.mark.parametrize(
    ("seat", "action", "reason"),
    [
        (1, {"type": "enter", "dot": "a1"}, "It is not your turn: White must choose a dot to enter at."),
        (0, {"type": "push", "toward": "b2"}, "Now you must choose a dot to enter at (action 'enter'), not 'push'."),
        (0, {"type": "enter", "dot": "a1", "gipf": True}, "An enter action is written"),
        (0, {"type": "enter", "dot": 3}, "There is no point called 3: a dot is named like 'a1' or 'e5'."),
        (0, {"type": "enter"}, "An enter action is written"),
    ],
)
def test_refusals_say_why(seat, action, reason):
    s = GAME.setup(2, {}, 1)
    before = GAME.dump(s)
    with pytest.raises(ActionError) as err:
        GAME.apply(s, seat, action)
    assert err.value.reason.startswith(reason)
    assert GAME.dump(s) == before


def test_gipf_decisions_refuse_the_wrong_gipf_and_non_booleans():
    s = position({"e2": "W", "e3": "w", "e4": "w", "e5": "B", "b2": "B", "h5": "W"}, variant="standard")
    enter(s, 0, "e1")
    with pytest.raises(IllegalAction, match="Decide about the GIPF at e3 first"):
        play(s, 0, {"type": "gipf", "at": "e6", "keep": True})
    with pytest.raises(IllegalAction, match="with 'keep': true or false"):
        play(s, 0, {"type": "gipf", "at": "e3", "keep": 1})


def test_describe_action_gives_short_labels():
    s = position(CROSSING)
    assert GAME.describe_action(s, 0, {"type": "enter", "dot": "a1"}) == "enter at a1 toward b2"
    assert GAME.describe_action(s, 0, {"type": "enter", "dot": "a2"}) == "enter at a2"
    assert GAME.describe_action(s, 0, {"type": "push", "toward": "b3"}) == "push toward b3"
    assert GAME.describe_action(s, 0, {"type": "take_row", "from": "b2", "to": "e2"}) == "take row b2–e2"
    assert GAME.describe_action(s, 0, {"type": "gipf", "at": "e3", "keep": True}) == "keep GIPF at e3"
    assert GAME.describe_action(s, 0, {"type": "piece", "piece": "gipf"}) == "enter a GIPF"


def test_the_view_shows_the_whole_position_to_everyone():
    s = GAME.setup(2, {}, 1)
    enter(s, 0, "a1")
    v = GAME.view(s, 0)
    assert v == GAME.view(s, 1) == GAME.view(s, None)
    assert v == {
        "variant": "standard",
        "colours": ["White", "Black"],
        "board": {"b2": "w", "b5": "W", "c3": "B", "e2": "W", "e8": "B", "h2": "B", "h5": "W"},
        "reserve": [11, 12],
        "captured": [0, 0],
        "gipfs": [3, 3],
        "may_enter_gipf": [False, False],
        "turn": 1,
        "to_move": 1,
        "phase": "dot",
        "entering": "single",
        "dot": None,
        "rows": [],
        "removing": None,
        "last_move": {"seat": 0, "dot": "a1", "toward": "b2", "moved": ["b2", "c3"]},
        "turns_without_capture": 1,
        "quiet_limit": 100,
        "winner": None,
        "result": None,
    }


def test_dump_and_load_in_the_middle_of_a_row_choice():
    s = position(CROSSING)
    enter(s, 0, "e1")
    again = GAME.load(GAME.dump(s))
    assert GAME.dump(again) == GAME.dump(s)
    assert GAME.legal_actions(again, 0) == GAME.legal_actions(s, 0)
    clone = GAME.clone(s)
    play(clone, 0, {"type": "take_row", "from": "b2", "to": "e2"})
    assert s.phase == "row" and clone.phase == "dot"


def test_progress_grows_as_reserves_run_down():
    s = GAME.setup(2, {}, 1)
    assert GAME.progress(s) == 0.0
    s.reserve = [6, 12]
    assert GAME.progress(s) == 0.5


def test_row_refusals_cope_with_odd_values():
    s = position(CROSSING)
    enter(s, 0, "e1")
    with pytest.raises(IllegalAction, match="Name a row by its two end spots"):
        play(s, 0, {"type": "take_row", "from": ["b2"], "to": "e2"})
