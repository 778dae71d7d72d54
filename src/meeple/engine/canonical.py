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

    Python's `==` finds the candidate at C speed; the canonical bytes of that one
    candidate then rule out `True == 1` and `1.0 == 1` look-alikes.
    """
    pool = actions if isinstance(actions, list) else list(actions)
    try:
        match = pool[pool.index(action)]
        return canonical(match) == canonical(action)
    except (ValueError, TypeError):
        return False
