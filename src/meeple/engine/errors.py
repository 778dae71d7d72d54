"""Errors a game raises; each carries a sentence a player can read."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules do not allow now; the state is left exactly as it was.

    >>> str(IllegalAction("You can only take tiles up to your score of 24"))
    'You can only take tiles up to your score of 24'
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class InvalidOptions(ValueError):
    """Table options that the game does not declare or whose value is not allowed."""
