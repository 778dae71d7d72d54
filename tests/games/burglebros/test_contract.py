"""The contract around the rules: refusals that explain, labels, dump and load, progress."""

from __future__ import annotations

import pytest

from meeple.engine import ActionError, IllegalAction
from meeple.games.burglebros import GAME

from .positions import cell, heist, play


@pytest.mark.parametrize(
    ("seat", "action", "reason"),
    [
        (1, {"type": "peek", "cell": 1}, "It is not your turn: {p0} is playing."),
        (0, {"type": "fly"}, 'Burgle Bros has no "fly" action'),
        (0, {"type": "hack"}, "You can only hack in a computer room"),
        (0, {"type": "move", "to": 5}, "You cannot move to 5 from here"),
        (0, {"type": "accept"}, "There is no question to answer now."),
        (0, {"type": "escape"}, "You can escape only from the top floor's stairs"),
    ],
)
def test_refusals_say_why_and_change_nothing(seat, action, reason):
    s = heist(players=2, walls=[], at=("1A1", "1A1"))
    before = GAME.dump(s)
    with pytest.raises(ActionError) as err:
        GAME.apply(s, seat, action)
    assert err.value.reason.startswith(reason)
    assert GAME.dump(s) == before


def test_a_pending_question_is_named():
    s = heist(walls=[], rooms={"1B1": "laser:1"}, hidden=("1B1",))
    play(s, 0, {"type": "move", "to": cell("1B1")})
    with pytest.raises(IllegalAction, match="Answer the Enter question first"):
        play(s, 0, {"type": "end_turn"})


def test_actions_have_short_labels():
    s = heist(walls=[])
    assert GAME.describe_action(s, 0, {"type": "move", "to": cell("2B3")}) == "move to B3 on floor 2"
    assert GAME.describe_action(s, 0, {"type": "peek", "cell": 1}) == "peek at B1 on floor 1"
    assert GAME.describe_action(s, 0, {"type": "tool", "tool": "crystal_ball"}) == "use the Crystal Ball"


def test_dump_and_load_round_trip():
    s = heist(players=2, walls=[])
    s.items["3"] = ["gold_bar"]
    assert GAME.dump(GAME.load(GAME.dump(s))) == GAME.dump(s)


def test_progress_counts_safes_and_floors():
    s = heist(rooms={"1A1": "safe"}, guards={0: ("1D4", "1D3")})
    low = GAME.progress(s)
    s.safe_open[cell("1A1")] = True
    assert GAME.progress(s) > low
