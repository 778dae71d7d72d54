"""Determinization: a state consistent with all one seat knows, the rest resampled.

A seat cannot see the other seat's hand, the blind cards among the other's
followers, or the deck. Those cards are pooled in sorted order, shuffled and
dealt back in the same numbers; the prizes the other seat won (known to
both) stay where they are, and the other hand gets no card of a faction it
has shown it lacks (it did not follow it in phase one). In phase two the deck is empty and the pool is
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
        void = out.void[other]
        pool = sorted(hand + blind + out.deck)
        allowed = [c for c in pool if c[0] not in void]
        rng.shuffle(allowed)
        h, b = len(hand), len(blind)
        out.hands[other] = sorted(allowed[:h])
        rest = sorted(allowed[h:] + [c for c in pool if c[0] in void])
        rng.shuffle(rest)
        out.followers[other] = sorted(out.known[other] + rest[:b])
        out.deck = rest[b:]
    else:
        unknown = minus(out.hands[other], out.known[other])
        rng.shuffle(unknown)
        out.hands[other] = sorted(out.known[other] + unknown)
    out.rng = Rng(rng.next64())
    return out
