"""The game clock of a live table: started with the game, advanced with every move, shown with every state.

The rules are `meeple.arena.clock`; this module reads the time from
`Settings.clock` (fake time in tests), keeps the table record's progress and
clock penalties up to date, and gives the columns to commit with the move.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from meeple.arena.clock import Clock, SpeedProfile, scaled
from meeple.arena.tables import TableRecord
from meeple.engine import Game

from ..settings import Settings
from .updates import Update

if TYPE_CHECKING:
    from .table import LiveTable


def speed_of(settings: Settings, record: TableRecord, game: Game) -> SpeedProfile:
    """The table's speed, with the game's own per-turn time for real-time speeds if it declares one."""
    speeds = settings.speeds()
    base = speeds.get(record.speed) or speeds["normal"]
    return scaled(base, game.seconds_per_turn)


def started_clock(
    settings: Settings, record: TableRecord, game: Game, waiting: Iterable[int], first_game: Iterable[int]
) -> Clock:
    """The clock of a game starting now: full banks (double for a seat's first game of it), waited seats running."""
    now = settings.clock()
    return Clock.start(speed_of(settings, record, game), record.players, now, first_game=first_game).waiting(
        waiting, now
    )


def clock_of(settings: Settings, record: TableRecord, game: Game) -> Clock | None:
    """The clock the record last stored (None for a table that never had one, like an imported game)."""
    if record.clock is None:
        return None
    return Clock.from_dict(speed_of(settings, record, game), record.clock, record.players)


def late_seats(clock: Clock | None, now: float) -> set[int]:
    """Seats whose clock is negative at `now` (each is a clock penalty)."""
    if clock is None or clock.profile.unlimited:
        return set()
    return {s for s, left in enumerate(clock.remaining_all(now)) if left < 0}


@dataclass(frozen=True)
class Turn:
    """What a move does to the table beyond the game: the clock (and its stored form, computed once for the
    commit and the record), the progress, new clock penalties."""

    clock: Clock | None
    stored: dict[str, Any] | None
    progress: float
    penalties: list[int]

    def apply(self, table: LiveTable, nxt: Update) -> None:
        """After the commit: the table's clock and record follow, and `nxt` shows them."""
        table.clock = self.clock
        record = table.record
        record.progress, record.penalties = self.progress, self.penalties
        if self.stored is not None:
            record.clock = self.stored
        if table.thinking:  # "I would like to think" lasts until that seat's turn ends
            table.thinking &= set(nxt.waiting)
        stamp(table, nxt)


def next_turn(table: LiveTable, nxt: Update, now: float) -> Turn:
    """The clock after the move that makes `nxt`: stopped for who moved, started (with the bonus) for who is next."""
    clock = table.clock
    late = late_seats(clock, now)
    penalties = sorted(set(table.record.penalties) | late) if late else list(table.record.penalties)
    if clock is not None:
        clock = clock.waiting(nxt.waiting, now)
    return Turn(clock, clock.as_dict() if clock is not None else None, float(table.game.progress(nxt.state)),
                penalties)


def info(table: LiveTable) -> dict[str, Any]:
    """The clocks, zombies and thinking seats that a state message carries."""
    clock = table.clock
    return {
        "clocks": clock.shown(clock.since) if clock is not None else None,
        "zombies": list(table.record.zombies),
        "thinking": sorted(table.thinking),
    }


def stamp(table: LiveTable, update: Update) -> None:
    """Set what `update`'s state messages say about the table (before it is published)."""
    update.table_info = info(table)
