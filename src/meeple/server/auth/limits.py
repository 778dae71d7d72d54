"""Counters of attempts per key over a time window: in this process, or in Redis for every process.

`Limits.hit(rule, key)` counts one attempt and says how long to wait if the
rule's limit is already reached; `add` counts without refusing (failures
recorded after the fact); `count` reads. One process keeps sliding windows
in memory (`RateLimiter`); with Redis configured (several processes) the
counts are fixed windows in Redis, so N processes allow the attempts of one,
not N times as many. If Redis cannot be reached, each process falls back to
its own counts (still limited, per process) and says so in the log.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Any

from .rate_limit import RateLimiter

log = logging.getLogger(__name__)

REDIS_RETRY_S = 10.0


@dataclass(frozen=True)
class Rule:
    """At most `limit` counted attempts per `window` seconds for each key; `limit` 0 means no limit."""

    name: str
    limit: int
    window: float


class Limits:
    """Per-key attempt counters for named rules (see the module's docstring)."""

    def __init__(self, redis_url: str | None = None, prefix: str = "meeple", max_keys: int = 100_000) -> None:
        self.prefix = prefix
        self.max_keys = max_keys
        self._local: dict[str, RateLimiter] = {}
        self._redis: Any = None
        if redis_url:
            import redis.asyncio as aioredis

            self._redis = aioredis.Redis.from_url(redis_url)
        self._redis_back_at = 0.0  # after a Redis failure, local counts until then

    async def close(self) -> None:
        """Release the Redis connection."""
        if self._redis is not None:
            await self._redis.aclose()

    async def hit(self, rule: Rule, key: str) -> float:
        """Count one attempt; 0.0 if it is allowed, else the seconds to wait (nothing counted then)."""
        if rule.limit <= 0:
            return 0.0
        shared = await self._shared(rule, key, 1, refuse_over=rule.limit)
        if shared is not None:
            return shared
        local = self._limiter(rule)
        now = time.monotonic()
        if local.hit(key, now):
            return 0.0
        return max(1.0, local.retry_after(key, now))

    async def blocked(self, rule: Rule, key: str) -> float:
        """Seconds to wait if the key has reached the limit already (0.0 if not); counts nothing."""
        if rule.limit <= 0:
            return 0.0
        shared = await self._shared(rule, key, 0, refuse_over=rule.limit - 1)
        if shared is not None:
            return shared
        local = self._limiter(rule)
        return local.retry_after(key, time.monotonic())

    async def add(self, rule: Rule, key: str) -> int:
        """Count one attempt whatever the limit (a failure found afterwards); the count in the window now."""
        if self._use_redis():
            try:
                count, _ = await self._incr(rule, key, 1)
                return count
            except Exception as exc:
                self._redis_down(exc)
        local = self._limiter(rule)
        now = time.monotonic()
        local.record(key, now)
        return local.count(key, now)

    async def reset(self, rule: Rule, key: str) -> None:
        """Forget a key's attempts (after a successful login, say)."""
        self._limiter(rule).reset(key)
        if self._use_redis():
            try:
                await self._redis.delete(self._key(rule, key, time.time()))
            except Exception as exc:
                self._redis_down(exc)

    # -- Redis --------------------------------------------------------------------

    def _key(self, rule: Rule, key: str, now: float) -> str:
        return f"{self.prefix}:limit:{rule.name}:{int(now // rule.window)}:{key}"

    async def _incr(self, rule: Rule, key: str, by: int) -> tuple[int, float]:
        now = time.time()
        name = self._key(rule, key, now)
        pipe = self._redis.pipeline(transaction=False)
        pipe.incrby(name, by)
        pipe.expire(name, int(rule.window) + 1)
        count, _ = await pipe.execute()
        return int(count), (int(now // rule.window) + 1) * rule.window - now

    async def _shared(self, rule: Rule, key: str, by: int, refuse_over: int) -> float | None:
        """Through Redis: the wait (0.0 if allowed), or None when there is no Redis to ask."""
        if not self._use_redis():
            return None
        try:
            count, left = await self._incr(rule, key, by)
        except Exception as exc:
            self._redis_down(exc)
            return None
        if count > refuse_over:
            if by:
                await self._redis.decrby(self._key(rule, key, time.time()), by)
            return max(1.0, left)
        return 0.0

    def _use_redis(self) -> bool:
        return self._redis is not None and time.monotonic() >= self._redis_back_at

    def _redis_down(self, exc: Exception) -> None:
        log.warning("rate limits use this process's own counts for %g s: Redis failed (%r)", REDIS_RETRY_S, exc)
        self._redis_back_at = time.monotonic() + REDIS_RETRY_S

    def _limiter(self, rule: Rule) -> RateLimiter:
        found = self._local.get(rule.name)
        if found is None or found.limit != rule.limit or found.window != rule.window:
            found = self._local[rule.name] = RateLimiter(rule.limit, rule.window, self.max_keys)
        return found


@dataclass(frozen=True)
class AbuseRules:
    """The rules the API applies, from the settings."""

    login_attempts: Rule  # per address
    login_failures: Rule  # per (username, address)
    username_failures: Rule  # per username, from anywhere: only slows the answers down, never refuses
    guests: Rule
    registrations: Rule
    tables: Rule
    invite_failures: Rule  # per address
    confirm_mails: Rule  # per account: links mailed to confirm an address

    @classmethod
    def of(cls, s: Any) -> AbuseRules:
        """The rules of a `Settings`."""
        return cls(
            login_attempts=Rule("login", s.login_attempts_per_minute, 60.0),
            login_failures=Rule("login-failures", s.login_failures_per_user, s.login_failure_window_s),
            username_failures=Rule("username-failures", 0, s.login_failure_window_s),
            guests=Rule("guests", s.guests_per_hour, 3600.0),
            registrations=Rule("registrations", s.registrations_per_hour, 3600.0),
            tables=Rule("tables", s.tables_per_hour, 3600.0),
            invite_failures=Rule("invite-failures", s.invite_failures_per_hour, 3600.0),
            confirm_mails=Rule("confirm-mails", s.confirm_mails_per_hour, 3600.0),
        )


def slowdown(failures: int, free: int, longest: float) -> float:
    """How long a wrong password's answer waits when its username had `failures` recent ones.

    The first `free` cost nothing; then 0.1 s, doubling, up to `longest`.

    >>> [slowdown(n, 5, 2.0) for n in (5, 6, 7, 10, 50)]
    [0.0, 0.1, 0.2, 1.6, 2.0]
    """
    if failures <= free:
        return 0.0
    return float(min(longest, 0.1 * 2 ** min(failures - free - 1, 30)))
