"""A driver's cards: drawing with reshuffles, "+" flips, paying and cooling Heat, replenishing.

When the draw deck runs out, the discard pile is shuffled (with `state.rng`)
into a new deck. A "+" symbol (a Stress card, a Boost) flips the top card
until one with the speed symbol turns up: that one joins the Play Area, the
others go to the discard pile.
"""

from __future__ import annotations

from bisect import insort

from meeple.engine import Rng

from .components import BASIC, HAND_SIZE, HEAT
from .state import Car
from .upgrades import is_sponsor


def draw(car: Car, rng: Rng) -> str | None:
    """The top card of the deck (reshuffling the discard pile first if the deck is empty)."""
    if not car.deck:
        if not car.discard:
            return None
        car.deck, car.discard = car.discard, []
        rng.shuffle(car.deck)
    return car.deck.pop()


def flip_for_speed(car: Car, rng: Rng) -> tuple[str | None, list[str]]:
    """Resolve one "+": the speed card kept (None if the driver owns none outside hand and play)
    and the cards discarded on the way."""
    skipped: list[str] = []
    car.plus += 1
    if not any(c in BASIC for c in car.deck) and not any(c in BASIC for c in car.discard):
        return None, skipped
    while True:
        card = draw(car, rng)
        assert card is not None
        if card in BASIC:
            car.play.append(card)
            return card, skipped
        car.discard.append(card)
        skipped.append(card)


def pay_heat(car: Car, amount: int) -> int:
    """Move up to `amount` Heat from the Engine to the discard pile; how many were paid."""
    paid = min(amount, car.engine)
    car.engine -= paid
    car.discard.extend([HEAT] * paid)
    return paid


def cool_down(car: Car, amount: int) -> int:
    """Move up to `amount` Heat cards from the hand back to the Engine; how many moved."""
    moved = 0
    while moved < amount and HEAT in car.hand:
        car.hand.remove(HEAT)
        car.engine += 1
        moved += 1
    return moved


def replenish(car: Car, rng: Rng, size: int = HAND_SIZE) -> None:
    """Step 9: the Play Area goes to the discard pile (sponsorship cards leave the game), then draw up
    to the hand size."""
    car.discard.extend(c for c in car.play if not is_sponsor(c))
    car.play = []
    while len(car.hand) < size:
        card = draw(car, rng)
        if card is None:
            return
        insort(car.hand, card)
