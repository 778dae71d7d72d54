"""The turn: up to four actions, the end of the turn (Thermo, the event card), the guard's walk,
and the hand-over to the next thief still inside.

`settle` is called after every action: once no prompt is pending, a turn whose
actions are over goes on to the guard's move and the next turn.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event

from .alarms import trigger
from .components import ACTIONS_PER_TURN
from .eventcards import draw_event
from .guards import ask_tie, walk
from .log import say, say_known, who
from .lootfx import start_of_turn
from .sight import lose_stealth
from .state import EVENT, OVER, PLAY, ROOF, SETUP, BurgleState

TURN_LIMIT = 300
"""Turns after which the night is over and the heist fails (a safety bound of ours)."""
LASTING = ("emp", "gymnastics", "time_lock", "video_loop")


_TURN_LINES: dict[tuple[int, int], Event] = {}


def _turn_line(key: tuple[int, int]) -> Event:
    """The log line of a turn's start: (seat, actions)."""
    seat, actions = key
    return Event("turn", f"{who(seat)}'s turn: {actions} actions.", None, False, {"seat": seat})


def new_flags() -> dict[str, Any]:
    """Facts that last for one turn."""
    return {"acted": False, "ability": False, "hawk": False, "reroute": False, "tries": {}, "motion": [],
            "invisible": False, "free": 0, "guard_mod": 0, "shift": False, "last_roll": None,
            "acrobat": False}


def start_turn(s: BurgleState, seat: int, events: list[Event]) -> None:
    """`seat` begins a turn: lasting effects they played end, actions are counted, loot acts up."""
    s.turn, s.stage = seat, PLAY
    s.turns += 1
    s.flags = new_flags()
    if s.effects:  # usually none lasts
        for name in [e for e, owner in s.effects.items() if owner == seat]:
            del s.effects[name]
    if s.turns > TURN_LIMIT:
        s.result, s.stage = "lost", OVER
        s.reason = f"Dawn breaks after {TURN_LIMIT} turns: the heist fails."
        say(events, "dawn", s.reason)
        return
    mirror = 1 if "mirror" in s.me.loot else 0
    s.actions_left, s.actions_used = ACTIONS_PER_TURN - mirror + s.next_bonus, 0
    s.next_bonus = 0
    say_known(events, _TURN_LINES, (seat, s.actions_left), _turn_line)
    if s.thieves[seat].loot:  # only loot acts up at the start of a turn
        start_of_turn(s, seat, events)


def end_turn(s: BurgleState, events: list[Event]) -> None:
    """The thief stops: Thermo, the Acrobat's stay with a guard, the event card, then the guard."""
    t = s.me
    if s.rooms[t.pos] == "thermo" and s.active_room(t.pos, "thermo"):  # the kind first: cheap
        trigger(s, t.pos, events, f"{who(s.turn)} ended the turn in the Thermo room")
    if s.flags["acrobat"] and s.guard_at(t.pos):
        lose_stealth(s, s.turn, events, "still in the guard's room when he moves")
    if s.result is not None:
        return
    s.stage = EVENT
    s.actions_left = 0
    limit = 3 if "stamp" in t.loot else 2
    if s.actions_used - s.flags.get("back", 0) <= limit:  # moves back and forth spare nothing (actions.py)
        draw_event(s, events)
    settle(s, events)


def settle(s: BurgleState, events: list[Event]) -> None:
    """Go on with the end of the turn once nothing is waiting for a choice; first ask about
    any guard facing equally near alarms."""
    if s.result is None and s.prompt is None and s.stage != SETUP and not ask_tie(s) and s.stage == EVENT:
        finish_turn(s, events)


def finish_turn(s: BurgleState, events: list[Event]) -> None:
    """The guard(s) move, then the next thief plays. A walk halted by a question about equally
    near alarms is resumed from the turn's flags once it is answered."""
    if "walks" not in s.flags:
        s.flags["walks"] = _walk_plan(s)
    plan = s.flags["walks"]
    while plan and s.result is None:
        floor, bonus = plan[0]
        if not walk(s, floor, events, bonus):
            return
        plan.pop(0)
    if s.result is None:
        next_turn(s, events)


def _walk_plan(s: BurgleState) -> list[list[int]]:
    """[floor, extra moves] of each guard who walks now: the thief's floor, or every other
    floor's after Shift Change."""
    t = s.me
    if not t.inside:
        return []
    floor = s.layout.floor(t.pos)
    if s.flags["shift"]:
        return [[f, 0] for f, g in enumerate(s.guards) if f != floor and g.active]
    return [[floor, s.flags["guard_mod"]]]


def next_turn(s: BurgleState, events: list[Event]) -> None:
    """Hand over to the next thief inside (clockwise), skipping one after Jump the Gun."""
    seat = _next_inside(s, s.turn)
    if seat is None:
        return
    if s.skip_next:
        s.skip_next = False
        say(events, "skip", f"{who(seat)}'s turn is skipped (Jump the Gun).", seat=seat)
        s.turns += 1
        seat = _next_inside(s, seat)
        assert seat is not None
    start_turn(s, seat, events)


def _next_inside(s: BurgleState, seat: int) -> int | None:
    for k in range(1, s.players + 1):
        other = (seat + k) % s.players
        if s.thieves[other].inside:
            return other
    return None


def escape(s: BurgleState, seat: int, events: list[Event]) -> None:
    """Up the stairs to the roof: this thief is out; the turn ends at once with no guard move."""
    s.actions_left -= 1
    s.actions_used += 1
    s.thieves[seat].pos = ROOF
    for name in [e for e, owner in s.effects.items() if owner == seat]:
        del s.effects[name]
    say(events, "escape", f"{who(seat)} escapes to the roof!", seat=seat)
    if all(t.pos == ROOF for t in s.thieves):
        s.result, s.stage = "won", OVER
        s.reason = "Every thief is on the roof with all the loot."
        say(events, "won", "The whole crew is on the roof with the loot: the heist succeeds!")
        return
    next_turn(s, events)
