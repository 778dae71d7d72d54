"""Log lines: every rule that changes the table says so in plain words."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from meeple.engine import Event

from .components import title
from .state import BurgleState


def say(events: list[Event], kind: str, text: str, /, *, reveals: bool = False, **data: Any) -> None:
    """Append a public log line."""
    events.append(Event(kind, text, None, reveals, data))  # positional: the cheapest way to build one


K = TypeVar("K", bound=Hashable)


def say_known(events: list[Event], memo: dict[K, Event], key: K, build: Callable[[K], Event], /) -> None:
    """Append the log line `build(key)`, built once per key and handed out again after that.

    For the lines said at nearly every turn (a turn begins, a guard moves, a thief is seen, a room
    is revealed) whose text and data depend on a few small values only: an event is never changed
    once made, so one object serves every game (and the text is not formatted again)."""
    event = memo.get(key)
    if event is None:
        event = memo[key] = build(key)
    events.append(event)


def who(seat: int) -> str:
    """The placeholder the UI replaces by a player's name."""
    return f"{{p{seat}}}"


def where(s: BurgleState, cell: int) -> str:
    """A cell's name, with its room when revealed: "the Laser at B3 on floor 2"."""
    name = s.layout.name(cell)
    return f"the {title(s.rooms[cell] or '')} at {name}" if s.revealed[cell] else name
