"""Zombies: who plays the seat of a player who was skipped or expelled, and what it does to the result.

After one skip, every later turn of that player is played by the zombie: the
game's bot at its easiest level (`ZOMBIE_BOT`). The result is then
neutralized at the game's progress when the first player left; a zombie that
was there from the very start (no progress yet) means nobody is rated.
"""

from __future__ import annotations

from dataclasses import replace

from .tables import TableRecord

ZOMBIE_BOT = "ismcts:easy"


def zombified(table: TableRecord, seat: int, progress: float, *, expelled: bool) -> TableRecord:
    """The record after `seat` was skipped (or expelled, when absent) at `progress` (0..1)."""
    if seat in table.zombies:
        return table
    return replace(
        table,
        zombies=sorted([*table.zombies, seat]),
        expelled=sorted([*table.expelled, seat]) if expelled else list(table.expelled),
        left_at=table.left_at if table.left_at is not None else max(0.0, min(1.0, progress)),
        abandon_votes=[s for s in table.abandon_votes if s != seat],
    )


def neutralized(table: TableRecord) -> bool:
    """Someone was skipped or expelled: leavers lose, the others tie for first."""
    return table.left_at is not None


def zombie_from_the_start(table: TableRecord) -> bool:
    """A player left before the game made any progress: no one is rated."""
    return table.left_at is not None and table.left_at <= 0.0
