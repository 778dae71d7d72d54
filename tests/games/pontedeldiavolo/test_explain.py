"""Refusal reasons come from the predicates the legal actions are built from.

Scenarios: in named positions, each refused well-formed action gets the
sentence of the predicate (or the ban, or the bridge rule) that rejects it.
Property: in positions from seeded random playouts, every candidate of the
game's shapes over a small domain is accepted exactly when it is listed, and
every refusal carries the game's own reason.
"""

from __future__ import annotations

import pytest

from ..refusals import check_refusals, playout, refusal
from .positions import GAME, position
from .test_turns import CORNERED


def opening():
    return GAME.setup(2, {}, 1)


def choosing():
    s = GAME.setup(2, {}, 1)
    GAME.apply(s, 0, {"type": "place", "cell": "a1"})
    GAME.apply(s, 0, {"type": "place", "cell": "j10"})
    return s


def one_placed():
    s = position(light=["c5", "e5"])
    GAME.apply(s, s.turn, {"type": "place", "cell": "a1"})
    return s


def over():
    s = position(CORNERED)
    s.phase = "over"
    return s


@pytest.mark.parametrize(("make", "mover", "action", "reason"), [
    (over, 0, {"type": "pass"}, "The game is over."),
    # is_your_turn
    (opening, 1, {"type": "place", "cell": "a1"}, "It is not your turn."),
    # is_choosing_colours
    (opening, 0, {"type": "swap"}, "Only the second player, right after the opening, chooses colours"),
    (choosing, 1, {"type": "place", "cell": "c3"}, "First choose your colour"),
    # the square's name (a value check)
    (opening, 0, {"type": "place", "cell": "k11"}, "'k11' is not a square; squares run from a1 to j10."),
    # bans.ban
    (lambda: position(light=["c5"]), None, {"type": "place", "cell": "c5"}, "c5 already holds a tile."),
    (lambda: position(light=["c5", "c6", "c7", "c8"]), None, {"type": "place", "cell": "d9"},
     "d9 touches your light island at c8"),
    # can_place_second
    (lambda: position(CORNERED), None, {"type": "place", "cell": "a1"},
     "After a tile on a1 you could not place a second tile"),
    # has_placed_one
    (one_placed, None, {"type": "bridge", "from": "c5", "to": "e5"}, "You have placed one tile this turn"),
    (one_placed, None, {"type": "pass"}, "You have placed one tile this turn"),
    # the bridge: its squares, its span, bridges.span_problem
    (lambda: position(light=["c5", "e5"]), None, {"type": "bridge", "from": "c5", "to": 5}, "5 is not a square"),
    (lambda: position(light=["c5", "f5"]), None, {"type": "bridge", "from": "c5", "to": "f5"},
     "c5 and f5 are neither two squares apart"),
    (lambda: position(light=["c5"]), None, {"type": "bridge", "from": "c5", "to": "e5"},
     "A bridge joins two of your tiles, and e5 is water."),
    (lambda: position(light=["c5", "e5"]), None, {"type": "bridge", "from": "e5", "to": "c5"},
     "Name this bridge from c5 to e5."),
    # can_pass
    (lambda: position(light=["c5"]), None, {"type": "pass"}, "You can still place two tiles, so you cannot pass"),
])
def test_each_refusal_names_the_rule_that_failed(make, mover, action: dict, reason: str) -> None:
    s = make()
    assert refusal(GAME, s, s.turn if mover is None else mover, action).startswith(reason)


def candidates(s) -> list[dict]:
    """Actions of every declared shape over a small domain: listed squares, a few others, a bad name."""
    listed = [a for seat in (0, 1) for a in GAME.legal_actions(s, seat)]
    cells = ["a1", "c5", "e5", "j10", "k11", *sorted({a["cell"] for a in listed if a["type"] == "place"})[:6]]
    spans = [(a["from"], a["to"]) for a in listed if a["type"] == "bridge"][:4]
    spans += [(b, a) for a, b in spans] + [("c5", "e5"), ("a1", "c2"), ("a1", "a2")]
    out: list[dict] = [{"type": kind} for kind in ("keep", "swap", "pass")]
    out += [{"type": "place", "cell": c} for c in cells]
    out += [{"type": "bridge", "from": a, "to": b} for a, b in spans]
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_apply_accepts_exactly_the_legal_actions(seed: int) -> None:
    for step, s in enumerate(playout(GAME, GAME.setup(2, {}, seed), seed, 200)):
        if step % 3 == 0 or step > 120:
            check_refusals(GAME, s, (0, 1), candidates(s))
