"""Where a table's message falls in its replay: the number of moves that count, as of its version.

A message is stored with the table's version when it was written. The
replay leaves out undone moves and undo rows (docs/api.md, "Undo"), so
version N is not always step N: a message's step is the number of moves
still standing among versions 1..N.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence

from meeple.arena.undo import undone_versions
from meeple.store import Database, repo_moves
from meeple.store.repo_moves import Move


def steps_of(log: Sequence[Move]) -> Callable[[int | None], int]:
    """`step(version)` for a table's move log: how many of its moves up to `version` the replay shows.

    >>> log = [Move(1, 0, {}, None, []), Move(2, 0, {}, None, []), Move(3, 0, {"to": 1}, None, [], "undo"),
    ...        Move(4, 0, {}, None, [])]
    >>> step = steps_of(log)
    >>> [step(v) for v in (None, 0, 1, 2, 3, 4)]
    [0, 0, 1, 1, 1, 2]
    """
    undone = undone_versions((m.seq, m.undo_to) for m in log if m.undo_to is not None)
    standing = [m.seq for m in log if m.undo_to is None and m.seq not in undone]
    return lambda version: bisect_right(standing, version or 0)


async def step_finder(db: Database, table_id: str) -> Callable[[int | None], int]:
    """`step(version)` for a stored table (see `steps_of`)."""
    return steps_of(await repo_moves.load_moves(db, table_id))
