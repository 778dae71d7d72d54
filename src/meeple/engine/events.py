"""Events: the game log and the notifications an action causes."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

_SEAT_REF = re.compile(r"\{p(\d+)\}")


def fill_names(text: str, names: Sequence[str]) -> str:
    """`text` (an event's, or an action's label) with `{pN}` replaced by the player names."""

    def name(m: re.Match[str]) -> str:
        i = int(m.group(1))
        return names[i] if i < len(names) else f"Player {i + 1}"

    return _SEAT_REF.sub(name, text)


@dataclass(slots=True)
class Event:
    """One line of the game log (read-only by convention).

    `text` names seats as `{p0}`, `{p1}`, … so that the server and UI can put in
    the players' names (`render`). `to=None` makes the event public; a tuple of
    seats makes it private to them. `reveals=True` marks an event that showed
    hidden information or consumed randomness: undo may not go back past it.
    `data` carries machine-readable details for renderers.

    Not a frozen dataclass: a frozen one costs four times as much to build,
    and games build two or three events per action, so in random playouts
    events were the largest single cost of Skull. Nothing changes an event
    after it is made (nor its `data`), so a game may build an event whose
    text and data depend on a few small values (a seat, a card) once, and
    hand out that same object every time it happens.
    """

    type: str
    text: str
    to: tuple[int, ...] | None = None
    reveals: bool = False
    data: dict[str, Any] = field(default_factory=dict)

    def visible_to(self, seat: int | None) -> bool:
        """Whether `seat` (None = spectator) may see this event."""
        return self.to is None or (seat is not None and seat in self.to)

    def render(self, names: Sequence[str]) -> str:
        """The text with `{pN}` replaced by the player names."""
        return fill_names(self.text, names)

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready form."""
        out: dict[str, Any] = {"type": self.type, "text": self.text}
        if self.to is not None:
            out["to"] = list(self.to)
        if self.reveals:
            out["reveals"] = True
        if self.data:
            out["data"] = self.data
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Event:
        """Inverse of `as_dict`."""
        to = d.get("to")
        return cls(
            type=d["type"],
            text=d["text"],
            to=tuple(to) if to is not None else None,
            reveals=bool(d.get("reveals", False)),
            data=dict(d.get("data", {})),
        )


def seat_name(seat: int) -> str:
    """The placeholder for a seat in event text: `seat_name(2) == "{p2}"`."""
    return f"{{p{seat}}}"
