"""Placing discs and bidding: the simultaneous opening, the turns round the table, the auction.

The `*_actions` functions list one kind of action for the seat to act, in a
phase that allows it (`acting.PHASE_ACTIONS`). Each function that changes the
state is called only with a legal action and returns the events it caused.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event, seat_name

from . import challenge
from .acting import has_disc, opening_waits
from .components import BIDDING, DISC_NAMES, DISCS_EACH, FLOWER, MOST_PLAYERS, OPENING, SKULL, TURN, a_disc
from .state import SkullState

Action = dict[str, Any]


def lowest_bid(state: SkullState) -> int:
    """The smallest bid allowed now: one more than the current bid."""
    return state.bid + 1


def highest_bid(state: SkullState) -> int:
    """The largest bid allowed: every disc on the mats."""
    return state.on_mats()


def place_actions(state: SkullState, seat: int) -> list[Action]:
    """One `place` per kind of disc in seat's hand."""
    return [{"type": "place", "disc": DISC_NAMES[kind]} for kind in (FLOWER, SKULL) if has_disc(state, seat, kind)]


def bid_actions(state: SkullState, seat: int) -> list[Action]:
    """Every bid above the current one, up to the number of discs on the mats."""
    return [{"type": "bid", "count": n} for n in range(lowest_bid(state), highest_bid(state) + 1)]


def pass_actions(state: SkullState, seat: int) -> list[Action]:
    """Passing, always open to a bidder whose turn it is."""
    return [{"type": "pass"}]


_PLACES: tuple[tuple[int, Action], ...] = tuple(
    (kind, {"type": "place", "disc": DISC_NAMES[kind]}) for kind in (FLOWER, SKULL))
_BIDS: tuple[Action, ...] = tuple({"type": "bid", "count": n} for n in range(DISCS_EACH * MOST_PLAYERS + 1))
_PASS: Action = {"type": "pass"}
"""Prebuilt place, bid and pass actions for `shared_actions`, shared by every position (never changed)."""


def shared_actions(state: SkullState, seat: int) -> list[Action] | None:
    """`place_actions`, `bid_actions` and `pass_actions` of the phase, as prebuilt actions,
    for the seat to act; None in the other phases (flip, discard, start).

    What bots and `apply`'s check read in the placing and bidding phases, the
    most frequent: the listers are written out here, in `PHASE_ACTIONS` order."""
    phase = state.phase
    if phase == BIDDING:
        return [*_BIDS[state.bid + 1:state.on_mats() + 1], _PASS]
    if phase != OPENING and phase != TURN:
        return None
    hand = state.hands[seat]
    actions = [action for kind, action in _PLACES if hand[kind] > 0]
    if phase == TURN:
        actions += _BIDS[state.bid + 1:state.on_mats() + 1]
    return actions


def place(state: SkullState, seat: int, kind: int) -> list[Event]:
    """Put a disc face down on seat's mat: its kind is told to seat alone."""
    state.hands[seat][kind] -= 1
    state.mats[seat].append(kind)
    secret = _PLACED[seat][kind]
    if state.phase == OPENING:
        events = [_FIRST_DISC[seat], secret]
        if not opening_waits(state):
            state.phase, state.current = TURN, state.starter
            events.append(Event("turns", f"Every first disc is down; {seat_name(state.starter)} plays first",
                                data={"seat": state.starter}))
        return events
    state.current = state.next_seat(seat)
    return [_ADDED_DISC[seat], secret]


def bid(state: SkullState, seat: int, count: int) -> list[Event]:
    """Open or raise the bidding; a bid of every disc on the mats ends it at once."""
    opening = state.phase == TURN
    state.phase, state.bid, state.bidder = BIDDING, count, seat
    text = f"{seat_name(seat)} {'starts the bidding with' if opening else 'bids'} {count}"
    events = [Event("bid", text, None, False, {"seat": seat, "count": count})]
    if count == state.on_mats():
        events.append(Event("max_bid", f"{count} is every disc on the mats: the bidding ends at once",
                            data={"seat": seat, "count": count}))
        return events + challenge.begin(state)
    state.current = state.next_seat(seat, bidding=True)
    return events


def pass_bid(state: SkullState, seat: int) -> list[Event]:
    """Leave this bidding; when only the high bidder is left, they become the challenger."""
    state.passed[seat] = True
    events = [_PASSES[seat]]
    still_in = [s for s in state.in_game_seats() if not state.passed[s]]
    if still_in == [state.bidder]:
        return events + challenge.begin(state)
    state.current = state.next_seat(seat, bidding=True)
    return events


_SEATS = range(MOST_PLAYERS)
_FIRST_DISC: tuple[Event, ...] = tuple(
    Event("place", f"{seat_name(s)} places a disc face down", data={"seat": s}) for s in _SEATS)
_ADDED_DISC: tuple[Event, ...] = tuple(Event("place", f"{seat_name(s)} adds a disc", data={"seat": s}) for s in _SEATS)
_PLACED: tuple[tuple[Event, ...], ...] = tuple(
    tuple(Event("placed", f"You place {a_disc(kind)}", to=(s,), data={"seat": s, "disc": DISC_NAMES[kind]})
          for kind in (FLOWER, SKULL))
    for s in _SEATS)
_PASSES: tuple[Event, ...] = tuple(Event("pass", f"{seat_name(s)} passes", data={"seat": s}) for s in _SEATS)
"""The events of placing a disc (public, and `_PLACED[seat][kind]` for the seat alone) and of passing,
built once per seat and shared (events are never changed once made; see `meeple.engine.Event`)."""
