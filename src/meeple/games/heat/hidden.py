"""Determinization: a race consistent with all one seat knows, the rest resampled.

For every driver, what nobody sees is the order of the deck and the discard
pile under its top card; of another driver, also the hand and, until that car
reveals, steps 1-2. So per car the unseen cards (deck, discard under the top,
and for another driver the hand and face-down plan) are pooled in sorted
order, shuffled and dealt back in the same sizes. Another driver's finished
plan is drawn anew (a gear it could shift to, then cards as step 2 allows);
a plan still in progress is taken back, to be chosen again in the search.
The Legend cards not yet turned over since the last reshuffle are known, their
order is not: they are shuffled. With the Garage the upgrade deck's order is
unknown (its cards are: all 48 less the markets seen), so it is shuffled; the
market and the picks are public. While the seat itself salvages it has seen
its own discard pile: its deck is still dealt anew, its discard pile kept.
"""

from __future__ import annotations

from meeple.engine import Rng

from .components import HEAT, is_playable
from .planning import shift_options
from .state import SALVAGE, Car, HeatState


def determinize(state: HeatState, seat: int, rng: Rng) -> HeatState:
    """A copy with every unseen card and other drivers' hidden plans resampled, and a fresh Rng."""
    out = state.clone()
    for car in out.cars:
        if car.seat is None:
            continue
        if car.seat == seat and state.step == SALVAGE and state.active() is state.cars[out.cars.index(car)]:
            car.deck.sort()
            rng.shuffle(car.deck)
        elif car.seat == seat:
            _reshuffle(car, rng, [], 0)
        else:
            _resample_other(out, car, rng)
    if out.legends is not None:
        out.legends.deck.sort()
        rng.shuffle(out.legends.deck)
    if out.garage is not None:
        out.garage.deck.sort()
        rng.shuffle(out.garage.deck)
    if out.champ is not None:  # the sponsorship deck's order is unknown to everyone
        out.champ.sponsors.sort()
        rng.shuffle(out.champ.sponsors)
    out.rng = Rng(rng.next64())
    return out


def _reshuffle(car: Car, rng: Rng, extra: list[str], hand_size: int) -> list[str]:
    """Deal deck, discard under its top and `extra` anew; returns the `hand_size` cards for the hand.

    Only the hand and the deck are drawn fairly (`shuffle_tail`); what is left is the discard pile,
    whose order under the top card no rule reads (it is shuffled again before it becomes a deck).
    """
    top = car.discard[-1:]
    pool = sorted(car.deck + car.discard[:-1] + extra)
    dealt = hand_size + len(car.deck)
    rng.shuffle_tail(pool, dealt)
    under = len(pool) - dealt
    hand = pool[under:under + hand_size]
    car.deck = pool[under + hand_size:]
    car.discard = pool[:under] + top
    return hand


def _resample_other(state: HeatState, car: Car, rng: Rng) -> None:
    """Another driver: new hand, and a new plan if one lies face down."""
    held = car.hand + car.plan
    cards = _reshuffle(car, rng, held, len(held))
    if not car.ready:
        car.hand, car.plan, car.plan_gear = sorted(cards), [], None
        return
    gear = rng.choice(shift_options(state, car))
    plan = [c for c in cards if is_playable(c)][:gear]  # `cards` come shuffled: their first playable are a fair pick
    while len(plan) < gear:
        plan.append(HEAT)
    for c in plan:
        cards.remove(c)
    car.hand, car.plan, car.plan_gear = sorted(cards), plan, gear
