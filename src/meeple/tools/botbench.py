"""Search speed: ISMCTS iterations per second for a game, at several budgets.

Shared by `bench/bots.py`. The positions are taken from one random game (a
few real decisions spread over its first two thirds), and each budget is
searched from each of them with a fixed seed, so the figures change only with
the code and the machine. Iterations per second fall as the budget grows when
the tree's descent costs more than the shorter rollouts save.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from meeple.bots import ISMCTS, Budget, RandomBot
from meeple.engine import Game, Rng, State, resolve_options

from .options import typical_players

BUDGETS: tuple[int, ...] = (50, 200, 800)


def positions(game: Game, players: int, count: int = 3, seed: int = 1) -> list[tuple[State, int]]:
    """`count` positions of one random game where the seat to move has a real choice, spread over its start."""
    state = game.setup(players, resolve_options(game.options, {}, players), seed)
    rng, bot = Rng(seed), RandomBot()
    found: list[tuple[State, int]] = []
    while waiting := game.waiting_for(state):
        seat = min(waiting)
        if len(game.legal_actions(state, seat)) > 1:
            found.append((game.clone(state), seat))
        game.apply(state, seat, bot.choose(game, state, seat, rng))
    usable = found[: max(1, 2 * len(found) // 3)]
    step = max(1, len(usable) // count)
    return usable[::step][:count]


def bench_search(game: Game, budgets: Sequence[int] = BUDGETS, *, players: int | None = None,
                 seed: int = 1, use_policy: bool = True) -> dict[str, Any]:
    """Iterations per second and milliseconds per move at each budget, over the same positions."""
    n = players if players is not None else typical_players(game)
    spots = positions(game, n, seed=seed)
    rates, ms = [], []
    for budget in budgets:
        bot = ISMCTS(budget=Budget(iterations=budget), seed=seed, use_policy=use_policy)
        iterations, start = 0, time.perf_counter()
        for state, seat in spots:
            bot.choose(game, state, seat, Rng(seed))
            iterations += bot.last_iterations
        elapsed = max(time.perf_counter() - start, 1e-9)
        rates.append(round(iterations / elapsed, 1))
        ms.append(round(1000 * elapsed / len(spots), 1))
    return {
        "game": game.id, "players": n, "positions": len(spots), "policy": use_policy and _has_policy(game),
        "budgets": list(budgets), "iterations_per_s": rates, "ms_per_move": ms,
    }


def _has_policy(game: Game) -> bool:
    return hasattr(getattr(game, "policy", None), "rollout_action")
