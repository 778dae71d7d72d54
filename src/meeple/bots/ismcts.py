"""Information-set Monte Carlo tree search (ISMCTS), for any game.

By default the search is single-observer (SO-ISMCTS, `search.Search`,
described here); in a hidden-information game whose policy sets `observers`
(Skull) it is multiple-observer (`observers.ObserverSearch`): the same steps,
but each seat's choices are searched in a tree of its own, from worlds drawn
from its own view, so that the opponents in the search do not play as if
they could see the searcher's secrets.

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

from typing import Any

from meeple.engine import Action, Game, Rng, State

from .base import BaseBot, Budget
from .observers import ObserverSearch
from .search import Search
from .tree import Node, describe, most_visited

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
    rollout policy (uniform random rollouts), to measure what the policy adds;
    `observers` True or False overrides the game's `Policy.observers` (a tree
    per seat in a hidden-information game, or one tree), to measure what the
    per-seat trees add.
    """

    def __init__(
        self, level: str = "medium", *, budget: Budget | None = None, seed: int | None = None,
        exploration: float = 0.7, rollout_steps: int = 2000, use_policy: bool = True,
        observers: bool | None = None,
    ) -> None:
        if budget is None and level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
        self.budget: Budget = budget or LEVELS[level]
        self.name = f"ismcts:{level}" if budget is None else f"ismcts:{self.budget.label()}"
        if not use_policy:
            self.name += ":uniform"
        if observers is not None:
            self.name += ":observers" if observers else ":single"
        self.seed = seed
        self.c = exploration
        self.rollout_steps = rollout_steps
        self.use_policy = use_policy
        self.observers = observers
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
        kind = ObserverSearch if game.hidden_information and self.per_seat(game) else Search
        search = kind(game, state, seat, search_rng, self)
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

    def per_seat(self, game: Game) -> bool:
        """Whether to search `game` (with hidden information) with a tree per seat: the bot's
        `observers` if set, else the game's policy's `observers` (False without a policy)."""
        if self.observers is not None:
            return self.observers
        return game.policy is not None and game.policy.observers

    def explain(self, limit: int = 5) -> list[dict[str, Any]]:
        """The last search's most visited actions with visits and mean reward."""
        return [] if self.last_root is None else describe(self.last_root, self.last_root.seat, limit)
