"""Patrol decks: one per floor, a card per square, set-aside cards, reshuffles that speed guards up."""

from __future__ import annotations

from meeple.engine import Event

from .components import LOST_VISUAL, MAX_GUARD_DIE, PATROL_DISCARDS
from .log import say
from .state import BurgleState, Deck


def new_deck(s: BurgleState, floor: int) -> Deck:
    """A shuffled patrol deck for a floor with the player-count cards set aside face down."""
    cards = list(s.layout.floor_squares(floor))
    if s.options["lost_visual"]:
        cards.append(LOST_VISUAL)
    deck = Deck(cards)
    _shuffle_and_set_aside(s, deck)
    return deck


def _shuffle_and_set_aside(s: BurgleState, deck: Deck) -> None:
    s.rng.shuffle(deck.cards)
    k = min(PATROL_DISCARDS[s.players], len(deck.cards) - 1)
    deck.removed = deck.cards[len(deck.cards) - k:] if k else []
    del deck.cards[len(deck.cards) - k:]
    deck.top_known = deck.bottom_known = 0


def reshuffle(s: BurgleState, floor: int, events: list[Event]) -> None:
    """An empty deck: all its cards shuffled anew, cards set aside again, the guard one faster."""
    deck = s.patrol[floor]
    deck.cards = deck.cards + deck.discard + deck.removed
    deck.discard, deck.removed = [], []
    _shuffle_and_set_aside(s, deck)
    guard = s.guards[floor]
    guard.die = min(MAX_GUARD_DIE, guard.die + 1)
    say(events, "patrol_reshuffle", f"The floor {floor + 1} patrol deck is reshuffled: "
        f"the guard's die goes up to {guard.die}.", reveals=True, floor=floor, die=guard.die)


def draw(s: BurgleState, floor: int, events: list[Event]) -> int:
    """The next patrol card of a floor (reshuffling first when empty); it goes face up on the discard."""
    deck = s.patrol[floor]
    if not deck.cards:
        reshuffle(s, floor, events)
    card = deck.draw()
    deck.discard.append(card)
    return card if card == LOST_VISUAL else card + floor * s.layout.squares
