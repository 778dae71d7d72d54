"""A rollout policy for Chakra (placeholder: uniform)."""

from __future__ import annotations

from meeple.engine import Policy


class ChakraPolicy(Policy):
    """`GAME.policy`."""


POLICY = ChakraPolicy()
