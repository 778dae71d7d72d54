"""Phase two: selling properties for the cheques on the table, all seats at once.

Every seat picks one of its property cards face down; when the last seat has
chosen, all are revealed together. Property numbers are unique, so the order
is strict: the highest property takes the highest cheque, and so on down.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress, product
from operator import is_

from meeple.engine import Action, Event

from .components import MOST_PLAYERS, PROPERTIES, dollars
from .deal import reveal_cheques
from .state import OVER, SELLING, ForSaleState


def is_selling(state: ForSaleState) -> bool:
    """Whether the selling rounds (phase two) are on."""
    return state.phase == SELLING


def has_chosen(state: ForSaleState, seat: int) -> bool:
    """Whether `seat` has laid its property face down this selling round."""
    return state.pending[seat] is not None


def holds(state: ForSaleState, seat: int, prop: int) -> bool:
    """Whether `prop` is among the property cards `seat` holds."""
    return prop in state.hands[seat]


def can_sell(state: ForSaleState, seat: int, prop: int) -> bool:
    """Whether `seat` may offer property `prop` in this selling round."""
    return is_selling(state) and not has_chosen(state, seat) and holds(state, seat, prop)


def waiting(state: ForSaleState) -> frozenset[int]:
    """Seats that have not yet chosen a property this round."""
    return _WAITING[tuple(map(is_, state.pending, _NONES))]


_NONES = (None,) * MOST_PLAYERS
_WAITING: dict[tuple[bool, ...], frozenset[int]] = {
    chosen: frozenset(compress(range(n), chosen))
    for n in range(1, MOST_PLAYERS + 1) for chosen in product((False, True), repeat=n)}
"""`waiting`'s answer for each table's pattern of seats yet to choose, built once (it is asked at every step)."""


def legal_actions(state: ForSaleState, seat: int) -> list[Action]:
    """Each property in hand (all `holds`), until the seat `has_chosen` this round."""
    if not is_selling(state) or has_chosen(state, seat):
        return []
    return [{"type": "sell", "property": p} for p in state.hands[seat]]


_SELLS: dict[int, Action] = {p: {"type": "sell", "property": p} for p in PROPERTIES}


def shared_actions(state: ForSaleState, seat: int) -> Sequence[Action]:
    """As `legal_actions`, with prebuilt sell actions (read-only, see `legal_tuple`);
    `is_selling` and `has_chosen` written out, as this is asked at every selling step."""
    if state.phase != SELLING or state.pending[seat] is not None:
        return ()
    return tuple(map(_SELLS.__getitem__, state.hands[seat]))


def choose(state: ForSaleState, seat: int, prop: int) -> list[Event]:
    """Lay a property face down; the last choice reveals them all."""
    state.pending[seat] = prop
    events = [_CHOSEN[seat], _OFFERED[seat][prop]]
    if None not in state.pending:
        events += _reveal(state)
    return events


_CHOSEN: tuple[Event, ...] = tuple(
    Event("chosen", f"{{p{seat}}} has chosen a property to sell.", data={"seat": seat})
    for seat in range(MOST_PLAYERS))
_OFFERED: tuple[dict[int, Event], ...] = tuple(
    {prop: Event("chosen_private", f"You offer property {prop} for sale.", to=(seat,),
                 data={"seat": seat, "property": prop}) for prop in PROPERTIES}
    for seat in range(MOST_PLAYERS))
"""`choose`'s two events, the public one by seat and the private one by seat and property,
built once and shared (events are never changed once made; see `meeple.engine.Event`)."""


def _reveal(state: ForSaleState) -> list[Event]:
    """Match properties to cheques, highest to highest, then start the next round or end."""
    offers = sorted(((p, s) for s, p in enumerate(state.pending) if p is not None), reverse=True)
    cheques = sorted(state.cheque_table, reverse=True)
    state.last_sales = []
    events = []
    for (prop, seat), cheque in zip(offers, cheques, strict=True):
        state.hands[seat].remove(prop)
        state.cheques[seat].append(cheque)
        state.last_sales.append([seat, prop, cheque])
        events.append(Event(
            "sale", f"{{p{seat}}} sells property {prop} for a cheque of {dollars(cheque)}.",
            reveals=True, data={"seat": seat, "property": prop, "cheque": cheque},
        ))
    state.cheque_table = []
    state.pending = [None] * state.players
    state.round += 1
    if state.round < state.rounds:
        events.append(reveal_cheques(state))
    else:
        state.phase = OVER
    return events
