"""Canonical JSON: one byte string per value, for exact comparisons of dumps, views and actions."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import orjson


def canonical(data: Any) -> bytes:
    """Canonical JSON bytes (sorted keys). `27`, `27.0` and `true` stay distinct."""
    return orjson.dumps(data, option=orjson.OPT_SORT_KEYS)


def contains_action(actions: Iterable[Any], action: Any) -> bool:
    """Whether `action` is in `actions` as JSON, so `{"n": True}` does not match `{"n": 1}`."""
    try:
        key = canonical(action)
    except TypeError:
        return False
    return any(canonical(a) == key for a in actions)
