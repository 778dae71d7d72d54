"""Determinize keeps what a seat knows and resamples the rest (the kit checks consistency at random)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from meeple.engine import Rng
from meeple.games.heat import GAME
from meeple.games.heat.state import HeatState

from .positions import act, car, plan, race


def test_own_hand_and_plan_stay_others_are_drawn_anew() -> None:
    s = race([car(0, 0, hand=["1", "1", "2", "2", "3", "3", "4"]),
              car(1, -1, hand=["4", "4", "4", "3", "3", "3", "2"], deck=["1"] * 6 + ["2"] * 6)])
    plan(s, 1, 3, ["4", "4", "4"])
    act(s, 0, "shift", gear=2)
    act(s, 0, "play", card="4")
    seen = set()
    for r in range(20):
        d = GAME.determinize(s, 0, Rng(r))
        mine, other = d.cars[0], d.cars[1]
        assert mine.hand == s.cars[0].hand and mine.plan == ["4"] and mine.plan_gear == 2
        real = s.cars[1]
        assert Counter(other.hand + other.plan + other.deck) == Counter(real.hand + real.plan + real.deck)
        assert other.ready and len(other.plan) == other.plan_gear
        assert len(other.hand) + len(other.plan) == 7
        seen.add((other.plan_gear, tuple(sorted(other.plan))))
    assert len(seen) > 3  # the other driver's gear and cards are really resampled


def test_a_plan_in_progress_is_taken_back() -> None:
    s = race([car(0, 0), car(1, -1)])
    act(s, 1, "shift", gear=2)
    act(s, 1, "play", card="4")
    d = GAME.determinize(s, 0, Rng(1))
    assert d.cars[1].plan == [] and d.cars[1].plan_gear is None and len(d.cars[1].hand) == 7


def test_the_legend_deck_order_is_hidden_and_resampled() -> None:
    s = GAME.setup(1, {"legends": 3}, 4)
    assert s.legends is not None
    v = GAME.view(s, 0)
    assert v["legends"]["deck"] == 10 and v["legends"]["card"] is None
    assert set(v["legends"]) == {"deck", "card", "pro", "aggressive", "cars"}  # a count, never the order
    assert len(_resampled_orders(s, lambda d: d.legends.deck if d.legends is not None else [])) > 5
    plan(s, 0, 1, [s.cars[0].hand[0]])
    v = GAME.view(s, None)
    assert v["legends"]["card"] is not None and set(v["legends"]["cars"]) == {"1", "2"}


def test_the_sponsorship_deck_order_is_hidden_and_resampled() -> None:
    s = GAME.setup(2, {"championship": "1961"}, 9)
    assert s.champ is not None and "sponsors" not in GAME.view(s, 0)["championship"]
    assert len(_resampled_orders(s, lambda d: d.champ.sponsors if d.champ is not None else [])) > 5


def _resampled_orders(s: HeatState, deck: Callable[[HeatState], list[Any]]) -> set[tuple[Any, ...]]:
    """The orders of a hidden deck over ten determinizations (each holding the same cards)."""
    orders = set()
    for r in range(10):
        d = GAME.determinize(s, 0, Rng(r))
        assert Counter(deck(d)) == Counter(deck(s))
        orders.add(tuple(deck(d)))
    return orders
