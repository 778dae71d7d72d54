"""Steps 3-9 of one car: reveal and move, adrenaline, react, slipstream, corners, discard, replenish.

The React step lists each symbol the car may still use this turn as
`{"type": "react", "symbol": s}` (s one of SYMBOLS), plus `{"type":
"slipstream"}` when step 6 is open (taking it ends the React step) and
`{"type": "done"}`. The Discard step lists `{"type": "discard", "card": c}` per
discardable card and `{"type": "done"}`.
"""

from __future__ import annotations

from bisect import insort
from itertools import combinations

from meeple.engine import Event

from . import garage, weather
from .cards import cool_down, flip_for_speed, pay_heat, replenish
from .championship import DISCARDED, event_discardable, event_of, hand_size
from .components import CARD_NAMES, COOLDOWN, HEAT, SPIN_STRESS, STRESS, TRACKS, Corner, is_discardable, speed_value
from .features import flood_heat, may_discard
from .planning import shift_heat
from .sponsors import SLIP_FROM, sponsor_gains
from .state import DISCARD, REACT, SALVAGE, SPEED, Car, HeatState
from .track import can_slipstream, corners_crossed, drive, fall_back, finish_line, space_of, track_of

COOLDOWN_SYMBOL = "cooldown"
BOOST = "boost"
ADRENALINE_MOVE = "adrenaline_move"
ADRENALINE_COOL = "adrenaline_cool"
REDUCE = "reduce"
SALVAGE_SYMBOL = "salvage"
ACCELERATE = "accelerate"
SUPER_COOL = "super_cool"
DRAFT_MOVE = "draft_move"
ROAD_COOL = "road_cool"
"""Marks a road's +1 Cooldown as used this turn (in `Car.used`, never an action)."""
SYMBOLS = (COOLDOWN_SYMBOL, BOOST, ADRENALINE_MOVE, ADRENALINE_COOL, REDUCE, SALVAGE_SYMBOL, ACCELERATE,
           SUPER_COOL, DRAFT_MOVE)
"""The last five come from upgrade cards (the Garage module; the last two from the expansions' cards)."""
SYMBOL_NAMES = {
    COOLDOWN_SYMBOL: "Cooldown", BOOST: "Boost (pay 1 Heat, +)",
    ADRENALINE_MOVE: "Adrenaline: +1 speed", ADRENALINE_COOL: "Adrenaline: cool 1 Heat",
    REDUCE: "Reduce Stress", SALVAGE_SYMBOL: "Salvage", ACCELERATE: "Accelerate (+1 speed per +)",
    SUPER_COOL: "Super Cool (Heat of the discard pile to the Engine)",
    DRAFT_MOVE: "Draft (up behind the car ahead)",
}


def card_list(cards: list[str]) -> str:
    """ "3, 4 and Stress"."""
    names = [CARD_NAMES[c] for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def name(car: Car, index: int) -> str:
    """How the log names a car: its driver, or the Legend."""
    return f"{{p{car.seat}}}" if car.seat is not None else f"Legend {index + 1}"


def turn_speed(car: Car) -> int:
    """Speed for the corner checks: the Play Area's values (with a Brakes choice and Accelerate), +1 for
    the Adrenaline bonus."""
    return sum(speed_value(c) for c in car.play) + car.extra + (1 if ADRENALINE_MOVE in car.used else 0)


def where(state: HeatState, car: Car) -> str:
    """ "space 14" or "past the finish line"."""
    track = track_of(state)
    if car.pos > finish_line(track):
        return "past the finish line"
    return f"space {space_of(track, car.pos)}"


def reveal(state: HeatState, index: int) -> tuple[list[Event], bool]:
    """Step 3 up to the move (with step 1's Heat for a double shift, the "+" flips and the upgrades'
    symbols). Returns the events and whether the hand was cluttered, in which case the car does not
    move, is in 1st gear and goes straight to step 9."""
    car = state.cars[index]
    who = name(car, index)
    events: list[Event] = []
    gear = car.plan_gear if car.plan_gear is not None else car.gear
    heat = shift_heat(state, car, gear)
    if heat:
        pay_heat(car, heat)
        flooded = " (flooded space)" if flood_heat(state, car, gear) else ""
        events.append(Event("shift", f"{who} shifts from gear {car.gear} to {gear}, paying {heat} Heat{flooded}"))
    elif gear != car.gear:
        events.append(Event("shift", f"{who} shifts from gear {car.gear} to {gear}"))
    car.gear, car.play, car.plan, car.plan_gear, car.ready = gear, car.plan, [], None, False
    car.start, car.used, car.adrenaline = car.pos, [], False
    car.extra, car.plus, car.pool = 0, 0, {}
    shown = card_list(car.play)
    if HEAT in car.play:
        car.gear = 1
        events.append(Event("clutter", f"{who} reveals {shown}: a cluttered hand, so the car stays put "
                            "and drops to gear 1", reveals=True))
        return events, True
    events.append(Event("reveal", f"{who} reveals {shown} in gear {gear}", reveals=True))
    plus = scrap = 0
    if garage.upgrades_on(state):
        paid, plus, scrap = garage.on_reveal(car, who)
        events += paid
    for source in ["Stress"] * car.play.count(STRESS) + ["+"] * plus:
        kept, skipped = flip_for_speed(car, state.rng)
        events.append(_flip_event(who, source, kept, skipped))
    events += garage.scrap_now(state, car, who, scrap)
    return events, False


def move(state: HeatState, index: int) -> list[Event]:
    """Step 3's move at the turn's speed (the blocked rule applies)."""
    car = state.cars[index]
    speed = turn_speed(car)
    drive(state, car, speed)
    moved = car.pos - car.start
    blocked = "" if moved == speed else f", blocked after {moved}"
    events = [Event("move", f"{name(car, index)} drives at speed {speed} to {where(state, car)}{blocked}",
                    data={"car": index, "speed": speed})]
    effect = weather.sector_effect(state, car) if state.weather is not None else None
    if effect is not None:
        events.append(Event("road", f"{name(car, index)} is in a sector with {weather.EFFECT_NAMES[effect]}"))
    return events


def choose_speed(state: HeatState, index: int, speed: int) -> list[Event]:
    """The Brakes' choice: the turn's speed among `garage.speed_choices`, then the move."""
    car = state.cars[index]
    car.extra += speed - turn_speed(car)
    state.step = REACT
    return [Event("brakes", f"{name(car, index)} chooses speed {speed}"), *move(state, index)]


def _flip_event(who: str, source: str, kept: str | None, skipped: list[str]) -> Event:
    """The log line of one "+" flip."""
    passed = f" (discarding {card_list(skipped)})" if skipped else ""
    got = f"flips {kept}" if kept else "finds no speed card"
    owner = f"{who}'s {source}" if source != "+" else f"{who}'s upgrade +"
    return Event("flip", f"{owner} {got}{passed}", reveals=True)


def react_symbols(state: HeatState, car: Car) -> list[str]:
    """The React symbols the car may still use this turn, each once."""
    out = []
    effect = weather.sector_effect(state, car) if state.weather is not None else None
    may_cool = effect != weather.NO_COOLDOWN and HEAT in car.hand
    if may_cool and cooldown_left(state, car):
        out.append(COOLDOWN_SYMBOL)
    if (car.engine > 0 or effect == weather.FREE_BOOST) and BOOST not in car.used:
        out.append(BOOST)
    if car.adrenaline:
        if ADRENALINE_MOVE not in car.used:
            out.append(ADRENALINE_MOVE)
        if may_cool and ADRENALINE_COOL not in car.used:
            out.append(ADRENALINE_COOL)
    if car.pool:
        if garage.reduce_open(car) and may_discard(state, car):
            out.append(REDUCE)
        if garage.salvage_open(car):
            out.append(SALVAGE_SYMBOL)
        if garage.accelerate_open(car):
            out.append(ACCELERATE)
        if garage.super_cool_open(car):
            out.append(SUPER_COOL)
        if garage.draft_distance(state, car):
            out.append(DRAFT_MOVE)
    return out


def cooldown_left(state: HeatState, car: Car) -> int:
    """The Cooldown still to use: the gear's (once a turn), the played upgrades' and a road's +1 where the
    car stands (once a turn; whether cooling is allowed at all is `react_symbols`' question)."""
    gear = COOLDOWN[car.gear] if COOLDOWN_SYMBOL not in car.used else 0
    return gear + car.pool.get("cool", 0) + (road_cool(state, car) if state.weather is not None else 0)


def road_cool(state: HeatState, car: Car) -> int:
    """The road's +1 Cooldown where the car stands, if not used this turn."""
    return int(ROAD_COOL not in car.used and weather.sector_effect(state, car) == weather.COOLING)


def react_open(state: HeatState, car: Car) -> bool:
    """Whether the React step offers anything: a symbol, a Direct Play card or the Slipstream."""
    if react_symbols(state, car) or slipstream_open(state, car):
        return True
    return garage.upgrades_on(state) and bool(garage.direct_cards(car))


def slipstream_open(state: HeatState, car: Car) -> bool:
    """Step 6 is possible now: once, never across or past the finish line, nowhere the road forbids it."""
    if state.champ is not None:
        event = event_of(state.champ)
        if event is not None and car.gear < event.slip_min_gear:
            return False
    return can_slipstream(state, car) and (state.weather is None
                                           or weather.sector_effect(state, car) != weather.NO_SLIPSTREAM)


def use_symbol(state: HeatState, index: int, symbol: str) -> list[Event]:
    """One React symbol."""
    car = state.cars[index]
    who = name(car, index)
    if symbol == REDUCE:
        return garage.reduce_stress(car, who)
    if symbol == SALVAGE_SYMBOL:
        garage.start_salvage(state)
        return [Event("salvage", f"{who} looks through the discard pile to salvage up to "
                      f"{car.pool['salvage']} card{'s' if car.pool['salvage'] > 1 else ''}")]
    if symbol == ACCELERATE:
        n = garage.accelerate(state, car)
        return [Event("accelerate", f"{who} accelerates: +{n} speed, to {where(state, car)}")]
    if symbol == SUPER_COOL:
        return garage.super_cool(car, who)
    if symbol == DRAFT_MOVE:
        n = garage.draft_move(state, car)
        return [Event("draft_move", f"{who} drafts {n} space{'s' if n > 1 else ''} up behind the car ahead, "
                      f"to {where(state, car)}", data={"car": index})]
    if symbol == COOLDOWN_SYMBOL:
        bonus = road_cool(state, car)
        n = cool_down(car, cooldown_left(state, car))
        if COOLDOWN_SYMBOL not in car.used:
            car.used.append(symbol)
        if bonus:
            car.used.append(ROAD_COOL)
        car.pool.pop("cool", None)
        road = " (with the road's +1 Cooldown)" if bonus else ""
        return [Event("cool", f"{who} cools {n} Heat back into the Engine{road}")]
    car.used.append(symbol)
    if symbol == ADRENALINE_COOL:
        cool_down(car, 1)
        return [Event("cool", f"{who} uses Adrenaline to cool 1 Heat")]
    if symbol == ADRENALINE_MOVE:
        drive(state, car, 1)
        return [Event("adrenaline", f"{who} uses Adrenaline: +1 speed, to {where(state, car)}")]
    free = free_boost(state, car)
    if not free:
        pay_heat(car, 1)
    kept, skipped = flip_for_speed(car, state.rng)
    events = [_flip_event(who, "Boost", kept, skipped)]
    if kept:
        drive(state, car, speed_value(kept))
    cost = "for free (the road's free Boost)" if free else "for 1 Heat"
    events.append(Event("boost", f"{who} boosts {cost} to {where(state, car)}"))
    return events


def free_boost(state: HeatState, car: Car) -> bool:
    """Whether the car stands in a Free Boost sector (its Boost pays no Heat)."""
    return weather.sector_effect(state, car) == weather.FREE_BOOST


def slipstream(state: HeatState, index: int, spaces: int = 2) -> list[Event]:
    """Step 6: two more spaces, or more with Slipstream boosts (blocked rule applies); not speed."""
    car = state.cars[index]
    bonus = weather.slip_bonus(state, car) if spaces > 2 else 0
    if state.champ is not None:
        car.used.append(f"{SLIP_FROM}{car.pos}")
    drive(state, car, spaces)
    road = f" ({spaces} spaces, the road adding up to +{bonus})" if bonus else ""
    return [Event("slipstream", f"{name(car, index)} slipstreams to {where(state, car)}{road}")]


def check_corners(state: HeatState, index: int) -> list[Event]:
    """Step 7: pay Heat for every corner line crossed too fast, in order; spin out when short."""
    car = state.cars[index]
    who = name(car, index)
    speed = turn_speed(car)
    shift = garage.adjust(car)
    events: list[Event] = []
    spun = False
    for line, corner in corners_crossed(track_of(state), car.start, car.pos):
        limit = weather.limit_of(state, corner) + shift
        excess = speed - limit
        if excess <= 0:
            continue
        extra = weather.overheat(state, corner)
        cost = excess + extra
        road = _road_note(state, corner, extra)
        if car.engine >= cost:
            pay_heat(car, cost)
            events.append(Event("corner", f"{who} takes the corner (limit {limit}{road}) at {speed}: "
                                f"{cost} Heat"))
            continue
        pay_heat(car, car.engine)
        stress = SPIN_STRESS[car.gear]
        for _ in range(stress):
            insort(car.hand, STRESS)
        fall_back(state, car, line)
        car.gear = 1
        spun = True
        events.append(Event("spin", f"{who} spins out at the corner (limit {limit}{road}) at {speed}: back to "
                            f"{where(state, car)}, {stress} Stress into hand, gear 1"))
        if state.champ is not None:
            events += _spin_eliminates(state, index)
        break
    if state.champ is not None:
        events += sponsor_gains(state, index, speed, shift, spun)
        events += _lap_heat_loss(state, car)
    return events


def _spin_eliminates(state: HeatState, index: int) -> list[Event]:
    """An event where a spin-out ends the car's race: it leaves the track and scores nothing."""
    event = event_of(state.champ)
    if state.champ is None or event is None or not event.spin_eliminates:
        return []
    state.cars[index].finished = True
    state.champ.out.append(index)
    return [Event("out", f"{name(state.cars[index], index)} is out of the race ({event.name})")]


def _lap_heat_loss(state: HeatState, car: Car) -> list[Event]:
    """The Pressure cooker: a lap completed this turn, before the last, removes one Heat card from the
    game: from the Engine, else the hand, the discard pile, the deck."""
    event = event_of(state.champ)
    if event is None or not event.lap_heat_loss:
        return []
    spaces = track_of(state).spaces
    done, before = max(0, (car.pos - 1) // spaces), max(0, (car.start - 1) // spaces)
    if not before < done < track_of(state).laps:
        return []
    if car.engine:
        car.engine -= 1
        return [Event("heat", f"{name(car, state.cars.index(car))} loses a Heat card from the Engine ({event.name})")]
    for pile in (car.hand, car.discard, car.deck):
        if HEAT in pile:
            pile.remove(HEAT)
            return [Event("heat", f"{name(car, state.cars.index(car))} loses a Heat card ({event.name})")]
    return []


def _road_note(state: HeatState, corner: Corner, extra: int) -> str:
    """How a corner's road condition changed its check, for the log ("" without one)."""
    token = weather.corner_token(state, corner)
    if token == weather.LIMIT_UP or token == weather.LIMIT_DOWN:
        return f", {weather.TOKEN_NAMES[token]} from the road"
    return ", +1 Heat for the road's Overheat" if extra else ""


def discardable(state: HeatState, car: Car) -> list[str]:
    """The distinct hand cards step 8 may discard (none in a tunnel)."""
    if TRACKS[state.track].tunnels and not may_discard(state, car):
        return []
    event = event_of(state.champ)
    if event is not None:
        return sorted({c for c in car.hand if event_discardable(event, car.used, c)})
    return sorted({c for c in car.hand if is_discardable(c)})


def discard_card(state: HeatState, index: int, card: str) -> list[Event]:
    """Step 8, one card."""
    car = state.cars[index]
    car.hand.remove(card)
    car.discard.append(card)
    if state.champ is not None:
        car.used.append(DISCARDED)
    return [Event("discard", f"{name(car, index)} discards {CARD_NAMES[card]}")]


def end_of_turn(state: HeatState, index: int) -> None:
    """Step 9 (Refreshed upgrades back on top of the deck first)."""
    car = state.cars[index]
    if garage.upgrades_on(state):
        garage.put_back_refreshed(car)
    car.extra, car.plus, car.pool = 0, 0, {}  # this turn's "+" count and upgrade symbols are spent or lost
    replenish(car, state.rng, hand_size(state.champ))


def drives_now(state: HeatState, seat: int) -> bool:
    """Whether the seat's car is the one taking steps 3-9 now."""
    car = state.active()
    return car is not None and car.seat == seat


def can_react(state: HeatState, seat: int, symbol: str) -> bool:
    """The seat's car is in its React step and may still use `symbol`."""
    return drives_now(state, seat) and state.step == REACT and symbol in react_symbols(state, state.cars[seat])


def can_slipstream_now(state: HeatState, seat: int) -> bool:
    """The seat's car is in its React step and step 6 is open."""
    return drives_now(state, seat) and state.step == REACT and slipstream_open(state, state.cars[seat])


def can_discard(state: HeatState, seat: int, card: str) -> bool:
    """The seat's car is in its Discard step and holds a discardable `card`."""
    return drives_now(state, seat) and state.step == DISCARD and card in discardable(state, state.cars[seat])


def can_end_step(state: HeatState, seat: int) -> bool:
    """The seat may end its React, Salvage or Discard step."""
    return drives_now(state, seat) and state.step in (REACT, SALVAGE, DISCARD)


def slip_distances(state: HeatState, car: Car) -> list[int]:
    """The distances a Slipstream may go now (empty when step 6 is closed)."""
    if not slipstream_open(state, car):
        return []
    if not garage.upgrades_on(state) and state.weather is None:
        return [2]
    boosts = garage.slip_boosts(car) if garage.upgrades_on(state) else []
    road = weather.slip_bonus(state, car)
    if road:
        boosts.append(road)
    if not boosts:
        return [2]
    totals = {2 + sum(chosen) for k in range(len(boosts) + 1) for chosen in combinations(boosts, k)}
    line = finish_line(track_of(state))
    return sorted(d for d in totals if car.pos + d <= line)


def can_slipstream_far(state: HeatState, seat: int, spaces: int) -> bool:
    """The seat's car is in its React step and may slipstream exactly `spaces`."""
    return can_slipstream_now(state, seat) and spaces in slip_distances(state, state.cars[seat])


def can_choose_speed(state: HeatState, seat: int, speed: int) -> bool:
    """The seat's car waits for its Brakes' choice and `speed` is one of the totals."""
    return drives_now(state, seat) and state.step == SPEED and speed in garage.speed_choices(state.cars[seat])


def can_direct(state: HeatState, seat: int, card: str) -> bool:
    """The seat's car is in its React step and may play `card` directly."""
    return drives_now(state, seat) and state.step == REACT and card in garage.direct_cards(state.cars[seat])


def direct_play(state: HeatState, index: int, card: str) -> list[Event]:
    """Direct Play: the card joins the Play Area with its speed and symbols; the car moves on."""
    car = state.cars[index]
    who = name(car, index)
    events, plus = garage.direct_play(state, car, who, card)
    for _ in range(plus):
        kept, skipped = flip_for_speed(car, state.rng)
        events.append(_flip_event(who, "+", kept, skipped))
        if kept:
            drive(state, car, speed_value(kept))
    drive(state, car, speed_value(card))
    events.append(Event("move", f"{who} drives on to {where(state, car)}", data={"car": index}))
    return events


def can_salvage(state: HeatState, seat: int, card: str) -> bool:
    """The seat's car is salvaging and `card` lies in its discard pile."""
    return drives_now(state, seat) and state.step == SALVAGE and card in state.cars[seat].discard


def salvage(state: HeatState, index: int, card: str) -> list[Event]:
    """One salvaged card into the deck; the Salvage ends (the deck shuffled) when used up."""
    car = state.cars[index]
    who = name(car, index)
    events = [Event("salvage", f"{who} salvages {CARD_NAMES[card]}")]
    if garage.salvage_pick(car, card):
        events += garage.end_salvage(state, car, who)
    return events


def can_refresh(state: HeatState, seat: int, card: str) -> bool:
    """The seat's car is in its Discard step and `card` in its Play Area has Refresh."""
    return drives_now(state, seat) and state.step == DISCARD and card in garage.refreshable(state.cars[seat])

