"""A rollout policy for Claim: win tricks cheaply, lose them cheaply.

Uniform random rollouts throw high cards away on tricks they cannot win and
spend them where a low one would do. This policy plays like a plain human:

* following: win with the lowest card that wins; if none wins, throw the
  lowest card that is not an Undead in phase one (a lost Undead scores for
  the opponent);
* leading: a random card, or the lowest one half of the time;
* one move in five is uniformly random, so rollouts stay varied.

It looks only at the state it is given, which in a search is already a
determinization for the searching seat.
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import Action, Policy, Rng

from .components import UNDEAD, value
from .state import ONE, ClaimState
from .tricks import follower_wins


class ClaimPolicy(Policy):
    """`GAME.policy`: `rollout_action` for ISMCTS rollouts."""

    def rollout_action(self, state: ClaimState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """A plausible card among `legal`."""
        if len(legal) == 1 or rng.below(5) == 0:
            return legal[rng.below(len(legal))]
        lead = state.lead
        if lead is None:
            if rng.below(2):
                return legal[rng.below(len(legal))]
            return min(legal, key=lambda a: value(a["card"]))
        winning = [a for a in legal if follower_wins(lead, a["card"])]
        if winning:
            return min(winning, key=lambda a: value(a["card"]))
        cheap = legal
        if state.phase == ONE:
            cheap = [a for a in legal if a["card"][0] != UNDEAD] or legal
        return min(cheap, key=lambda a: value(a["card"]))


POLICY = ClaimPolicy()
