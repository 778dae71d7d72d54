"""Determinization: a state consistent with all one seat knows, the rest resampled.

A seat cannot see the order of the two decks, which cards were left out at
setup, or the properties other seats have laid face down this selling round.
Each unseen pool is built in sorted order before it is shuffled, so two
states that look the same to the seat give the same result for the same Rng.
"""

from __future__ import annotations

from meeple.engine import Rng

from .state import ForSaleState


def determinize(state: ForSaleState, seat: int, rng: Rng) -> ForSaleState:
    """A copy with decks, left-out cards, others' face-down choices and the Rng resampled."""
    out = state.clone()
    out.property_deck, out.removed_properties = _reshuffle(out.property_deck, out.removed_properties, rng)
    out.cheque_deck, out.removed_cheques = _reshuffle(out.cheque_deck, out.removed_cheques, rng)
    for other in range(out.players):
        if other != seat and out.pending[other] is not None:
            out.pending[other] = rng.choice(out.hands[other])
    out.rng = Rng(rng.next64())
    return out


def _reshuffle(deck: list[int], removed: list[int], rng: Rng) -> tuple[list[int], list[int]]:
    """Deal the unseen cards (deck plus left-out) anew into a deck and a left-out pile."""
    pool = sorted(deck + removed)
    rng.shuffle(pool)
    return pool[: len(deck)], sorted(pool[len(deck):])
