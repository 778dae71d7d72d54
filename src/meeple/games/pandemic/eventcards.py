"""The five event cards: when each may be played, and its short steps.

Any seat may play an event from its hand (or the planner's stored one)
between steps of the game, also on another player's turn; `{"type": "event",
"card": name}` starts it and the holder finishes it in one or two steps:

* Airlift: `pawn` (whose pawn), then `fly` (where to);
* Government Grant: `build_at` (where), then `remove_station` if six are built;
* Forecast: `forecast`, the card to put next from the top, one at a time;
* Resilient Population: `remove_card`, an infection discard to remove from the game;
* One Quiet Night: no step; the next infect-cities step is skipped.

The card leaves the hand only when the event is done; an event the planner
kept on the role card is removed from the game instead of discarded.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event

from .actions import start_build
from .components import (
    AIRLIFT,
    EPIDEMIC,
    FORECAST,
    FORECAST_CARDS,
    GOVERNMENT_GRANT,
    ONE_QUIET_NIGHT,
    RESILIENT_POPULATION,
)
from .decks import put_back_known, take_top_infection
from .map import CITY_COUNT
from .moves import fly_targets, move_pawn
from .prebuilt import BUILD_AT, EVENT, FORECAST_CARD, PAWN, REMOVE_CARD
from .state import PandemicState
from .text import card, city, listing, who

Action = dict[str, Any]


def can_play(state: PandemicState, c: int) -> bool:
    """Whether event c would have an effect now."""
    if c == FORECAST:
        return bool(state.infection_deck)
    if c == RESILIENT_POPULATION:
        return bool(state.infection_discard)
    if c == ONE_QUIET_NIGHT:
        return not state.quiet_night
    return True


def event_choices(state: PandemicState, seat: int, *, hand_only: bool = False) -> list[Action]:
    """The event cards `seat` may play now (only from the hand when over the hand limit)."""
    out: list[Action] = []
    for c in state.hands[seat]:  # loops, not comprehensions over `state.events_of(seat)` (calls): every step
        if CITY_COUNT <= c < EPIDEMIC and can_play(state, c):  # is_event
            out.append(EVENT[c])
    stored = state.stored[seat]
    if stored is not None and not hand_only and can_play(state, stored):
        out.append(EVENT[stored])
    return out


def play_event(state: PandemicState, seat: int, c: int) -> list[Event]:
    """Announce event c and start its steps (One Quiet Night takes effect at once)."""
    events = [Event("event", f"{who(state, seat)} plays {card(c)}.", data={"card": card(c)})]
    if c == ONE_QUIET_NIGHT:
        state.quiet_night = True
        events += use_event(state, seat, c)
    elif c == FORECAST:
        cards = take_top_infection(state, FORECAST_CARDS)
        events.append(Event("forecast", f"The top infection cards are {listing([city(x) for x in cards])}.",
                            reveals=True, data={"cards": [city(x) for x in cards]}))
        state.pending = {"kind": "forecast", "seat": seat, "event": c, "cards": sorted(cards), "order": []}
        events += _forecast_done(state, seat)
    else:
        kind = {AIRLIFT: "airlift", GOVERNMENT_GRANT: "grant", RESILIENT_POPULATION: "resilient"}[c]
        state.pending = {"kind": kind, "seat": seat, "event": c, "pawn": None}
    return events


def use_event(state: PandemicState, seat: int, c: int) -> list[Event]:
    """The event is done: discard it, or remove it from the game if it came from the planner's card."""
    state.pending = None
    if c in state.hands[seat]:
        state.discard(seat, c)
        return []
    state.stored[seat] = None
    state.removed.append(c)
    return [Event("removed", f"{card(c)} leaves the game (it was kept by the Contingency Planner).")]


# -- the steps ----------------------------------------------------------------------


def step_choices(state: PandemicState) -> list[Action]:
    """The choices of the event being resolved (pending kinds airlift, grant, forecast, resilient)."""
    p = state.pending
    assert p is not None
    kind = p["kind"]
    if kind == "airlift":
        if p["pawn"] is None:
            return list(PAWN[:state.players])
        return fly_targets(state, p["pawn"])
    if kind == "grant":
        return [BUILD_AT[c] for c in range(CITY_COUNT) if c not in state.stations]
    if kind == "forecast":
        return [FORECAST_CARD[c] for c in p["cards"] if c not in p["order"]]
    return [REMOVE_CARD[c] for c in sorted(set(state.infection_discard))]


def airlift_pawn(state: PandemicState, pawn: int) -> list[Event]:
    """Airlift: the pawn to move."""
    assert state.pending is not None
    state.pending = {**state.pending, "pawn": pawn}
    return []


def airlift_fly(state: PandemicState, seat: int, to: int) -> list[Event]:
    """Airlift: the destination."""
    p = state.pending
    assert p is not None
    events = move_pawn(state, seat, p["pawn"], to, "airlift")
    return events + use_event(state, seat, p["event"])


def grant_site(state: PandemicState, seat: int, at: int) -> list[Event]:
    """Government Grant: a research station in any city without one (six built: move one, asked next)."""
    p = state.pending
    assert p is not None
    state.pending = None
    events = start_build(state, seat, at, event=p["event"])
    if state.pending is None:
        events += use_event(state, seat, p["event"])
    return events


def forecast_pick(state: PandemicState, seat: int, c: int) -> list[Event]:
    """Forecast: card c goes next from the top."""
    p = state.pending
    assert p is not None
    state.pending = {**p, "order": [*p["order"], c]}
    return _forecast_done(state, seat)


def _forecast_done(state: PandemicState, seat: int) -> list[Event]:
    """Once at most one card is left to place, put the cards back in the chosen order."""
    p = state.pending
    assert p is not None
    rest = [c for c in p["cards"] if c not in p["order"]]
    if len(rest) > 1:
        return []
    order = p["order"] + rest
    put_back_known(state, order)
    events = [Event("forecast_order", f"{who(state, seat)} puts the infection cards back, top first: "
                    f"{listing([city(c) for c in order])}.", data={"cards": [city(c) for c in order]})]
    return events + use_event(state, seat, p["event"])


def resilient_remove(state: PandemicState, seat: int, c: int) -> list[Event]:
    """Resilient Population: an infection discard leaves the game."""
    p = state.pending
    assert p is not None
    state.infection_discard.remove(c)
    state.removed.append(c)
    events = [Event("resilient", f"{who(state, seat)} removes the infection card {city(c)} from the game.",
                    data={"card": city(c)})]
    return events + use_event(state, seat, p["event"])
