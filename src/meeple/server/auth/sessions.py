"""Sessions recently read from the store, so that a busy page does not read the store per request."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .identity import Auth


class SessionCache:
    """Sessions seen in the last `ttl` seconds, so that a busy page does not read the store per request.

    A logout through this process takes effect at once; through another
    server process, within `ttl` seconds.
    """

    def __init__(self, ttl: float = 30.0, max_size: int = 50_000) -> None:
        self.ttl = ttl
        self.max_size = max_size
        self._entries: dict[str, tuple[Auth, float]] = {}

    def get(self, token_hash: str) -> Auth | None:
        """The cached session, if fresh."""
        found = self._entries.get(token_hash)
        if found is None or found[1] < time.monotonic():
            return None
        return found[0]

    def put(self, auth: Auth) -> None:
        """Remember a session just read from the store."""
        if len(self._entries) >= self.max_size:
            self._entries.clear()
        assert auth.session_hash is not None
        self._entries[auth.session_hash] = (auth, time.monotonic() + self.ttl)

    def drop(self, token_hash: str) -> None:
        """Forget a session (logout)."""
        self._entries.pop(token_hash, None)
