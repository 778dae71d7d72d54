"""The nine characters' special abilities (basic and advanced sides).

Passive ones live where they act: the Acrobat's Flexibility and the Hacker's
Jammer in `movement`, the Peterman in `movement` (keypads) and `safes`, the
Raven's crow in `guards`, the Rigger's tool draws in `tiles`. This module
lists and plays the active ones.
"""

from __future__ import annotations

from collections.abc import Callable

from meeple.engine import Action, Event

from .alarms import trigger, would_sound
from .budget import count_free, free_left
from .guards import new_destination
from .log import say, who
from .movement import (
    NORMAL,
    ORDERS,
    arrive_without_entering,
    attempt_entry,
    can_be_ordered,
    do_move,
    entry_options,
    exit_options,
    leave,
    move_actions,
    spend,
)
from .prebuilt import CROWS, CRYBABIES, ORDERS_TO, XRAYS
from .state import BurgleState
from .tiles import find_tool, reveal


def ability_of(s: BurgleState, seat: int) -> str | None:
    """The action type of the thief's active ability (None for a passive one or no character)."""
    t = s.thieves[seat]
    entry = _LISTERS.get((t.character, t.side))
    return entry[0] if entry else None


def has_ability(s: BurgleState, seat: int, kind: str) -> bool:
    """Whether the thief's character (on its side) has the active ability `kind`."""
    return ability_of(s, seat) == kind


def ability_actions(s: BurgleState, seat: int) -> list[Action]:
    """The active abilities the thief on turn may use now."""
    t = s.thieves[seat]
    entry = _LISTERS.get((t.character, t.side))
    return entry[1](s, seat) if entry else []


def _climb(s: BurgleState, seat: int) -> list[Action]:
    lay, p = s.layout, s.thieves[seat].pos
    if s.actions_left < 3 or not lay.is_outer(p):
        return []
    out: list[Action] = []
    for way, cell in (("up", lay.above(p)), ("down", lay.below(p))):
        if cell is None:
            continue
        hows = [h for x, h in entry_options(s, seat, cell, NORMAL) if x == 0] if s.revealed[cell] else [None]
        for how in hows:
            for ex in exit_options(s, seat):
                act: dict = {"type": "climb", "way": way}
                if how is not None:
                    act["how"] = how
                if ex is not None:
                    act["exit"] = ex
                out.append(act)
    return out


def _laptop(s: BurgleState, seat: int) -> list[Action]:
    return [{"type": "laptop"}] if s.laptop == 0 and s.actions_left >= 1 else []


def _xray(s: BurgleState, seat: int) -> list[Action]:
    if s.flags["ability"]:
        return []
    return [XRAYS[c] for c in s.layout.walled(s.thieves[seat].pos) if not s.revealed[c]]


def _hops(s: BurgleState, cell: int) -> set[int]:
    """Cells one look away: through open doors, and up or down stairs."""
    lay = s.layout
    out = set(lay.open[cell])
    above = lay.above(cell)
    if s.is_room(cell, "stairs") and above is not None:
        out.add(above)
    below = lay.below(cell)
    if below is not None and s.is_room(below, "stairs"):
        out.add(below)
    return out


def _enhance(s: BurgleState, seat: int) -> list[Action]:
    if s.flags["ability"]:
        return []
    p = s.thieves[seat].pos
    near = _hops(s, p)
    far = {c for n in near if s.revealed[n] for c in _hops(s, n)}
    return [{"type": "enhance", "cell": c} for c in sorted((near | far) - {p}) if not s.revealed[c]]


def _crybaby(s: BurgleState, seat: int) -> list[Action]:
    if not free_left(s):
        return []
    return [CRYBABIES[c] for c in s.layout.open[s.thieves[seat].pos] if would_sound(s, c)]


def _reroute(s: BurgleState, seat: int) -> list[Action]:
    p = s.thieves[seat].pos
    if s.flags["ability"]:
        return []
    out: list[Action] = []
    if s.alarm[p] and s.juicer_alarm == 0:
        out.append({"type": "reroute", "how": "take"})
    if s.juicer_alarm and would_sound(s, p):
        out.append({"type": "reroute", "how": "drop"})
    return out


def _crow_cells(s: BurgleState, seat: int) -> list[int]:
    p, lay = s.thieves[seat].pos, s.layout
    if s.thieves[seat].side == "advanced":
        return [p]
    return list(lay.within(p, 2))


def _crow(s: BurgleState, seat: int) -> list[Action]:
    if not free_left(s):
        return []
    return [CROWS[c] for c in _crow_cells(s, seat) if c != s.crow]


def _tinker(s: BurgleState, seat: int) -> list[Action]:
    return [{"type": "tinker"}] if s.thieves[seat].stealth > 0 and free_left(s) else []


def _orders(s: BurgleState, seat: int) -> list[Action]:
    if s.flags["ability"] or s.actions_left < 1:
        return []
    return [ORDERS_TO[i] for i, t in enumerate(s.thieves) if i != seat and t.inside and can_be_ordered(s, i)]


def _disguise(s: BurgleState, seat: int) -> list[Action]:
    if s.flags["acted"] or s.actions_left < 1:
        return []
    return [{"type": "disguise", "seat": i} for i, t in enumerate(s.thieves) if i != seat and t.inside]


def _clairvoyance(s: BurgleState, seat: int) -> list[Action]:
    f = s.layout.floor(s.thieves[seat].pos)
    ok = not s.flags["ability"] and s.actions_left >= 1 and s.patrol[f].cards
    return [{"type": "clairvoyance"}] if ok else []


def _precognition(s: BurgleState, seat: int) -> list[Action]:
    ok = not s.flags["ability"] and s.actions_left >= 1 and s.events.cards
    return [{"type": "precognition"}] if ok else []


_LISTERS: dict[tuple[str | None, str | None], tuple[str, Callable[[BurgleState, int], list[Action]]]] = {
    ("acrobat", "advanced"): ("climb", _climb), ("hacker", "advanced"): ("laptop", _laptop),
    ("hawk", "basic"): ("xray", _xray), ("hawk", "advanced"): ("enhance", _enhance),
    ("juicer", "basic"): ("crybaby", _crybaby), ("juicer", "advanced"): ("reroute", _reroute),
    ("raven", "basic"): ("crow", _crow), ("raven", "advanced"): ("crow", _crow),
    ("rigger", "advanced"): ("tinker", _tinker), ("rook", "basic"): ("orders", _orders),
    ("rook", "advanced"): ("disguise", _disguise), ("spotter", "basic"): ("clairvoyance", _clairvoyance),
    ("spotter", "advanced"): ("precognition", _precognition),
}
"""(character, side) -> the action type of its active ability and the lister of its legal uses."""
ABILITY_TYPES = tuple(dict.fromkeys(kind for kind, _ in _LISTERS.values()))


def use_ability(s: BurgleState, seat: int, action: Action, events: list[Event]) -> None:
    """Play an active ability listed by `ability_actions`."""
    kind = action["type"]
    t = s.thieves[seat]
    if kind == "climb":
        _do_climb(s, seat, action, events)
    elif kind == "laptop":
        spend(s, 1)
        s.laptop = 1
        say(events, "laptop", f"{who(seat)} loads a hack token onto the laptop.")
    elif kind in ("xray", "enhance"):
        s.flags["ability"] = True
        count_free(s)
        reveal(s, action["cell"], events)
    elif kind == "crybaby":
        count_free(s)
        trigger(s, action["cell"], events, f"{who(seat)} cries out (Crybaby)")
    elif kind == "reroute":
        _do_reroute(s, seat, action["how"], events)
    elif kind == "crow":
        count_free(s)
        s.crow = action["cell"]
        say(events, "crow", f"{who(seat)} sends the crow to {s.layout.name(s.crow)}.", cell=s.crow)
    elif kind == "tinker":
        count_free(s)
        t.stealth -= 1
        say(events, "tinker", f"{who(seat)} gives up a stealth token to tinker a tool.")
        find_tool(s, seat, events, "Tinker")
    else:
        _team_ability(s, seat, action, events)


def _team_ability(s: BurgleState, seat: int, action: Action, events: list[Event]) -> None:
    kind = action["type"]
    s.flags["ability"] = True
    spend(s, 1)
    if kind == "orders":
        s.prompt = {"kind": "orders", "seat": seat, "mover": action["seat"],
                    "options": move_actions(s, action["seat"], ORDERS)}
    elif kind == "disguise":
        other = action["seat"]
        a, b = s.thieves[seat].pos, s.thieves[other].pos
        say(events, "disguise", f"{who(seat)} swaps places with {who(other)}.")
        arrive_without_entering(s, seat, b, events)
        arrive_without_entering(s, other, a, events)
    elif kind == "clairvoyance":
        f = s.layout.floor(s.thieves[seat].pos)
        s.patrol[f].show_top(1)
        s.prompt = {"kind": "clairvoyance", "seat": seat, "floor": f, "options": _top_bottom()}
    elif kind == "precognition":
        s.events.show_top(1)
        s.prompt = {"kind": "precognition", "seat": seat, "options": _top_bottom()}


def _top_bottom() -> list[Action]:
    return [{"type": "choose", "option": "top"}, {"type": "choose", "option": "bottom"}]


def _do_climb(s: BurgleState, seat: int, action: Action, events: list[Event]) -> None:
    lay, p = s.layout, s.thieves[seat].pos
    cell = lay.above(p) if action["way"] == "up" else lay.below(p)
    assert cell is not None
    spend(s, s.actions_left)
    say(events, "climb", f"{who(seat)} climbs out of a window and {action['way']} a floor.")
    leave(s, seat, action.get("exit"), events)
    if s.result is None:
        attempt_entry(s, seat, cell, action.get("how"), events, NORMAL)


def _do_reroute(s: BurgleState, seat: int, how: str, events: list[Event]) -> None:
    s.flags["ability"] = True
    count_free(s)
    p = s.thieves[seat].pos
    if how == "take":
        s.alarm[p] = False
        s.juicer_alarm = 1
        say(events, "reroute", f"{who(seat)} pockets the alarm (Reroute).")
        f = s.layout.floor(p)
        if s.guards[f].pos is not None:
            new_destination(s, f, events)
    else:
        s.juicer_alarm = 0
        trigger(s, p, events, f"{who(seat)} sets off the pocketed alarm")


def resolve(s: BurgleState, action: Action, events: list[Event]) -> None:
    """Answer an ability's prompt (Orders' move, a Spotter's top or bottom)."""
    prompt = s.prompt
    assert prompt is not None
    s.prompt = None
    if prompt["kind"] == "orders":
        say(events, "orders", f"{who(prompt['seat'])} orders {who(prompt['mover'])} to move.")
        do_move(s, prompt["mover"], action, events, ORDERS)
        return
    deck = s.patrol[prompt["floor"]] if prompt["kind"] == "clairvoyance" else s.events
    if action["option"] == "bottom":
        deck.put_bottom(deck.draw())
    say(events, "spotter", f"{who(prompt['seat'])} puts the card back on the {action['option']}.")


ABILITY_PROMPTS = ("orders", "clairvoyance", "precognition")

