"""Whether a move sent on an older version may still stand: what the seat was offered then is offered now.

In a phase where several seats choose at once (Heat's gears, For Sale's
selling round, Room 25's programming), another seat's choice makes a new
version while a player is still clicking; refusing that player's move as
`stale` made them click again for nothing. A move on version `v` is
accepted when only *other* seats have moved since `v` and the seat's legal
list is the same as it was at `v`; anything else stays `stale`.
"""

from __future__ import annotations

from collections import deque

from .updates import Update

KEPT = 8
"""How many past versions are remembered per table (a burst of other seats' choices)."""


class RecentOffers:
    """The table's last few versions, each with the seat whose move ended it."""

    def __init__(self) -> None:
        self._past: deque[tuple[Update, int]] = deque(maxlen=KEPT)

    def moved(self, before: Update, seat: int) -> None:
        """`seat` moved from `before` to a newer version."""
        self._past.append((before, seat))

    def forget(self) -> None:
        """An undo or a reload: the versions in between are not a chain of other seats' moves."""
        self._past.clear()

    def still_offered(self, seat: int, version: int, current: Update) -> bool:
        """`seat` acted on `version`, before `current`: does its choice still stand?"""
        if version >= current.version:
            return False
        chain = [(u, mover) for u, mover in self._past if u.version >= version]
        if not chain or chain[0][0].version != version or len(chain) != current.version - version:
            return False  # not remembered (or not a gapless chain of versions)
        if any(mover == seat for _, mover in chain):
            return False  # the seat itself moved since: its click was made on what it then changed
        offered = chain[0][0].legal(seat)
        return bool(offered) and offered == current.legal(seat)
