"""The Alchemists bot: rule-based rollout moves and a score estimate.

Rollouts run on a determinization, so the world they see is one drawn from
what the searching seat knows: publishing the theory that world says, mixing
what it says makes a wanted potion, is playing one's own posterior.
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import Action, Policy, Rng
from meeple.engine.estimate import ahead_chances

from .components import ARTIFACTS, GRANTS, MIX, SEAL_VP, SEALS
from .state import AlchemistsState

PREFERRED = {"gather": 3, "publish": 3, "sell": 2, "student": 2, "transmute": 1, "artifact": 2, "debunk": 1,
             "drink": 1, "exhibit": 3}


def standing(s: AlchemistsState, seat: int) -> float:
    """A rough worth: reputation, artifacts, grants, money, and theories as this world would score them."""
    out = float(s.rep[seat])
    out += sum(ARTIFACTS[a][3] for a in s.artifacts[seat]) + sum(GRANTS[g][1] for g in s.grants[seat])
    out += (s.gold[seat] + 2 * len(s.favours[seat])) / 3 + 0.3 * sum(s.hands[seat])
    for i in range(8):
        for who, k in s.seals[i]:
            if who == seat:
                out += SEAL_VP.get(SEALS[k], 0) if s.theory[i] == s.world[i] else -3
    return out


def _mix_for(s: AlchemistsState, legal: Sequence[Action], want: int) -> Action | None:
    for a in legal:
        if a["type"] == "mix" and MIX[8 * s.world[a["a"]] + s.world[a["b"]]] == want:
            return a
    return None


def choose(s: AlchemistsState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """A sensible move: use declared actions, publish what the world says, sell what one can make."""
    kinds = {a["type"] for a in legal}
    if "place" in kinds:
        weights = [PREFERRED.get(a["space"], 1) for a in legal if a["type"] == "place"]
        places = [a for a in legal if a["type"] == "place"]
        r = rng.below(sum(weights))
        for a, w in zip(places, weights, strict=True):
            if r < w:
                return a
            r -= w
    if "theory" in kinds or "endorse" in kinds:
        for a in legal:
            if a["type"] == "endorse" and s.theory[a["ingredient"]] == s.world[a["ingredient"]]:
                return a
        theories = [a for a in legal if a["type"] == "theory"]
        if theories:
            return theories[rng.below(len(theories))]
    if "alchemical" in kinds:
        i = s.pending[0]
        for a in legal:
            if a["alchemical"] == s.world[i]:
                return a
    if "offer" in kinds:
        for a in legal:
            if a["type"] == "offer" and a["guarantee"] == 4 and any(
                    MIX[8 * s.world[x] + s.world[y]] == a["potion"] for x in range(8) for y in range(8)
                    if x != y and s.hands[seat][x] and s.hands[seat][y]):
                return a
        for a in legal:
            if a["type"] == "offer" and a["guarantee"] == 1:
                return a
    if "mix" in kinds and s.pending and s.stage == "mix":
        got = _mix_for(s, legal, s.pending[0])
        if got is not None:
            return got
    if "demonstrate" in kinds or "debunk" in kinds:
        from .components import SIGN

        for a in legal:
            if a["type"] == "debunk" and SIGN[s.theory[a["ingredient"]]][a["colour"]] != \
                    SIGN[s.world[a["ingredient"]]][a["colour"]]:
                return a
            if a["type"] == "demonstrate":
                x, y = a["a"], a["b"]
                if s.theory[x] >= 0 and s.theory[y] >= 0 and MIX[8 * s.theory[x] + s.theory[y]] != \
                        MIX[8 * s.world[x] + s.world[y]]:
                    return a
        return next(a for a in legal if a["type"] == "decline")
    if "exhibit" in kinds:
        for a in legal:
            if a["type"] == "exhibit" and any(MIX[8 * s.world[x] + s.world[y]] == a["potion"]
                                              for x in range(8) for y in range(x + 1, 8)
                                              if s.hands[seat][x] and s.hands[seat][y]):
                return a
    useful = [a for a in legal if a["type"] not in ("decline", "done", "favour")]
    if useful:
        return useful[rng.below(len(useful))]
    return legal[rng.below(len(legal))]


class AlchemistsPolicy(Policy):
    """`GAME.policy`: the rule-based move with one in ten uniform; rollouts cut off and estimated."""

    rollout_depth = 120

    def __init__(self, noise: float = 0.1) -> None:
        self.noise = noise

    def rollout_action(self, state: AlchemistsState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """The rule-based move, or now and then a random one."""
        if self.noise and rng.random() < self.noise:
            return legal[rng.below(len(legal))]
        return choose(state, seat, legal, rng)

    def evaluate(self, state: AlchemistsState) -> Sequence[float] | None:
        """Each seat's chance of finishing ahead, from its standing."""
        return ahead_chances([standing(state, x) for x in range(state.players)], 5.0)


POLICY = AlchemistsPolicy()
