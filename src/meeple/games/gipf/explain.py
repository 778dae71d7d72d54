"""Why an action is refused: one sentence per phase and fault."""

from __future__ import annotations

from typing import Any

from .actions import pending, to_move
from .components import COLOUR
from .geometry import ENTRIES, IS_SPOT, LABELS, parse, span
from .pushes import blocked_reason, is_open, ray_toward
from .state import GipfState

Action = dict[str, Any]

EXPECTED = {
    "piece": ("piece", ("piece",), "choose to enter a GIPF or a single piece"),
    "dot": ("enter", ("dot",), "choose a dot to enter at"),
    "push": ("push", ("toward",), "choose the direction of the push"),
    "row": ("take_row", ("from", "to"), "choose which of the crossing rows to remove"),
    "gipf": ("gipf", ("at", "keep"), "decide whether to keep or take a GIPF"),
}
"""Per phase: the action type, its fields, and what the seat must do (for messages)."""


def explain(s: GipfState, seat: int, action: Action) -> str:
    """A sentence telling the player why `action` is not legal now."""
    waited = to_move(s)
    if waited is None:
        return "The game is over."
    kind, fields, task = EXPECTED[s.phase]
    if seat != waited:
        return f"It is not your turn: {COLOUR[waited]} must {task}."
    if action.get("type") != kind:
        return f"Now you must {task} (action {kind!r}), not {action.get('type')!r}."
    extra = sorted(set(action) - {"type", *fields})
    if extra:
        takes, drop = ", ".join(map(repr, fields)), ", ".join(map(repr, extra))
        return f"The {kind!r} action takes only {takes}; remove {drop}."
    return _EXPLAIN[s.phase](s, action)


def _where(value: object, what: str) -> str | int:
    """The point named by `value`, or a sentence saying what is wrong with it."""
    p = parse(value)
    if p is None:
        return f"There is no point called {value!r}: {what} is named like 'a1' or 'e5'."
    return p


def _explain_dot(s: GipfState, action: Action) -> str:
    dot = _where(action.get("dot"), "a dot")
    if isinstance(dot, str):
        return dot
    if IS_SPOT[dot]:
        return f"{LABELS[dot]} is a spot of the play area; pieces enter from the dots around its edge."
    if not any(is_open(s.board, ray) for _, ray in ENTRIES[dot]):
        return f"Every line from {LABELS[dot]} is full: the push would shove a piece off the board."
    return f"You cannot enter at {LABELS[dot]} now."


def _explain_push(s: GipfState, action: Action) -> str:
    assert s.dot is not None
    toward = _where(action.get("toward"), "the spot to push toward")
    if isinstance(toward, str):
        return toward
    options = " or ".join(LABELS[t] for t, _ in ENTRIES[s.dot])
    if ray_toward(s.dot, toward) is None:
        return f"From {LABELS[s.dot]} a piece can only be pushed toward {options}."
    return blocked_reason(s.dot, toward)


def _explain_piece(s: GipfState, action: Action) -> str:
    return f'Say "gipf" or "single", not {action.get("piece")!r}.'


def _explain_row(s: GipfState, action: Action) -> str:
    rows = ", ".join(span(r) for r in pending(s))
    ends = [action.get("from"), action.get("to")]
    if any(parse(e) is None for e in ends):
        return f"Name a row by its two end spots, e.g. 'from': 'b2', 'to': 'e5'; your rows: {rows}."
    return f"There is no row of yours to remove from {ends[0]} to {ends[1]}; choose one of {rows}."


def _explain_gipf(s: GipfState, action: Action) -> str:
    at = LABELS[s.ask[0]]
    if action.get("at") != at:
        return f"Decide about the GIPF at {at} first."
    return f"Say whether to keep the GIPF at {at} with 'keep': true or false."


_EXPLAIN = {"dot": _explain_dot, "push": _explain_push, "piece": _explain_piece, "row": _explain_row,
            "gipf": _explain_gipf}
