"""Refusal reasons come from the predicates the legal actions are built from.

Scenarios: in named positions, each refused well-formed action gets the
sentence of the predicate that rejects it. Property: in positions from seeded
random playouts, every candidate of the game's shapes over a small domain is
accepted exactly when it is listed, and every refusal has the game's own reason.
"""

from __future__ import annotations

import pytest

from meeple.games.gipf import GAME
from meeple.games.gipf.geometry import ENTRIES, INDEX, LABELS

from ..refusals import check_refusals, playout, refusal
from .positions import enter, position

CROSSING = {"b2": "w", "c2": "w", "d2": "w", "f2": "w", "g2": "w", "h2": "w"}


def full_line_from(dot: str) -> dict[str, str]:
    """Pieces of alternating colours on every spot of the line from `dot` (no row of four)."""
    (_, ray), *_ = ENTRIES[INDEX[dot]]
    return {LABELS[p]: "wb"[i % 2] for i, p in enumerate(ray)}


def dot_phase():
    return GAME.setup(2, {}, 1)


def push_phase():
    s = GAME.setup(2, {"variant": "basic"}, 1)
    enter(s, 0, "a2")
    return s


def piece_phase():
    s = GAME.setup(2, {"variant": "tournament"}, 7)
    enter(s, 0, "e1")
    enter(s, 1, "e9")
    return s


def row_phase():
    s = position(CROSSING)
    enter(s, 0, "e1")
    return s


def gipf_phase():
    s = position({"e2": "W", "e3": "w", "e4": "w", "e5": "B", "b2": "B", "h5": "W"}, variant="standard")
    enter(s, 0, "e1")
    return s


@pytest.mark.parametrize(("make", "seat", "action", "reason"), [
    # is_your_turn
    (dot_phase, 1, {"type": "enter", "dot": "a1"}, "It is not your turn: White must choose a dot to enter at."),
    # is_action_now
    (dot_phase, 0, {"type": "take_row", "from": "b2", "to": "e2"},
     "Now you must choose a dot to enter at (action 'enter'), not 'take_row'."),
    # the value of a point (a type check, not a rule)
    (dot_phase, 0, {"type": "enter", "dot": "z9"}, "There is no point called 'z9': a dot is named like"),
    # is_dot
    (dot_phase, 0, {"type": "enter", "dot": "e5"}, "e5 is a spot of the play area"),
    # can_enter_at
    (lambda: position(full_line_from("a1")), 0, {"type": "enter", "dot": "a1"}, "Every line from a1 is full"),
    # points_from_dot
    (push_phase, 0, {"type": "push", "toward": "e5"}, "From a2 a piece can only be pushed toward"),
    # (can_push_toward never fails in the push phase: it comes only when both directions are open)
    # the piece answer (a value check)
    (piece_phase, 0, {"type": "piece", "piece": "double"},
     "Say \"gipf\" or \"single\", not 'double'."),
    # is_pending_row
    (row_phase, 0, {"type": "take_row", "from": "b2", "to": "h2"}, "There is no row of yours to remove from b2 to h2"),
    (row_phase, 0, {"type": "take_row", "from": "b2", "to": 7}, "Name a row by its two end spots"),
    # is_gipf_in_question, then the keep value
    (gipf_phase, 0, {"type": "gipf", "at": "e6", "keep": True}, "Decide about the GIPF at e3 first."),
    (gipf_phase, 0, {"type": "gipf", "at": "e3", "keep": 1}, "Say whether to keep the GIPF at e3"),
])
def test_each_refusal_names_the_predicate_that_failed(make, seat: int, action: dict, reason: str) -> None:
    assert refusal(GAME, make(), seat, action).startswith(reason)


def candidates(s) -> list[dict]:
    """Actions of every declared shape over a small domain: the listed values and a few others."""
    points = ["a1", "a2", "b2", "e5", "i5", "z9"]
    listed = [a for seat in (0, 1) for a in GAME.legal_actions(s, seat)]
    points += sorted({v for a in listed for k, v in a.items() if k in ("dot", "toward", "from", "to", "at")})
    out: list[dict] = [{"type": "piece", "piece": p} for p in ("gipf", "single", "double")]
    out += [{"type": "enter", "dot": p} for p in points] + [{"type": "push", "toward": p} for p in points]
    out += [{"type": "take_row", "from": a, "to": b} for a in points[6:] for b in points[6:]]
    out += [{"type": "take_row", "from": "b2", "to": "h2"}]
    out += [{"type": "gipf", "at": p, "keep": k} for p in [*points[6:], "e5"] for k in (False, True, 1)]
    return out


@pytest.mark.parametrize(("variant", "seed"), [("basic", 1), ("standard", 2), ("tournament", 3)])
def test_apply_accepts_exactly_the_legal_actions(variant: str, seed: int) -> None:
    for s in playout(GAME, GAME.setup(2, {"variant": variant}, seed), seed, 60):
        check_refusals(GAME, s, (0, 1), candidates(s))
