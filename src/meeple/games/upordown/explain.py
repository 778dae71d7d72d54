"""Why an action is refused, in a sentence a player can read.

Only called for a well-formed action (the engine checks shapes) that
`legal_actions` has refused. Legality lives in the predicates of `turn`;
this module picks the sentence of the first predicate that fails and never
tests a rule itself. Its own checks are of values only (a number that is not
a whole number, a pile that is neither "up" nor "down").
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Action

from .components import card_list
from .state import COLUMN, DRAW, PLACE, TAKE, UpOrDownState
from .turn import (
    PILE_NAMES,
    PILES,
    at_step,
    direction,
    fits,
    holds,
    is_column,
    is_next_to_placed,
    is_over,
    is_your_turn,
    neighbours,
    pile_has_cards,
)

STEP_OF = {"place": PLACE, "take": TAKE, "column": COLUMN, "discard": COLUMN, "draw": DRAW}

NOW = {
    PLACE: "First place a card from your hand into the ring.",
    TAKE: "Now take one of the two ring cards next to the card you placed.",
    COLUMN: "Now put the card you took on one of your columns, or discard a whole column for it.",
    DRAW: "Now draw a card from the face-up or the face-down pile.",
}
"""What the turn asks for at each step, said when another step's action is tried."""

WRITTEN = {
    "place": '{"type": "place", "card": 17}',
    "take": '{"type": "take", "card": 17}',
    "column": '{"type": "column", "column": 0} (columns 0, 1 and 2)',
    "discard": '{"type": "discard", "column": 0} (columns 0, 1 and 2)',
    "draw": '{"type": "draw", "pile": "up"} or "down"',
}
FIELD = {"place": "card", "take": "card", "column": "column", "discard": "column", "draw": "pile"}


def explain(state: UpOrDownState, seat: int, action: Action) -> str:
    """The reason `action` is not legal for `seat` now."""
    kind = action["type"]
    if is_over(state):
        return "The game is over: every hand is empty."
    if not is_your_turn(state, seat):
        return "It is not your turn."
    if not at_step(state, STEP_OF[kind]):
        return NOW[state.step]
    value = action[FIELD[kind]]
    if not _well_typed(kind, value):
        return f"A {kind} is written {WRITTEN[kind]}."
    if kind == "place":
        assert not holds(state, seat, value)
        return f"You do not hold {value}; your hand is {card_list(state.hands[seat])}."
    if kind == "take":
        assert not is_next_to_placed(state, value)
        left, right = sorted(neighbours(state))
        return f"You can only take a card next to {state.placed} in the ring: {left} or {right}."
    if kind == "draw":
        assert not pile_has_cards(state, value)
        return f"The {PILE_NAMES[value]} pile is empty."
    if not is_column(value):
        return f"There is no column {value}: an action names column 0, 1 or 2 (the first, second or third)."
    cards = state.columns[seat][value]
    if kind == "discard":
        return f"Column {value + 1} is empty, so there is nothing to discard; start it with the card instead."
    assert state.taken is not None and not fits(cards, state.taken)
    way = direction(cards)
    more = "higher" if way == "up" else "lower"
    return (f"Column {value + 1} goes {way}, so its next card must be {more} than {cards[-1]}; "
            f"{state.taken} does not fit. Lay it elsewhere or discard a whole column for it.")


def _well_typed(kind: str, value: Any) -> bool:
    if kind == "draw":
        return isinstance(value, str) and value in PILES
    return isinstance(value, int) and not isinstance(value, bool)
