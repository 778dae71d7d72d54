"""Moving thieves: where they can go, what it costs, and what entering a room does.

A move is one action; entering a room applies its effect (Deadbolt costs three
actions, a locked Keypad must be rolled open, Lasers and Fingerprints sound
unless paid for or hacked, ...). Moves into a revealed room carry the choice
in the action (`how`, and `exit` when leaving a Motion room entered this
turn); a room revealed by the move asks afterwards with an "enter" prompt.
Falling, swapping and being pulled along do not count as entering: only a
guard in the room matters then.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from meeple.engine import Action, Event

from .alarms import can_hack, spend_hack, trigger, would_sound
from .budget import has_actions
from .guards import guard_on_camera, place_guard
from .log import say, where, who
from .sight import lose_stealth, thief_seen_entering
from .state import ROOF, BurgleState
from .tiles import find_tool, reveal

FREE = "free"
ORDERS = "orders"
NORMAL = "normal"


def jammed(s: BurgleState, seat: int, cell: int) -> bool:
    """The Hacker's Jammer: he triggers no Fingerprint, Laser or Motion, nor does anyone in his room."""
    hacker = s.someone_is("hacker", "basic")
    return hacker is not None and (hacker == seat or s.thieves[hacker].pos == cell)


def destinations(s: BurgleState, seat: int) -> dict[int, str]:
    """Where `seat` may move from here: cell -> "walk", "secret", "stairs", "duct", "gym", "jump" or
    "roof" (ROOF)."""
    t, lay = s.thieves[seat], s.layout
    p = t.pos
    revealed, rooms = s.revealed, s.rooms
    here = rooms[p] if revealed[p] else None  # the room's kind asked once, not by `is_room` per rule
    out: dict[int, str] = dict.fromkeys(lay.open[p], "walk")
    if "painting" not in t.loot:
        for n in lay.walled(p):
            if revealed[n] and rooms[n] == "secret_door" and n not in out:
                out[n] = "secret"
        if here == "service_duct":
            duct = _other_duct(s, p)
            if duct is not None and duct not in out:
                out[duct] = "duct"
    effects = s.effects
    down = lay.below(p)
    if "time_lock" not in effects:
        # `_stairs` only where stairs could lead somewhere: this room, the one below, a Thermal Bomb hole
        if here == "stairs" or s.thermal or (down is not None and revealed[down] and rooms[down] == "stairs"):
            for n in _stairs(s, p):
                if n not in out:
                    out[n] = "roof" if n == ROOF else "stairs"
        if "gymnastics" in effects:
            up = lay.above(p)
            if up is not None and s.is_room(up, "walkway"):
                out.setdefault(up, "gym")
    if here == "walkway" and down is not None:
        out.setdefault(down, "jump")
    return out


def way_to(s: BurgleState, seat: int, cell: int) -> str:
    """`destinations(s, seat)[cell]`: an open doorway is always a walk, so only other moves need
    the whole list."""
    return "walk" if cell in s.layout.open[s.thieves[seat].pos] else destinations(s, seat)[cell]


def _stairs(s: BurgleState, p: int) -> list[int]:
    lay, revealed, rooms = s.layout, s.revealed, s.rooms
    out: list[int] = []
    if revealed[p] and rooms[p] == "stairs":
        up = lay.above(p)
        out.append(up if up is not None else ROOF)
    down = lay.below(p)
    if down is not None and revealed[down] and rooms[down] == "stairs":
        out.append(down)
    for lo, hi in s.thermal:
        if p == lo:
            out.append(hi)
        elif p == hi:
            out.append(lo)
    return out


def _other_duct(s: BurgleState, p: int) -> int | None:
    if not s.is_room(p, "service_duct"):
        return None
    others = [c for c in s.layout.cells if c != p and s.is_room(c, "service_duct")]
    return others[0] if others else None


# -- costs and choices --------------------------------------------------------------------

_PLAIN: Sequence[tuple[int, str | None]] = ((0, None),)
"""Entering with no choice and no extra cost (shared: never changed)."""


def entry_options(s: BurgleState, seat: int, cell: int, mode: str) -> Sequence[tuple[int, str | None]]:
    """(extra actions, `how`) for entering a revealed room."""
    if s.disabled[cell] or not s.revealed[cell]:
        return _PLAIN
    room = s.rooms[cell]
    if room == "deadbolt" and not s.guard_at(cell) and not s.thieves_at(cell):
        return [(0 if mode == ORDERS else 2, None)]
    if room == "laser" and not ("mirror" in s.thieves[seat].loot or jammed(s, seat, cell)):
        if mode == ORDERS or not would_sound(s, cell):
            return [(0, None)]
        return [(1, "pay"), (0, "alarm")] + ([(0, "hack")] if can_hack(s, "laser") else [])
    if room == "fingerprint" and not jammed(s, seat, cell) and would_sound(s, cell) and can_hack(s, "fingerprint"):
        return [(0, "alarm"), (0, "hack")]
    return [(0, None)]


_NO_EXIT: list[str | None] = [None]
"""Leaving with nothing to choose (shared: never changed)."""


def exit_options(s: BurgleState, seat: int) -> list[str | None]:
    """Leaving a Motion room entered this turn sets it off: sound it or hack it."""
    p = s.thieves[seat].pos
    if not _motion_exit(s, seat, p) or not would_sound(s, p) or not can_hack(s, "motion"):
        return [None]
    return ["alarm", "hack"]


def _motion_exit(s: BurgleState, seat: int, p: int) -> bool:
    return s.active_room(p, "motion") and [seat, p] in s.flags["motion"] and not jammed(s, seat, p)


def base_cost(s: BurgleState, seat: int, cell: int, mode: str) -> int:
    """The move's own action, the Gemstone's extra one; none for an Acrobat slipping in by a guard."""
    if mode != NORMAL:
        return 0
    t = s.thieves[seat]  # the thief's cards and character first: the cell is asked only when they matter
    if t.character == "acrobat" and t.side == "basic" and s.guard_at(cell):
        return 0
    return 2 if "gemstone" in t.loot and s.thieves_at(cell) else 1


def can_move_to(s: BurgleState, seat: int, cell: object) -> bool:
    """Whether `cell` is a room `seat` can reach by a move from here (the roof is an escape)."""
    dest = destinations(s, seat)
    return cell in dest and dest[cell] != "roof"


def entry_costs(s: BurgleState, seat: int, cell: int, mode: str = NORMAL,
                kind: str | None = None) -> list[tuple[int, str | None]]:
    """(actions it costs in all, `how`) for each way of moving from here into `cell`; `kind` is
    `destinations(s, seat)[cell]` when the caller already has it."""
    base = base_cost(s, seat, cell, mode)
    return [(base + extra, how) for extra, how in _ways_in(s, seat, cell, mode, kind)]


def _ways_in(s: BurgleState, seat: int, cell: int, mode: str, kind: str | None) -> Sequence[tuple[int, str | None]]:
    """`entry_options`, except that a jump down from a Walkway enters nothing."""
    if (kind if kind is not None else way_to(s, seat, cell)) == "jump":
        return _PLAIN
    return entry_options(s, seat, cell, mode)


_CHOICE_ROOMS = frozenset(("deadbolt", "laser", "fingerprint"))
"""The rooms whose `entry_options` can be other than entering plainly."""


def _may_choose(s: BurgleState, cell: int, kind: str) -> bool:
    """Whether `_ways_in` can be other than `_PLAIN`: a room face down, disabled or of another kind
    (or a jump down from a Walkway) is entered plainly, so `entry_options` need not be asked."""
    return kind != "jump" and s.revealed[cell] and not s.disabled[cell] and s.rooms[cell] in _CHOICE_ROOMS


def move_actions(s: BurgleState, seat: int, mode: str = NORMAL, only: set[int] | None = None) -> list[Action]:
    """Every move `seat` may make now (the escape to the roof included), each with its choices."""
    out: list[Action] = []
    t = s.thieves[seat]
    rooms = s.rooms
    # `exit_options` only in a Motion room (the kind first: cheap); elsewhere there is nothing to choose
    exits = exit_options(s, seat) if rooms[t.pos] == "motion" else _NO_EXIT
    plain = exits == _NO_EXIT  # the usual case: no Motion room to leave, so one action per way in
    left = s.actions_left
    # `base_cost` asked per cell only where the cell matters (the basic Acrobat, the Gemstone)
    fixed = None if mode == NORMAL and ("gemstone" in t.loot or t.has("acrobat", "basic")) else int(mode == NORMAL)
    dest = destinations(s, seat)
    # Only open doorways (`Layout.open`, sorted) when nothing was added to them: no need to sort
    ways = dest.items() if len(dest) == len(s.layout.open[t.pos]) else sorted(dest.items())
    for cell, kind in ways:
        if only is not None and cell not in only:
            continue
        if kind == "roof":
            if mode == NORMAL and can_escape(s, seat):
                out.append({"type": "escape"})
            continue
        base = base_cost(s, seat, cell, mode) if fixed is None else fixed  # `entry_costs`, without its list
        choice = rooms[cell] in _CHOICE_ROOMS and _may_choose(s, cell, kind)  # the kind first: cheap
        for extra, how in entry_options(s, seat, cell, mode) if choice else _PLAIN:
            if base + extra > left:  # not has_actions(s, cost)
                continue
            if plain:
                out.append({"type": "move", "to": cell} if how is None else {"type": "move", "to": cell, "how": how})
                continue
            for ex in exits:
                act: dict[str, Any] = {"type": "move", "to": cell}
                if how is not None:
                    act["how"] = how
                if ex is not None:
                    act["exit"] = ex
                out.append(act)
    return out


def can_be_ordered(s: BurgleState, seat: int) -> bool:
    """Whether `move_actions(s, seat, ORDERS)` lists anything: an ordered move costs the mover
    nothing and every way in is free under Orders, so any destination but the roof will do: an open
    doorway (always a walk in `destinations`) settles it without listing them."""
    if s.layout.open[s.thieves[seat].pos]:
        return True
    return any(kind != "roof" for kind in destinations(s, seat).values())


def can_reach_roof(s: BurgleState, seat: int) -> bool:
    """Whether the roof is one step away: the top floor's stairs (or a Thermal Bomb's hole)."""
    return ROOF in destinations(s, seat)


def are_safes_open(s: BurgleState) -> bool:
    """Whether every safe of the job is open."""
    return sum(s.safe_open) >= s.layout.job.safes


def is_kitty_loose(s: BurgleState) -> bool:
    """Whether the Persian Kitty lies in a room, waiting to be picked up."""
    return any("persian_kitty" in items for items in s.items.values())


def leaves_loot(s: BurgleState, seat: int) -> bool:
    """Whether `seat` is the last thief inside while loot still lies in a room."""
    others = [t for i, t in enumerate(s.thieves) if i != seat and t.inside]
    return not others and any(s.items.values())


def can_escape(s: BurgleState, seat: int) -> bool:
    """To the roof: every safe open, one action left, no kitty loose, and the last one out leaves no loot."""
    return has_actions(s) and are_safes_open(s) and not is_kitty_loose(s) and not leaves_loot(s, seat)


# -- doing it ----------------------------------------------------------------------------

def do_move(s: BurgleState, seat: int, action: Action, events: list[Event], mode: str = NORMAL) -> None:
    """Carry out a legal move for `seat` (paid by the player on turn)."""
    cell, how = action["to"], action.get("how")
    kind = way_to(s, seat, cell)
    extra = {h: x for x, h in entry_options(s, seat, cell, mode)}.get(how, 0) if _may_choose(s, cell, kind) else 0
    spend(s, base_cost(s, seat, cell, mode) + extra)
    t = s.thieves[seat]
    if t.character == "acrobat" and t.side == "basic" and mode == NORMAL and s.guard_at(cell):
        s.flags["acrobat"] = True
    if s.rooms[t.pos] == "motion":  # `leave` does something only out of a Motion room
        leave(s, seat, action.get("exit"), events)
    if s.result is not None:
        return
    if kind == "jump":
        say(events, "jump", f"{who(seat)} jumps down from the Walkway.", seat=seat)
        arrive_without_entering(s, seat, cell, events)
        return
    attempt_entry(s, seat, cell, how, events, mode)


def spend(s: BurgleState, n: int) -> None:
    """Use `n` of the turn's actions."""
    s.actions_left -= n
    s.actions_used += n


def leave(s: BurgleState, seat: int, exit: str | None, events: list[Event]) -> None:
    """Leaving a Motion room entered this turn sets it off (or spends a motion hack token)."""
    p = s.thieves[seat].pos
    if not _motion_exit(s, seat, p):
        return
    if exit == "hack":
        spend_hack(s, "motion", p, events)
    else:
        trigger(s, p, events, f"{who(seat)} left the Motion room in the turn they entered it")


def attempt_entry(s: BurgleState, seat: int, cell: int, how: str | None, events: list[Event], mode: str) -> None:
    """Try to enter `cell`: reveal it, apply what may stop the thief, then enter."""
    fresh = not s.revealed[cell]
    if fresh:
        reveal(s, cell, events)
        below = s.layout.below(cell)
        if s.rooms[cell] == "walkway" and below is not None:
            say(events, "fall", f"{who(seat)} steps onto a hidden Walkway and falls to the floor below!", seat=seat)
            arrive_without_entering(s, seat, below, events)
            return
        if s.rooms[cell] == "deadbolt" and not _fresh_deadbolt(s, seat, cell, events, mode):
            return
    if s.rooms[cell] == "keypad" and s.active_room(cell, "keypad") and not s.keypad_open[cell] \
            and not _open_keypad(s, seat, cell, events):
        return
    if fresh and s.rooms[cell] not in _CHOICE_ROOMS:  # `entry_options` enters any other room plainly
        how = None
    elif fresh:
        choices = [h for x, h in entry_options(s, seat, cell, mode) if x <= s.actions_left]
        if len(choices) > 1:
            s.prompt = {"kind": "enter", "seat": s.turn, "mover": seat, "cell": cell, "mode": mode,
                        "options": [{"type": "enter", "how": h} for h in choices]}
            return
        how = choices[0] if choices else None
    complete_entry(s, seat, cell, how, events, mode)


def resolve_enter_prompt(s: BurgleState, how: str, events: list[Event]) -> None:
    """The choice for a Laser or Fingerprint room revealed by the move."""
    prompt = s.prompt
    assert prompt is not None
    s.prompt = None
    if how == "pay":
        spend(s, 1)
    complete_entry(s, prompt["mover"], prompt["cell"], how, events, prompt["mode"])


def _fresh_deadbolt(s: BurgleState, seat: int, cell: int, events: list[Event], mode: str) -> bool:
    """A Deadbolt found by moving: two more actions to get in, else all actions are lost."""
    if not s.active_room(cell, "deadbolt") or s.guard_at(cell) or s.thieves_at(cell) or mode == ORDERS:
        return True
    if s.actions_left >= 2:
        spend(s, 2)
        return True
    say(events, "deadbolt", f"{who(seat)} cannot get through the Deadbolt and loses the rest of the turn's actions.",
        seat=seat)
    spend(s, s.actions_left)
    return False


def _open_keypad(s: BurgleState, seat: int, cell: int, events: list[Event]) -> bool:
    """Roll for a locked Keypad: one die per attempt this turn at this keypad (+1 for the Peterman)."""
    tries = s.flags["tries"]
    tries[str(cell)] = tries.get(str(cell), 0) + 1
    n = tries[str(cell)] + (1 if s.thieves[seat].has("peterman", "basic") else 0)
    roll = sorted(s.rng.randint(1, 6) for _ in range(n))
    opened = 6 in roll
    if opened:
        s.keypad_open[cell] = True
    verdict = "the Keypad opens" if opened else "it stays locked"
    say(events, "keypad", f"{who(seat)} tries the code at {where(s, cell)} with {n} "
        f"{'die' if n == 1 else 'dice'}: {', '.join(map(str, roll))} — {verdict}.",
        reveals=True, seat=seat, cell=cell, roll=roll)
    return opened


def complete_entry(s: BurgleState, seat: int, cell: int, how: str | None, events: list[Event], mode: str) -> None:
    """Sound or hack the room's alarm as chosen, then step in."""
    room = s.rooms[cell] if not s.disabled[cell] else None
    alarm_room = (room == "laser" and mode != ORDERS and "mirror" not in s.thieves[seat].loot) or room == "fingerprint"
    if room is not None and alarm_room and not jammed(s, seat, cell) and how != "pay":
        if how == "hack":
            spend_hack(s, room, cell, events)
        else:
            trigger(s, cell, events, f"{who(seat)} entered the {room.title()} room")
    enter(s, seat, cell, events)


def enter(s: BurgleState, seat: int, cell: int, events: list[Event]) -> None:
    """The thief is in: seen?, cameras, Detector, Thermo with the Isotope, Motion, Laboratory."""
    t = s.thieves[seat]
    squares = s.layout.squares
    old_floor = t.pos // squares if t.pos >= 0 else -1  # `Layout.floor` of a thief inside, inline
    t.pos = cell
    invisible = bool(s.flags.get("invisible")) and seat == s.turn
    seen = thief_seen_entering(s, seat, cell)
    if seen and not invisible and not (s.guard_at(cell) and t.has("acrobat", "basic")):
        lose_stealth(s, seat, events, seen)
    if s.result is not None:
        return
    _room_effects(s, seat, cell, events, invisible)
    if cell // squares != old_floor:  # `_new_floor` does something only on another floor
        _new_floor(s, cell, old_floor, events)
    if s.result is None and s.rooms[cell] == "laboratory" and s.active_room(cell, "laboratory") \
            and not s.lab_used[cell]:
        s.lab_used[cell] = True
        find_tool(s, seat, events, "first into the Laboratory")


def _room_effects(s: BurgleState, seat: int, cell: int, events: list[Event], invisible: bool) -> None:
    """What a working Camera, Detector, Thermo or Motion room does to a thief entering it."""
    if not s.revealed[cell] or s.disabled[cell]:  # `active_room` for every kind, asked once
        return
    t, room = s.thieves[seat], s.rooms[cell]
    if room == "camera" and not invisible and "video_loop" not in s.effects and guard_on_camera(s):
        trigger(s, cell, events, f"a guard sees {who(seat)} on the cameras")
    elif room == "detector" and (t.tools or t.loot):
        trigger(s, cell, events, f"the Detector finds {who(seat)}'s gear")
    elif room == "thermo" and "isotope" in t.loot:
        trigger(s, cell, events, "the Isotope warms the Thermo room")
    elif room == "motion":
        s.flags["motion"].append([seat, cell])


def arrive_without_entering(s: BurgleState, seat: int, cell: int, events: list[Event]) -> None:
    """Falling, jumping down, being pulled along or swapped: no room effect, but a guard there sees you."""
    t = s.thieves[seat]
    old_floor = s.layout.floor(t.pos) if t.inside else -1
    reveal(s, cell, events)
    t.pos = cell
    if s.guard_at(cell):
        lose_stealth(s, seat, events, "a guard is right there")
    _new_floor(s, cell, old_floor, events)


def _new_floor(s: BurgleState, cell: int, old_floor: int, events: list[Event]) -> None:
    """The first thief on a floor brings its guard out."""
    floor = s.layout.floor(cell)
    if floor != old_floor and not s.guards[floor].active and s.result is None:
        place_guard(s, floor, events)
