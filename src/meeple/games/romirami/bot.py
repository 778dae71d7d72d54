"""A rollout policy for Romi Rami: take big, complete whenever possible, keep the Star, keep pairs.

Uniform random rollouts often take a single card and stop before completing
a contract they could meet, so simulated games crawl and say little about
which contracts pay. This policy plays like a plain human:

* take: pick cards at random while one fits, so it takes as many as it can;
* contracts: complete one whenever the hand can (the highest-scoring first), never stop early;
* building: play a card rather than the Star when a card will do, preferring the contract's suit;
* discard: a card of the number the hand holds fewest of.

Rollouts stop after ROLLOUT_DEPTH steps (about two rounds of four players);
`evaluate` then turns each seat's points so far (trophies to their current
leaders) plus a little for the cards in hand into chances of being ahead,
surer as the leader nears the end trigger.

It reads only the state it is given (in a search, a determinization).
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import Action, Policy, Rng
from meeple.engine.estimate import ahead_chances

from .components import CONTRACTS, SUIT, TARGET, VALUE
from .scoring import breakdown
from .state import BUILD, DISCARD, TAKE, RomiState
from .state import CONTRACTS as CONTRACT_PHASE

ROLLOUT_DEPTH = 60
HAND_WORTH = 0.4
"""Points a card in hand is worth to the estimate (a contract pays about a point a card)."""


class RomiPolicy(Policy):
    """`GAME.policy`: `rollout_action` for ISMCTS rollouts, `search_actions` for its tree, `evaluate`."""

    rollout_depth = ROLLOUT_DEPTH

    def evaluate(self, state: RomiState) -> list[float]:
        """Each seat's estimated reward: its points and hand against the others'."""
        n = state.players
        standings = [breakdown(state, s)["total"] + HAND_WORTH * len(state.hands[s]) for s in range(n)]
        near = max(len(d) for d in state.done) / TARGET[n]
        return ahead_chances(standings, 3.0 + 9.0 * (1.0 - min(1.0, near)))

    def search_actions(self, state: RomiState, seat: int, legal: Sequence[Action]) -> Sequence[Action]:
        """Picks and contract cards in rising id order (the same set, once)."""
        if state.phase == TAKE and state.chosen:
            last = max(state.chosen)
        elif state.phase == BUILD and state.picks and state.picks[-1]:
            last = max(state.picks[-1])
        else:
            return legal
        narrowed = [a for a in legal if "card" not in a or a["card"] > last]
        return narrowed or legal

    def rollout_action(self, state: RomiState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """A plausible move among `legal`."""
        phase = state.phase
        if phase == TAKE:
            cards = [a for a in legal if a["type"] == "pick"]
            return rng.choice(cards) if cards else legal[-1]
        if phase == CONTRACT_PHASE:
            starts = [a for a in legal if a["type"] == "complete"]
            if not starts:
                return legal[-1]
            return max(starts, key=lambda a: CONTRACTS[a["contract"]][0])
        if phase == BUILD:
            cards = [a for a in legal if a["type"] == "use"]
            if not cards:
                return legal[-1]
            suit = CONTRACTS[state.building][1]
            matching = [a for a in cards if SUIT[a["card"]] == suit]
            return rng.choice(matching or cards)
        if phase == DISCARD:
            counts = [0] * 6
            for c in state.hands[seat]:
                counts[VALUE[c]] += 1
            fewest = min(counts[VALUE[a["card"]]] for a in legal)
            return rng.choice([a for a in legal if counts[VALUE[a["card"]]] == fewest])
        return rng.choice(legal)


POLICY = RomiPolicy()
