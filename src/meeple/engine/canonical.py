"""Canonical JSON: one byte string per value, for exact comparisons of dumps, views and actions."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import orjson


def canonical(data: Any) -> bytes:
    """Canonical JSON bytes (sorted keys). `27`, `27.0` and `true` stay distinct."""
    return orjson.dumps(data, option=orjson.OPT_SORT_KEYS)


def contains_action(actions: Iterable[Any], action: Any) -> bool:
    """Whether `action` is in `actions` as JSON, so `{"n": True}` does not match `{"n": 1}`.

    Python's `==` finds the candidate at C speed (and at once when `action` is
    the very object listed, as it is when a bot picked it from `legal_tuple`);
    only an equal but distinct candidate is compared as canonical bytes, which
    rules out `True == 1` and `1.0 == 1` look-alikes.

    >>> contains_action(({"n": 1}, {"n": True}), {"n": True}), contains_action([{"n": 1}], {"n": 1.0})
    (True, False)
    """
    pool = actions if isinstance(actions, (list, tuple)) else list(actions)
    try:
        at = pool.index(action)
    except (ValueError, TypeError):
        return False
    match = pool[at]
    if match is action:
        return True
    try:
        wanted = canonical(action)
    except TypeError:
        return False
    return any(canonical(a) == wanted for a in pool[at:] if a == action)
