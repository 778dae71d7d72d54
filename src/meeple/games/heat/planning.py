"""Steps 1-2, done by every driver at once and face down: shift gears, then play gear-many cards.

A driver first shifts (`{"type": "shift", "gear": g}`: stay, one gear up or
down for free, or two for one Heat, paid when the car is revealed; shifting
down from a flooded space costs 1 Heat more, `features`), then
plays cards one at a time (`{"type": "play", "card": "3"}`) until as many lie
face down as the new gear. Heat cannot be played, except by a cluttered hand:
once no playable card is left in hand, the missing cards are Heat.
"""

from __future__ import annotations

from meeple.engine import Event

from .components import CARD_NAMES, GEARS, HEAT, TRACKS, is_playable
from .features import flood_heat, on_flooded
from .state import PLAN, Car, HeatState


def is_planning(state: HeatState) -> bool:
    """Whether the round is in steps 1-2."""
    return state.phase == PLAN


def is_racing_seat(state: HeatState, seat: int) -> bool:
    """Whether the seat's car is still on the track."""
    return not state.cars[seat].finished


def plans_now(state: HeatState, seat: int) -> bool:
    """Whether the seat still has steps 1-2 to do this round."""
    car = state.cars[seat]
    return state.phase == PLAN and not car.finished and not car.ready


def has_shifted(car: Car) -> bool:
    """Whether step 1 is done this round."""
    return car.plan_gear is not None


def shift_heat(state: HeatState, car: Car, gear: int) -> int:
    """The Heat a shift costs: 1 for two gears at once, 1 more for shifting down from a flooded space."""
    return (1 if abs(gear - car.gear) == 2 else 0) + flood_heat(state, car, gear)


def shift_options(state: HeatState, car: Car) -> list[int]:
    """The gears a driver may shift to: within two of the current one, whose Heat the Engine can pay
    (off a flooded space, only a two-gear shift costs: the common case, kept cheap)."""
    track = TRACKS[state.track]
    if not track.flooded or not on_flooded(track, car):
        return [g for g in GEARS if abs(g - car.gear) < 2 or (abs(g - car.gear) == 2 and car.engine > 0)]
    return [g for g in GEARS if abs(g - car.gear) <= 2 and shift_heat(state, car, g) <= car.engine]


def can_shift(state: HeatState, seat: int, gear: int) -> bool:
    """Step 1 is open and `gear` is reachable."""
    car = state.cars[seat]
    return plans_now(state, seat) and not has_shifted(car) and gear in shift_options(state, car)


def cards_to_play(car: Car) -> list[str]:
    """The distinct cards that may go face down next (Heat only once no playable card is left)."""
    if car.plan_gear is None or len(car.plan) >= car.plan_gear:
        return []
    playable = sorted({c for c in car.hand if is_playable(c)})
    return playable or ([HEAT] if HEAT in car.hand else [])


def can_play(state: HeatState, seat: int, card: str) -> bool:
    """Step 2 is open for the seat and `card` may be played now."""
    return plans_now(state, seat) and card in cards_to_play(state.cars[seat])


def shift(state: HeatState, seat: int, gear: int) -> list[Event]:
    """Step 1 (secret until the reveal)."""
    car = state.cars[seat]
    car.plan_gear = gear
    heat = shift_heat(state, car, gear)
    cost = f" for {heat} Heat" if heat else ""
    return [Event("shift", f"You shift to gear {gear}{cost}", to=(seat,))]


def play_card(state: HeatState, seat: int, card: str) -> list[Event]:
    """Step 2, one card; the last one completes the seat's plan."""
    car = state.cars[seat]
    car.hand.remove(card)
    car.plan.append(card)
    events = [Event("plan", f"You play {CARD_NAMES[card]} face down", to=(seat,))]
    if len(car.plan) == car.plan_gear:
        car.ready = True
        events.append(Event("ready", f"{{p{seat}}} has shifted and played cards"))
    return events
