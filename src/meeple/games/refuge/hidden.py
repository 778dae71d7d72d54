"""Determinize: a state consistent with all one seat knows, the rest resampled.

Every bag's contents are public knowledge (the starting bags are equal, and
every tile that enters or leaves a bag does so in the open), and no state
stores a draw order: the future draws come from the Rng, which is replaced.
What a seat cannot know:

* the secret draw/return decision another walker has made this turn but not
  yet revealed: redrawn at random (draw or return, even odds);
* the drawn tiles another walker still holds: redrawn from that walker's
  bag plus hand (storms excluded: a drawn storm is shown at once), keeping
  what the table saw. Holding two means neither was played yet, so they
  differ and not exactly one carries "!" (else one is played at once); holding
  one after playing a tile without "!" means the one left carries none.

Pools are sorted before drawing, so the result depends only on what the seat
knows and on `rng`.
"""

from __future__ import annotations

from bisect import insort

from meeple.engine import Rng

from .components import BANG, STORM
from .state import DECIDED, RefugeState

_DECISIONS = ("draw", "return")


def determinize(state: RefugeState, seat: int, rng: Rng) -> RefugeState:
    """A copy of `state` in which every unseen thing is redrawn from `rng`."""
    out = state.copy()
    for other in range(out.players):
        if other == seat:
            continue
        if out.stage[other] == DECIDED:
            out.pending[other] = _DECISIONS[rng.below(2)]
        if out.hands[other]:
            _redraw_hand(out, other, rng)
    out.rng = Rng(rng.next64())
    return out


def _redraw_hand(state: RefugeState, owner: int, rng: Rng) -> None:
    """Owner's held tiles drawn again from its bag and hand, under what the table knows."""
    held = len(state.hands[owner])
    pool = sorted(state.bags[owner] + state.hands[owner])
    storms = [t for t in pool if t == STORM]
    candidates = [t for t in pool if t != STORM]
    if held == 1 and state.plain_left[owner]:
        candidates = [t for t in candidates if not BANG[t]]
    while True:
        picks = rng.sample(range(len(candidates)), held)
        hand = sorted(candidates[i] for i in picks)
        if held == 1 or (hand[0] != hand[1] and BANG[hand[0]] == BANG[hand[1]]):
            break
    rest = [t for i, t in enumerate(candidates) if i not in picks]
    if held == 1 and state.plain_left[owner]:
        rest += [t for t in pool if t != STORM and BANG[t]]
    bag = sorted(rest)
    for t in storms:
        insort(bag, t)
    state.hands[owner] = hand
    state.bags[owner] = bag
