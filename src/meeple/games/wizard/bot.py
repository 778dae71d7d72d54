"""A rollout policy and estimate for Wizard: predict what the hand can take, then play to it.

Uniform random rollouts predict any number of tricks and throw cards at
random, so nearly every simulated prediction fails, the score of a rollout
says little about the move searched, and a rollout plays the whole game out
(hundreds of steps). This policy plays the way a plain human does:

* predict: a Wizard is a trick, a trump of TRUMP_SURE or more nearly one, a
  lower trump or an off-suit card of HIGH_SURE or more half of one; the legal
  prediction nearest that count, give or take one now and then;
* play: short of its prediction, the lowest card that wins the trick as it
  stands (leading: the highest card); at or over it, the highest card that
  loses (leading: the lowest), else the lowest;
* name trump: the suit the dealer holds most of.

The search stops a rollout after `rollout_depth` steps and estimates each
seat from its total so far plus what its round stands to bring
(`meeple.engine.estimate.ahead_chances`). The state a rollout reads is a
determinization for the searching seat, so this reads nothing it may not.
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import Action, Policy, Rng
from meeple.engine.estimate import ahead_chances

from .components import JESTER, RANK_OF, SUIT_OF, WIZARD
from .scoring import round_points
from .state import BID, TRUMP, WizardState
from .tricks import winning_index

TRUMP_SURE = 10
"""Trumps of this rank or more count as a trick when predicting."""
HIGH_SURE = 12
"""Off-suit cards of this rank or more count as half a trick."""
WOBBLE = 4
"""One prediction in this many is moved one up or down, so that rollouts do not all predict alike."""
POINT_SCALE = 40.0
"""A lead of this many points makes a seat about 73% to finish ahead (a round's swing is 20-60)."""


class WizardPolicy(Policy):
    """`GAME.policy`: rollouts for ISMCTS, cut after `rollout_depth` steps and estimated."""

    rollout_depth = 24

    def rollout_action(self, state: WizardState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """A plausible move among `legal`."""
        if state.phase == TRUMP:
            hand = state.hands[seat]
            return max(legal, key=lambda a: sum(1 for c in hand if SUIT_OF[c] == a["suit"]))
        if state.phase == BID:
            return _predict(state, seat, legal, rng)
        return _play(state, seat, legal)

    def evaluate(self, state: WizardState) -> list[float]:
        """Each seat's estimated reward from its total and the round it is playing."""
        standing = [state.scores[s] + _round_outlook(state, s) for s in range(state.players)]
        return ahead_chances(standing, POINT_SCALE)


def hand_strength(hand: list[str], trump: str | None) -> float:
    """The tricks a hand should take: Wizards, high trumps whole, lower trumps and high cards half."""
    count = 0.0
    for card in hand:
        suit = SUIT_OF[card]
        if card == WIZARD:
            count += 1.0
        elif card == JESTER:
            continue
        elif suit == trump:
            count += 1.0 if RANK_OF[card] >= TRUMP_SURE else 0.5
        elif RANK_OF[card] >= HIGH_SURE:
            count += 0.5
    return count


def _predict(state: WizardState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    target = round(hand_strength(state.hands[seat], state.trump))
    if rng.below(WOBBLE) == 0:
        target += 1 if rng.below(2) else -1
    return min(legal, key=lambda a: (abs(a["tricks"] - target), a["tricks"]))


def _play(state: WizardState, seat: int, legal: Sequence[Action]) -> Action:
    trick, trump = state.trick, state.trump
    ordered = sorted(legal, key=lambda a: _power(a["card"], trump))
    wanted = int(state.bids[seat] or 0) > state.tricks[seat]
    if not trick:
        return ordered[-1] if wanted else ordered[0]
    winners = [a for a in ordered if winning_index([*trick, a["card"]], trump) == len(trick)]
    if wanted:
        return winners[0] if winners else ordered[0]
    losers = [a for a in ordered if a not in winners]
    return losers[-1] if losers else ordered[0]


def _power(card: str, trump: str | None) -> int:
    """A rough order of strength: Jesters, plain cards, trumps, Wizards."""
    if card == WIZARD:
        return 100
    if card == JESTER:
        return -1
    return RANK_OF[card] + (20 if SUIT_OF[card] == trump else 0)


def _round_outlook(state: WizardState, seat: int) -> float:
    """What the round under way should still add: past its prediction, the loss is sure; short of it,
    half the exact prediction's points if the tricks still wanted could yet come."""
    bid = state.bids[seat] if seat < len(state.bids) else None
    if bid is None or not state.hands:
        return 0.0
    taken = state.tricks[seat]
    if taken > bid:
        return float(round_points(bid, taken))
    short = bid - taken
    if short > len(state.hands[seat]):
        return float(round_points(bid, taken + len(state.hands[seat])))
    return 0.5 * round_points(bid, bid) if short == 0 else 0.25 * round_points(bid, bid)


POLICY = WizardPolicy()
