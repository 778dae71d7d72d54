"""Safes: dice added for two actions, rolls that crack the combination, and what an open safe gives.

A safe's combination is the numbers on the other rooms of its row and column.
Each roll puts a crack token on every such room showing a rolled number; when
all of them carry one, the safe opens: a tool, a loot card, and a silent alarm
(the guards of that floor and every floor below get one faster).
"""

from __future__ import annotations

from meeple.engine import Action, Event

from .budget import has_actions
from .components import MAX_GUARD_DIE, MAX_SAFE_DICE, title
from .log import say, where, who
from .state import BurgleState
from .tiles import draw_tool, find_tool


def reachable_safes(s: BurgleState, seat: int) -> list[int]:
    """Unopened safes `seat` can work on: the one they stand on, and for the Peterman's Drill the
    ones straight above and below."""
    t, lay = s.thieves[seat], s.layout
    p = t.pos
    if not t.has("peterman", "advanced"):  # the usual case: the room the thief stands in, or none
        return [p] if s.is_room(p, "safe") and not s.safe_open[p] else []
    cells = [c for c in (p, lay.above(p), lay.below(p)) if c is not None]
    return [c for c in cells if s.is_room(c, "safe") and not s.safe_open[c]]


def combination(s: BurgleState, safe: int) -> list[int]:
    """The rooms whose numbers open a safe (those with a number)."""
    return [c for c in s.layout.line(safe) if s.rooms[c] != "safe"]


def can_work_on(s: BurgleState, seat: int, safe: object) -> bool:
    """Whether `safe` is an unopened safe within `seat`'s reach."""
    return safe in reachable_safes(s, seat)


def has_room_for_die(s: BurgleState, safe: int) -> bool:
    """Whether the safe holds fewer than the most dice it can take."""
    return s.safe_dice[safe] < MAX_SAFE_DICE


def has_dice(s: BurgleState, safe: int) -> bool:
    """Whether at least one die has been added to the safe."""
    return s.safe_dice[safe] > 0


def is_combination_revealed(s: BurgleState, safe: int) -> bool:
    """Whether every room of the safe's row and column is revealed."""
    return all(s.revealed[c] for c in s.layout.line(safe))


def is_keycard_there(s: BurgleState, safe: int) -> bool:
    """Whether the Keycard is out of play or its holder stands on the safe."""
    keycard = s.holder("keycard")
    return keycard is None or s.thieves[keycard].pos == safe


def ready_to_roll(s: BurgleState, safe: int) -> bool:
    """Every room of the combination revealed, a die on the safe, and the Keycard's holder there."""
    return has_dice(s, safe) and is_combination_revealed(s, safe) and is_keycard_there(s, safe)


def can_add_die(s: BurgleState, seat: int, safe: int) -> bool:
    """Whether `seat` may add a die to `safe` now: in reach, two actions left, room for a die."""
    return can_work_on(s, seat, safe) and has_actions(s, 2) and has_room_for_die(s, safe)


def can_roll(s: BurgleState, seat: int, safe: int) -> bool:
    """Whether `seat` may roll at `safe` now: in reach, an action left, and ready to roll."""
    return can_work_on(s, seat, safe) and has_actions(s) and ready_to_roll(s, safe)


def safe_actions(s: BurgleState, seat: int) -> list[Action]:
    """Add a die (two actions) and roll (one action) on each safe in reach."""
    out: list[Action] = []
    for safe in reachable_safes(s, seat):
        if can_add_die(s, seat, safe):
            out.append({"type": "add_die", "safe": safe})
        if can_roll(s, seat, safe):
            out.append({"type": "roll", "safe": safe})
    return out


def add_die(s: BurgleState, seat: int, safe: int, events: list[Event]) -> None:
    s.safe_dice[safe] += 1
    say(events, "safe_die", f"{who(seat)} adds a die to {where(s, safe)} ({s.safe_dice[safe]} now).",
        seat=seat, cell=safe)


def roll(s: BurgleState, seat: int, safe: int, events: list[Event]) -> None:
    """Roll the safe's dice (+1 for the Peterman's Steady Hands); crack and maybe open it."""
    n = s.safe_dice[safe] + (1 if s.thieves[seat].has("peterman", "basic") else 0)
    faces = sorted(s.rng.randint(1, 6) for _ in range(n))
    say(events, "safe_roll", f"{who(seat)} rolls {n} {'die' if n == 1 else 'dice'} at {where(s, safe)}: "
        f"{', '.join(map(str, faces))}.", reveals=True, seat=seat, cell=safe, roll=faces)
    s.flags["last_roll"] = safe
    crack(s, seat, safe, set(faces), events)


def crack(s: BurgleState, seat: int, safe: int, faces: set[int], events: list[Event]) -> None:
    """Crack tokens on the combination rooms showing one of `faces`; open the safe when all have one."""
    for c in combination(s, safe):
        if s.numbers[c] in faces:
            s.cracked[c] = True
    if all(s.cracked[c] for c in combination(s, safe)):
        open_safe(s, seat, safe, events)


def open_safe(s: BurgleState, seat: int, safe: int, events: list[Event]) -> None:
    """The safe opens: loot and a tool to the thief in it (or left inside for a drill), silent alarm."""
    s.safe_open[safe] = True
    s.flags["last_roll"] = None
    floor = s.layout.floor(safe)
    say(events, "safe_open", f"The safe at {s.layout.name(safe)} is open!", cell=safe)
    for f in range(floor + 1):
        g = s.guards[f]
        g.die = min(MAX_GUARD_DIE, g.die + 1)
    say(events, "silent_alarm", f"Silent alarm: the guards of floor {floor + 1} and below are one faster.",
        floor=floor)
    loot = s.loot.draw() if s.loot.cards else None
    here = s.thieves[seat].pos == safe
    if loot is not None:
        _draw_effects(s, seat, loot, safe, events)
        if here:
            s.thieves[seat].loot.append(loot)
            say(events, "loot", f"{who(seat)} takes the {title(loot)}.", seat=seat, loot=loot)
        else:
            s.items.setdefault(str(safe), []).append(loot)
    if here:
        find_tool(s, seat, events, "in the safe")
        return
    tool = draw_tool(s)
    if tool is not None:
        s.items.setdefault(str(safe), []).append(tool)
        say(events, "tool_left", f"The {title(tool)} waits in the drilled safe.", reveals=True, tool=tool)


def _draw_effects(s: BurgleState, seat: int, loot: str, safe: int, events: list[Event]) -> None:
    """What a loot card does when drawn: the Cursed Goblet bites its finder, a Gold Bar brings its twin."""
    say(events, "loot_drawn", f"The safe holds the {title(loot)}.", reveals=True, loot=loot)
    if loot == "cursed_goblet" and s.thieves[seat].stealth > 0:
        s.thieves[seat].stealth -= 1
        say(events, "goblet", f"The Cursed Goblet costs {who(seat)} a stealth token.", seat=seat)
    if loot == "gold_bar":
        s.items.setdefault(str(safe), []).append("gold_bar")
        say(events, "gold_bar", "A second Gold Bar lies in the safe; someone must carry it out too.", cell=safe)
