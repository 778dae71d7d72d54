"""Movement: drive/ferry, direct, charter and shuttle flights, and the two roles that move differently.

The Dispatcher moves other pawns with their own cards (`dispatch` picks the
pawn, then a move for it) and may move any pawn to a city holding another
pawn (`join`). The Operations Expert flies from a research station anywhere by
discarding any city card, once a turn (`ops_move` picks the card, then `fly`
the city). A charter flight picks the destination in a second step (`fly`).
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event

from .components import DISPATCHER, MEDIC
from .disease import medic_cares
from .map import CITY_COUNT, CITY_NAMES, NEIGHBOURS
from .prebuilt import DIRECT, DRIVES_FROM, FLIGHTS_FROM, JOIN, ONLY, SHUTTLE
from .state import PandemicState
from .text import WITH_ROLE, who

Action = dict[str, Any]


# -- the predicates the moves are listed from (explain.py reads them too) ----------------------


def is_connected(here: int, to: int) -> bool:
    """Whether a drive/ferry goes from city `here` to city `to`."""
    return to in NEIGHBOURS[here]


def holds(state: PandemicState, seat: int, c: int) -> bool:
    """Whether `seat` holds card `c` in hand."""
    return c in state.hands[seat]


def is_at_station(state: PandemicState, pawn: int) -> bool:
    """Whether `pawn` stands in a city with a research station."""
    return state.location[pawn] in state.stations


def is_role(state: PandemicState, seat: int, role: int) -> bool:
    """Whether `seat` plays `role`."""
    return state.roles[seat] == role


def pawn_moves(state: PandemicState, seat: int, pawn: int) -> list[Action]:
    """The moves of `pawn` paid from `seat`'s hand: drive, direct, charter, shuttle, and join for the Dispatcher.

    The predicates above, read inline (this runs every action step).
    """
    here = state.location[pawn]
    hand = state.hands[seat]
    out: list[Action] = list(DRIVES_FROM[here])
    out += [DIRECT[c] for c in hand if c < CITY_COUNT and c != here]  # is_city
    if here in hand:
        out.append(ONLY["charter"])
    stations = state.stations
    if here in stations:
        out += [SHUTTLE[c] for c in sorted(stations) if c != here]
    if state.roles[seat] == DISPATCHER:
        out += [JOIN[c] for c in join_targets(state, pawn)]
    return out


def join_targets(state: PandemicState, pawn: int) -> list[int]:
    """Cities holding another pawn, where the Dispatcher may send `pawn`."""
    here = state.location[pawn]
    return sorted({state.location[s] for s in range(state.players) if s != pawn} - {here})


def fly_targets(state: PandemicState, pawn: int) -> list[Action]:
    """Every city but the pawn's own: the second step of a charter flight, the planner's flight, Airlift."""
    return list(FLIGHTS_FROM[state.location[pawn]])


def move_pawn(state: PandemicState, seat: int, pawn: int, to: int, how: str) -> list[Event]:
    """Put `pawn` on city `to` (the Medic then treats cured diseases there for free)."""
    location = state.location
    start_name, to_name = CITY_NAMES[location[pawn]], CITY_NAMES[to]
    location[pawn] = to
    route = f"from {start_name} to {to_name} {_BY[how]}"
    role = state.roles[pawn]
    if seat == pawn:
        text = f"{who(state, pawn) if role is None else WITH_ROLE[pawn][role]} goes {route}."  # who, inline
    else:
        text = f"{who(state, seat)} moves {who(state, pawn)} {route}."
    events = [Event("move", text, data={"seat": pawn, "from": start_name, "to": to_name, "how": how})]
    if MEDIC in state.roles:  # no call for the usual answer: no Medic at this table
        medic_cares(state, events)
    return events


_BY = {
    "drive": "by drive/ferry", "direct": "by direct flight", "charter": "by charter flight",
    "shuttle": "by shuttle flight", "join": "to join another pawn",
    "ops": "by the Operations Expert's flight", "airlift": "by Airlift",
}


def mover(state: PandemicState, seat: int) -> int:
    """The pawn a move action moves: the dispatched pawn while dispatching, else the seat's own."""
    p = state.pending
    return p["pawn"] if p is not None and p["kind"] in ("dispatch", "charter") else seat


def step_move(state: PandemicState, seat: int, kind: str, to: int) -> list[Event]:
    """A one-step move (drive, direct, shuttle, join), paying a direct flight with the seat's card."""
    pawn = seat if state.pending is None else mover(state, seat)
    state.pending = None
    if kind == "direct":
        state.discard(seat, to)
    return move_pawn(state, seat, pawn, to, kind)


def start_charter(state: PandemicState, seat: int) -> None:
    """A charter flight: the destination is chosen next."""
    state.pending = {"kind": "charter", "seat": seat, "pawn": mover(state, seat)}


def start_ops_move(state: PandemicState, seat: int, c: int) -> None:
    """The Operations Expert's flight, paid with card `c`: the destination is chosen next."""
    state.pending = {"kind": "ops", "seat": seat, "pawn": seat, "card": c}


def start_dispatch(state: PandemicState, seat: int, pawn: int) -> None:
    """The Dispatcher picks another pawn to move; its move is chosen next."""
    state.pending = {"kind": "dispatch", "seat": seat, "pawn": pawn}


def finish_flight(state: PandemicState, seat: int, to: int) -> list[Event]:
    """The destination of a charter flight or of the Operations Expert's flight."""
    p = state.pending
    assert p is not None
    pawn = p["pawn"]
    if p["kind"] == "charter":
        state.discard(seat, state.location[pawn])
        return move_pawn(state, seat, pawn, to, "charter")
    state.discard(seat, p["card"])
    state.ops_moved = True
    return move_pawn(state, seat, pawn, to, "ops")
