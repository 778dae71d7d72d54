"""Determinization: a state consistent with all one seat knows, the rest resampled.

A seat sees its own hand, the ring, every column, the top card of the
face-up pile, and the cards others drew from the face-up pile (everyone saw
them go). Unseen: the other cards of other hands, the face-down pile, and the
face-up pile below its top card. Those are pooled in sorted order, shuffled,
and dealt back into the same places in the same numbers.
"""

from __future__ import annotations

from meeple.engine import Rng

from .state import UpOrDownState


def determinize(state: UpOrDownState, seat: int, rng: Rng) -> UpOrDownState:
    """A copy with every unseen card and the Rng resampled."""
    out = state.clone()
    pool: list[int] = []
    secret_hands: list[list[int]] = []
    for other in range(out.players):
        if other == seat:
            secret_hands.append([])
            continue
        known = out.known[other]
        secret = [c for c in out.hands[other] if c not in known]
        secret_hands.append(secret)
        pool += secret
    up_hidden = out.up[:-1]
    pool += up_hidden + out.down
    pool.sort()
    rng.shuffle(pool)
    at = 0
    for other in range(out.players):
        n = len(secret_hands[other])
        if n:
            out.hands[other] = sorted(out.known[other] + pool[at:at + n])
            at += n
    if out.up:
        out.up = pool[at:at + len(up_hidden)] + out.up[-1:]
        at += len(up_hidden)
    out.down = pool[at:]
    out.rng = Rng(rng.next64())
    return out
