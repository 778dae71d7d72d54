"""Refusals say why, and leave the state as it was."""

from __future__ import annotations

import re

import pytest

from meeple.engine import ActionError, IllegalAction
from meeple.games.pandemic import GAME

from ..refusals import check_refusals, playout, refusal
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
    with pytest.raises(IllegalAction, match=re.escape("Your actions are over: now draw two player cards.")):
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
    with pytest.raises(IllegalAction, match=re.escape("The game is over.")):
        GAME.apply(s, 0, {"type": "pass"})


def test_describe_action_gives_short_labels() -> None:
    s = table()
    assert GAME.describe_action(s, 0, {"type": "drive", "city": "Chicago"}) == "drive to Chicago"
    assert GAME.describe_action(s, 0, {"type": "give", "card": "Lima", "seat": 1}) == "give Lima to {p1}"
    assert GAME.describe_action(s, 0, {"type": "event", "card": "Airlift"}) == "play Airlift"
    assert GAME.describe_action(s, 0, {"type": "drive"}) == "drive"


# -- each refusal names the predicate that failed ------------------------------------------------


@pytest.mark.parametrize(("kw", "seat", "action", "reason"), [
    ({}, 0, {"type": "drive", "city": "Lima"}, "Lima is not connected to Atlanta."),  # is_connected
    ({}, 0, {"type": "charter"}, "A charter flight needs the card of the city you are in, Atlanta."),  # holds
    ({}, 0, {"type": "build"}, "There is already a research station in Atlanta."),  # is_at_station
    ({"at": {0: "Chicago"}}, 0, {"type": "build"}, "Building a research station here needs the Chicago card."),
    ({}, 0, {"type": "treat", "colour": "blue"}, "There are no such cubes in Atlanta."),  # has_cubes
    ({}, 0, {"type": "join", "city": "Lima"}, "Only the Dispatcher can do that."),  # is_role
    ({}, 0, {"type": "ops_move", "card": "Lima"}, "Only the Operations Expert can fly"),
    ({"roles": ("Operations Expert", "Scientist"), "at": {0: "Chicago"}}, 0, {"type": "ops_move", "card": "Lima"},
     "The Operations Expert's flight starts at a research station."),
    ({}, 0, {"type": "plan", "card": "Airlift"}, "Only the Contingency Planner can take an event card back"),
    ({"at": {1: "Chicago"}}, 0, {"type": "give", "card": "Atlanta", "seat": 1},
     "To share knowledge, both players must be in the same city."),  # are_together
    ({}, 0, {"type": "give", "card": "Lima", "seat": 1}, "Only the card of the city you are both in"),
    ({"at": {0: "Chicago"}}, 0, {"type": "cure", "colour": "blue"}, "A cure is discovered at a research station."),
    ({}, 0, {"type": "cure", "colour": "blue"}, "A cure needs 5 blue city cards; you hold 0."),  # has_cure_cards
])
def test_each_refusal_names_the_predicate_that_failed(kw: dict, seat: int, action: dict, reason: str) -> None:
    assert refusal(GAME, table(**kw), seat, action).startswith(reason)


# -- apply accepts exactly the legal actions ---------------------------------------------------------


def candidates(s) -> list[dict]:
    """Actions of every declared shape over a small domain: the values listed now, and a few others."""
    listed = [a for seat in range(s.players) for a in GAME.legal_actions(s, seat)]
    values: dict[str, set] = {}
    for a in listed:
        for k, v in a.items():
            if k != "type":
                values.setdefault(k, set()).add(v)
    domain = {
        "city": ["Atlanta", "Lima", "Narnia", *sorted(values.get("city", ()))[:3]],
        "card": ["Atlanta", "Airlift", "Lima", *sorted(values.get("card", ()))[:3]],
        "seat": [0, 1, 5], "colour": ["blue", "black", "purple"], "role": ["Medic", "Dispatcher", "Jester"],
    }
    out: list[dict] = []
    for kind, forms in GAME.action_shapes.items():
        for form in forms:
            fields = sorted(form)
            combos: list[dict] = [{}]
            for f in fields:
                combos = [{**c, f: v} for c in combos for v in domain[f]]
            out += [{"type": kind, **c} for c in combos]
    return out + [a for a in listed if a not in out]


@pytest.mark.parametrize("seed", [1, 2])
def test_apply_accepts_exactly_the_legal_actions(seed: int) -> None:
    for step, s in enumerate(playout(GAME, GAME.setup(2, {}, seed), seed, 120)):
        if step % 4 == 0:
            check_refusals(GAME, s, range(s.players), candidates(s))
