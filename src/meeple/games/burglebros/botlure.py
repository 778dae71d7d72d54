"""The bot's lure: set off an alarm on purpose when the guard's walk to it clears the crew's way.

A guard heads for the nearest alarm on his floor instead of his patrol card, so an
alarm far from the crew turns his next walks away from the safe the thieves work at
(and, once he turns it off, he draws a new card there, far from them). The turn
plan (`botplan`) counts a room that would sound only as a dearer step; here each
action that would set one off now (walking into a Fingerprint, Laser, Camera or
Detector, out of a Motion room, the Juicer's Crybaby) is played on a copy of the
state, and the best plan from there, measured by the guards' forecast with the alarm
on, is weighed against the best plan without it. Only revealed rooms are entered on
the copy, so nothing hidden is read.
"""

from __future__ import annotations

from collections.abc import Callable

from meeple.engine import Action

from .state import BurgleState

LURE_MARGIN = 1.5
"""How much better (one unit of work) the plan after the alarm must be than the plan without it:
an alarm also speeds the guard up and spends a patrol card, which the forecast of one turn does
not count in full."""
_SOUNDING = frozenset({"fingerprint", "laser", "camera", "detector", "motion"})
"""Rooms whose alarm a thief can set off by walking in (or, for Motion, out)."""


def candidates(s: BurgleState, seat: int, by_type: dict[str, list[Action]]) -> list[Action]:
    """Actions that may set off an alarm now: moves into revealed alarm rooms (or out of a Motion
    room) and the Juicer's Crybaby."""
    p = s.thieves[seat].pos
    floor, leaving_motion = s.layout.floor(p), s.active_room(p, "motion")
    out = []
    for a in by_type.get("move", []):
        to = a["to"]
        if not s.revealed[to] or s.layout.floor(to) != floor:
            continue
        if a.get("how") in ("hack", "pay") or a.get("exit") == "hack":
            continue
        if leaving_motion or a.get("how") == "alarm" or (not s.disabled[to] and s.rooms[to] in _SOUNDING):
            out.append(a)
    return out + list(by_type.get("crybaby", []))


def lure(s: BurgleState, seat: int, by_type: dict[str, list[Action]], base: float,
         value_of: Callable[[BurgleState], float], play: Callable[[BurgleState, Action], None]) -> Action | None:
    """The alarm-setting action whose plan beats `base` (the best plan's worth without it) by
    LURE_MARGIN or more, if any. `value_of(state)` is the best plan's worth on a state, `play`
    applies an action to a copy."""
    floor = s.layout.floor(s.thieves[seat].pos)
    g = s.guards[floor]
    if not g.active or g.pos is None:
        return None
    ringing = sum(1 for c in s.layout.floor_cells(floor) if s.alarm[c])
    best, pick = base + LURE_MARGIN, None
    for a in candidates(s, seat, by_type):
        c = s.clone()
        play(c, a)
        if c.result is not None or c.prompt is not None or c.turn != s.turn:
            continue
        if c.thieves[seat].stealth < s.thieves[seat].stealth:
            continue
        if sum(1 for x in c.layout.floor_cells(floor) if c.alarm[x]) <= ringing:
            continue
        v = value_of(c)
        if v > best:
            best, pick = v, a
    return pick
