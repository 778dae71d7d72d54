"""The turn's budget: the actions left and the free actions a turn may still hold.

Its own module so that the rules that spend actions (moves, safes, tools, trades, loot) need not
import the turn's flow, which in turn calls them (the event card, the loot that acts up).
"""

from __future__ import annotations

from .state import BurgleState

FREE_LIMIT = 12
"""Free actions (tools, trades, free abilities) one turn may hold (a safety bound of ours)."""


def count_free(s: BurgleState) -> None:
    """Note a free action; the turn may only hold FREE_LIMIT of them."""
    s.flags["free"] += 1
    s.flags["acted"] = True


def free_left(s: BurgleState) -> bool:
    """Whether another free action fits in this turn."""
    return s.flags["free"] < FREE_LIMIT


def has_actions(s: BurgleState, n: int = 1) -> bool:
    """Whether the thief to move has `n` of the turn's actions left."""
    return s.actions_left >= n
