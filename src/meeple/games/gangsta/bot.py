"""A rule-based Gangsta! player: heists when it can, the best gangster per dollar otherwise, cheap discards.

Heists are valued as influence x 2 + money (+ the co-op money when partners
join); gangsters as influence + skills per dollar of cost. Crews are formed
from the gangster covering most of what is still needed, own gangsters before
partners', fewest spare skills on a tie. Discards and hits give up the least
influence. `POLICY` plays this in ISMCTS rollouts (with a little noise) and as
the `policy` bot; `evaluate` turns the running scores into chances.
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import Action, Policy, Rng
from meeple.engine.estimate import ahead_chances

from .components import GANGSTERS, HEISTS
from .gang import skills_of, total_skills
from .scoring import breakdown
from .state import ACTION, CREW, MOBILIZE, STEAL, GangstaState


def heist_value(h: int) -> float:
    """What a heist pays the initiator, roughly."""
    card = HEISTS[h]
    return 2.0 * card.influence + card.cash + 0.5 * card.coop_cash + 2.0 * (
        card.recruit + card.replay + (card.learn >= 0)) + card.steal + 0.5 * card.diversion + 2.0 * card.kill


def gangster_value(g: int) -> float:
    """A recruit's influence and skills per dollar."""
    card = GANGSTERS[g]
    return (2.0 * card.influence + 1.5 * sum(card.skills)) / card.cost


def _crew_score(state: GangstaState, seat: int, g: int) -> tuple[int, int, int]:
    skills = skills_of(state, g)
    covered = sum(min(skills[s], state.need[s]) for s in range(6))
    return (covered, state.owner[g] == seat, -total_skills(state, g))


def choose(state: GangstaState, seat: int, legal: Sequence[Action]) -> Action:
    """The rule-based move among `legal`."""
    stage = state.stage
    first = legal[0]
    if len(legal) == 1:
        return first
    if stage == MOBILIZE:
        readies = [a for a in legal if a["type"] == "ready"]
        if readies and (state.free > 0 or state.money[seat] >= 4):
            return max(readies, key=lambda a: total_skills(state, a["gangster"]))
        return legal[-1]
    if stage == ACTION:
        heists = [a for a in legal if a["type"] == "heist"]
        if heists:
            return max(heists, key=lambda a: heist_value(a["heist"]))
        recruits = [a for a in legal if a["type"] == "recruit"]
        if recruits:
            return max(recruits, key=lambda a: gangster_value(a["gangster"]))
        return legal[-1]
    if stage == CREW:
        return max(legal, key=lambda a: _crew_score(state, seat, a["gangster"]))
    kind = first["type"]
    if kind == "recruit":
        return max((a for a in legal if a["type"] == "recruit"), key=lambda a: gangster_value(a["gangster"]))
    if stage == STEAL:
        return max(legal[:-1], key=lambda a: state.money[a["target"]])
    if kind == "divert" or kind == "learn":
        return max((a for a in legal if a["type"] == kind), key=lambda a: total_skills(state, a["gangster"]))
    if kind == "discard":
        return min(legal, key=lambda a: (GANGSTERS[a["gangster"]].influence, total_skills(state, a["gangster"])))
    if kind == "target":
        return first
    return legal[-1]


class GangstaPolicy(Policy):
    """`GAME.policy`: the rule-based player, one move in ten at random, for rollouts and the `policy` bot."""

    rollout_depth = 80

    def __init__(self, noise: float = 0.1) -> None:
        self.noise = noise

    def rollout_action(self, state: GangstaState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """The rule-based move, or now and then a random one."""
        if self.noise and rng.random() < self.noise:
            return legal[rng.below(len(legal))]
        return choose(state, seat, legal)

    def evaluate(self, state: GangstaState) -> Sequence[float] | None:
        """Each seat's chance of finishing ahead, from its running score and a little for money."""
        parts = breakdown(state)
        return ahead_chances([p["total"] + 0.2 * state.money[s] for s, p in enumerate(parts)], 4.0)


POLICY = GangstaPolicy()
