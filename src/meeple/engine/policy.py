"""What a game may give the generic bots: a rollout policy and a position estimate.

A game exposes one as `GAME.policy` (usually defined in its `bot.py`). Both
hooks are optional; the search falls back to uniform random rollouts to the
end of the game.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from .game import Action, State
from .rng import Rng


@runtime_checkable
class RolloutPolicy(Protocol):
    """Picks moves during a search's simulated play-out; must be fast and use no hidden information.

    The state a rollout sees is already a determinization for the searching
    seat, so looking at it is fair; the policy must still only return one of
    `legal`.
    """

    def rollout_action(self, state: State, seat: int, legal: list[Action], rng: Rng) -> Action:
        """One of `legal`."""
        ...


def uniform_rollout(state: State, seat: int, legal: list[Action], rng: Rng) -> Action:
    """The default: a uniformly random legal action."""
    return legal[rng.below(len(legal))]
