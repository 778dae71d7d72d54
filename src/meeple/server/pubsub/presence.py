"""Who has a table page open, across server processes: one Redis hash per table.

Each process writes, for every table it has connections of, one field per
user: `"<process>|<user id or empty>"` -> `"<connections> <expires at, ms>"`.
It rewrites the table's fields when its connections change and refreshes
all of them every `ttl_s / 3` seconds, so the fields of a process that died
stop counting after `ttl_s` (readers skip expired fields; the hash itself
expires when nobody refreshes it). A reader adds up the other processes'
fields and its own connections, which it knows without asking.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import Counter
from typing import Any

log = logging.getLogger(__name__)


class RedisPresence:
    """This process's share of the presence hashes, kept fresh; and reading everyone's."""

    def __init__(self, redis: Any, process: str, prefix: str, ttl_s: float = 30.0) -> None:
        self.redis = redis
        self.process = process
        self.prefix = prefix
        self.ttl_s = ttl_s
        self._counts: dict[str, Counter[int | None]] = {}  # what to write, by table
        self._written: dict[str, set[str]] = {}  # our fields as last written, by table
        self._dirty: set[str] = set()
        self._wake = asyncio.Event()

    def key(self, table_id: str) -> str:
        """The table's presence hash."""
        return f"{self.prefix}:presence:{table_id}"

    def changed(self, table_id: str, counts: Counter[int | None]) -> None:
        """This process's open connections to the table are now `counts` (written soon, not awaited)."""
        if counts:
            self._counts[table_id] = counts
        else:
            self._counts.pop(table_id, None)
        self._dirty.add(table_id)
        self._wake.set()

    async def read(self, table_id: str, here: Counter[int | None]) -> Counter[int | None]:
        """Open connections to the table by user id: the other processes' unexpired fields plus `here`."""
        fields = await self.redis.hgetall(self.key(table_id))
        now = time.time() * 1000
        total = Counter(here)
        for name, value in fields.items():
            process, _, user = _text(name).partition("|")
            count, _, expires = _text(value).partition(" ")
            if process == self.process or float(expires or 0) < now:
                continue
            total[int(user) if user else None] += int(count)
        return total

    async def run(self) -> None:
        """Write changes as they come, refresh everything every ttl/3; until cancelled."""
        while True:
            try:
                await asyncio.wait_for(self._wake.wait(), self.ttl_s / 3)
            except TimeoutError:
                self._dirty |= set(self._counts)
            self._wake.clear()
            dirty, self._dirty = self._dirty, set()
            try:
                await self._write(dirty)
            except Exception as exc:  # Redis away: try again at the next refresh
                log.warning("presence could not be written to Redis: %r", exc)
                self._dirty |= dirty

    async def _write(self, tables: set[str]) -> None:
        if not tables:
            return
        expires = int((time.time() + self.ttl_s) * 1000)
        pipe = self.redis.pipeline(transaction=False)
        written: dict[str, set[str]] = {}
        for table_id in tables:
            key, counts = self.key(table_id), self._counts.get(table_id, Counter())
            fields = {f"{self.process}|{'' if u is None else u}": f"{n} {expires}" for u, n in counts.items() if n}
            gone = self._written.get(table_id, set()) - set(fields)
            if gone:
                pipe.hdel(key, *gone)
            if fields:
                pipe.hset(key, mapping=fields)
                pipe.expire(key, int(self.ttl_s * 2))
            written[table_id] = set(fields)
        await pipe.execute()
        for table_id, names in written.items():  # only once stored: a failed write is redone in full
            if names:
                self._written[table_id] = names
            else:
                self._written.pop(table_id, None)

    async def clear(self) -> None:
        """Remove this process's fields (at shutdown)."""
        pipe = self.redis.pipeline(transaction=False)
        for table_id, fields in self._written.items():
            pipe.hdel(self.key(table_id), *fields)
        self._written.clear()
        await pipe.execute()


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value
