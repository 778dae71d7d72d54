"""Why an action is refused: which predicate of `actions` failed, and the sentence for it.

The engine has already refused anything of the wrong shape (see the game's
`action_shapes`); what is left is a well-formed action that a predicate the
legal actions are built from rejects, or a field whose value has the wrong type.
"""

from __future__ import annotations

from typing import Any

from .actions import (
    PHASE_ACTION,
    PIECES,
    can_enter_at,
    can_push_toward,
    is_action_now,
    is_dot,
    is_gipf_in_question,
    is_pending_row,
    is_your_turn,
    pending,
    points_from_dot,
    to_move,
)
from .components import COLOUR
from .geometry import ENTRIES, LABELS, parse, span
from .pushes import blocked_reason
from .state import GipfState

Action = dict[str, Any]

TASKS = {
    "piece": "choose to enter a GIPF or a single piece",
    "dot": "choose a dot to enter at",
    "push": "choose the direction of the push",
    "row": "choose which of the crossing rows to remove",
    "gipf": "decide whether to keep or take a GIPF",
}
"""Per phase: what the seat must do (for messages)."""


def explain(s: GipfState, seat: int, action: Action) -> str:
    """A sentence telling the player why `action` is not legal now."""
    waited = to_move(s)
    if waited is None:
        return "The game is over."
    task = TASKS[s.phase]
    if not is_your_turn(s, seat):
        return f"It is not your turn: {COLOUR[waited]} must {task}."
    kind = action["type"]
    if not is_action_now(s, kind):
        return f"Now you must {task} (action {PHASE_ACTION[s.phase]!r}), not {kind!r}."
    return _EXPLAIN[s.phase](s, action)


def _where(value: object, what: str) -> str | int:
    """The point named by `value`, or a sentence saying what is wrong with it."""
    p = parse(value)
    if p is None:
        return f"There is no point called {value!r}: {what} is named like 'a1' or 'e5'."
    return p


def _explain_dot(s: GipfState, action: Action) -> str:
    dot = _where(action["dot"], "a dot")
    if isinstance(dot, str):
        return dot
    if not is_dot(dot):
        return f"{LABELS[dot]} is a spot of the play area; pieces enter from the dots around its edge."
    if not can_enter_at(s, dot):
        return f"Every line from {LABELS[dot]} is full: the push would shove a piece off the board."
    return f"You cannot enter at {LABELS[dot]} now."


def _explain_push(s: GipfState, action: Action) -> str:
    assert s.dot is not None
    toward = _where(action["toward"], "the spot to push toward")
    if isinstance(toward, str):
        return toward
    if not points_from_dot(s, toward):
        options = " or ".join(LABELS[t] for t, _ in ENTRIES[s.dot])
        return f"From {LABELS[s.dot]} a piece can only be pushed toward {options}."
    if not can_push_toward(s, toward):
        return blocked_reason(s.dot, toward)
    return f"You cannot push toward {LABELS[toward]} now."


def _explain_piece(s: GipfState, action: Action) -> str:
    answers = " or ".join(f'"{p}"' for p in PIECES)
    return f"Say {answers}, not {action['piece']!r}."


def _explain_row(s: GipfState, action: Action) -> str:
    rows = ", ".join(span(r) for r in pending(s))
    start, end = parse(action["from"]), parse(action["to"])
    if start is None or end is None:
        return f"Name a row by its two end spots, e.g. 'from': 'b2', 'to': 'e5'; your rows: {rows}."
    if is_pending_row(s, start, end):
        return f"You cannot remove the row {action['from']}–{action['to']} now."
    return f"There is no row of yours to remove from {action['from']} to {action['to']}; choose one of {rows}."


def _explain_gipf(s: GipfState, action: Action) -> str:
    at = LABELS[s.ask[0]]
    if not is_gipf_in_question(s, parse(action["at"])):
        return f"Decide about the GIPF at {at} first."
    return f"Say whether to keep the GIPF at {at} with 'keep': true or false."


_EXPLAIN = {"dot": _explain_dot, "push": _explain_push, "piece": _explain_piece, "row": _explain_row,
            "gipf": _explain_gipf}
