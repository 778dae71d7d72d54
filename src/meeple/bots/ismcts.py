"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS), for any game.

Each iteration draws a determinization of the root for the bot's seat with
`game.determinize` (the only way the search reaches hidden things, so it never
sees what its seat may not see), walks the tree by UCB over the actions legal
in that determinization (counting availability, as ISMCTS does), expands one
new edge, plays out with the game's rollout policy (uniform random by
default), and backs up each seat's reward at the edges that seat chose.

* Chance: the determinization's Rng is resampled, so the tree averages over
  dice and draws ("open loop").
* Simultaneous phases: the seats waited for at once choose from statistics
  kept at the node where the phase began, so no seat's choice is searched as
  if it knew another's pending choice; once all have chosen, the tree
  continues under the joint choice, which everyone then sees.
* A game may give `GAME.policy` (a `meeple.engine.Policy`): its
  `rollout_action` plays the rollouts, its `evaluate(state)` (each seat's
  expected reward in [0, 1]) with `rollout_depth` cuts them short (0: the
  estimate stands in for the whole rollout), and its
  `search_actions(state, seat, legal)` names the subset of the legal actions
  the tree considers (for long lists of near-equivalent moves, such as every
  possible bid amount). Each hook the game does not override keeps
  `Policy`'s default: uniform rollouts to the end, every legal action.
  Out of turn (`interject`: an event card while another seat plays) the
  search asks the policy's `interject`, since there is no decision to search.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from meeple.engine import Action, Game, Policy, Rng, State
from meeple.engine.policy import UNIFORM

from .base import BaseBot, Budget
from .tree import EdgeKey, Node, describe, most_visited, pick, rewards

Rollout = Callable[[State, int, Sequence[Action], Rng], Action]
Narrow = Callable[[State, int, Sequence[Action]], Sequence[Action]]


LEVELS: dict[str, Budget] = {
    "easy": Budget(iterations=100, ms=250),
    "medium": Budget(iterations=500, ms=1000),
    "hard": Budget(iterations=3000, ms=1900),
}
"""The named levels: iterations, capped by a thinking time per move so slow games stay playable.

Hard stops at 1.9 s of wall time, so that it answers within 2 s in every game
(#22); a game whose search is slower still may cap it lower (`GAME.bot_levels`).
"""


class ISMCTS(BaseBot):
    """The search bot: `ISMCTS("hard").choose(game, state, seat, rng)`.

    With `seed` set, every search starts from `Rng(seed)`; otherwise it forks
    the `rng` it is handed. Either way the same game, position, seed and
    iteration budget give the same move. `use_policy=False` ignores the game's
    rollout policy (uniform random rollouts), to measure what the policy adds.
    """

    def __init__(
        self, level: str = "medium", *, budget: Budget | None = None, seed: int | None = None,
        exploration: float = 0.7, rollout_steps: int = 2000, use_policy: bool = True,
    ) -> None:
        if budget is None and level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
        self.budget: Budget = budget or LEVELS[level]
        self.name = f"ismcts:{level}" if budget is None else f"ismcts:{self.budget.label()}"
        if not use_policy:
            self.name += ":uniform"
        self.seed = seed
        self.c = exploration
        self.rollout_steps = rollout_steps
        self.use_policy = use_policy
        self.last_iterations = 0
        self.last_root: Node | None = None

    def __repr__(self) -> str:
        return f"ISMCTS({self.name!r})"

    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        """The most visited root action after the budget is spent (no search when only one is legal)."""
        legal = game.legal_tuple(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action to choose from")
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        search_rng = Rng(self.seed) if self.seed is not None else rng.fork()
        search = _Search(game, state, seat, search_rng, self)
        root = search.run(self.budget)
        self.last_iterations = search.iterations
        self.last_root = root
        return most_visited(root, seat).action  # type: ignore[return-value]

    def interject(self, game: Game, state: State, seat: int, rng: Rng) -> Action | None:
        """Out of turn the search has no tree to grow (the game does not wait for `seat`): the game's policy
        answers, as it plays the search's rollouts (None without one, or with `use_policy=False`)."""
        policy = game.policy if self.use_policy else None
        return None if policy is None else policy.interject(game, state, seat, rng)

    def interjects(self, game: Game) -> bool:
        """Whether the game's policy, which this search plays with, has out-of-turn moves."""
        return self.use_policy and game.policy is not None and game.policy.interjects

    def explain(self, limit: int = 5) -> list[dict[str, Any]]:
        """The last search's most visited actions with visits and mean reward."""
        return [] if self.last_root is None else describe(self.last_root, self.last_root.seat, limit)


class _Search:
    """One search: the game's hooks looked up once, then iterations until the budget is spent."""

    def __init__(self, game: Game, state: State, seat: int, rng: Rng, bot: ISMCTS) -> None:
        self.game, self.state, self.seat, self.rng = game, state, seat, rng
        self.c = bot.c
        self.rollout_steps = bot.rollout_steps
        self.players = game.num_players(state)
        self.apply = game.apply_trusted
        policy = game.policy if bot.use_policy and game.policy is not None else UNIFORM
        kind = type(policy)
        # a hook left at Policy's default is inlined (same draws from rng, one call less a step)
        self.policy: Rollout | None = None if kind.rollout_action is Policy.rollout_action else policy.rollout_action
        self.narrow: Narrow | None = None if kind.search_actions is Policy.search_actions else policy.search_actions
        self.evaluate = policy.evaluate
        depth = policy.rollout_depth
        self.depth = self.rollout_steps if depth is None else int(depth)
        # nothing to resample in a game without chance or secrets: a plain clone is the determinization
        self.fresh = game.determinize if game.hidden_information or game.chance else self._clone
        self.root_waiting = game.waiting_for(state)
        self.iterations = 0

    def _clone(self, state: State, seat: int, rng: Rng) -> State:
        return self.game.clone(state)

    def run(self, budget: Any) -> Node:
        root = Node(self.seat, None)
        deadline = None if budget.ms is None else time.perf_counter() + budget.ms / 1000
        clock = time.perf_counter
        for i in range(1, budget.iterations + 1):
            det = self.fresh(self.state, self.seat, self.rng)
            path, over = self.descend(root, det)
            result = self.terminal_rewards(det) if over else self.rollout(det)
            for node in path:
                node.visits += 1
                node.total += result[node.seat]
            self.iterations = i
            if deadline is not None and clock() >= deadline:
                break
        return root

    def descend(self, root: Node, det: State) -> tuple[list[Node], bool]:
        """Walk the tree from the root, expanding one edge; say whether the game ended on the way."""
        g, apply, rng, c, narrow = self.game, self.apply, self.rng, self.c, self.narrow
        node, actor = root, self.seat
        path: list[Node] = []
        waiting = self.root_waiting
        block = _Block(root, waiting) if len(waiting) > 1 and actor in waiting else None
        while True:
            legal: Sequence[Action] = g.legal_tuple(det, actor)
            if not legal:
                return path, False
            if narrow is not None and len(legal) > 1:
                legal = narrow(det, actor, legal) or legal
            child, expanded = pick(block.node if block else node, actor, legal, c, rng)
            apply(det, actor, child.action)  # type: ignore[arg-type]
            path.append(child)
            if expanded:
                return path, False
            waiting = g.waiting_for(det)
            if not waiting:
                return path, True
            if block is not None:
                if block.goes_on(actor, child, waiting):
                    actor = min(waiting)
                    continue
                node, block = block.node.after_joint(tuple(block.picks)), None
            else:
                node = child
            if len(waiting) > 1:
                block = _Block(node, waiting)
            actor = min(waiting)

    def rollout(self, det: State) -> list[float]:
        """Play on with the rollout policy until the end (or the policy's depth, then its estimate)."""
        g, apply, rng, policy = self.game, self.apply, self.rng, self.policy
        waiting_for, legal_actions = g.waiting_for, g.legal_tuple
        for _ in range(self.depth):
            waiting = waiting_for(det)
            if not waiting:
                return self.terminal_rewards(det)
            actor = min(waiting) if len(waiting) == 1 else sorted(waiting)[rng.below(len(waiting))]
            legal = legal_actions(det, actor)
            n = len(legal)
            if policy is not None and n > 1:
                action = policy(det, actor, legal, rng)
            else:
                action = legal[rng.below(n)] if n > 1 else legal[0]
            apply(det, actor, action)
        if not waiting_for(det):
            return self.terminal_rewards(det)
        estimate = self.evaluate(det)
        if estimate is not None:
            return [float(x) for x in estimate]
        return [0.5] * self.players

    def terminal_rewards(self, det: State) -> list[float]:
        out = self.game.outcome(det)
        return [0.5] * self.players if out is None else rewards(out, self.players)


class _Block:
    """A simultaneous phase under way in the tree: where it began, who is still to choose, the picks so far."""

    __slots__ = ("node", "pending", "picks")

    def __init__(self, node: Node, waiting: frozenset[int]) -> None:
        self.node = node
        self.pending = set(waiting)
        self.picks: list[EdgeKey] = []

    def goes_on(self, actor: int, child: Node, waiting: frozenset[int]) -> bool:
        """Record `actor`'s pick; True while only seats of this phase that have not chosen are waited for."""
        self.pending.discard(actor)
        self.picks.append((actor, child.key))
        return waiting <= self.pending

