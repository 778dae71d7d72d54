"""Errors a game raises; each carries a sentence a player can read.

Two kinds of refusal, as python-chess separates an invalid move from an
illegal one:

* `MalformedAction`: the input is not an action of this game at all (not a
  JSON object, no "type", a type the game does not have, missing or extra
  fields, a seat the table does not have). The server answers `bad_action`.
* `IllegalAction`: a well-formed action that the rules do not allow now. The
  server answers `illegal`.

Both leave the state exactly as it was, and both are `ActionError`s, so a
caller that only needs "refused, and why" catches that.
"""

from __future__ import annotations


class ActionError(Exception):
    """An action that was refused; `reason` is a sentence for the player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class MalformedAction(ActionError):
    """Not an action of this game: wrong shape, unknown type, no such seat.

    >>> str(MalformedAction('A keep action is written {"type": "keep", "face": …}.'))
    'A keep action is written {"type": "keep", "face": …}.'
    """


class IllegalAction(ActionError):
    """A well-formed action the rules do not allow now.

    >>> str(IllegalAction("You can only take tiles up to your score of 24"))
    'You can only take tiles up to your score of 24'
    """


class InvalidOptions(ValueError):
    """Table options that the game does not declare or whose value is not allowed."""
