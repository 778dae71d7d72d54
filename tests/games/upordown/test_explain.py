"""Refusal reasons come from the predicates of `turn`, which build `legal_actions` too.

Scenarios: in named positions, each refused well-formed action gets the
sentence of the predicate that rejects it. Property: in positions from seeded
random playouts, every candidate action over a small domain applies exactly
when it is listed, the predicates agree with the list, and every refusal has
a sentence of its own.
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.games.upordown import GAME
from meeple.games.upordown.state import UpOrDownState
from meeple.games.upordown.turn import can_discard, can_draw, can_lay, can_place, can_take

from ..refusals import check_refusals, refusal, sample_positions
from .positions import columns_turn, drawing, ring_turn


def place(card: Any) -> dict[str, Any]:
    return {"type": "place", "card": card}


def take(card: Any) -> dict[str, Any]:
    return {"type": "take", "card": card}


def lay(k: Any) -> dict[str, Any]:
    return {"type": "column", "column": k}


def discard(k: Any) -> dict[str, Any]:
    return {"type": "discard", "column": k}


def draw(pile: Any) -> dict[str, Any]:
    return {"type": "draw", "pile": pile}


def placed_25() -> UpOrDownState:
    s = ring_turn()
    GAME.apply(s, 0, place(25))
    return s


def empty_up() -> UpOrDownState:
    s = drawing()
    s.up = []
    return s


PLACE_FIRST = "First place a card from your hand into the ring."
TAKE_NOW = "Now take one of the two ring cards next to the card you placed."
LAY_NOW = "Now put the card you took on one of your columns, or discard a whole column for it."
DRAW_NOW = "Now draw a card from the face-up or the face-down pile."

SCENARIOS = [
    ("ring", 1, place(3), "It is not your turn."),
    ("ring", 0, place(3), "You do not hold 3; your hand is 2, 25 and 42."),
    ("ring", 0, place("25"), 'A place is written {"type": "place", "card": 17}.'),
    ("ring", 0, place(True), 'A place is written {"type": "place", "card": 17}.'),
    ("ring", 0, take(5), PLACE_FIRST),
    ("ring", 0, lay(0), PLACE_FIRST),
    ("ring", 0, draw("up"), PLACE_FIRST),
    ("placed", 0, take(25), "You can only take a card next to 25 in the ring: 20 or 30."),
    ("placed", 0, take(40), "You can only take a card next to 25 in the ring: 20 or 30."),
    ("placed", 0, place(2), TAKE_NOW),
    ("placed", 0, discard(0), TAKE_NOW),
    ("cols25", 0, lay(1), "Column 2 goes up, so its next card must be higher than 26; 25 does not fit. "
                          "Lay it elsewhere or discard a whole column for it."),
    ("cols25", 0, discard(2), "Column 3 is empty, so there is nothing to discard; start it with the card instead."),
    ("cols25", 0, lay(3), "There is no column 3: an action names column 0, 1 or 2 (the first, second or third)."),
    ("cols25", 0, discard(-1), "There is no column -1: an action names column 0, 1 or 2 (the first, second or third)."),
    ("cols25", 0, lay(1.0), 'A column is written {"type": "column", "column": 0} (columns 0, 1 and 2).'),
    ("cols25", 0, draw("down"), LAY_NOW),
    ("cols25", 1, lay(0), "It is not your turn."),
    ("drawing", 0, place(2), DRAW_NOW),
    ("drawing", 0, draw("left"), 'A draw is written {"type": "draw", "pile": "up"} or "down".'),
    ("empty_up", 0, draw("up"), "The face-up pile is empty."),
]

POSITIONS = {"ring": ring_turn, "placed": placed_25, "cols25": lambda: columns_turn(25), "drawing": drawing,
             "empty_up": empty_up}


@pytest.mark.parametrize(("where", "seat", "action", "reason"), SCENARIOS)
def test_each_refusal_names_the_failing_predicate(where: str, seat: int, action: dict, reason: str) -> None:
    assert refusal(GAME, POSITIONS[where](), seat, action) == reason


def test_after_the_end_every_action_is_refused_as_over() -> None:
    s = ring_turn()
    s.step = "over"
    assert refusal(GAME, s, 0, place(2)) == "The game is over."  # the engine's own answer once nobody is waited for


CANDIDATES: list[dict[str, Any]] = (
    [place(c) for c in range(0, 44)] + [take(c) for c in range(0, 44)]
    + [lay(k) for k in range(-1, 4)] + [discard(k) for k in range(-1, 4)]
    + [draw(p) for p in ("up", "down", "side")]
    + [place("7"), take(True), lay("1"), discard(False), draw(1)]
)
"""Every action shape over a small domain (short two-player decks reach 42), with values of the wrong type."""


def sampled() -> list[UpOrDownState]:
    """Positions along seeded random playouts of short two- and three-player games, one kept in four."""
    return sample_positions(GAME, [(players, {}, seed) for players in (2, 3) for seed in range(2)], 300, 4)


def test_apply_accepts_exactly_the_legal_actions_and_explains_the_rest() -> None:
    for state in sampled():
        check_refusals(GAME, state, range(state.players), CANDIDATES)


def test_the_predicates_are_the_legal_lists() -> None:
    for state in sampled():
        for seat in range(state.players):
            legal = GAME.legal_actions(state, seat)
            for c in range(0, 62):
                assert can_place(state, seat, c) == (place(c) in legal)
                assert can_take(state, seat, c) == (take(c) in legal)
            for k in range(-1, 4):
                assert can_lay(state, seat, k) == (lay(k) in legal)
                assert can_discard(state, seat, k) == (discard(k) in legal)
            for p in ("up", "down", "side"):
                assert can_draw(state, seat, p) == (draw(p) in legal)
