"""Fan-out of a table's publications to its connections, behind a small interface.

`publish` reaches the table's subscribers in every server process;
`publish_here` only those of this process (a process catching up with a
version another process published and already announced). Both deliver to
local subscribers synchronously, in publication order: the table's
serialized path calls them and every subscriber's `deliver` only appends to
its outbox.

`LocalPubSub` is the default: one process, nothing to install.
`RedisPubSub` (pubsub/redis_bus.py) carries publications between processes;
`pubsub_for` picks one from the settings.

Presence (who has a table page open) is part of the interface because only
the fan-out knows every process's connections.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable, Iterable
from typing import Any, Protocol


class Subscriber(Protocol):
    """Anything that accepts a table's publications (a Connection)."""

    def deliver(self, item: Any) -> None:
        """Take one publication; must not block."""


RemoteHandler = Callable[[str, Any], Awaitable[None]]
"""What a process does with another process's publication for a table: `handler(table_id, item)`.

`item` is a `RemoteVersion`, a `TableNotice` or a `Notice` (see pubsub/wire.py); calls
for one table are made one at a time, in publication order.
"""


class PubSub(Protocol):
    """Subscribe connections to tables, publish to them, and tell who is connected."""

    async def start(self, on_remote: RemoteHandler) -> None: ...

    async def close(self) -> None: ...

    def subscribe(self, table_id: str, sub: Subscriber) -> None: ...

    def unsubscribe(self, table_id: str, sub: Subscriber) -> None: ...

    def publish(self, table_id: str, item: Any) -> None: ...

    def publish_here(self, table_id: str, item: Any) -> None: ...

    def subscribers(self, table_id: str) -> int: ...

    def all(self) -> list[Subscriber]: ...

    async def presence(self, table_id: str) -> Counter[int | None]: ...


def connected_users(subs: Iterable[Subscriber]) -> Counter[int | None]:
    """Open connections by user id (None for anonymous spectators)."""
    return Counter(getattr(s, "user_id", None) for s in subs if not getattr(s, "closed", False))


class LocalPubSub:
    """In-process fan-out: a set of subscribers per table."""

    def __init__(self) -> None:
        self._subs: dict[str, set[Subscriber]] = {}

    async def start(self, on_remote: RemoteHandler) -> None:
        """Nothing to start: there are no other processes to hear from."""

    async def close(self) -> None:
        """Nothing to release."""

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
        self.publish_here(table_id, item)

    def publish_here(self, table_id: str, item: Any) -> None:
        """Hand `item` to this process's subscribers of the table (here, the same as `publish`)."""
        for sub in tuple(self._subs.get(table_id, ())):
            sub.deliver(item)

    def subscribers(self, table_id: str) -> int:
        """How many subscribers the table has here."""
        return len(self._subs.get(table_id, ()))

    def subscribers_of(self, table_id: str) -> tuple[Subscriber, ...]:
        """The table's subscribers in this process."""
        return tuple(self._subs.get(table_id, ()))

    def all(self) -> list[Subscriber]:
        """Every subscriber of every table (for shutdown)."""
        return [s for subs in self._subs.values() for s in subs]

    def tables(self) -> list[str]:
        """The tables that have subscribers here."""
        return list(self._subs)

    async def presence(self, table_id: str) -> Counter[int | None]:
        """Open connections to the table by user id."""
        return connected_users(self._subs.get(table_id, ()))


def pubsub_for(redis_url: str | None, prefix: str = "meeple") -> PubSub:
    """`RedisPubSub` when a Redis URL is configured (several processes), else `LocalPubSub`."""
    if not redis_url:
        return LocalPubSub()
    from meeple.extras import require

    require("redis", "MEEPLE_REDIS_URL is set")
    from .redis_bus import RedisPubSub

    return RedisPubSub(redis_url, prefix=prefix)
