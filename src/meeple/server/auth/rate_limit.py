"""Sliding-window rate limits, a pure structure with time passed in (auth/limits.py uses it per process).

Kept in the server process's memory: a restart forgets the counts, which is
acceptable for slowing down guessing and floods.
"""

from __future__ import annotations

from collections import deque


class RateLimiter:
    """At most `limit` hits per `window` seconds for each key.

    >>> r = RateLimiter(limit=2, window=60)
    >>> r.hit("ip", now=0), r.hit("ip", now=1), r.hit("ip", now=2)
    (True, True, False)
    >>> r.retry_after("ip", now=2), r.hit("ip", now=61)
    (58.0, True)
    """

    def __init__(self, limit: int, window: float, max_keys: int = 100_000) -> None:
        self.limit = limit
        self.window = window
        self.max_keys = max_keys
        self._hits: dict[str, deque[float]] = {}
        self._pruned = float("-inf")  # when the keys of past windows were last dropped

    def _recent(self, key: str, now: float, *, create: bool = False) -> deque[float]:
        """The key's hits in the window; a key is only stored when a hit is recorded.

        Once a window, keys whose hits have all expired are dropped, so memory
        follows the keys of the last window, not every key ever seen.
        """
        if now - self._pruned >= self.window:
            self._prune(now)
        hits = self._hits.get(key)
        if hits is None:
            if not create:
                return deque()
            if len(self._hits) >= self.max_keys:
                self._prune(now)
            hits = self._hits[key] = deque()
        while hits and hits[0] <= now - self.window:
            hits.popleft()
        return hits

    def allowed(self, key: str, now: float) -> bool:
        """Whether one more hit would be within the limit (records nothing)."""
        return len(self._recent(key, now)) < self.limit

    def hit(self, key: str, now: float) -> bool:
        """Record a hit; False (and nothing recorded) when the limit is reached."""
        hits = self._recent(key, now, create=True)
        if len(hits) >= self.limit:
            return False
        hits.append(now)
        return True

    def record(self, key: str, now: float) -> None:
        """Record a hit whatever the limit (a failure found afterwards)."""
        self._recent(key, now, create=True).append(now)

    def count(self, key: str, now: float) -> int:
        """The hits in the window."""
        return len(self._recent(key, now))

    def retry_after(self, key: str, now: float) -> float:
        """Seconds until the next hit is allowed (0 if it is now)."""
        hits = self._recent(key, now)
        if len(hits) < self.limit:
            return 0.0
        return float(max(0.0, hits[len(hits) - self.limit] + self.window - now))

    def reset(self, key: str) -> None:
        """Forget a key (after a successful login, say)."""
        self._hits.pop(key, None)

    def keys(self) -> int:
        """How many keys are stored (for tests and memory checks)."""
        return len(self._hits)

    def _prune(self, now: float) -> None:
        self._pruned = now
        for key in [k for k, h in self._hits.items() if not h or h[-1] <= now - self.window]:
            del self._hits[key]
        while len(self._hits) >= self.max_keys:  # all recent: the keys first seen longest ago go
            del self._hits[next(iter(self._hits))]
