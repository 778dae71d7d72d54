"""Determinize: the other players' hands and the deck's order redrawn from what a seat cannot see.

A seat knows which cards are face up (market, courts), its own hand, how many cards each other hand
holds, and how the deck was built: each of the six piles held a known mix (court cards only, two
events, or an event and a Dominance Check), and every card dealt so far came off a known pile.
So each pile's remaining mix of court cards, events and Dominance Checks is known; which ones,
and in what order, is not. The unseen court cards (others' hands and the deck) are shuffled
together and dealt back into the same hand sizes and court slots; the unseen events (in the deck or
left out of the game) likewise. Wakhan's AI deck is reshuffled too, under a top card of the same
visible back.
"""

from __future__ import annotations

from meeple.engine import Rng

from .components import is_dominance, is_event
from .state import PaxState


def _shown(state: PaxState) -> set[int]:
    """Hand cards everyone has seen: the card a player is bribing to play."""
    step = state.step
    if step is not None and step.get("after") and step["after"][0] == "play":
        return {step["after"][1]}
    return set()


def _ai_deck(deck: list[int], rng: Rng) -> list[int]:
    """Wakhan's AI deck reshuffled, keeping on top a card whose back is the one everyone sees."""
    from .wakhan import AI_CARDS

    seen = AI_CARDS[deck[-1]]
    same = sorted(c for c in deck if (AI_CARDS[c].columns, AI_CARDS[c].rows) == (seen.columns, seen.rows))
    top = same[rng.below(len(same))]
    rest = sorted(c for c in deck if c != top)
    rng.shuffle(rest)
    return [*rest, top]


def determinize(state: PaxState, seat: int, rng: Rng) -> PaxState:
    """A copy in which all `seat` cannot see is resampled from `rng`."""
    out = state.copy()
    shown = _shown(state)
    court_pool = sorted([c for c in out.deck if not is_event(c)]
                        + [c for s in range(out.players) if s != seat for c in out.hands[s] if c not in shown])
    event_pool = sorted([c for c in out.deck if is_event(c) and not is_dominance(c)] + out.boxed)
    dc_pool = sorted(c for c in out.deck if is_dominance(c))
    rng.shuffle(court_pool)
    rng.shuffle(event_pool)
    rng.shuffle(dc_pool)
    for s in range(out.players):
        if s != seat:
            keep = [c for c in out.hands[s] if c in shown]
            n = len(out.hands[s]) - len(keep)
            out.hands[s] = sorted(keep + court_pool[:n])
            del court_pool[:n]
    bounds = [*out.piles, len(state.deck) + 10000]
    deck: list[int] = []
    for i in range(len(out.piles)):
        lo, hi = bounds[i], min(bounds[i + 1], len(state.deck))
        if lo >= hi:
            continue
        pile = []
        for c in state.deck[lo:hi]:
            if is_dominance(c):
                pile.append(dc_pool.pop())
            elif is_event(c):
                pile.append(event_pool.pop())
            else:
                pile.append(court_pool.pop())
        rng.shuffle(pile)
        deck.extend(pile)
    out.deck = deck
    out.boxed = sorted(event_pool)
    if out.ai_deck:
        out.ai_deck = _ai_deck(out.ai_deck, rng)
    out.rng = Rng(rng.next64())
    return out
