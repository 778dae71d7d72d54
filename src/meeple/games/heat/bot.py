"""A rollout policy for Heat (placeholder, replaced below)."""

from __future__ import annotations

from meeple.engine import Policy

POLICY = Policy()
