"""The bot's routes: where a thief can get this turn and at what cost, through rooms the crew knows.

Routes follow open doors and stairs (up from a Stairs room, back down to it,
and Thermal Bomb holes), never the roof. They cross only revealed rooms and
never a guard's; rooms that would sound an alarm (a Fingerprint, a Detector
with gear, a Camera while a guard watches, leaving a Motion room entered this
turn) are crossed only when no alarm would go off.
"""

from __future__ import annotations

from .alarms import can_hack, would_sound
from .guards import guard_on_camera
from .movement import _motion_exit, _stairs, jammed
from .state import ROOF, BurgleState

FAR = 99
"""The distance of a room no route leads to."""
SOUNDING = 2
"""Actions a room that would sound is counted at on a route (one, and one more for the alarm that
calls the guard): dearer than a plain room, but no wall (a Fingerprint above the stairs would
otherwise shut the crew out of the floor for good)."""
KEYPAD = 2
"""Actions a locked Keypad is counted at (a try each; the first opens it one time in six, the
second about one in three; counting three did not win more games)."""


def links(s: BurgleState, cell: int) -> list[int]:
    """Rooms one move away: through open doors, and up or down stairs (not to the roof)."""
    out = list(s.layout.open[cell])
    if "time_lock" not in s.effects:
        out += [c for c in _stairs(s, cell) if c != ROOF]
    return out


def risky(s: BurgleState, seat: int, cell: int) -> bool:
    """Revealed rooms that would set off an alarm for this thief now (a Thermo with its last
    action, a Detector with gear, a Camera while a guard watches)."""
    room, t = s.rooms[cell], s.thieves[seat]
    return ((room == "thermo" and s.actions_left <= 1) or (room == "detector" and bool(t.tools or t.loot))
            or (room == "camera" and guard_on_camera(s)))


def silent(s: BurgleState, seat: int, cell: int, room: str) -> bool:
    """Whether this thief can set foot in (or, for Motion, pass through) an alarm room without
    sounding it: jammed, already ringing, a guard there, or a hack token to spend."""
    if room == "detector":
        return not would_sound(s, cell)
    if room == "camera":
        return not would_sound(s, cell) or "video_loop" in s.effects or bool(s.flags.get("invisible"))
    return jammed(s, seat, cell) or not would_sound(s, cell) or can_hack(s, room)


def _watched(s: BurgleState, seat: int, cell: int) -> bool:
    """Whether a guard next door (an open door away) would see the thief walk in: a Foyer, or
    anywhere with the Tiara."""
    guard = s.guards[s.layout.floor(cell)].pos
    if guard is None or guard not in s.layout.open[cell] or s.flags.get("invisible"):
        return False
    return s.active_room(cell, "foyer") or "tiara" in s.thieves[seat].loot


def step_cost(s: BurgleState, seat: int, cell: int) -> int | None:
    """Actions to walk into a revealed room on the way (None: not a room to enter: a guard's,
    one where a guard next door would see the thief); one that would sound counts SOUNDING."""
    if not s.revealed[cell] or s.guard_at(cell) or _watched(s, seat, cell):
        return None
    if s.disabled[cell]:
        return 1
    room = s.rooms[cell]
    if room == "deadbolt":
        return 1 if s.thieves_at(cell) else 3
    if room == "laser" and "mirror" not in s.thieves[seat].loot:
        return 2
    if room == "keypad" and not s.keypad_open[cell]:
        return KEYPAD
    if room == "fingerprint" or (room in ("detector", "camera") and risky(s, seat, cell)):
        return 1 if silent(s, seat, cell, room) else SOUNDING
    return 1


def sounds(s: BurgleState, seat: int, cell: int) -> bool:
    """Whether walking into this revealed room would set off its alarm (no hack, no Jammer)."""
    room = s.rooms[cell]
    if not s.revealed[cell] or s.disabled[cell] or s.guard_at(cell):
        return False
    if room == "fingerprint" or (room in ("detector", "camera") and risky(s, seat, cell)):
        return not silent(s, seat, cell, room)
    return False


def sticky(s: BurgleState, seat: int, cell: int) -> bool:
    """Whether walking into `cell` now means staying there for the rest of the turn (leaving a
    Motion room entered this turn sounds it)."""
    return s.active_room(cell, "motion") and not silent(s, seat, cell, "motion")


def _may_leave(s: BurgleState, seat: int) -> bool:
    """Whether the thief can leave its room without an alarm (a Motion room entered this turn
    sounds when left)."""
    p = s.thieves[seat].pos
    return not _motion_exit(s, seat, p) or not would_sound(s, p) or can_hack(s, "motion")


def reach(s: BurgleState, seat: int, blind: bool = False, start: int | None = None,
          budget: int | None = None) -> dict[int, tuple[int, int]]:
    """Rooms the thief can get to with the actions left, through revealed rooms:
    cell -> (actions, first step). The thief's own room is there at (0, itself). With `blind`,
    face-down rooms next to those count too (one action, and no further). `start` and `budget`
    ask the same from another room the thief could stand in, with that many actions."""
    here = s.thieves[seat].pos
    p = here if start is None else start
    limit = s.actions_left if budget is None else budget
    best: dict[int, tuple[int, int]] = {p: (0, p)}
    frontier = [p]
    while frontier:
        nxt = []
        for c in frontier:
            cost, first = best[c]
            if not s.revealed[c]:
                continue
            free = not sticky(s, seat, c) if c != here else _may_leave(s, seat)
            extra = 0 if free else SOUNDING - 1  # leaving sounds the Motion room: dearer, no wall
            for n in links(s, c):
                step = 1 if blind and not s.revealed[n] else step_cost(s, seat, n)
                if step is None or cost + step + extra > limit:
                    continue
                if n not in best or best[n][0] > cost + step + extra:
                    best[n] = (cost + step + extra, n if c == p else first)
                    nxt.append(n)
        frontier = nxt
    return best


def distance(s: BurgleState, start: int, goals: set[int]) -> int:
    """Moves from `start` to the nearest goal through revealed rooms and stairs (FAR when none);
    a goal itself may be face down."""
    if not goals:
        return FAR
    seen, frontier, d = {start}, [start], 0
    while frontier:
        if any(c in goals for c in frontier):
            return d
        nxt = []
        for c in frontier:
            for n in links(s, c):
                if n not in seen and (s.revealed[n] or n in goals):
                    seen.add(n)
                    nxt.append(n)
        frontier, d = nxt, d + 1
    return FAR


def distances(s: BurgleState, goals: set[int]) -> dict[int, int]:
    """`distance` from every room to the nearest goal at once (rooms without a route are left
    out): one search outward from the goals through revealed rooms; a face-down room counts
    one more than its nearest revealed neighbour."""
    out = dict.fromkeys(goals, 0)
    frontier, d = list(goals), 0
    while frontier:
        d += 1
        nxt = []
        for c in frontier:
            for n in links(s, c):
                if n not in out:
                    out[n] = d
                    if s.revealed[n]:
                        nxt.append(n)
        frontier = nxt
    return out

