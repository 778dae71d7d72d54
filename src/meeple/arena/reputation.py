"""Reputation (karma): 0-100, starting at 75, +1 per finished game, -10 per game left."""

from __future__ import annotations

START = 75
FINISHED = 1
LEFT = -10


def after_game(reputation: int, *, left: bool) -> int:
    """The reputation after a game that the player finished or left, kept within 0..100."""
    return max(0, min(100, reputation + (LEFT if left else FINISHED)))


def may_join(reputation: int, minimum: int | None) -> bool:
    """Whether a player meets a table's minimum reputation (None = no minimum)."""
    return minimum is None or reputation >= minimum
