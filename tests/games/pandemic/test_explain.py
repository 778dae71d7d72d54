"""Refusals say why, and leave the state as it was."""

from __future__ import annotations

import pytest

from meeple.engine import ActionError, IllegalAction
from meeple.games.pandemic import GAME

from .positions import play, table


@pytest.mark.parametrize("seat, action, reason", [
    (0, {"type": "fly_away"}, 'Pandemic has no "fly_away" action'),
    (1, {"type": "drive", "city": "Chicago"},
     "It is {p0} (Medic)'s turn; out of turn you may only play an event card."),
    (0, {"type": "drive", "city": "Narnia"}, "There is no city 'Narnia'."),
    (0, {"type": "drive", "city": 3}, "There is no city 3."),
    (0, {"type": "direct", "city": "Lima"}, "A direct flight needs the Lima card."),
    (0, {"type": "draw"}, "Finish your four actions first (or pass)."),
    (0, {"type": "shuttle", "city": "Cairo"}, "Shuttle flights only go from one research station to another."),
    (0, {"type": "give", "card": "Atlanta", "seat": 0}, "Share knowledge with another player's seat."),
    (0, {"type": "cure", "colour": "purple"}, "There is no colour 'purple'."),
    (0, {"type": "accept"}, "There is no share to answer."),
    (0, {"type": "discard", "card": "Lima"}, "Nobody is over the hand limit."),
    (0, {"type": "role", "role": "Medic"}, "Roles are chosen before the first turn."),
    (0, {"type": "fly", "city": "Lima"}, "There is nothing to fly now."),
])
def test_reasons(seat: int, action: dict, reason: str) -> None:
    s = table()
    before = GAME.dump(s)
    with pytest.raises(ActionError) as info:
        GAME.apply(s, seat, action)
    assert info.value.reason.startswith(reason)
    assert GAME.dump(s) == before


def test_after_the_actions_the_step_is_named() -> None:
    s = table()
    play(s, 0, {"type": "pass"})
    with pytest.raises(IllegalAction, match="Your actions are over: now draw two player cards."):
        GAME.apply(s, 0, {"type": "drive", "city": "Chicago"})


def test_a_pending_answer_names_who_is_waited_for() -> None:
    s = table(hands={0: ["Atlanta"]})
    play(s, 0, {"type": "give", "card": "Atlanta", "seat": 1})
    with pytest.raises(IllegalAction, match=r"Waiting for \{p1\} \(Scientist\) to accept or refuse the share"):
        GAME.apply(s, 0, {"type": "drive", "city": "Chicago"})
    with pytest.raises(IllegalAction, match="First accept or refuse the share"):
        GAME.apply(s, 1, {"type": "drive", "city": "Chicago"})


def test_the_game_over_refuses_everything() -> None:
    s = table(phase="over", result="the player deck ran out")
    with pytest.raises(IllegalAction, match="The game is over."):
        GAME.apply(s, 0, {"type": "pass"})


def test_describe_action_gives_short_labels() -> None:
    s = table()
    assert GAME.describe_action(s, 0, {"type": "drive", "city": "Chicago"}) == "drive to Chicago"
    assert GAME.describe_action(s, 0, {"type": "give", "card": "Lima", "seat": 1}) == "give Lima to {p1}"
    assert GAME.describe_action(s, 0, {"type": "event", "card": "Airlift"}) == "play Airlift"
    assert GAME.describe_action(s, 0, {"type": "drive"}) == "drive"
