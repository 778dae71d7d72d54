"""Why an action is refused, in a sentence a player can read.

Only called for a well-formed action that `legal_actions` has refused. The
predicates of `planning` and `turn` build the legal lists; this module asks
them in order and returns the sentence of the first that fails, checking only
values of its own (a card or gear of the wrong type).
"""

from __future__ import annotations

from meeple.engine import Action

from .components import CARD_NAMES, COOLDOWN, HEAT, STRESS
from .planning import cards_to_play, has_shifted, is_planning, is_racing_seat, plans_now, shift_options
from .state import DISCARD, REACT, HeatState
from .track import finish_line, track_of
from .turn import (
    ADRENALINE_COOL,
    ADRENALINE_MOVE,
    BOOST,
    COOLDOWN_SYMBOL,
    SYMBOLS,
    discardable,
    drives_now,
    react_symbols,
)


def explain(state: HeatState, seat: int, action: Action) -> str:
    """The reason `action` is not legal for `seat` now."""
    kind = action["type"]
    if not is_racing_seat(state, seat):
        return "Your car has finished the race."
    if kind in ("shift", "play"):
        return _why_not_plan(state, seat, kind, action)
    if is_planning(state):
        return "The cars move once every driver has shifted and played cards; now shift and play yours."
    if not drives_now(state, seat):
        return "It is another car's turn to move."
    if kind == "react":
        return _why_not_react(state, seat, action["symbol"])
    if kind == "slipstream":
        return _why_not_slipstream(state, seat)
    if kind == "discard":
        return _why_not_discard(state, seat, action["card"])
    return "There is no step to end now."


def _why_not_plan(state: HeatState, seat: int, kind: str, action: Action) -> str:
    """A shift or a card refused."""
    if not is_planning(state):
        return "Gears are shifted and cards played at the start of a round, before the cars move."
    if not plans_now(state, seat):
        return "You have shifted and played your cards this round; wait for the other drivers."
    car = state.cars[seat]
    if kind == "shift":
        if has_shifted(car):
            return "You have already shifted this round; now play your cards."
        gear = action["gear"]
        if not isinstance(gear, int) or isinstance(gear, bool):
            return 'A shift is written {"type": "shift", "gear": 3}.'
        gears = ", ".join(str(g) for g in shift_options(car))
        if abs(gear - car.gear) == 2 and car.engine == 0:
            return "Shifting two gears costs 1 Heat, and your Engine is empty."
        return f"From gear {car.gear} you can shift to gear {gears}."
    if not has_shifted(car):
        return "Shift gears first (step 1), then play your cards."
    card = action["card"]
    if not isinstance(card, str) or card not in CARD_NAMES:
        return 'A card is written {"type": "play", "card": "3"}: one of 0-5, "H" (Heat) or "S" (Stress).'
    if card not in car.hand:
        return f"You hold no {CARD_NAMES[card]} card."
    assert card == HEAT and cards_to_play(car)
    return "Heat cards cannot be played while you still hold a playable card."


def _why_not_react(state: HeatState, seat: int, symbol: object) -> str:
    """A React symbol refused."""
    if state.step != REACT:
        return "The React step is over; you may discard cards or end your turn."
    if symbol not in SYMBOLS:
        return f"React symbols are {', '.join(SYMBOLS)}."
    car = state.cars[seat]
    if symbol in car.used:
        return "You have already used that symbol this turn."
    if symbol == COOLDOWN_SYMBOL and not COOLDOWN[car.gear]:
        return f"Gear {car.gear} gives no Cooldown (1st gear cools 3, 2nd gear 1)."
    if symbol == BOOST:
        return "Boosting costs 1 Heat, and your Engine is empty."
    if symbol in (ADRENALINE_MOVE, ADRENALINE_COOL) and not car.adrenaline:
        return "Only the last car to move (the last two with 5 or more cars) gets Adrenaline."
    assert symbol not in react_symbols(state, car)
    return "You hold no Heat card to cool down."


def _why_not_slipstream(state: HeatState, seat: int) -> str:
    """Step 6 refused."""
    if state.step != REACT:
        return "Slipstream comes before the corner checks; that moment has passed this turn."
    car = state.cars[seat]
    if car.pos + 2 > finish_line(track_of(state)):
        return "Slipstream can never take you across the finish line, nor after it."
    return "You can slipstream only beside another car or on the space just behind one."


def _why_not_discard(state: HeatState, seat: int, card: object) -> str:
    """Step 8 refused."""
    if state.step != DISCARD:
        return "You discard after the corner checks; finish the React step first."
    if card in (HEAT, STRESS):
        return "Heat and Stress cards can never be discarded."
    if not isinstance(card, str) or card not in CARD_NAMES:
        return 'A card is written {"type": "discard", "card": "1"}: one of 0-5.'
    assert card not in discardable(state.cars[seat])
    return f"You hold no {CARD_NAMES[card]} card."
