"""Fan-out of a table's publications to its connections, behind a small interface.

`LocalPubSub` delivers in process, synchronously, in publication order: the
table's serialized path calls `publish` and every subscriber's `deliver`
only appends to its outbox. A broker-backed implementation (Redis) would
carry the per-seat message texts to the other server processes; the
interface is what the hub depends on.
"""

from __future__ import annotations

from typing import Any, Protocol


class Subscriber(Protocol):
    """Anything that accepts a table's publications (a Connection)."""

    def deliver(self, item: Any) -> None:
        """Take one publication; must not block."""


class PubSub(Protocol):
    """Subscribe connections to tables and publish to them."""

    def subscribe(self, table_id: str, sub: Subscriber) -> None: ...

    def unsubscribe(self, table_id: str, sub: Subscriber) -> None: ...

    def publish(self, table_id: str, item: Any) -> None: ...

    def subscribers(self, table_id: str) -> int: ...


class LocalPubSub:
    """In-process fan-out: a set of subscribers per table."""

    def __init__(self) -> None:
        self._subs: dict[str, set[Subscriber]] = {}

    def subscribe(self, table_id: str, sub: Subscriber) -> None:
        """Start delivering `table_id`'s publications to `sub`."""
        self._subs.setdefault(table_id, set()).add(sub)

    def unsubscribe(self, table_id: str, sub: Subscriber) -> None:
        """Stop delivering to `sub`."""
        subs = self._subs.get(table_id)
        if subs is not None:
            subs.discard(sub)
            if not subs:
                del self._subs[table_id]

    def publish(self, table_id: str, item: Any) -> None:
        """Hand `item` to every subscriber of the table, in order."""
        for sub in tuple(self._subs.get(table_id, ())):
            sub.deliver(item)

    def subscribers(self, table_id: str) -> int:
        """How many subscribers the table has here."""
        return len(self._subs.get(table_id, ()))

    def all(self) -> list[Subscriber]:
        """Every subscriber of every table (for shutdown)."""
        return [s for subs in self._subs.values() for s in subs]
