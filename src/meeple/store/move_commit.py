"""One move of a table, as the store commits it: the log row and what changes on the table's row with it.

`Writer.commit_move(MoveCommit(...))` stores it in the next group commit.
The log's key is (table, version): if another server process already stored
that version of the table, the commit raises `VersionTaken` and nothing of
it is stored.

A log row is of one of two kinds: `MOVE`, a game action of a seat, or
`UNDO`, a seat taking back its moves of the turn, back to the state of the
version `undo_to` (the row's version is still the next one; the log stays
append-only).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from meeple.arena.tables import FINISHED

from .repo_moves import MOVE, UNDO, move_row
from .repo_tables import dumps

__all__ = ["MOVE", "UNDO", "MoveCommit", "VersionTaken"]


class VersionTaken(Exception):
    """The table already has a move at this version (another server process stored it first)."""

    def __init__(self, table_id: str, version: int) -> None:
        super().__init__(f"table {table_id} already has a move at version {version}")
        self.table_id = table_id
        self.version = version


@dataclass(frozen=True)
class MoveCommit:
    """A move to commit: the log row of version `version` and the table row's changes that go with it.

    `action` is the game action (None for an undo, which names `undo_to`);
    `events` is the JSON text of the move's events. `snapshot` (the state
    dumped at `version`), `outcome` (the game ended), `waiting` (the seats
    waited for, kept for turn-based tables) and `clock`, `progress`,
    `penalties` (the platform's clock after the move) are written to the
    table's row in the same transaction when given.
    """

    table_id: str
    version: int
    seat: int
    events: str
    action: Any = None
    action_id: str | None = None
    undo_to: int | None = None
    snapshot: dict[str, Any] | None = None
    outcome: dict[str, Any] | None = None
    waiting: list[int] | None = None
    clock: dict[str, Any] | None = None
    progress: float | None = None
    penalties: list[int] | None = None

    def __post_init__(self) -> None:
        if (self.action is None) == (self.undo_to is None):
            raise ValueError("a move has either an action or an undo target")

    @property
    def kind(self) -> str:
        """`UNDO` for a seat taking back its moves, `MOVE` for a game action."""
        return MOVE if self.undo_to is None else UNDO

    def move_row(self) -> dict[str, Any]:
        """The `moves` row."""
        return move_row(self.table_id, self.version, self.seat, self.action, self.action_id, self.events,
                        undo_to=self.undo_to)

    def table_values(self, at: int) -> dict[str, Any]:
        """The columns of the table's row this move changes (`at`: the move's time, for `finished_at`)."""
        values: dict[str, Any] = {}
        if self.snapshot is not None:
            values["snapshot"] = dumps(self.snapshot)
            values["snapshot_version"] = self.version
        if self.outcome is not None:
            values.update(status=FINISHED, outcome=dumps(self.outcome), waiting="[]", finished_at=at)
        elif self.waiting is not None:
            values["waiting"] = dumps(self.waiting)
        if self.progress is not None:
            values["progress"] = self.progress
        if self.penalties is not None:
            values["penalties"] = dumps(self.penalties)
        if self.clock is not None:
            values["clock"] = dumps(self.clock)
        return values
