"""Why an action is refused, in a sentence a player can read.

Only called for a well-formed action that `legal_actions` has refused. The
predicates of `planning` and `turn` build the legal lists; this module asks
them in order and returns the sentence of the first that fails, checking only
values of its own (a card or gear of the wrong type).
"""

from __future__ import annotations

from meeple.engine import Action

from .championship import DISCARDED, event_discardable, event_of
from .components import CARD_NAMES, GEARS, HEAT, STRESS
from .features import flood_heat, in_tunnel
from .garage import direct_cards, draft_values, picker, speed_choices, upgrades_on
from .planning import cards_to_play, has_shifted, is_planning, is_racing_seat, plans_now, shift_heat, shift_options
from .state import DISCARD, DRAFT, REACT, SALVAGE, SPEED, Car, HeatState
from .track import can_slipstream, finish_line, track_of
from .turn import (
    ACCELERATE,
    ADRENALINE_COOL,
    ADRENALINE_MOVE,
    BOOST,
    COOLDOWN_SYMBOL,
    DRAFT_MOVE,
    REDUCE,
    SALVAGE_SYMBOL,
    SUPER_COOL,
    SYMBOLS,
    cooldown_left,
    discardable,
    drives_now,
    react_symbols,
    slip_distances,
)
from .upgrades import upgrade
from .weather import NO_COOLDOWN, NO_SLIPSTREAM, sector_effect


def explain(state: HeatState, seat: int, action: Action) -> str:
    """The reason `action` is not legal for `seat` now."""
    kind = action["type"]
    needs = state.garage is not None if kind in ("draft", "salvage") else upgrades_on(state)
    if kind in ("draft", "speed", "direct", "salvage", "refresh") and not needs:
        return "That needs the Garage module, which this table does not use."
    if kind == "draft" or state.phase == DRAFT:
        return _why_not_draft(state, seat, kind, action)
    if not is_racing_seat(state, seat):
        return "Your car has finished the race."
    if kind in ("shift", "play"):
        return _why_not_plan(state, seat, kind, action)
    if is_planning(state):
        return "The cars move once every driver has shifted and played cards; now shift and play yours."
    if not drives_now(state, seat):
        return "It is another car's turn to move."
    if state.step == SPEED and kind != "speed":
        return "First choose the speed of your Brakes."
    if kind == "speed":
        return _why_not_speed(state, seat, action["speed"])
    if state.step == SALVAGE and kind not in ("salvage", "done"):
        return "Finish the Salvage first: pick cards of your discard pile, or end it."
    if kind == "salvage":
        if state.step != SALVAGE:
            return "Salvage picks come after using a Salvage symbol in the React step."
        return "That card is not in your discard pile."
    if kind == "direct":
        return _why_not_direct(state, seat, action["card"])
    if kind == "refresh":
        if state.step != DISCARD:
            return "Refresh is chosen at the end of your turn, after the corner checks."
        return "Only a card with Refresh in your Play Area can go back on top of your deck."
    if kind == "react":
        return _why_not_react(state, seat, action["symbol"])
    if kind == "slipstream":
        return _why_not_slipstream(state, seat, action)
    if kind == "discard":
        return _why_not_discard(state, seat, action["card"])
    return "There is no step to end now."


def _why_not_draft(state: HeatState, seat: int, kind: str, action: Action) -> str:
    """A pick refused, or another action during the Draft."""
    if state.phase != DRAFT:
        return "The Draft is over: upgrades are drafted before the race starts."
    if kind != "draft":
        return "The race starts after the Draft; pick an upgrade when it is your turn."
    pick = picker(state)
    if pick is None or state.cars[pick].seat != seat:
        return "It is another driver's turn to pick an upgrade."
    return "That card is not in the market."


def _why_not_speed(state: HeatState, seat: int, speed: object) -> str:
    """A Brakes choice refused."""
    if state.step != SPEED:
        return "A speed is chosen only when your revealed Brakes allow several."
    shown = ", ".join(str(v) for v in speed_choices(state.cars[seat]))
    return f"Your cards allow speed {shown}."


def _why_not_direct(state: HeatState, seat: int, card: object) -> str:
    """A Direct Play refused."""
    if state.step != REACT:
        return "Direct Play is a React step choice."
    car = state.cars[seat]
    up = upgrade(card) if isinstance(card, str) else None
    if up is None or not up.direct:
        return "Only an upgrade with the Direct Play symbol can be played in the React step."
    if card not in car.hand:
        return "You do not hold that card."
    assert card not in direct_cards(car)
    return f"That card costs {up.heat} Heat, and your Engine is empty."


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
        gears = ", ".join(str(g) for g in shift_options(state, car))
        heat = shift_heat(state, car, gear)
        if gear in GEARS and abs(gear - car.gear) <= 2 and heat > car.engine:
            if flood_heat(state, car, gear):
                return (f"Your car starts the round on a flooded space: shifting down to gear {gear} costs "
                        f"{heat} Heat, and your Engine holds {car.engine}.")
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
    symbols = SYMBOLS if upgrades_on(state) else SYMBOLS[:4]
    if symbol not in symbols:
        return f"React symbols are {', '.join(symbols)}."
    car = state.cars[seat]
    if symbol == REDUCE and car.pool.get(REDUCE, 0) and in_tunnel(state, car):
        return "Your car is in a tunnel: Reduce Stress would discard from your hand, which a tunnel forbids."
    if symbol in (REDUCE, SALVAGE_SYMBOL, ACCELERATE, SUPER_COOL):
        return _why_not_pooled(car, symbol)
    if symbol == DRAFT_MOVE:
        if not draft_values(car):
            return "None of the cards in your Play Area has that symbol left to use this turn."
        return (f"A Draft of up to {sum(draft_values(car))} spaces must end on the space just behind a car, "
                "through spaces with no car at all: there is none within reach.")
    effect = sector_effect(state, car)
    if symbol in (COOLDOWN_SYMBOL, ADRENALINE_COOL) and effect == NO_COOLDOWN and HEAT in car.hand \
            and (symbol == COOLDOWN_SYMBOL or car.adrenaline):
        return "Your car is in a sector whose weather forbids any Cooldown."
    if symbol in car.used and not (symbol == COOLDOWN_SYMBOL and cooldown_left(state, car)):
        return "You have already used that symbol this turn."
    if symbol == COOLDOWN_SYMBOL and not cooldown_left(state, car):
        return f"Gear {car.gear} gives no Cooldown (1st gear cools 3, 2nd gear 1)."
    if symbol == BOOST:
        return "Boosting costs 1 Heat, and your Engine is empty."
    if symbol in (ADRENALINE_MOVE, ADRENALINE_COOL) and not car.adrenaline:
        return "Only the last car to move (the last two with 5 or more cars) gets Adrenaline."
    assert symbol not in react_symbols(state, car)
    return "You hold no Heat card to cool down."


def _why_not_pooled(car: Car, symbol: str) -> str:
    """An upgrade symbol of the React step refused."""
    if not car.pool.get("accelerate" if symbol == ACCELERATE else symbol, 0):
        return "None of the cards in your Play Area has that symbol left to use this turn."
    if symbol == REDUCE:
        return "You hold no Stress card."
    if symbol in (SALVAGE_SYMBOL, SUPER_COOL):
        return "Your discard pile is empty."
    return 'Accelerate adds 1 per "+" used this turn, and you have used none yet.'


def _why_not_slipstream(state: HeatState, seat: int, action: Action) -> str:
    """Step 6 refused."""
    if state.step != REACT:
        return "Slipstream comes before the corner checks; that moment has passed this turn."
    car = state.cars[seat]
    spaces = action.get("spaces", 2)
    if not isinstance(spaces, int) or isinstance(spaces, bool):
        return 'A slipstream is written {"type": "slipstream"} or {"type": "slipstream", "spaces": 4}.'
    if car.pos + max(spaces, 2) > finish_line(track_of(state)):
        return "Slipstream can never take you across the finish line, nor after it."
    if not can_slipstream(state, car):
        return "You can slipstream only beside another car or on the space just behind one."
    if sector_effect(state, car) == NO_SLIPSTREAM:
        return "Your car is in a sector whose weather forbids slipstreaming."
    event = event_of(state.champ)
    if event is not None and car.gear < event.slip_min_gear:
        return f"{event.name}: slipstreaming needs gear {event.slip_min_gear} or higher in this race."
    if spaces == 2:
        return 'A slipstream of 2 spaces is written {"type": "slipstream"}.'
    distances = slip_distances(state, car)
    if distances == [2]:
        return "A slipstream moves 2 spaces."
    shown = ", ".join(str(d) for d in distances)
    return f"With the Slipstream boosts of your played cards and the road you can slipstream {shown} spaces."


def _why_not_discard(state: HeatState, seat: int, card: object) -> str:
    """Step 8 refused."""
    if state.step != DISCARD:
        return "You discard after the corner checks; finish the React step first."
    event = event_of(state.champ)
    if event is not None and isinstance(card, str) and not event_discardable(event, state.cars[seat].used, card):
        if event.max_discards is not None and state.cars[seat].used.count(DISCARDED) >= event.max_discards:
            return f"{event.name}: at most {event.max_discards} card may be discarded this turn."
        return f"{event.name}: {CARD_NAMES.get(card, card)} cards cannot be discarded in this race."
    if event is None and card in (HEAT, STRESS):
        return "Heat and Stress cards can never be discarded."
    if not isinstance(card, str) or card not in CARD_NAMES:
        return 'A card is written {"type": "discard", "card": "1"}: one of 0-5.'
    if in_tunnel(state, state.cars[seat]):
        return "Your car is in a tunnel: no card can be discarded from your hand there."
    assert card not in discardable(state, state.cars[seat])
    return f"You hold no {CARD_NAMES[card]} card."
