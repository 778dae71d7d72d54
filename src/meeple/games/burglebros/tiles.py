"""Revealing room tiles and finding tools (with the Rigger's draw-two offer): effects that several
rules share."""

from __future__ import annotations

from meeple.engine import Event

from .components import title
from .log import say, say_known, who
from .state import BurgleState

_REVEAL_LINES: dict[tuple[int, str, str | None, int], Event] = {}


def _reveal_line(key: tuple[int, str, str | None, int]) -> Event:
    """The log line of a room revealed: (cell, its name, the room, its number)."""
    cell, name, room, number = key
    label = f"{title(room or '')}" + (f" ({number})" if number else "")
    return Event("reveal", f"{name} is a {label}.", None, True, {"cell": cell, "room": room, "number": number})


def reveal(s: BurgleState, cell: int, events: list[Event]) -> None:
    """Turn a room tile face up (a Lavatory gets its three stealth tokens)."""
    if s.revealed[cell]:
        return
    s.revealed[cell] = True
    room, number = s.rooms[cell], s.numbers[cell]
    say_known(events, _REVEAL_LINES, (cell, s.layout.name(cell), room, number), _reveal_line)
    if room == "lavatory":
        s.tile_stealth[cell] += 3


def draw_tool(s: BurgleState) -> str | None:
    """The top tool card (the discard is reshuffled when the deck runs out), or None."""
    deck = s.tools
    if not deck.cards and deck.discard:
        deck.cards, deck.discard = deck.discard, []
        s.rng.shuffle(deck.cards)
        deck.top_known = deck.bottom_known = 0
    return deck.draw() if deck.cards else None


def find_tool(s: BurgleState, seat: int, events: list[Event], why: str) -> None:
    """`seat` finds a tool. With a Rigger in the crew they may draw two and keep one: the player
    on turn is asked how many (only when two are left to draw)."""
    rigger = s.someone_is("rigger", "basic") is not None or s.someone_is("rigger", "advanced") is not None
    if rigger and len(s.tools.cards) + len(s.tools.discard) >= 2:
        s.prompt = {"kind": "tool_draw", "seat": s.turn, "for": seat, "why": why,
                    "options": [{"type": "draw", "count": 1}, {"type": "draw", "count": 2}]}
        return
    _draw_one(s, seat, events, why)


def _draw_one(s: BurgleState, seat: int, events: list[Event], why: str) -> None:
    tool = draw_tool(s)
    if tool is None:
        say(events, "no_tool", f"{who(seat)} would find a tool ({why}), but none is left.")
        return
    s.thieves[seat].tools.append(tool)
    say(events, "tool", f"{who(seat)} finds a tool ({why}): {title(tool)}.", reveals=True, seat=seat, tool=tool)


def draw_tools(s: BurgleState, count: int, events: list[Event]) -> None:
    """Resolve the Rigger's offer: one tool straight away, or two to keep one of."""
    prompt = s.prompt
    assert prompt is not None
    seat, why = prompt["for"], prompt["why"]
    s.prompt = None
    if count == 1:
        _draw_one(s, seat, events, why)
        return
    first, second = draw_tool(s), draw_tool(s)
    assert first is not None and second is not None
    say(events, "tools_drawn", f"{who(seat)} finds tools ({why}): {title(first)} and {title(second)}; "
        "the Rigger's trick lets them keep one.", reveals=True, seat=seat, tools=[first, second])
    s.prompt = {"kind": "keep_tool", "seat": s.turn, "for": seat,
                "options": [{"type": "keep", "tool": t} for t in sorted((first, second))]}


def keep_tool(s: BurgleState, tool: str, events: list[Event]) -> None:
    """Resolve the Rigger's choice: keep `tool`, discard the other."""
    prompt = s.prompt
    assert prompt is not None
    seat = prompt["for"]
    other = next(o["tool"] for o in prompt["options"] if o["tool"] != tool)
    s.prompt = None
    s.thieves[seat].tools.append(tool)
    s.tools.discard.append(other)
    say(events, "tool", f"{who(seat)} keeps the {title(tool)} and discards the {title(other)}.", seat=seat, tool=tool)
