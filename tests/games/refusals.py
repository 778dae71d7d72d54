"""Checks that refusals come from the rules, shared by the games' test_explain modules.

(It lives here, beside the game folders, until the engine's conformance kit
takes it over; each game's test_explain imports it as `..refusals`.)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import pytest

from meeple.engine import Game, IllegalAction, canonical, contains_action

GENERIC = ("You cannot {} now.", "That {} is not allowed now.", "That is not an action.")
"""The engine's fallback sentences (BaseGame.explain_illegal), which a game's own reasons replace."""


def refusal(game: Game, state: Any, seat: int, action: dict[str, Any]) -> str:
    """The reason `game` gives for refusing `action`; the refusal must leave `state` as it was."""
    before = canonical(game.dump(state))
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, seat, action)
    assert canonical(game.dump(state)) == before
    return refused.value.reason


def check_refusals(game: Game, state: Any, seats: Iterable[int], candidates: list[dict[str, Any]]) -> None:
    """Each candidate applies (on a clone) iff it is listed; each refusal has the game's own reason."""
    for seat in seats:
        legal = game.legal_actions(state, seat)
        for action in candidates:
            try:
                game.apply(game.clone(state), seat, action)
            except IllegalAction as exc:
                assert not contains_action(legal, action), (seat, action, exc.reason)
                assert exc.reason.strip(), (seat, action)
                assert exc.reason not in [g.format(action["type"]) for g in GENERIC], (seat, action, exc.reason)
            else:
                assert contains_action(legal, action), (seat, action)


def playout(game: Game, state: Any, seed: int, steps: int) -> Iterator[Any]:
    """The positions of a random playout from `state` (mutated as it goes), up to `steps` actions or the end."""
    rng = random.Random(seed)
    for _ in range(steps):
        if game.outcome(state) is not None:
            return
        yield state
        seat = min(game.waiting_for(state))
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    yield state


def sample_positions(
    game: Game, setups: Iterable[tuple[int, Mapping[str, Any], int]], steps: int, every: int,
) -> list[Any]:
    """Copies of every `every`-th position of seeded random playouts, one per `(players, options, seed)`."""
    kept: list[Any] = []
    for players, options, seed in setups:
        line = playout(game, game.setup(players, options, seed), seed, steps)
        kept += [game.clone(s) for i, s in enumerate(line) if i % every == 0]
    return kept
