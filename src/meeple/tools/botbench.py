"""Search speed: ISMCTS iterations per second for a game, at several budgets.

Shared by `bench/bots.py`. The positions are taken from one random game (a
few real decisions spread over its first two thirds), and each budget is
searched from each of them with a fixed seed, so the figures change only with
the code and the machine. Iterations per second fall as the budget grows when
the tree's descent costs more than the shorter rollouts save.

For scale, `playouts_per_s` is how many uniform random games the same
positions play to the end per second with nothing but `determinize`,
`legal_actions` and `apply_trusted`: the ceiling for an iteration with
uniform rollouts, so `iterations_per_s` near it means the search itself
costs little and the time goes to the game's own rules.

Rates are per second of the process's CPU time, not of the wall clock, so
that other work on a shared machine slows the figures less (it still
shares the caches).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from meeple.bots import ISMCTS, Budget, RandomBot
from meeple.engine import Game, Rng, State, resolve_options

from .options import typical_players

BUDGETS: tuple[int, ...] = (100, 500, 3000)
"""The iteration budgets of the levels easy, medium and hard."""
PLAYOUTS = 60
"""Random playouts timed from each position for `playouts_per_s`."""


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
    """Iterations per CPU second and CPU milliseconds per move at each budget, over the same positions."""
    n = players if players is not None else typical_players(game)
    spots = positions(game, n, seed=seed)
    rates, ms = [], []
    for budget in budgets:
        bot = ISMCTS(budget=Budget(iterations=budget), seed=seed, use_policy=use_policy)
        iterations, start = 0, time.process_time()
        for state, seat in spots:
            bot.choose(game, state, seat, Rng(seed))
            iterations += bot.last_iterations
        elapsed = max(time.process_time() - start, 1e-9)
        rates.append(round(iterations / elapsed, 1))
        ms.append(round(1000 * elapsed / len(spots), 1))
    return {
        "game": game.id, "players": n, "positions": len(spots), "policy": use_policy and _has_policy(game),
        "budgets": list(budgets), "iterations_per_s": rates, "ms_per_move": ms,
        "playouts_per_s": round(playout_rate(game, spots, seed), 1),
    }


def playout_rate(game: Game, spots: Sequence[tuple[State, int]], seed: int = 1) -> float:
    """Uniform random games played to the end per second from `spots`, through the search's own calls."""
    rng = Rng(seed)
    apply = game.apply_trusted
    start = time.process_time()
    for state, seat in spots:
        for _ in range(PLAYOUTS):
            det = game.determinize(state, seat, rng)
            while waiting := game.waiting_for(det):
                actor = min(waiting)
                legal = game.legal_tuple(det, actor)
                apply(det, actor, legal[rng.below(len(legal))])
    return PLAYOUTS * len(spots) / max(time.process_time() - start, 1e-9)


def _has_policy(game: Game) -> bool:
    return game.policy is not None and game.policy.can_play
