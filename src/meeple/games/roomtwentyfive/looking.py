"""Looking at a room in secret, and announcing its colour (truthfully or not) to the table."""

from __future__ import annotations

from meeple.engine import Event

from .components import COLOUR, JAMMING, NAME
from .naming import where, who
from .state import RoomState


def jammed(state: RoomState) -> bool:
    """Someone stands in the Jamming Room: no colour may be announced."""
    return any(t >= 0 and state.kind[t] == JAMMING for t in state.where)


def look_at(state: RoomState, c: int, pos: int, events: list[Event]) -> None:
    """The character's player sees the room; the table sees only where they looked."""
    tile = state.board[pos]
    seat = state.owner[c]
    state.seen[seat] |= 1 << tile
    kind = state.kind[tile]
    events.append(Event("look", f"{who(state, c)} looks at {where(pos)}.", data={"character": c, "room": pos}))
    events.append(Event("saw", f"{where(pos)} is the {NAME[kind]} ({COLOUR[kind]}).", to=(seat,), reveals=True,
                        data={"room": pos, "kind": kind}))
    if not jammed(state) or may_remind(state, seat, tile):
        state.pending = ("announce", c, tile)


def may_remind(state: RoomState, seat: int, tile: int) -> bool:
    """The reminders option: the seat may lay its reminder on the room it just looked at (moving
    it from where it lay), unless it lies there already or the room is face up."""
    return state.reminding and state.reminders[seat] != tile and not state.revealed[tile]


def remind(state: RoomState, c: int, tile: int, events: list[Event]) -> None:
    """Lay the seat's reminder token on the tile just looked at (public: everyone sees it)."""
    seat = state.owner[c]
    state.reminders[seat] = tile
    events.append(Event("remind", f"{{p{seat}}} puts a reminder token on {where(state.tile_pos[tile])}.",
                        data={"seat": seat, "room": state.tile_pos[tile]}))


def recover_reminders(state: RoomState, tile: int, events: list[Event]) -> None:
    """A room turned face up gives its reminder tokens back to their players."""
    for seat, t in enumerate(state.reminders):
        if t == tile:
            state.reminders[seat] = -1
            events.append(Event("reminder_back", f"{{p{seat}}} takes the reminder token back.", data={"seat": seat}))


def announce(state: RoomState, c: int, tile: int, colour: str | None, events: list[Event]) -> None:
    """Say (or not) which colour the room just looked at is; the claim stays on the tile."""
    if colour is None:
        events.append(Event("quiet", f"{who(state, c)} says nothing about it."))
        return
    state.claims = sorted([cl for cl in state.claims if cl[:2] != (tile, c)] + [(tile, c, colour)])
    events.append(Event("announce", f"{who(state, c)} says {where(state.tile_pos[tile])} is {colour}.",
                        data={"character": c, "room": state.tile_pos[tile], "colour": colour}))
