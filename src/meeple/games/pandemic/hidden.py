"""Determinization: the two decks reshuffled within what the table knows, and a fresh Rng.

Only the order of the decks is hidden, and every seat knows the same. The
player deck keeps its piles: each remaining pile keeps its size and its
epidemic (if not drawn yet); its other cards are dealt anew from every unseen
city and event card. The infection deck keeps its groups: each group's cards
are shuffled among themselves (a Forecast's cards are groups of one, so they
stay put). Pools are sorted before shuffling, so states that look alike to
the seat determinize alike.
"""

from __future__ import annotations

from meeple.engine import Rng

from .components import EPIDEMIC
from .decks import pile_contents
from .state import PandemicState


def determinize(state: PandemicState, seat: int, rng: Rng) -> PandemicState:
    """A copy of `state` with the unseen order of both decks and the Rng resampled."""
    out = state.clone()
    out.player_deck = _deal_piles(state, rng)
    out.infection_deck = _shuffle_groups(state.infection_deck, state.infection_groups, rng)
    out.rng = Rng(rng.next64())
    return out


def _deal_piles(state: PandemicState, rng: Rng) -> list[int]:
    """Deal the unseen city and event cards into the piles, then put each pile's epidemic anywhere in it."""
    pool = sorted(c for c in state.player_deck if c != EPIDEMIC)
    _shuffle(pool, rng)
    deck: list[int] = []
    for size, epidemics in pile_contents(state):
        pile = [pool.pop() for _ in range(size - epidemics)]
        for _ in range(epidemics):
            pile.insert(rng.below(len(pile) + 1), EPIDEMIC)
        deck += pile
    return deck


def _shuffle_groups(deck: list[int], groups: list[int], rng: Rng) -> list[int]:
    out: list[int] = []
    start = 0
    for size in groups:
        group = sorted(deck[start:start + size])
        start += size
        _shuffle(group, rng)
        out += group
    return out


def _shuffle(seq: list[int], rng: Rng) -> None:
    """Fisher-Yates taking two 32-bit draws from each 64-bit number (searches determinize a lot;
    the bias, below 2**-26 for these sizes, does not matter to a search's sample)."""
    i = len(seq) - 1
    while i > 0:
        x = rng.next64()
        j = ((x & 0xFFFFFFFF) * (i + 1)) >> 32
        seq[i], seq[j] = seq[j], seq[i]
        i -= 1
        if i > 0:
            j = ((x >> 32) * (i + 1)) >> 32
            seq[i], seq[j] = seq[j], seq[i]
            i -= 1
