"""Determinization: a state consistent with all one seat knows, the rest resampled.

A seat cannot see the deck's order, the contract deck's order, or the cards
of other hands that came from the deck (those taken from the market are
known). The unseen Number cards (deck plus those hand cards) are pooled in
sorted order, shuffled and dealt back; the contract deck is reshuffled.
"""

from __future__ import annotations

from meeple.engine import Rng

from .state import RomiState


def determinize(state: RomiState, seat: int, rng: Rng) -> RomiState:
    """A copy with the decks, others' unseen hand cards and the Rng resampled."""
    out = state.clone()
    pool = list(out.deck)
    unseen: list[int] = []
    for other in range(out.players):
        if other == seat:
            unseen.append(0)
            continue
        seen = seen_of(out, other)
        rest = [c for c in out.hands[other] if c not in seen]
        pool.extend(rest)
        unseen.append(len(rest))
    pool.sort()
    rng.shuffle(pool)
    for other in range(out.players):
        if other != seat and unseen[other]:
            kept = [c for c in out.hands[other] if c in seen_of(out, other)]
            out.hands[other] = sorted(kept + [pool.pop() for _ in range(unseen[other])])
    out.deck = pool
    contracts = sorted(out.contract_deck)
    rng.shuffle(contracts)
    out.contract_deck = contracts
    out.rng = Rng(rng.next64())
    return out


def seen_of(state: RomiState, other: int) -> set[int]:
    """The cards of `other`'s hand every seat has seen: taken from the market, or on the
    contract it is building."""
    seen = set(state.known[other])
    if other == state.turn:
        seen.update(c for p in state.picks for c in p if c >= 0)
    return seen
