"""The actions other than movement: build, treat, share knowledge, discover a cure, and the planner's pick.

Listing and doing live side by side so the two cannot drift apart. A
seventh research station moves one from elsewhere (the builder picks which);
share knowledge is a proposal the other player accepts or refuses; a cure
with more cards of the colour than needed asks which cards to keep.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event

from .components import (
    CONTINGENCY_PLANNER,
    MAX_STATIONS,
    MEDIC,
    OPERATIONS_EXPERT,
    RESEARCHER,
    cure_cards,
    is_city,
    is_event,
)
from .disease import check_eradicated, medic_cares, remove_cubes, win
from .map import COLOUR_OF
from .moves import holds, is_at_station, is_role
from .prebuilt import CURE, GIVE, KEEP, PLAN, REMOVE_STATION, TAKE
from .state import PandemicState
from .text import card, city, colour, listing, who

Action = dict[str, Any]

# -- research stations ------------------------------------------------------------


def can_pay_station(state: PandemicState, seat: int) -> bool:
    """Whether the seat may build where it stands: it holds the city's card or is the Operations Expert."""
    return holds(state, seat, state.location[seat]) or is_role(state, seat, OPERATIONS_EXPERT)


def start_build(state: PandemicState, seat: int, at: int, *, event: int | None = None) -> list[Event]:
    """Build at `at`; with six stations on the board, first ask which one to move."""
    if len(state.stations) >= MAX_STATIONS:
        state.pending = {"kind": "relocate", "seat": seat, "city": at, "event": event}
        return []
    return finish_build(state, seat, at, None, event)


def relocate_choices(state: PandemicState) -> list[Action]:
    """The stations that may be moved to the new site."""
    return [REMOVE_STATION[c] for c in sorted(state.stations)]


def finish_build(state: PandemicState, seat: int, at: int, moved: int | None, event: int | None) -> list[Event]:
    """Place the station (moving `moved` if given); an action build discards the city card."""
    paid = ""
    if event is None and state.roles[seat] != OPERATIONS_EXPERT:
        state.discard(seat, at)
        paid = f", discarding {card(at)}"
    if moved is not None:
        state.stations.remove(moved)
    state.stations.append(at)
    source = f" moved from {city(moved)}" if moved is not None else ""
    return [Event("build", f"{who(state, seat)} builds a research station{source} in {city(at)}{paid}.",
                  data={"city": city(at), "moved_from": city(moved) if moved is not None else None})]


# -- treat disease ----------------------------------------------------------------


def has_cubes(state: PandemicState, at: int, k: int) -> bool:
    """Whether city `at` has cubes of colour `k`."""
    return bool(cubes_in(state, at)[k])


def cubes_in(state: PandemicState, at: int) -> list[int]:
    """How many cubes of each colour city `at` has."""
    return state.cubes[at * 4:at * 4 + 4]


def treat(state: PandemicState, seat: int, k: int) -> list[Event]:
    """Remove one cube, or all of them for a cured disease or the Medic."""
    here = state.location[seat]
    everything = state.cured[k] or state.roles[seat] == MEDIC
    n = remove_cubes(state, here, k, 3 if everything else 1)
    events = [Event("treat", f"{who(state, seat)} treats {colour(k)} in {city(here)}: "
                    f"{n} cube{'s' * (n > 1)} removed.", data={"city": city(here), "colour": colour(k), "cubes": n})]
    check_eradicated(state, k, events)
    return events


# -- share knowledge --------------------------------------------------------------


def share_choices(state: PandemicState, seat: int) -> list[Action]:
    """Gives and takes with players in the same city: its city card, or any city card of a Researcher giver."""
    location = state.location
    here = location[seat]
    out: list[Action] = []
    if location.count(here) == 1:  # alone here: nobody to share with (at C speed)
        return out
    refused = state.refused
    mine = _shareable(state, seat, here)
    for other in range(state.players):
        if other == seat or location[other] != here:  # not are_together(state, seat, other)
            continue
        for c in mine:
            if not refused or ["give", c, other] not in refused:
                out.append(GIVE[c][other])
        for c in _shareable(state, other, here):
            if not refused or ["take", c, other] not in refused:
                out.append(TAKE[c][other])
    return out


def are_together(state: PandemicState, seat: int, other: int) -> bool:
    """Whether two pawns share a city (so their players may share knowledge)."""
    return state.location[other] == state.location[seat]


def _shareable(state: PandemicState, giver: int, here: int) -> list[int]:
    hand = state.hands[giver]
    if state.roles[giver] == RESEARCHER:  # is_role
        return [c for c in hand if is_city(c)]
    return [here] if here in hand else []


def propose(state: PandemicState, seat: int, kind: str, c: int, other: int) -> list[Event]:
    """Offer to give or ask to take a card; the other player answers next."""
    giver, receiver = (seat, other) if kind == "give" else (other, seat)
    state.pending = {"kind": "share", "seat": other, "by": seat, "share": kind, "card": c,
                     "giver": giver, "receiver": receiver}
    verb = "offers to give" if kind == "give" else "asks to take"
    prep = "to" if kind == "give" else "from"
    return [Event("share_offer", f"{who(state, seat)} {verb} {card(c)} {prep} {who(state, other)}.",
                  data={"card": card(c), "giver": giver, "receiver": receiver})]


def answer(state: PandemicState, seat: int, accept: bool) -> list[Event]:
    """The other player agrees (the card changes hands, an action is used) or refuses (no action used)."""
    p = state.pending
    assert p is not None
    c, giver, receiver = p["card"], p["giver"], p["receiver"]
    state.pending = None
    if not accept:
        state.refused = [*state.refused, [p["share"], c, seat]]
        return [Event("share_refused", f"{who(state, seat)} refuses to share {card(c)}.")]
    state.hands[giver].remove(c)
    state.hands[receiver].append(c)
    state.hands[receiver].sort()
    return [Event("share", f"{who(state, giver)} gives {card(c)} to {who(state, receiver)}.",
                  data={"card": card(c), "giver": giver, "receiver": receiver})]


# -- discover a cure --------------------------------------------------------------


def cure_choices(state: PandemicState, seat: int) -> list[Action]:
    """At a research station, each uncured colour the seat holds enough city cards of."""
    if not is_at_station(state, seat):
        return []
    return [CURE[k] for k in curable_colours(state, seat) if not state.cured[k]]


def has_cure_cards(state: PandemicState, seat: int, k: int) -> bool:
    """Whether the seat holds enough city cards of colour `k` for its role to cure it."""
    return k in curable_colours(state, seat)


def curable_colours(state: PandemicState, seat: int) -> list[int]:
    """The colours of which the seat holds enough city cards for its role to cure them."""
    needed = cure_cards(state.roles[seat])
    return [k for k, n in enumerate(colour_counts(state.hands[seat])) if n >= needed]


def colour_counts(hand: list[int]) -> list[int]:
    """How many city cards of each colour a hand holds."""
    counts = [0, 0, 0, 0]
    for c in hand:
        if is_city(c):
            counts[COLOUR_OF[c]] += 1
    return counts


def start_cure(state: PandemicState, seat: int, k: int) -> list[Event]:
    """Cure colour k; with spare cards of that colour, first ask which to keep."""
    cards = [c for c in state.hands[seat] if is_city(c) and COLOUR_OF[c] == k]
    if len(cards) == cure_cards(state.roles[seat]):
        return finish_cure(state, seat, k, cards)
    state.pending = {"kind": "cure", "seat": seat, "colour": k, "keep": []}
    return []


def keep_choices(state: PandemicState, seat: int) -> list[Action]:
    """Cards of the cure's colour not yet marked to keep."""
    p = state.pending
    assert p is not None
    return [KEEP[c] for c in _cure_pool(state, seat, p)]


def _cure_pool(state: PandemicState, seat: int, p: dict[str, Any]) -> list[int]:
    return [c for c in state.hands[seat] if is_city(c) and COLOUR_OF[c] == p["colour"] and c not in p["keep"]]


def keep(state: PandemicState, seat: int, c: int) -> list[Event]:
    """Keep card c out of the cure; once enough are kept, the rest cure the disease."""
    p = state.pending
    assert p is not None
    kept = [*p["keep"], c]
    state.pending = {**p, "keep": kept}
    pool = _cure_pool(state, seat, state.pending)
    if len(pool) > cure_cards(state.roles[seat]):
        return []
    return finish_cure(state, seat, p["colour"], pool)


def finish_cure(state: PandemicState, seat: int, k: int, cards: list[int]) -> list[Event]:
    """Discard the cards and cure colour k (eradicated at once if no cube of it is left)."""
    state.pending = None
    for c in cards:
        state.discard(seat, c)
    state.cured[k] = True
    events = [Event("cure", f"{who(state, seat)} discovers a cure for {colour(k)}, discarding "
                    f"{listing([card(c) for c in cards])}.", data={"colour": colour(k)})]
    check_eradicated(state, k, events)
    medic_cares(state, events)
    if all(state.cured):
        win(state, events)
    return events


# -- the Contingency Planner --------------------------------------------------------


def plan_choices(state: PandemicState, seat: int) -> list[Action]:
    """The planner, with no event stored, may take any event card from the player discard pile."""
    if not is_role(state, seat, CONTINGENCY_PLANNER) or keeps_event(state, seat):
        return []
    return [PLAN[c] for c in sorted(set(state.player_discard)) if is_event(c)]


def keeps_event(state: PandemicState, seat: int) -> bool:
    """Whether the seat keeps an event card on its role card (the Contingency Planner's one slot)."""
    return state.stored[seat] is not None


def plan(state: PandemicState, seat: int, c: int) -> list[Event]:
    """Put an event from the discard pile on the planner's role card."""
    state.player_discard.remove(c)
    state.stored[seat] = c
    return [Event("plan", f"{who(state, seat)} takes {card(c)} from the discard pile onto the role card.",
                  data={"card": card(c)})]

