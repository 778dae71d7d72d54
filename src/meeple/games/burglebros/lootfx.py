"""Loot that acts up at the start of its holder's turn, and picking up what lies in a room.

Chihuahua: a 6 on a die barks an alarm on the holder's room. Persian Kitty: a
1 or 2 and it runs one room toward the nearest alarm of the floor (if there is
one) and waits there to be picked up; while it is loose no one may escape.
"""

from __future__ import annotations

from meeple.engine import Action, Event

from .alarms import alarms_on, trigger
from .budget import count_free, free_left
from .components import title
from .log import say, where, who
from .state import BurgleState


def start_of_turn(s: BurgleState, seat: int, events: list[Event]) -> None:
    """Roll for the Chihuahua and the Persian Kitty of the thief whose turn starts."""
    t = s.thieves[seat]
    if "chihuahua" in t.loot:
        die = s.rng.randint(1, 6)
        say(events, "chihuahua", f"{who(seat)} rolls {die} for the Chihuahua.", reveals=True, seat=seat, roll=die)
        if die == 6:
            trigger(s, t.pos, events, "the Chihuahua barks")
    if "persian_kitty" in t.loot:
        die = s.rng.randint(1, 6)
        say(events, "kitty", f"{who(seat)} rolls {die} for the Persian Kitty.", reveals=True, seat=seat, roll=die)
        if die <= 2:
            _kitty_runs(s, seat, events)


def _kitty_runs(s: BurgleState, seat: int, events: list[Event]) -> None:
    t, lay = s.thieves[seat], s.layout
    alarms = alarms_on(s, lay.floor(t.pos))
    if not alarms:
        say(events, "kitty_stays", "With no alarm on the floor, the kitty stays put.")
        return
    nearest = min((lay.dist(a)[t.pos], a) for a in alarms)[1]
    if nearest == t.pos:
        return
    cell = lay.step(t.pos, nearest)
    t.loot.remove("persian_kitty")
    s.items.setdefault(str(cell), []).append("persian_kitty")
    say(events, "kitty_runs", f"The Persian Kitty escapes to {where(s, cell)}!", cell=cell)


def lies_here(s: BurgleState, seat: int, item: object) -> bool:
    """Whether `item` lies in the thief's room."""
    return item in s.items.get(str(s.thieves[seat].pos), [])


def may_carry(s: BurgleState, seat: int, card: object) -> bool:
    """Whether `seat` may take `card`: a thief carries at most one Gold Bar."""
    return not (card == "gold_bar" and "gold_bar" in s.thieves[seat].loot)


def can_pickup(s: BurgleState, seat: int, item: object) -> bool:
    """Whether `seat` may pick up `item` now: a free action left, the item here, and allowed to carry."""
    return free_left(s) and lies_here(s, seat, item) and may_carry(s, seat, item)


def pickup_actions(s: BurgleState, seat: int) -> list[Action]:
    """Pick up loot or a tool lying in the thief's room (at most one Gold Bar each)."""
    if not s.items:  # nothing lies anywhere: the usual case
        return []
    here = s.items.get(str(s.thieves[seat].pos), [])
    return [{"type": "pickup", "item": i} for i in sorted(set(here)) if can_pickup(s, seat, i)]


def pickup(s: BurgleState, seat: int, item: str, events: list[Event]) -> None:
    """Take an item from the room (a free action)."""
    from .components import TOOLS

    t = s.thieves[seat]
    key = str(t.pos)
    s.items[key].remove(item)
    if not s.items[key]:
        del s.items[key]
    (t.tools if item in TOOLS else t.loot).append(item)
    count_free(s)
    say(events, "pickup", f"{who(seat)} picks up the {title(item)}.", seat=seat, item=item)
