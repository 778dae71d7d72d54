"""Refusing floods: the caller's address and the 429 answer, for the API's handlers.

The address is the peer that connected, or the client a trusted proxy names
(`Settings.trusted_proxies`, applied by app.py before any handler runs).
"""

from __future__ import annotations

from starlette.requests import HTTPConnection

from ..auth.limits import Rule
from ..errors import ApiError
from ..services import Services


def client_address(request: HTTPConnection) -> str:
    """The caller's address as the server believes it."""
    return request.client.host if request.client else "?"


def too_many(wait: float, what: str = "attempts") -> ApiError:
    """429 `rate_limited` with `Retry-After` (whole seconds, at least 1)."""
    seconds = max(1, int(wait + 0.999))
    return ApiError(429, "rate_limited", f"Too many {what}; try again in {seconds} seconds.",
                    {"Retry-After": str(seconds)})


async def limit(svc: Services, rule: Rule, key: str, what: str) -> None:
    """Count one attempt under `rule`, or refuse it with 429."""
    wait = await svc.limits.hit(rule, key)
    if wait > 0:
        raise too_many(wait, what)
