"""What each seat (and a spectator) sees.

Public: the track, every car's place, gear, Engine count, hand size, deck
size, discard size and top card (nobody may browse a discard pile), and the
revealed Play Area of the car moving now. Hidden: every hand but your own,
every deck's order, the discard piles under their top cards, and steps 1-2 of
each other driver (the new gear and the face-down cards) until that car
reveals. A driver who shifts two gears pays the Heat at the reveal, so the
Engine count gives nothing away either. With Legends: the Legend card turned
over this round and the size of the Legend deck, never its order. With the
Garage: the Draft's market, whose pick it is and every driver's picks (all
public, as at the table), the size of the upgrade deck (its order hidden), the
names of the upgrade cards the view shows, and while the seat salvages its own
discard pile; with the expansions' upgrades, how far the moving car's Draft
would go now (`draft`, 0 when no car is in reach: public, from the Play Area
and the cars' places). With the Weather module: the tile, every corner's road
condition token and limit, and the road condition of the sector each car
stands in.
"""

from __future__ import annotations

from typing import Any

from .championship import EVENTS, SEASONS, press_lines, race_event, season_ranking
from .components import CARD_NAMES, TRACKS, Track
from .garage import draft_distance, draft_values, picker
from .legends import card_for
from .race import adrenaline_cars, standings
from .season import totals
from .state import DRAFT, REACT, SALVAGE, Car, HeatState
from .track import finish_line, lap_of, space_of, track_of
from .turn import turn_speed
from .upgrades import SPONSORS
from .weather import EFFECT_NAMES, sector_effect, weather_view


def track_view(track: Track) -> dict[str, Any]:
    """The circuit's facts for the board."""
    return {
        "id": track.id, "name": track.name, "spaces": track.spaces, "laps": track.laps,
        "finish": finish_line(track),
        "corners": [{"after": c.after, "limit": c.limit, "legend": c.legend, "lane": c.lane}
                    | ({"aggressive": c.aggressive} if c.aggressive else {})
                    | ({"double": c.double} if c.double else {})
                    | ({"chicane": True} if c.chicane else {}) for c in track.corners],
    } | ({"flooded": sorted(track.flooded)} if track.flooded else {}) \
        | ({"tunnels": sorted(track.tunnels)} if track.tunnels else {})


def car_view(state: HeatState, track: Track, index: int, car: Car) -> dict[str, Any]:
    """One car as everybody sees it."""
    space = space_of(track, car.pos)
    lane = track.race_lane(space)
    out = {
        "car": index, "seat": car.seat, "pos": car.pos, "space": space, "lap": lap_of(track, car.pos),
        "spot": car.spot, "lane": lane if car.spot == 0 else 3 - lane, "gear": car.gear,
        "engine": car.engine, "hand": len(car.hand) + len(car.plan), "deck": len(car.deck),
        "discard": len(car.discard), "discard_top": car.discard[-1] if car.discard else None,
        "play": car.play[:], "speed": turn_speed(car) if car.play else None,
        "ready": car.ready, "finished": car.finished, "adrenaline": car.adrenaline, "used": car.used[:],
    }
    if state.weather is not None:
        effect = sector_effect(state, car)
        out["road"] = EFFECT_NAMES[effect] if effect is not None else None
    if car.pool and state.step == REACT and state.active() is car and draft_values(car):
        out["draft"] = draft_distance(state, car)  # unused Draft symbols (expansion upgrades): how far now
    return out


def legends_view(state: HeatState) -> dict[str, Any] | None:
    """The Legend module in public: the card turned over this round (each Legend's diamond and helmet)
    and how many cards are left; the order of the deck stays hidden."""
    legends = state.legends
    if legends is None:
        return None
    card = legends.card
    return {
        "deck": len(legends.deck), "card": card, "pro": legends.pro, "aggressive": legends.aggressive,
        "cars": {str(i): list(card_for(legends, card, i)) for i, c in enumerate(state.cars) if c.seat is None}
        if card is not None else None,
    }


def view(state: HeatState, seat: int | None) -> dict[str, Any]:
    """The seat's view as JSON; `seat=None` is a spectator."""
    track = track_of(state)
    active = state.order[state.turn] if state.active() is not None else None
    own = state.cars[seat] if seat is not None else None
    out: dict[str, Any] = {
        "track": track_view(track),
        "round": state.round, "phase": state.phase, "step": state.step if active is not None else None,
        "active": active, "order": state.order[:], "turn": state.turn, "hall": state.hall[:],
        "standings": standings(state), "adrenaline_cars": adrenaline_cars(state),
        "cars": [car_view(state, track, i, c) for i, c in enumerate(state.cars)],
        "you": seat,
        "hand": own.hand[:] if own is not None else None,
        "plan_gear": own.plan_gear if own is not None else None,
        "plan": own.plan[:] if own is not None else None,
    }
    if state.legends is not None:
        out["legends"] = legends_view(state)
    if state.champ is not None:
        out["championship"] = championship_view(state, out)
    if state.garage is not None:
        out["garage"] = garage_view(state, seat, out)
    if state.weather is not None and not (state.champ is not None and state.phase == DRAFT):
        out["weather"] = weather_view(state)  # a championship's weather shows once the upgrades are chosen
    return out


def championship_view(state: HeatState, shown: dict[str, Any]) -> dict[str, Any]:
    """The season in public: its races (circuit, event), this race's number, event and press corner
    lines, the points of each race run, the standings, and the name of each sponsorship card shown."""
    champ = state.champ
    assert champ is not None
    season = SEASONS[champ.season]
    event = race_event(champ.season, champ.race)
    points = totals(champ, state.players)
    return {
        "season": season.name, "race": champ.race + 1, "races": len(season.races),
        "schedule": [{"track": TRACKS[t].name, "event": EVENTS[e].name} for t, e in season.races],
        "event": {"name": event.name, "rule": event.rule, "sponsors": event.sponsors},
        "press": list(press_lines(track_of(state), event)),
        "points": [p[:] for p in champ.points], "totals": points,
        "standings": season_ranking(points, champ.places[-1] if champ.places else [0] * state.players),
        "out": champ.out[:], "sponsor_deck": len(champ.sponsors),
        "names": {c: CARD_NAMES[c] for c in sorted(_shown_cards(shown)) if c in SPONSORS},
    }


def _shown_cards(shown: dict[str, Any]) -> set[str]:
    """Every card code the view shows: the seat's hand and plan, each car's play area and discard top."""
    codes = set(shown["hand"] or []) | set(shown["plan"] or [])
    for car in shown["cars"]:
        codes |= set(car["play"]) | ({car["discard_top"]} if car["discard_top"] else set())
    return codes


def garage_view(state: HeatState, seat: int | None, shown: dict[str, Any]) -> dict[str, Any]:
    """The Garage in public (the market, the picks) and the seat's discard pile while it salvages;
    `names` gives the name of every upgrade card the view mentions."""
    garage = state.garage
    assert garage is not None
    own = state.cars[seat] if seat is not None else None
    salvaging = own is not None and state.step == SALVAGE and state.active() is own
    out: dict[str, Any] = {
        "market": garage.market[:], "round": garage.round, "picking": picker(state),
        "pickers": garage.pickers[:], "turn": garage.turn, "deck": len(garage.deck),
        "picks": {str(k): v[:] for k, v in garage.picks.items()},
        "salvage": own.discard[:] if salvaging and own is not None else None,
    }
    codes = set(garage.market) | {c for v in garage.picks.values() for c in v} | set(out["salvage"] or [])
    codes |= _shown_cards(shown)
    out["names"] = {c: CARD_NAMES[c] for c in sorted(codes) if c.startswith("u")}
    return out
