"""One version of a table as clients see it, with each seat's message computed once.

A published `Update` holds a state that is never mutated again (moves are
applied to a clone), so each seat's view, legal actions and message text can
be computed lazily, on the first connection of that seat that needs them, and
reused by every other connection of the seat. Everything sent is cut to what
its reader may see: the game's view for that seat, its own legal actions, and
only the events `Event.visible_to` that seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import orjson

from meeple.engine import Action, Event, Game, State


@dataclass(frozen=True)
class Played:
    """The game move that made a version, as another server process needs it to apply that move to its own
    copy of the table (pubsub/wire.py carries it): who played what, and the table's row after it.

    No view, no event and no state: the follower replays `action` on its copy and gets the events itself.
    """

    seat: int
    action: Any
    action_id: str | None
    clock: dict[str, Any] | None  # the platform's clock after the move, as the table's row stores it
    progress: float
    penalties: list[int]
    snapshot_version: int  # the table's snapshot after the move (this version if the move stored one)


class Update:
    """The table at `version`: state, the events of the move that made it, who is waited for."""

    __slots__ = (
        "_legal",
        "_text",
        "events",
        "game",
        "outcome",
        "played",
        "state",
        "table_id",
        "table_info",
        "undo_seat",
        "version",
        "waiting",
    )

    def __init__(self, game: Game, table_id: str, version: int, state: State, events: Sequence[Event]) -> None:
        self.game = game
        self.table_id = table_id
        self.version = version
        self.state = state
        self.events = tuple(events)
        self.waiting = sorted(game.waiting_for(state))
        result = game.outcome(state)
        self.outcome = result.as_dict() if result is not None else None
        self.undo_seat: int | None = None  # the seat that may undo at this version (set before publishing)
        self.played: Played | None = None  # set on a game move committed here, for the other processes
        self.table_info: dict[str, Any] = {}  # clocks, zombies, thinking (set by the table before publishing)
        self._legal: dict[int, list[Action]] = {}
        self._text: dict[int | None, str] = {}

    @property
    def finished(self) -> bool:
        """The game is over at this version."""
        return self.outcome is not None

    def legal(self, seat: int) -> list[Action]:
        """`seat`'s legal actions at this version (computed once)."""
        found = self._legal.get(seat)
        if found is None:
            found = self._legal[seat] = [] if self.finished else self.game.legal_actions(self.state, seat)
        return found

    def body(self, seat: int | None, events: list[dict[str, Any]]) -> dict[str, Any]:
        """The "state" message for `seat` (None = spectator) carrying `events`."""
        return {
            "t": "state",
            "table": self.table_id,
            "v": self.version,
            "seat": seat,
            "status": "finished" if self.finished else "playing",
            "view": self.game.view(self.state, seat),
            "legal": self.legal(seat) if seat is not None else [],
            "waiting": self.waiting,
            "events": events,
            "outcome": self.outcome,
            "undo": seat is not None and seat == self.undo_seat,
            **self.table_info,
        }

    def message(self, seat: int | None) -> str:
        """The push for `seat`: its view and the new events it may see (JSON text, cached)."""
        text = self._text.get(seat)
        if text is None:
            events = [e.as_dict() for e in self.events if e.visible_to(seat)]
            text = self._text[seat] = orjson.dumps(self.body(seat, events)).decode()
        return text

    def full_message(self, seat: int | None, log: Sequence[tuple[int, list[dict[str, Any]]]]) -> str:
        """A resync for `seat`: the state plus every logged event it may see, each with its version."""
        events = [
            {**e, "v": v} for v, batch in log for e in batch if e.get("to") is None or seat in e["to"]
        ]
        body = self.body(seat, events)
        body["full"] = True
        return orjson.dumps(body).decode()


def with_events(update: Update, events: Sequence[Event]) -> Update:
    """The same version carrying `events` (a version loaded from the store knows no events of its own)."""
    out = Update.__new__(Update)
    for name in Update.__slots__:
        setattr(out, name, getattr(update, name))
    out.events, out._text = tuple(events), {}
    return out


def encode_events(events: Sequence[Event]) -> str:
    """The JSON text stored in the move log for a move's events (private ones included)."""
    return orjson.dumps([e.as_dict() for e in events]).decode()


class Notice(Update):
    """A versionless message for every connection of a table, the same text for all ("someone is thinking").

    It travels the table's publication path like a state, so it reaches every
    server process that has connections of the table; connections deliver it
    with no version, so a resync never drops it. A chat message is one too:
    its `author` (the body's `user_id`) lets a connection leave out the
    messages of the accounts its user blocked.
    """

    def __init__(self, table_id: str, body: dict[str, Any]) -> None:
        self.table_id = table_id
        self.version = None  # type: ignore[assignment]
        self.author: int | None = body.get("user_id")
        self._text = {None: orjson.dumps(body).decode()}

    def message(self, seat: int | None) -> str:
        """The same text for every seat."""
        return self._text[None]
