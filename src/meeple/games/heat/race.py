"""The race: the grid, the round's two halves, the finish and the Hall of Fame.

Each round every driver still racing plans (steps 1-2, `planning`); then the
cars take steps 3-9 one at a time from the front (`turn`). `advance` runs
everything that needs no decision and stops at the next one. Cars that have
crossed the finish line leave the track at the end of the round, furthest
ahead first; the race is over when every driver's car has finished. Legend
cars (`legends`) take their turn in the same order, with no steps 4-9.
"""

from __future__ import annotations

from meeple.engine import Event, Rng

from .cards import replenish
from .championship import event_of, hand_size, next_race_deck, race_event
from .components import LEGEND_CARDS, starting_deck
from .garage import new_garage, refreshable, speed_choices, upgrades_on
from .legends import legend_turn
from .sponsors import draw_sponsors
from .state import DISCARD, DRAFT, MOVE, OVER, PLAN, REACT, SALVAGE, SPEED, START, Car, Championship, HeatState, Legends
from .track import ahead_key, finish_line, on_track, track_of
from .turn import check_corners, discardable, end_of_turn, move, name, react_open, reveal
from .weather import draw_weather, setup_cards, weather_events

MAX_ROUNDS = 100
"""A safety bound, far beyond any real race (about 10-20 rounds): then the race stops where the cars are."""


def new_race(players: int, track_id: str, seed: int, fill_to: int = 0, pro: int = 0,
             aggressive: bool = False, garage: bool = False, weather: bool = False,
             champ: Championship | None = None, owned: list[list[str]] | None = None,
             expansions: bool = False) -> HeatState:
    """Cars on the grid in a random order, decks shuffled, 7 cards in hand, gear 1; with Legends, Legend
    cars (after the drivers' cars) up to `fill_to` cars and the shuffled Legend deck. With the Garage
    the race begins with the Draft: decks without upgrades, no hands yet. With the Weather module the
    tile and the road condition tokens are drawn first and the tile changes every driver's cards.
    In a championship the circuit is the season's current race as its event changes it, and from the
    second race on `owned` gives each driver's cards kept from the last race (see `season`). `expansions`
    adds the expansions' 12 upgrade cards to the Garage's deck."""
    rng = Rng(seed)
    state = HeatState(players, rng, track_id, [], champ=champ)
    track = track_of(state)
    total = max(players, fill_to)
    grid = list(range(total))
    rng.shuffle(grid)
    sky = draw_weather(rng, track) if weather else None
    cars = [Car(seat if seat < players else None, 0, 0) for seat in range(total)]
    drafting = garage
    for row, index in enumerate(grid):
        car = cars[index]
        car.pos, car.spot = -(row // 2), row % 2
        if car.seat is None:
            continue
        car.engine = track.heat
        if owned is not None and champ is not None:
            car.deck = next_race_deck(owned[car.seat], champ.own_heat[car.seat], track)
        else:
            car.deck = starting_deck(track, garage)
        if sky is not None:
            setup_cards(sky, car)
        if champ is not None:
            draw_sponsors(state, car, race_event(champ.season, champ.race).sponsors)
        if not drafting:
            rng.shuffle(car.deck)
            replenish(car, rng, hand_size(champ))
    legends = None
    if total > players:
        deck = list(range(len(LEGEND_CARDS)))
        rng.shuffle(deck)
        legends = Legends(deck, None, pro, aggressive)
    state.cars, state.started, state.legends, state.weather = cars, len(cars), legends, sky
    if garage and owned is None:
        new_garage(state, expansions)
    return state


def adrenaline_cars(state: HeatState) -> int:
    """The last car to move gets Adrenaline; the last two when 5 or more cars started (none in a
    championship race whose event says so)."""
    if state.champ is not None:
        event = event_of(state.champ)
        if event is not None and event.no_adrenaline:
            return 0
    return 2 if state.started >= 5 else 1


def waiting_cars(state: HeatState) -> list[int]:
    """Drivers' cars still to plan this round."""
    return [i for i, c in enumerate(state.cars) if c.seat is not None and not c.finished and not c.ready]


def advance(state: HeatState) -> list[Event]:
    """Play out everything automatic until a driver must decide (or the race ends)."""
    events: list[Event] = []
    while state.phase != OVER:
        if state.phase == DRAFT:
            return events
        if state.phase == PLAN:
            if waiting_cars(state):
                return events
            _start_moves(state, events)
            continue
        car = state.active()
        if car is None:
            _end_round(state, events)
            continue
        index = state.order[state.turn]
        if car.seat is None:
            events += legend_turn(state, index)
            state.turn += 1
            continue
        if state.step == START:
            revealed, cluttered = reveal(state, index)
            events += revealed
            if cluttered:
                next_car(state, index)
                continue
            car.adrenaline = state.turn >= len(state.order) - adrenaline_cars(state)
            if upgrades_on(state) and len(speed_choices(car)) > 1:
                state.step = SPEED
                return events
            events += move(state, index)
            state.step = REACT
        if state.step in (SPEED, SALVAGE):
            return events
        if state.step == REACT:
            if react_open(state, car):
                return events
            end_react(state, index, events)
        if discardable(state, car) or (upgrades_on(state) and refreshable(car)):
            return events
        next_car(state, index)
    return events


def end_react(state: HeatState, index: int, events: list[Event]) -> None:
    """Leave steps 5-6: check the corners (step 7), then on to Discard."""
    events += check_corners(state, index)
    state.step = DISCARD


def next_car(state: HeatState, index: int) -> None:
    """Step 9 for this car, then the next car behind."""
    end_of_turn(state, index)
    state.turn += 1
    state.step = START


def _start_moves(state: HeatState, events: list[Event]) -> None:
    """All plans are in: the cars take steps 3-9 from the front."""
    state.phase = MOVE
    state.order = [state.cars.index(c) for c in sorted(on_track(state), key=ahead_key, reverse=True)]
    state.turn = 0
    state.step = START
    if state.legends is not None:
        state.legends.card = None
    if state.round == 1 and state.weather is not None:
        events += weather_events(state)
    events.append(Event("round", f"Round {state.round}: the cars move from the front"))


def _end_round(state: HeatState, events: list[Event]) -> None:
    """Finished cars leave for the Hall of Fame; then the next round or the end."""
    line = finish_line(track_of(state))
    done = sorted((c for c in on_track(state) if c.pos > line), key=ahead_key, reverse=True)
    for car in done:
        index = state.cars.index(car)
        car.finished = True
        state.hall.append(index)
        events.append(Event("finish", f"{name(car, index)} finishes in place {len(state.hall)}"))
    drivers_left = [c for c in state.cars if c.seat is not None and not c.finished]
    if not drivers_left or state.round >= MAX_ROUNDS:
        state.phase = OVER
        events.append(Event("over", "The race is over"))
        return
    state.round += 1
    state.phase = PLAN
    state.order = []


def standings(state: HeatState) -> list[int]:
    """Car indices from first to last: the Hall of Fame, then the cars on track from the front."""
    rest = sorted(on_track(state), key=ahead_key, reverse=True)
    return state.hall + [state.cars.index(c) for c in rest]

