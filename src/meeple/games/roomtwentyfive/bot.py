"""Room 25's policy for the generic bots."""

from __future__ import annotations

from meeple.engine import Policy


class RoomTwentyFivePolicy(Policy):
    """Placeholder: uniform rollouts."""


POLICY = RoomTwentyFivePolicy()
