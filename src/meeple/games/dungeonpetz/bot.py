"""The bot: rule-based moves for rollouts and the `policy` player, and a reputation estimate."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from meeple.engine import Policy, Rng

Action = dict[str, Any]


class PetzPolicy(Policy):
    """Play sensibly without search: a few groups, buy pets and cages, care for the pets, sell when liked."""

    rollout_depth: ClassVar[int | None] = None

    def rollout_action(self, state: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """Prefer the useful move of each phase; otherwise random."""
        kinds = {a["type"] for a in legal}
        if "sell" in kinds:
            sells = [a for a in legal if a["type"] == "sell"]
            plat = [a for a in sells if a["venue"] == "platform"]
            return plat[0] if plat else sells[0]
        if "entertain" in kinds:
            return next(a for a in legal if a["type"] == "entertain")
        if "calm" in kinds:
            return legal[0] if rng.below(4) else legal[1]
        if "clean" in kinds:
            return next(a for a in legal if a["type"] == "clean")
        if "group" in kinds:
            if len(state.groups[seat]) >= 3 + rng.below(3):
                return next(a for a in legal if a["type"] == "ready")
            small = [a for a in legal if a["type"] == "group" and a["imps"] <= 2]
            return small[rng.below(len(small))] if small else legal[-1]
        if "gold" in kinds:
            return legal[min(len(legal) - 1, rng.below(2))]
        if "send" in kinds:
            sends = [a for a in legal if a["type"] == "send"]
            pets = [a for a in sends if a["space"].startswith("pet")]
            cages = [a for a in sends if a["space"].startswith("cage")]
            want = pets if pets and len(state.pets(seat)) + len(state.waiting[seat]) < 2 else cages or pets
            pool = want or sends
            return pool[rng.below(len(pool))]
        if "arranged" in kinds:
            return next(a for a in legal if a["type"] == "arranged")
        return legal[rng.below(len(legal))]

    def evaluate(self, state: Any) -> Sequence[float] | None:
        """Share of the reputation (plus a little for pets held)."""
        values = [r + 2 * len(state.pets(s)) + 1 for s, r in enumerate(state.rep)]
        total = sum(values)
        return [v / total for v in values]


POLICY = PetzPolicy()
