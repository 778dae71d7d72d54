"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS), for any game.

Each iteration draws a determinization of the root for the bot's seat (so the
search never sees what the seat may not see), walks the tree by UCB over the
actions legal in that determinization (counting availability, as ISMCTS
does), expands one new action, plays out to the end with the game's rollout
policy (uniform random by default), and backs up each seat's reward at the
edges that seat chose. Chance is handled by the determinization's resampled
Rng. Simultaneous phases are searched as if seats moved in seat order, which
makes opponents look slightly better informed than they are.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

import orjson

from meeple.engine import Action, Game, Outcome, Rng, State
from meeple.engine.policy import uniform_rollout


@dataclass(frozen=True)
class Budget:
    """How long to think: at most `iterations`, and at most `ms` milliseconds if set."""

    iterations: int = 1000
    ms: float | None = None


LEVELS: dict[str, Budget] = {
    "easy": Budget(iterations=60),
    "medium": Budget(iterations=400, ms=1500),
    "hard": Budget(iterations=2500, ms=4000),
}


class _Node:
    __slots__ = ("seat", "visits", "total", "avail", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat          # who chose the action leading here
        self.visits = 0
        self.total = 0.0          # that seat's summed reward
        self.avail = 0            # how often this action was available when its parent was visited
        self.children: dict[bytes, tuple[_Node, Action]] = {}


def rewards(outcome: Outcome, players: int) -> list[float]:
    """Each seat's reward in [0, 1]: 1 for first, 0 for last, shared ranks between; team result for cooperative games."""
    if outcome.cooperative:
        return [1.0 if outcome.team_won else 0.0] * players
    if players < 2:
        return [1.0]
    return [(players - r) / (players - 1) for r in outcome.ranks]


def _key(action: Action) -> bytes:
    return orjson.dumps(action, option=orjson.OPT_SORT_KEYS)


class ISMCTS:
    """The search bot: `ISMCTS(level="hard", seed=1).choose(game, state, seat, rng)`.

    The same seed, game, position and iteration budget give the same move.
    """

    def __init__(
        self, level: str = "medium", *, budget: Budget | None = None, seed: int | None = None,
        exploration: float = 0.7, rollout_steps: int = 2000,
    ) -> None:
        if budget is None and level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
        self.budget = budget or LEVELS[level]
        self.name = f"ismcts:{level}" if budget is None else "ismcts"
        self.seed = seed
        self.c = exploration
        self.rollout_steps = rollout_steps
        self.last_iterations = 0

    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        """The most visited root action after the budget is spent."""
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        search_rng = Rng(self.seed) if self.seed is not None else rng.fork()
        root = self._search(game, state, seat, search_rng)
        best = max(root.children.values(), key=lambda na: (na[0].visits, na[0].total))
        return best[1]

    def _search(self, game: Game, state: State, seat: int, rng: Rng) -> _Node:
        root = _Node(seat)
        players = game.num_players(state) if hasattr(game, "num_players") else int(state.players)
        apply = getattr(game, "apply_trusted", game.apply)
        policy = getattr(getattr(game, "policy", None), "rollout_action", uniform_rollout)
        deadline = None if self.budget.ms is None else time.perf_counter() + self.budget.ms / 1000
        i = 0
        for i in range(1, self.budget.iterations + 1):
            det = game.determinize(state, seat, rng)
            path = self._descend(game, apply, root, det, seat, rng)
            result = self._rollout(game, apply, policy, det, players, rng)
            for node in path:
                node.visits += 1
                node.total += result[node.seat]
            if deadline is not None and time.perf_counter() >= deadline:
                break
        self.last_iterations = i
        return root

    def _descend(self, game: Game, apply, root: _Node, det: State, seat: int, rng: Rng) -> list[_Node]:
        node, path, actor = root, [], seat
        while True:
            legal = game.legal_actions(det, actor)
            if not legal:
                return path
            keyed = [(_key(a), a) for a in legal]
            untried = []
            for k, a in keyed:
                child = node.children.get(k)
                if child is None:
                    untried.append((k, a))
                else:
                    child[0].avail += 1
            if untried:
                k, a = untried[rng.below(len(untried))]
                child = _Node(actor)
                child.avail = 1
                node.children[k] = (child, a)
                apply(det, actor, a)
                path.append(child)
                return path
            node, a = self._select(node, keyed)
            apply(det, actor, a)
            path.append(node)
            waiting = game.waiting_for(det)
            if not waiting:
                return path
            actor = min(waiting)

    def _select(self, node: _Node, keyed: list[tuple[bytes, Action]]) -> tuple[_Node, Action]:
        best, best_value = None, -math.inf
        for k, _ in keyed:
            child, action = node.children[k]
            value = child.total / child.visits + self.c * math.sqrt(math.log(child.avail) / child.visits)
            if value > best_value:
                best, best_value = (child, action), value
        assert best is not None
        return best

    def _rollout(self, game: Game, apply, policy, det: State, players: int, rng: Rng) -> list[float]:
        for _ in range(self.rollout_steps):
            waiting = game.waiting_for(det)
            if not waiting:
                break
            actor = min(waiting) if len(waiting) == 1 else sorted(waiting)[rng.below(len(waiting))]
            legal = game.legal_actions(det, actor)
            apply(det, actor, policy(det, actor, legal, rng))
        out = game.outcome(det)
        if out is None:
            return [0.5] * players
        return rewards(out, players)
