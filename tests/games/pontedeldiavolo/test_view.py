"""The view (everything is public), labels of actions, and refusals of malformed actions."""

from __future__ import annotations

import pytest

from meeple.engine import ActionError, IllegalAction

from .positions import GAME, position


def test_the_view_shows_board_bridges_turn_and_a_score_preview() -> None:
    s = position(light=["a1", "b1", "a2", "c5", "e5"], dark=["j10"], bridges_=[("c5", "e5")], placed=["a2"])
    v = GAME.view(s, 0)
    assert v["board"][0] == ".........D" and v["board"][5] == "..L+L....." and v["board"][8] == "L........."
    assert v["tiles"] == {"light": ["a1", "b1", "a2", "c5", "e5"], "dark": ["j10"]}
    assert v["bridges"] == [{"from": "c5", "to": "e5", "colour": "light", "kind": "straight", "over": ["d5"]}]
    assert (v["phase"], v["turn"], v["you"], v["colours"]) == ("play", 0, 0, ["light", "dark"])
    assert v["placed_this_turn"] == ["a2"]
    assert v["scores"][0] == {"seat": 0, "colour": "light", "points": 0, "islands": 0, "bridges": 1, "networks": []}
    GAME.apply(s, 0, {"type": "place", "cell": "b2"})  # completes a1-b1-a2-b2
    assert GAME.view(s, 1)["scores"][0]["networks"] == [{"islands": 1, "points": 1, "tiles": ["a1", "b1", "a2", "b2"]}]


def test_every_seat_and_the_spectator_see_the_same_but_for_you() -> None:
    s = position(light=["c5"], dark=["d7"])
    views = [GAME.view(s, seat) for seat in (0, 1, None)]
    assert [v.pop("you") for v in views] == [0, 1, None]
    assert views[0] == views[1] == views[2]


def test_completing_an_island_is_announced() -> None:
    s = position(light=["a1", "b1", "a2"])
    events = GAME.apply(s, s.turn, {"type": "place", "cell": "b2"})
    assert [e.text for e in events] == [
        "{p0} places a light tile on b2",
        "{p0} completes a light island (a1, b1, a2, b2)",
    ]


def test_action_labels() -> None:
    s = position()
    assert GAME.describe_action(s, 0, {"type": "place", "cell": "c5"}) == "place c5"
    assert GAME.describe_action(s, 0, {"type": "bridge", "from": "c5", "to": "e6"}) == "bridge c5–e6"
    assert GAME.describe_action(s, 1, {"type": "swap"}) == "swap to light"
    assert GAME.describe_action(s, 1, {"type": "keep"}) == "keep dark"
    assert GAME.describe_action(s, 0, {"type": "pass"}) == "end the game"


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ({"type": "jump"}, 'Ponte del Diavolo has no "jump" action: it has place, keep, swap, bridge and pass.'),
        ({"type": "place"}, "A place action is written"),
        ({"type": "place", "cell": "c5", "x": 1}, "A place action is written"),
        ({"type": "place", "cell": "C5"}, "'C5' is not a square; squares run from a1 to j10."),
        ({"type": "place", "cell": 42}, "42 is not a square; squares run from a1 to j10."),
    ],
)
def test_malformed_actions_are_refused_with_a_reason_and_change_nothing(action: dict, reason: str) -> None:
    s = position(light=["c5"])
    before = GAME.dump(s)
    with pytest.raises(ActionError) as info:
        GAME.apply(s, s.turn, action)
    assert info.value.reason.startswith(reason)
    assert GAME.dump(s) == before


def test_acting_out_of_turn_is_refused() -> None:
    s = position(light=["c5"])
    with pytest.raises(IllegalAction, match="It is not your turn"):
        GAME.apply(s, 1 - s.turn, {"type": "place", "cell": "a1"})


def test_a_dumped_position_loads_back_the_same() -> None:
    s = position(light=["a1", "b1", "c5", "e5"], dark=["j10"], bridges_=[("c5", "e5")], placed=["b1"])
    again = GAME.load(GAME.dump(s))
    assert GAME.dump(again) == GAME.dump(s)
    assert GAME.legal_actions(again, again.turn) == GAME.legal_actions(s, s.turn)
