"""Determinization: a state consistent with all one seat knows, the rest resampled.

A seat cannot see the other seat's hand, the blind cards among the other's
followers, or the deck. Those cards are pooled in sorted order, shuffled and
dealt back in the same numbers; the prizes the other seat won (known to
both) stay where they are. In phase two the deck is empty and the pool is
just the other hand's unknown cards.
"""

from __future__ import annotations

from meeple.engine import Rng

from .components import minus
from .state import ONE, ClaimState


def determinize(state: ClaimState, seat: int, rng: Rng) -> ClaimState:
    """A copy with everything `seat` cannot see, and the Rng, resampled."""
    out = state.clone()
    other = 1 - seat
    if out.phase == ONE:
        hand = out.hands[other]
        blind = minus(out.followers[other], out.known[other])
        pool = sorted(hand + blind + out.deck)
        rng.shuffle(pool)
        h, b = len(hand), len(blind)
        out.hands[other] = sorted(pool[:h])
        out.followers[other] = sorted(out.known[other] + pool[h:h + b])
        out.deck = pool[h + b:]
    else:
        unknown = minus(out.hands[other], out.known[other])
        rng.shuffle(unknown)
        out.hands[other] = sorted(out.known[other] + unknown)
    out.rng = Rng(rng.next64())
    return out
