"""Refusals say what is wrong and change nothing."""

from __future__ import annotations

import pytest

from meeple.engine import ActionError, IllegalAction, canonical
from meeple.games.skull import GAME
from meeple.games.skull.components import DISCARD

from .positions import bidding_position, challenge_position, turn_position


@pytest.mark.parametrize(
    ("state", "seat", "action", "reason"),
    [
        (turn_position(), 1, {"type": "place", "disc": "flower"}, "It is not your turn."),
        (turn_position(), 0, {"type": "place", "disc": "rose"}, 'Say which disc to place: "flower" or "skull".'),
        (turn_position(), 0, {"type": "bid", "count": "3"}, "A bid must be a whole number of discs."),
        (turn_position(), 0, {"type": "bid", "count": 0}, "A bid must be at least 1 disc."),
        (turn_position(), 0, {"type": "jump"}, 'Skull has no "jump" action'),
        (turn_position(), 0, {"type": "bid", "count": 2, "x": 1}, "A bid action is written"),
        (turn_position(), 0, {"type": "flip", "seat": 1}, "You cannot flip now: it is time to add a disc or start the bidding."),
        (bidding_position(), 2, {"type": "start", "seat": 1},
         "You cannot start now: the bidding is on."),
        (challenge_position(), 0, {"type": "flip", "seat": 9}, "Say whose disc to flip with the seat of a player at this table."),
        (challenge_position(phase=DISCARD, hands=["FFF", "FF", "FS", "FF"], mats=["", "SF", "FF", "S"]), 0,
         {"type": "discard", "disc": "skull"}, "You have no skull left to discard."),
    ],
)
def test_refusals_explain_and_leave_the_state_alone(state, seat: int, action: dict, reason: str) -> None:
    before = canonical(GAME.dump(state))
    with pytest.raises(ActionError) as refused:
        GAME.apply(state, seat, action)
    assert refused.value.reason.startswith(reason)
    assert canonical(GAME.dump(state)) == before
