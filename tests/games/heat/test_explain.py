"""Refusal reasons come from the predicates that build `legal_actions`.

Scenarios: in named positions, each refused well-formed action gets the
sentence of the predicate that rejects it. Property: on positions of seeded
random races, every candidate action applies exactly when it is listed, and
every refusal has a sentence of its own.
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.games.heat import GAME
from meeple.games.heat.state import HeatState

from ..refusals import check_refusals, refusal, sample_positions
from .positions import act, car, plan, race


def shift(g: Any) -> dict[str, Any]:
    return {"type": "shift", "gear": g}


def play(c: Any) -> dict[str, Any]:
    return {"type": "play", "card": c}


def react(s: Any) -> dict[str, Any]:
    return {"type": "react", "symbol": s}


def discard(c: Any) -> dict[str, Any]:
    return {"type": "discard", "card": c}


DONE = {"type": "done"}
SLIP = {"type": "slipstream"}


def planning() -> HeatState:
    """Two cars in steps 1-2; seat 0 in gear 1 with an empty Engine."""
    return race([car(0, 3, engine=0, hand=["1", "H", "2", "3", "4", "S", "0"]), car(1, 0, gear=3)])


def shifted() -> HeatState:
    """Seat 0 has shifted to gear 2."""
    s = planning()
    act(s, 0, "shift", gear=2)
    return s


def reacting() -> HeatState:
    """Two cars: seat 1 ahead and done; seat 0 (gear 3, empty Engine, last: Adrenaline) in React."""
    s = race([car(0, 0, gear=3, engine=0), car(1, 30, hand=["0"] * 7)])
    plan(s, 1, 1, ["0"])
    plan(s, 0, 3, ["1", "1", "2"])
    while s.active() is s.cars[1]:
        act(s, 1, "done")
    return s


def moving_first() -> HeatState:
    """Seat 1 is first to move, in React, not last: no Adrenaline; seat 0 waits."""
    s = race([car(0, 0, hand=["H", "1", "1", "2", "2", "3", "3"]), car(1, 30)])
    plan(s, 1, 3, ["1", "2", "2"])
    plan(s, 0, 1, ["1"])
    return s


def discarding() -> HeatState:
    """Seat 0 alone, in its Discard step with Heat and Stress in hand."""
    s = race([car(0, 0, hand=["H", "S", "1", "2", "2", "3", "3"])])
    plan(s, 0, 1, ["1"])
    act(s, 0, "done")
    return s


POSITIONS = {"planning": planning, "shifted": shifted, "reacting": reacting, "first": moving_first,
             "discarding": discarding}

NOT_PLANNING = "Gears are shifted and cards played at the start of a round, before the cars move."
SCENARIOS = [
    ("planning", 0, shift(3), "Shifting two gears costs 1 Heat, and your Engine is empty."),
    ("planning", 0, shift(4), "From gear 1 you can shift to gear 1, 2."),
    ("planning", 0, shift("2"), 'A shift is written {"type": "shift", "gear": 3}.'),
    ("planning", 0, play("1"), "Shift gears first (step 1), then play your cards."),
    ("planning", 0, react("boost"),
     "The cars move once every driver has shifted and played cards; now shift and play yours."),
    ("shifted", 0, shift(1), "You have already shifted this round; now play your cards."),
    ("shifted", 0, play("H"), "Heat cards cannot be played while you still hold a playable card."),
    ("shifted", 0, play("5"), "You hold no 5 card."),
    ("shifted", 0, play(7), 'A card is written {"type": "play", "card": "3"}: one of 0-5, "H" (Heat) or "S" (Stress).'),
    ("first", 0, react("boost"), "It is another car's turn to move."),
    ("first", 0, shift(1), NOT_PLANNING),
    ("first", 1, react("cooldown"), "Gear 3 gives no Cooldown (1st gear cools 3, 2nd gear 1)."),
    ("first", 1, react("adrenaline_move"),
     "Only the last car to move (the last two with 5 or more cars) gets Adrenaline."),
    ("first", 1, react("nitro"), "React symbols are cooldown, boost, adrenaline_move, adrenaline_cool."),
    ("first", 1, SLIP, "You can slipstream only beside another car or on the space just behind one."),
    ("first", 1, discard("1"), "You discard after the corner checks; finish the React step first."),
    ("reacting", 0, react("boost"), "Boosting costs 1 Heat, and your Engine is empty."),
    ("reacting", 0, react("adrenaline_cool"), "You hold no Heat card to cool down."),
    ("discarding", 0, discard("H"), "Heat and Stress cards can never be discarded."),
    ("discarding", 0, discard("S"), "Heat and Stress cards can never be discarded."),
    ("discarding", 0, discard("5"), "You hold no 5 card."),
    ("discarding", 0, discard(None), 'A card is written {"type": "discard", "card": "1"}: one of 0-5.'),
    ("discarding", 0, react("boost"), "The React step is over; you may discard cards or end your turn."),
    ("discarding", 0, SLIP, "Slipstream comes before the corner checks; that moment has passed this turn."),
]


@pytest.mark.parametrize(("where", "seat", "action", "reason"), SCENARIOS)
def test_each_refusal_names_the_failing_predicate(where: str, seat: int, action: dict, reason: str) -> None:
    assert refusal(GAME, POSITIONS[where](), seat, action) == reason


def test_a_used_symbol_and_a_finished_car() -> None:
    s = race([car(0, 0, hand=["H", "1", "1", "2", "2", "3", "3"])])
    plan(s, 0, 1, ["1"])
    act(s, 0, "react", symbol="cooldown")
    assert refusal(GAME, s, 0, react("cooldown")) == "You have already used that symbol this turn."
    s = race([car(0, 137), car(1, 0)])
    plan(s, 0, 1, ["2"])
    plan(s, 1, 1, ["1"])
    while s.phase == "move":
        active = s.active()
        assert active is not None and active.seat is not None
        act(s, active.seat, "done")
    assert refusal(GAME, s, 0, shift(1)) == "Your car has finished the race."


def test_no_slipstream_over_the_finish_line() -> None:
    s = race([car(0, 134), car(1, 138, hand=["0"] * 7)])
    plan(s, 1, 1, ["0"])
    plan(s, 0, 1, ["3"])
    while s.active() is s.cars[1]:
        act(s, 1, "done")
    assert refusal(GAME, s, 0, SLIP) == "Slipstream can never take you across the finish line, nor after it."


CANDIDATES: list[dict[str, Any]] = (
    [shift(g) for g in range(0, 6)] + [shift("1"), shift(True)]
    + [play(c) for c in ["0", "1", "2", "3", "4", "5", "H", "S", "X", 3]]
    + [react(s) for s in ["cooldown", "boost", "adrenaline_move", "adrenaline_cool", "x"]]
    + [discard(c) for c in ["0", "1", "4", "5", "H", "S", 2]] + [SLIP, DONE]
)


def sampled() -> list[HeatState]:
    """Positions along seeded random races at 1, 2 and 5 drivers, one kept in seven."""
    return sample_positions(GAME, [(n, {}, seed) for n in (1, 2, 5) for seed in range(2)], 300, 7)


def test_apply_accepts_exactly_the_legal_actions_and_explains_the_rest() -> None:
    for state in sampled():
        check_refusals(GAME, state, range(state.players), CANDIDATES)
