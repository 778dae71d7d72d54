"""Log lines: every rule that changes the table says so in plain words."""

from __future__ import annotations

from typing import Any

from meeple.engine import Event

from .components import title
from .state import BurgleState


def say(events: list[Event], kind: str, text: str, /, *, reveals: bool = False, **data: Any) -> None:
    """Append a public log line."""
    events.append(Event(kind, text, None, reveals, data))  # positional: the cheapest way to build one


def who(seat: int) -> str:
    """The placeholder the UI replaces by a player's name."""
    return f"{{p{seat}}}"


def where(s: BurgleState, cell: int) -> str:
    """A cell's name, with its room when revealed: "the Laser at B3 on floor 2"."""
    name = s.layout.name(cell)
    return f"the {title(s.rooms[cell] or '')} at {name}" if s.revealed[cell] else name
