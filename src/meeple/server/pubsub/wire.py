"""What a table's publication looks like between server processes, and back.

A new version crosses the wire as its number (`RemoteVersion`) and, for a
game move, the move itself (`Played`: seat, action, client id, and the
table's clock, progress and penalties after it). A process that holds the
table in memory at the version before applies the action to its copy, as
the store's log would replay it, and gets the move's events and each of its
own seats' views itself; any other process (a gap, an undo, a zombie's
move, a table not in memory) reads the store, where the move is already
committed. So no seat's view, no state (no deck, no hand) and no event
(no private log line, such as the card drawn) ever leaves the process that
owns the connection; what crosses is what players chose, as the log holds
it (a choice made in secret too, such as a card laid face down: Redis is to
be kept as private as the database). Shipping the per-seat texts instead
would put every seat's private view on the broker and still leave the
receiving process's copy of the table behind.

A table record (`TableNotice`) and a versionless `Notice` ("thinking") are
public and small: they travel whole. Each message carries its origin
process and a per-origin sequence number, so a receiver notices when it
missed something.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

import orjson

from meeple.arena.tables import Seat, TableRecord

from ..live.connection import TableNotice
from ..live.updates import Notice, Played, Update

_PLAYED = tuple(f.name for f in fields(Played))


@dataclass(frozen=True)
class RemoteVersion:
    """Another process stored `version` of the table; None: messages were lost, reload to be sure.

    `played`: the game move that made it, when the origin shipped it (see the module's doc)."""

    version: int | None
    played: Played | None = None


@dataclass(frozen=True)
class Envelope:
    """One publication as received: who sent it, its number at the sender, the table, the item."""

    origin: str
    seq: int
    table_id: str
    item: RemoteVersion | TableNotice | Notice


def encode(origin: str, seq: int, table_id: str, item: Any) -> bytes:
    """The wire form of a publication (raises TypeError for something that cannot travel)."""
    head: dict[str, Any] = {"o": origin, "s": seq, "t": table_id}
    if isinstance(item, Notice):  # before Update: a Notice is one
        head["n"] = item.message(None)
    elif isinstance(item, Update):
        head["v"] = item.version
        if item.played is not None:
            head["m"] = [getattr(item.played, name) for name in _PLAYED]
    elif isinstance(item, TableNotice):
        head["r"] = asdict(item.record)
    else:
        raise TypeError(f"cannot publish a {type(item).__name__} to other processes")
    return orjson.dumps(head, option=orjson.OPT_NON_STR_KEYS)


def decode(data: bytes | str) -> Envelope:
    """Inverse of `encode` (raises ValueError on a message that is not one of ours)."""
    try:
        head = orjson.loads(data)
        origin, seq, table_id = str(head["o"]), int(head["s"]), str(head["t"])
        if "n" in head:
            item: RemoteVersion | TableNotice | Notice = Notice(table_id, orjson.loads(head["n"]))
        elif "v" in head:
            played = Played(*head["m"]) if "m" in head else None
            item = RemoteVersion(int(head["v"]), played)
        else:
            item = TableNotice(record_from_dict(head["r"]))
    except (KeyError, TypeError, ValueError, orjson.JSONDecodeError) as exc:
        raise ValueError(f"not a Meeple publication: {exc!r}") from None
    return Envelope(origin, seq, table_id, item)


def record_from_dict(data: dict[str, Any]) -> TableRecord:
    """A `TableRecord` from `dataclasses.asdict` as it comes back from JSON (seat numbers as text)."""
    seats = {int(k): Seat(**v) for k, v in data["seats"].items()}
    return TableRecord(**{**data, "seats": seats})
