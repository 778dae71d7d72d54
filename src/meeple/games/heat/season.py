"""A championship as one long game: the season's races one after another in the same state.

When a race is over its drivers score by finishing place (with the event's bonus), the log says the
result, and unless it was the season's last race the next one is set up in place: the next circuit
and event, each driver's own cards carried over (`championship.next_race_deck`), a fresh grid.
"""

from __future__ import annotations

from meeple.engine import Event, Outcome, Rng

from .championship import SEASONS, SPONSOR_COPIES, race_event, race_points, season_ranking
from .components import HEAT, TRACKS
from .garage import one_more_pick
from .race import new_race, standings
from .state import OVER, Championship, HeatState
from .upgrades import BASE_SPONSORS, EXPANSION_SPONSORS

SEED_SPAN = 1 << 62


def new_season(players: int, season: str, seed: int, fill_to: int = 0, pro: int = 0,
               aggressive: bool = False, garage: bool = False, weather: bool = False,
               expansions: bool = False) -> HeatState:
    """The first race of `season`, with the shuffled sponsorship deck (with `expansions` the expansions'
    two sponsorship cards too, and their upgrades in the Garage's deck)."""
    rng = Rng(seed)
    codes = BASE_SPONSORS + (EXPANSION_SPONSORS if expansions else ())
    sponsors = [code for code in codes for _ in range(SPONSOR_COPIES)]
    rng.shuffle(sponsors)
    champ = Championship(season, sponsors=sponsors, own_heat=[0 if garage else 1] * players)
    return new_race(players, SEASONS[season].races[0][0], rng.next64() % SEED_SPAN, fill_to, pro, aggressive,
                    garage, weather, champ, expansions=expansions)


def races(champ: Championship) -> int:
    """How many races the season has."""
    return len(SEASONS[champ.season].races)


def totals(champ: Championship, players: int) -> list[int]:
    """Each car's championship points so far (the first `players` cars: the drivers')."""
    return [sum(p[s] for p in champ.points) for s in range(players)]


def season_over(state: HeatState) -> bool:
    """The season's last race has been run and scored."""
    champ = state.champ
    return champ is not None and champ.race + 1 == races(champ) and len(champ.points) > champ.race


def after_race(state: HeatState) -> list[Event]:
    """Once a race is over: score it, say so, and set up the next race (nothing otherwise)."""
    champ = state.champ
    if champ is None or state.phase != OVER or len(champ.points) > champ.race:
        return []
    event = race_event(champ.season, champ.race)
    order = standings(state) + champ.out
    places = [order.index(s) for s in range(len(state.cars))]   # Legends score too (a solo season needs them)
    points = [race_points(event, places[s], s in champ.out) for s in range(len(state.cars))]
    champ.points.append(points)
    champ.places.append(places)
    circuit = TRACKS[state.track].name
    result = ", ".join((f"{{p{s}}} out" if s in champ.out else f"{{p{s}}} {places[s] + 1}.")
                       + f" ({points[s]} point{'' if points[s] == 1 else 's'})"
                       for s in sorted(range(state.players), key=places.__getitem__))
    events = [Event("championship", f"Race {champ.race + 1} ({circuit}, {event.name}): {result}",
                    data={"points": points[: state.players]})]
    if champ.race + 1 >= races(champ):
        return events
    if state.garage is not None:
        for index, picks in state.garage.picks.items():
            seat = state.cars[index].seat
            if seat is not None:
                champ.own_heat[seat] = picks.count(HEAT)
    owned = [c.hand + c.deck + c.discard + c.play + c.plan for c in state.cars[: state.players]]
    champ.race += 1
    champ.out = []
    track_id = SEASONS[champ.season].races[champ.race][0]
    legends = state.legends
    fill_to = len(state.cars) if legends is not None else 0
    nxt = new_race(state.players, track_id, state.rng.next64() % SEED_SPAN, fill_to,
                   legends.pro if legends is not None else 0, legends.aggressive if legends is not None else False,
                   state.garage is not None, state.weather is not None, champ, owned)
    old_garage = state.garage
    vars(state).update(vars(nxt))
    events.append(Event("championship", f"Race {champ.race + 1}: {TRACKS[track_id].name}, "
                        f"{race_event(champ.season, champ.race).name}", reveals=True))
    if old_garage is not None:
        events += one_more_pick(state, old_garage)
    return events


def season_outcome(state: HeatState) -> Outcome | None:
    """Once the season is over: the season's points, ties to the better place in the last race."""
    champ = state.champ
    if champ is None or not season_over(state):
        return None
    points = totals(champ, state.players)
    last = champ.places[-1]
    ranking = season_ranking(points, last)
    notes = "Championship: " + ", ".join(f"{{p{s}}} {points[s]}" for s in ranking)
    if state.players == 1 and len(state.cars) > 1:   # alone against the Legends: champion or not
        every = totals(champ, len(state.cars))
        won = season_ranking(every, last)[0] == 0
        legends = ", ".join(f"Legend {i + 1} {every[i]}" for i in range(1, len(every)))
        return Outcome.team(won, 1, float(points[0]), notes=f"{notes}; {legends}")
    return Outcome.from_scores(points, tiebreaks=[[len(state.cars) - last[s]] for s in range(state.players)],
                               notes=notes, tiebreak_names=("cars beaten or equalled in the last race",))
