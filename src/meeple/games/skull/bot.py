"""Search hints for Skull: the tree weighs small raises only; rollouts stay uniform random.

A bid may be any count up to every disc on the mats (up to 24 at six
players), so a search tree that tries every count spreads its visits thin
over bids that differ only in how reckless they are. `search_actions` keeps
the placements, the pass, the flips and the raises of one to RAISES over the
current bid.

Rollouts stay uniform on purpose: a cautious rollout policy (mostly
flowers, raises its own mat can back) made ISMCTS weaker against the random
bot, 7 wins in 24 against 12 on the same deals, since uniform rollouts model
random opponents exactly (docs/bots.md, Findings).
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import Action, Policy

from .state import SkullState

RAISES = 3
"""The largest raise over the current bid that the search considers."""


class SkullPolicy(Policy):
    """`GAME.policy`: `search_actions` for ISMCTS (no rollout policy: uniform rollouts)."""

    def search_actions(self, state: SkullState, seat: int, legal: Sequence[Action]) -> Sequence[Action]:
        """`legal` without the bids more than RAISES above the current one."""
        top = state.bid + RAISES
        return [a for a in legal if a["type"] != "bid" or a["count"] <= top]


POLICY = SkullPolicy()
