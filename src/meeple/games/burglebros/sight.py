"""Being seen: stealth tokens lost to guards, foyers, atriums, the Tiara, and being caught.

A thief seen by a guard pays one stealth token, taken first from the room's own
tokens (Lavatory, Smoke Bomb) and then from the thief's. A thief with none
left who is seen is caught, and the whole crew loses.
"""

from __future__ import annotations

from meeple.engine import Event

from .log import say, say_known, where, who
from .state import OVER, BurgleState


def lose_stealth(s: BurgleState, seat: int, events: list[Event], why: str) -> None:
    """One stealth token lost by `seat` (room tokens first); caught when there is none."""
    thief = s.thieves[seat]
    cell = thief.pos
    if s.result is not None:
        return
    if s.tile_stealth[cell] > 0:
        s.tile_stealth[cell] -= 1
        say(events, "stealth_room", f"{who(seat)} is seen ({why}) but uses a stealth token of "
            f"{where(s, cell)}; {s.tile_stealth[cell]} left there.", seat=seat, cell=cell)
        return
    if thief.stealth == 0:
        s.result, s.stage, s.prompt = "lost", OVER, None
        s.reason = f"{who(seat)} was caught ({why}) with no stealth left."
        say(events, "caught", f"{who(seat)} is caught ({why}) with no stealth left: the heist fails!", seat=seat)
        return
    thief.stealth -= 1
    say_known(events, _STEALTH_LINES, (seat, why, thief.stealth), _stealth_line)


_STEALTH_LINES: dict[tuple[int, str, int], Event] = {}


def _stealth_line(key: tuple[int, str, int]) -> Event:
    """The log line of a stealth token lost: (seat, why, tokens left)."""
    seat, why, left = key
    return Event("stealth", f"{who(seat)} is seen ({why}) and loses a stealth token; {left} left.", None, False,
                 {"seat": seat, "stealth": left})


def guard_sees(s: BurgleState, floor: int, cell: int, events: list[Event]) -> None:
    """A guard has just come to `cell`: everyone in his room, on a neighbouring Foyer or on an
    Atrium straight above or below loses a stealth token (each at most once)."""
    if s.layout.watched[cell].isdisjoint([t.pos for t in s.thieves]):  # `anyone_near`, inline: the usual case
        return
    done: set[int] = set()
    for seat, why in seen_by_guard(s, cell):
        if seat not in done:
            done.add(seat)
            lose_stealth(s, seat, events, why)


def anyone_near(s: BurgleState, cell: int) -> bool:
    """Whether a thief stands where a guard arriving on `cell` might see them (`Layout.watched`)."""
    watched = s.layout.watched[cell]
    return not watched.isdisjoint([t.pos for t in s.thieves])  # at C speed: `any` over a generator costs more


def seen_by_guard(s: BurgleState, cell: int) -> list[tuple[int, str]]:
    """(seat, why) for each sighting by a guard arriving on `cell` (a thief may be seen twice)."""
    lay = s.layout
    seen: list[tuple[int, str]] = [(t, "a guard walks in") for t in s.thieves_at(cell)]
    rooms = s.rooms
    for n in lay.open[cell]:
        if rooms[n] == "foyer" and s.active_room(n, "foyer"):  # the kind first: cheap
            seen += [(t, "a guard looks into the Foyer") for t in s.thieves_at(n)]
    for vert in (lay.above(cell), lay.below(cell)):
        if vert is not None and rooms[vert] == "atrium" and s.active_room(vert, "atrium"):
            seen += [(t, "a guard looks up or down the Atrium") for t in s.thieves_at(vert)]
    return seen


def thief_seen_entering(s: BurgleState, seat: int, cell: int) -> str | None:
    """Why a thief who has just entered `cell` is seen, or None (Acrobat and suit aside)."""
    lay = s.layout
    guard = s.guards[lay.floor(cell)].pos
    if guard == cell:
        return "walked into a guard"
    if guard is not None and guard in lay.open[cell]:
        if s.active_room(cell, "foyer"):
            return "a guard next to the Foyer"
        if "tiara" in s.thieves[seat].loot:
            return "the Tiara glitters next to a guard"
    return None
