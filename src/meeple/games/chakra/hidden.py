"""Determinization: the plenitude tokens a seat has not seen, dealt again from those it cannot rule out.

The only hidden things in Chakra are the values of the face-down plenitude
tokens (and the eighth, in the box). A seat has seen the tokens of its
meditation colours (everyone sees the seven at the end); the other tokens of the set (two each of 1 to 4) minus
those it saw are pooled in sorted order, shuffled and dealt back onto the
karma spaces it has not seen and into the box. The bag's content is public
(every energy drawn was seen), so only the Rng is replaced for the draws.
"""

from __future__ import annotations

from meeple.engine import Rng

from .components import CHAKRAS, PLENITUDE_TOKENS
from .state import OVER, ChakraState


def determinize(state: ChakraState, seat: int, rng: Rng) -> ChakraState:
    """A copy with the unseen plenitude tokens and the Rng resampled."""
    out = state.clone()
    seen = set(range(CHAKRAS)) if state.phase == OVER else set(state.meditation[seat])
    pool = list(PLENITUDE_TOKENS)
    for k in seen:
        pool.remove(state.plenitude[k])
    pool.sort()
    rng.shuffle(pool)
    for k in range(CHAKRAS):
        if k not in seen:
            out.plenitude[k] = pool.pop()
    out.box = pool.pop()
    out.rng = Rng(rng.next64())
    return out
