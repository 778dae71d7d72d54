"""Determinize: redraw everything a seat cannot see, consistently with its view.

* Need cards: per colour, the deck and the other seats' hands (and, while cards are assigned in
  secret, the cards on their pets) are pooled in sorted order, shuffled and dealt back in the same
  numbers; a seat already ready gets a random full assignment from its new hand.
* Other seats' secret groups: a ready seat gets random legal groups, a seat still grouping none.
* Exhibitions and customers not face up, with the unused tiles; the pet, cage, add-on and
  artifact decks.
"""

from __future__ import annotations

from meeple.engine import Rng

from .components import ASSIGN, CARD_COLOUR, MAX_GROUPS, POTION, bars
from .setup import visible_customer, visible_exhibition
from .state import PetzState


def determinize(state: PetzState, seat: int, rng: Rng) -> PetzState:
    """A copy of `state` with all that `seat` cannot see redrawn from `rng`."""
    s = state.copy()
    others = [o for o in range(s.players) if o != seat]
    if s.phase == ASSIGN:
        for o in others:
            _take_back(s, o)
    _redeal(s, others, rng)
    if s.phase == ASSIGN:
        for o in others:
            if s.ready[o]:
                _random_assignment(s, o, rng)
    if s.phase == "group":
        for o in others:
            _random_groups(s, o, rng)
    _retile(s, rng)
    for deck in (s.pet_deck, s.cage_deck, s.addon_deck, s.artifact_deck):
        deck.sort()
        rng.shuffle(deck)
    s.rng = Rng(rng.next64())
    return s


def _take_back(s: PetzState, o: int) -> None:
    for slot in range(4):
        for card, _f, _c in s.assigned[o][slot]:
            if card == POTION:
                s.held_potions[o] += 1
            else:
                s.hand[o].append(card)
        s.assigned[o][slot] = []
    s.hand[o].sort()


def _redeal(s: PetzState, others: list[int], rng: Rng) -> None:
    for colour in range(4):
        pool = list(s.decks[colour])
        counts = []
        for o in others:
            mine = [c for c in s.hand[o] if CARD_COLOUR[c] == colour]
            counts.append(len(mine))
            pool += mine
            s.hand[o] = [c for c in s.hand[o] if CARD_COLOUR[c] != colour]
        pool.sort()
        rng.shuffle(pool)
        for o, n in zip(others, counts, strict=True):
            s.hand[o] += pool[:n]
            del pool[:n]
        s.decks[colour] = pool
    for o in others:
        s.hand[o].sort()


def _random_assignment(s: PetzState, o: int, rng: Rng) -> None:
    for slot in s.pets(o):
        for colour in bars(s.kind[o][slot], s.size[o][slot]):
            choices = [c for c in s.hand[o] if CARD_COLOUR[c] == colour]
            card = choices[rng.below(len(choices))]
            s.hand[o].remove(card)
            s.assigned[o][slot].append([card, 0, colour])


def _random_groups(s: PetzState, o: int, rng: Rng) -> None:
    s.groups[o] = []
    s.making[o] = 0
    if not s.ready[o]:
        return
    imps, gold = s.imps[o], s.gold[o]
    for _ in range(rng.below(min(MAX_GROUPS, imps) + 1)):
        if imps == 0:
            break
        k = 1 + rng.below(imps)
        g = rng.below(gold + 1)
        s.groups[o].append([k, g])
        imps, gold = imps - k, gold - g


def _retile(s: PetzState, rng: Rng) -> None:
    for tiles, visible, unused in ((s.exhibitions, visible_exhibition, 0), (s.customers, visible_customer, 1)):
        hidden = [r for r, t in enumerate(tiles) if t >= 0 and not visible(s, r)]
        pool = sorted([tiles[r] for r in hidden] + s.unused_tiles[unused])
        rng.shuffle(pool)
        for r in hidden:
            tiles[r] = pool.pop()
        s.unused_tiles[unused] = sorted(pool)
