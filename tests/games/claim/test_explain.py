"""Refusal reasons come from the predicates that build `legal_actions` (see tests/games/refusals.py)."""

from __future__ import annotations

from typing import Any

import pytest

from meeple.games.claim import GAME
from meeple.games.claim.components import CARDS
from meeple.games.claim.explain import WRITTEN
from meeple.games.claim.state import ClaimState
from meeple.games.claim.tricks import can_play

from ..refusals import check_refusals, refusal, sample_positions
from .positions import final_trick, led, opening


def play(card: Any) -> dict[str, Any]:
    return {"type": "play", "card": card}


def over() -> ClaimState:
    s = final_trick([[], []], [["G3"], ["G5"]])
    GAME.apply(s, 0, play("G3"))
    GAME.apply(s, 1, play("G5"))
    return s


SCENARIOS = [
    ("opening", 1, play("G5"), "It is not your turn to play."),
    ("opening", 0, play("G5"), "You do not hold Goblin 5."),
    ("opening", 0, play("Z9"), WRITTEN),
    ("opening", 0, play(7), WRITTEN),
    ("opening", 0, play("K0"), WRITTEN),
    ("led", 0, play("G7"), "It is not your turn to play."),
    ("led", 1, play("K6"), "You hold Goblins, so you must play one of them or a Doppelgänger."),
    ("led", 1, play("U9"), "You hold Goblins, so you must play one of them or a Doppelgänger."),
    ("led", 1, play("G3"), "You do not hold Goblin 3."),
    ("over", 0, play("G0"), "The game is over."),
]

POSITIONS = {"opening": opening, "led": lambda: led("G3"), "over": over}


@pytest.mark.parametrize(("where", "seat", "action", "reason"), SCENARIOS)
def test_each_refusal_names_the_failing_predicate(where: str, seat: int, action: dict, reason: str) -> None:
    assert refusal(GAME, POSITIONS[where](), seat, action) == reason  # type: ignore[no-untyped-call]


CANDIDATES: list[dict[str, Any]] = [play(c) for c in CARDS] + [play("K0"), play("X1"), play(3), play(True), play("")]


def sampled() -> list[ClaimState]:
    """Positions along six seeded random playouts, one kept in four."""
    return sample_positions(GAME, [(2, {}, seed) for seed in range(6)], 60, 4)


def test_apply_accepts_exactly_the_legal_actions_and_explains_the_rest() -> None:
    for state in sampled():
        check_refusals(GAME, state, range(2), CANDIDATES)


def test_the_predicate_is_the_legal_list() -> None:
    for state in sampled():
        for seat in range(2):
            legal = GAME.legal_actions(state, seat)
            for card in CARDS:
                assert can_play(state, seat, card) == (play(card) in legal), (seat, card)
