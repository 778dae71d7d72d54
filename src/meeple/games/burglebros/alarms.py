"""Alarms and hack tokens.

An alarm is a token on a cell; the guard of that floor heads for the nearest
one and turns it off by stepping on it. A hack token from the matching computer
room (or the Hacker's laptop) cancels a Fingerprint, Laser or Motion alarm.
"""

from __future__ import annotations

from itertools import compress

from meeple.engine import Event

from .components import MAX_HACKS
from .log import say, where
from .state import BurgleState


def alarms_on(s: BurgleState, floor: int) -> list[int]:
    """The cells of one floor that hold an alarm."""
    squares = s.layout.squares
    base = floor * squares
    here = s.alarm[base:base + squares]
    if not any(here):  # `has_alarms`, inline: the usual case
        return []
    return list(compress(range(base, base + squares), here))  # the cells whose alarm is on, at C speed


def has_alarms(s: BurgleState, floor: int) -> bool:
    """Whether any cell of one floor holds an alarm (`alarms_on` without building the list, at C speed)."""
    squares = s.layout.squares
    base = floor * squares
    return any(s.alarm[base:base + squares])


def would_sound(s: BurgleState, cell: int) -> bool:
    """Whether an alarm set off on `cell` would really go off (no guard there, none yet, no E.M.P.)."""
    return not (s.alarm[cell] or s.guard_at(cell) or "emp" in s.effects)


def trigger(s: BurgleState, cell: int, events: list[Event], why: str) -> bool:
    """Set off an alarm on `cell` if it can go off there; say why. True if one went off."""
    if s.alarm[cell] or s.guard_at(cell):
        return False
    if "emp" in s.effects:
        say(events, "alarm_cancelled", f"The E.M.P. cancels the alarm at {where(s, cell)}.", cell=cell)
        return False
    s.alarm[cell] = True
    say(events, "alarm", f"Alarm at {where(s, cell)}: {why}.", cell=cell)
    return True


def can_hack(s: BurgleState, kind: str) -> bool:
    """Whether a hack token of this kind (or the laptop's) is available."""
    return s.hacks[kind] > 0 or s.laptop > 0


def spend_hack(s: BurgleState, kind: str, cell: int, events: list[Event]) -> None:
    """Use a computer's hack token (or else the laptop's) to cancel an alarm at `cell`."""
    if s.hacks[kind] > 0:
        s.hacks[kind] -= 1
        source = f"a {kind} hack token"
    else:
        s.laptop -= 1
        source = "the Hacker's laptop token"
    say(events, "hack_used", f"{source.capitalize()} cancels the alarm at {where(s, cell)}.", cell=cell, kind=kind)


def add_hack(s: BurgleState, kind: str, count: int = 1) -> int:
    """Add up to `count` tokens to a computer room (at most six); return how many fit."""
    room = min(count, MAX_HACKS - s.hacks[kind])
    s.hacks[kind] += room
    return room
