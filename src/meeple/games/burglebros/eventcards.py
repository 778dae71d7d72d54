"""Event cards, drawn at the end of a turn in which two or fewer actions were used.

"Your floor" is the floor of the thief whose turn it is. Events that need a
choice (Buddy System, Go With Your Gut, Peekhole, Throw Voice) set a prompt;
the turn goes on to the guard's move once it is answered.
"""

from __future__ import annotations

from collections.abc import Callable

from meeple.engine import Action, Event

from .alarms import alarms_on, trigger
from .components import COMPUTER_OF, title
from .guards import after_step, jump_to, new_destination, step_onto, step_toward, target
from .log import say, say_known, who
from .movement import FREE, arrive_without_entering, do_move, move_actions
from .state import BurgleState
from .tiles import find_tool, reveal

_EVENT_LINES: dict[str, Event] = {}


def _event_line(card: str) -> Event:
    """The log line of an event card drawn."""
    return Event("event", f"Event: {title(card)}.", None, True, {"card": card})


def draw_event(s: BurgleState, events: list[Event]) -> None:
    """Draw the top event (reshuffling the discard if the deck is out) and resolve it."""
    deck = s.events
    if not deck.cards:
        deck.cards, deck.discard = deck.discard, []
        s.rng.shuffle(deck.cards)
        deck.top_known = deck.bottom_known = 0
    card = deck.draw()
    deck.discard.append(card)
    say_known(events, _EVENT_LINES, card, _event_line)
    EFFECTS[card](s, events)


def _floor(s: BurgleState) -> int:
    return s.layout.floor(s.me.pos)


def _quiet(s: BurgleState) -> bool:
    """No alarm on your floor and a guard on the board."""
    f = _floor(s)
    return not alarms_on(s, f) and s.guards[f].pos is not None


def brown_out(s: BurgleState, events: list[Event]) -> None:
    for f, guard in enumerate(s.guards):
        cells = alarms_on(s, f)
        for c in cells:
            s.alarm[c] = False
        if cells:
            say(events, "brown_out", f"{len(cells)} alarm(s) go dark on floor {f + 1}.", floor=f)
        for _ in cells:
            if guard.pos is not None:
                new_destination(s, f, events)


def buddy_system(s: BurgleState, events: list[Event]) -> None:
    others = [i for i, t in enumerate(s.thieves) if i != s.turn and t.inside]
    if others:
        s.prompt = {"kind": "buddy_system", "seat": s.turn,
                    "options": [{"type": "choose", "seat": i} for i in others]}


def change_of_plans(s: BurgleState, events: list[Event]) -> None:
    if _quiet(s):
        new_destination(s, _floor(s), events)


def crash(s: BurgleState, events: list[Event]) -> None:
    if _quiet(s):
        s.guards[_floor(s)].dest = s.me.pos
        say(events, "destination", f"The guard now heads for {who(s.turn)}'s room.", cell=s.me.pos)


def daydreaming(s: BurgleState, events: list[Event]) -> None:
    s.flags["guard_mod"] -= 1


def espresso(s: BurgleState, events: list[Event]) -> None:
    s.flags["guard_mod"] += 1


def dead_drop(s: BurgleState, events: list[Event]) -> None:
    right = next((x for k in range(1, s.players) if s.thieves[x := (s.turn - k) % s.players].inside), None)
    if right is None:
        return
    me, them = s.me, s.thieves[right]
    them.tools += me.tools
    for loot in me.loot:
        if loot == "gold_bar" and "gold_bar" in them.loot:
            s.items.setdefault(str(me.pos), []).append(loot)
        else:
            them.loot.append(loot)
    me.tools, me.loot = [], []
    say(events, "dead_drop", f"{who(s.turn)} passes all tools and loot to {who(right)}.", seat=right)


def freight_elevator(s: BurgleState, events: list[Event]) -> None:
    up = s.layout.above(s.me.pos)
    if up is not None:
        say(events, "elevator", f"{who(s.turn)} rides the freight elevator up.")
        arrive_without_entering(s, s.turn, up, events)


def lost_grip(s: BurgleState, events: list[Event]) -> None:
    down = s.layout.below(s.me.pos)
    if down is not None:
        say(events, "lost_grip", f"{who(s.turn)} loses their grip and falls a floor.")
        arrive_without_entering(s, s.turn, down, events)


def go_with_your_gut(s: BurgleState, events: list[Event]) -> None:
    hidden = {n for n in s.layout.open[s.me.pos] if not s.revealed[n]}
    options = move_actions(s, s.turn, FREE, only=hidden) if hidden else []
    if options:
        s.prompt = {"kind": "go_with_your_gut", "seat": s.turn, "options": options}


def gymnastics(s: BurgleState, events: list[Event]) -> None:
    s.effects["gymnastics"] = s.turn


def time_lock(s: BurgleState, events: list[Event]) -> None:
    s.effects["time_lock"] = s.turn


def video_loop(s: BurgleState, events: list[Event]) -> None:
    s.effects["video_loop"] = s.turn


def heads_up(s: BurgleState, events: list[Event]) -> None:
    s.next_bonus += 1


def jump_the_gun(s: BurgleState, events: list[Event]) -> None:
    s.skip_next = True


def jury_rig(s: BurgleState, events: list[Event]) -> None:
    find_tool(s, s.turn, events, "Jury-Rig")


def keycode_change(s: BurgleState, events: list[Event]) -> None:
    s.keypad_open = [False] * len(s.keypad_open)


def lampshade(s: BurgleState, events: list[Event]) -> None:
    s.me.stealth += 1


def peekhole(s: BurgleState, events: list[Event]) -> None:
    lay, p = s.layout, s.me.pos
    cells = [*lay.grid[p], lay.above(p), lay.below(p)]
    hidden = sorted(c for c in cells if c is not None and not s.revealed[c])
    if hidden:
        s.prompt = {"kind": "peekhole", "seat": s.turn,
                    "options": [{"type": "choose", "cell": c} for c in hidden] + [{"type": "skip"}]}


def reboot(s: BurgleState, events: list[Event]) -> None:
    for cell in s.layout.cells:
        kind = COMPUTER_OF.get(s.rooms[cell] or "")
        if kind and s.revealed[cell]:
            s.hacks[kind] = 1


def shift_change(s: BurgleState, events: list[Event]) -> None:
    s.flags["shift"] = True


def shoplifting(s: BurgleState, events: list[Event]) -> None:
    for cell in s.layout.cells:
        if s.lab_used[cell]:
            trigger(s, cell, events, "Shoplifting")


def squeak(s: BurgleState, events: list[Event]) -> None:
    f = _floor(s)
    guard = s.guards[f]
    if guard.pos is None:
        return
    d = s.layout.dist(guard.pos)
    near = min((d[t.pos], i) for i, t in enumerate(s.thieves) if t.inside and s.layout.floor(t.pos) == f)
    step_toward(s, f, s.thieves[near[1]].pos, events)


def switch_signs(s: BurgleState, events: list[Event]) -> None:
    f = _floor(s)
    guard = s.guards[f]
    if guard.pos is None or guard.dest is None:
        return
    old, new = guard.pos, guard.dest
    guard.dest = old
    after_step(s, f, new, step_onto(s, f, new, events), events)


def throw_voice(s: BurgleState, events: list[Event]) -> None:
    guard = s.guards[_floor(s)]
    if guard.dest is not None:
        s.prompt = {"kind": "throw_voice", "seat": s.turn,
                    "options": [{"type": "choose", "cell": c} for c in s.layout.open[guard.dest]]}


def where_is_he(s: BurgleState, events: list[Event]) -> None:
    f = _floor(s)
    goal = target(s, f)
    if goal is not None and goal != s.guards[f].pos:
        jump_to(s, f, goal, events)


EFFECTS: dict[str, Callable[[BurgleState, list[Event]], None]] = {
    "brown_out": brown_out, "buddy_system": buddy_system, "change_of_plans": change_of_plans, "crash": crash,
    "daydreaming": daydreaming, "dead_drop": dead_drop, "espresso": espresso,
    "freight_elevator": freight_elevator, "go_with_your_gut": go_with_your_gut, "gymnastics": gymnastics,
    "heads_up": heads_up, "jump_the_gun": jump_the_gun, "jury_rig": jury_rig,
    "keycode_change": keycode_change, "lampshade": lampshade, "lost_grip": lost_grip, "peekhole": peekhole,
    "reboot": reboot, "shift_change": shift_change, "shoplifting": shoplifting, "squeak": squeak,
    "switch_signs": switch_signs, "throw_voice": throw_voice, "time_lock": time_lock,
    "video_loop": video_loop, "where_is_he": where_is_he,
}
"""Each event card's effect, by card id."""


def resolve(s: BurgleState, action: Action, events: list[Event]) -> None:
    """Answer an event's prompt."""
    prompt = s.prompt
    assert prompt is not None
    kind = prompt["kind"]
    s.prompt = None
    if kind == "buddy_system":
        say(events, "buddy", f"{who(action['seat'])} joins {who(s.turn)} (Buddy System).")
        arrive_without_entering(s, action["seat"], s.me.pos, events)
    elif kind == "go_with_your_gut":
        do_move(s, s.turn, action, events, FREE)
    elif kind == "peekhole" and action["type"] == "choose":
        reveal(s, action["cell"], events)
    elif kind == "throw_voice":
        s.guards[_floor(s)].dest = action["cell"]
        say(events, "destination", f"The guard's destination moves to {s.layout.name(action['cell'])}.")


EVENT_PROMPTS = ("buddy_system", "go_with_your_gut", "peekhole", "throw_voice")
