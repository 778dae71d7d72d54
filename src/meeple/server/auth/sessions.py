"""Sessions recently read from the store, so that a busy page does not read the store per request."""

from __future__ import annotations

import time
from collections import OrderedDict
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .identity import Auth


class SessionCache:
    """Sessions seen in the last `ttl` seconds, so that a busy page does not read the store per request.

    A logout through this process takes effect at once; through another
    server process, within `ttl` seconds. Entries are kept in the order they
    expire (one ttl for all), so every `put` drops the expired ones from the
    front, and past `max_size` the oldest go first: the cache holds the
    sessions of the last `ttl` seconds and never more than `max_size`.
    """

    def __init__(self, ttl: float = 30.0, max_size: int = 50_000) -> None:
        self.ttl = ttl
        self.max_size = max_size
        self._entries: OrderedDict[str, tuple[Auth, float]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, token_hash: str) -> Auth | None:
        """The cached session, if fresh."""
        found = self._entries.get(token_hash)
        if found is None or found[1] < time.monotonic():
            return None
        return found[0]

    def put(self, auth: Auth) -> None:
        """Remember a session just read from the store."""
        assert auth.session_hash is not None
        now = time.monotonic()
        entries = self._entries
        entries.pop(auth.session_hash, None)
        while entries:
            oldest = next(iter(entries.values()))
            if oldest[1] >= now and len(entries) < self.max_size:
                break
            entries.popitem(last=False)
        entries[auth.session_hash] = (auth, now + self.ttl)

    def drop(self, token_hash: str) -> None:
        """Forget a session (logout)."""
        self._entries.pop(token_hash, None)
