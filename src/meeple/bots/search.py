"""One single-observer search (the loop of `ISMCTS`): iterations over determinizations until the budget is spent.

See `meeple.bots.ismcts` for the algorithm; `observers.ObserverSearch` is the
multiple-observer variant that hidden-information games use.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from meeple.engine import Action, Game, Policy, Rng, State
from meeple.engine.policy import UNIFORM

from .tree import EdgeKey, Node, pick, rewards

if TYPE_CHECKING:
    from .ismcts import ISMCTS

Rollout = Callable[[State, int, Sequence[Action], Rng], Action]
Narrow = Callable[[State, int, Sequence[Action]], Sequence[Action]]


class Search:
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
        self.secret = None if kind.secret_key is Policy.secret_key else policy.secret_key
        depth = policy.rollout_depth
        self.depth = self.rollout_steps if depth is None else int(depth)
        # nothing to resample in a game without chance or secrets: a plain clone is the determinization
        self.fresh = game.determinize if game.hidden_information or game.chance else self._clone
        self.root_waiting = game.waiting_for(state)
        self.root = Node(seat, None)
        self.iterations = 0

    def _clone(self, state: State, seat: int, rng: Rng) -> State:
        return self.game.clone(state)

    def run(self, budget: Any) -> Node:
        """Iterate until the budget is spent; the root the move is read from."""
        root = self.root
        clock = time.perf_counter
        deadline = None if budget.ms is None else clock() + budget.ms / 1000
        longest = 0.0  # the longest iteration so far, in wall seconds: stop when another might overrun
        for i in range(1, budget.iterations + 1):
            start = clock()
            path, over, det = self.walk(i)
            result = self.terminal_rewards(det) if over else self.rollout(det)
            for node in path:
                node.visits += 1
                node.total += result[node.seat]
            self.iterations = i
            if deadline is not None:
                now = clock()
                longest = max(longest, now - start)
                if now + longest >= deadline:
                    break
        return root

    def walk(self, i: int) -> tuple[list[Node], bool, State]:
        """Iteration `i`'s tree part: a determinization, the edges chosen in it, whether the game ended."""
        det = self.fresh(self.state, self.seat, self.rng)
        path, over = self.descend(self.root, det)
        return path, over, det

    def descend(self, root: Node, det: State) -> tuple[list[Node], bool]:
        """Walk the tree from the root, expanding one edge; say whether the game ended on the way."""
        g, apply, rng, c, narrow = self.game, self.apply, self.rng, self.c, self.narrow
        node, actor = root, self.seat
        path: list[Node] = []
        waiting = self.root_waiting
        block = Block(root, waiting) if len(waiting) > 1 and actor in waiting else None
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
                block = Block(node, waiting)
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


class Block:
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
