"""Determinize: a state consistent with all one seat knows, the rest resampled.

What a seat cannot know: the order of the two face-down decks (their contents
follow from the table: reshuffled), the future shuffles (the Rng, replaced) and
the secret discards other seats have chosen but not revealed (redrawn among the
gangsters each such seat could have chosen). Pools are sorted first, so the
result depends only on what the seat knows and on `rng`.
"""

from __future__ import annotations

from meeple.engine import Rng

from .gang import can_discard
from .state import GangstaState


def determinize(state: GangstaState, seat: int, rng: Rng) -> GangstaState:
    """A copy of `state` in which every unseen thing is redrawn from `rng`."""
    out = state.copy()
    for other in range(out.players):
        if other != seat and out.pending[other] >= 0:
            choices = sorted(g for g in out.gangs[other] if can_discard(out, other, g))
            out.pending[other] = choices[rng.below(len(choices))]
    out.gdeck = sorted(out.gdeck)
    rng.shuffle(out.gdeck)
    out.hdeck = sorted(out.hdeck)
    rng.shuffle(out.hdeck)
    out.rng = Rng(rng.next64())
    return out
