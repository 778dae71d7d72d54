"""Finished tables as replay files, and replay files imported as finished tables.

The file format and the rebuilding are `meeple.replay`'s; what is the
arena's is the table: its seats, its status, and the undo rows of its log,
which a replay file leaves out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from meeple.engine import Event, Game, State, resolve_options
from meeple.replay import ReplayFile, ReplayMismatch, rebuild
from meeple.replay import Seat as ReplaySeat

from .restore import LoggedMove
from .tables import ABANDONED, FINISHED, Seat, TableRecord
from .undo import kept_moves


def to_replay(table: TableRecord, seed: int, moves: Sequence[LoggedMove]) -> ReplayFile:
    """The replay file of a finished (or abandoned) table.

    Undone moves and the undo rows that took them back are left out: a replay
    holds the moves that count, so the `meeple-replay/1` format needs no undo marker.
    """
    seats = [ReplaySeat(s.name, s.bot) for s in (table.seats[i] for i in range(table.players))]
    return ReplayFile(
        table.game, table.players, dict(table.options), seed, seats,
        [(m.seat, m.action) for m in kept_moves(moves) if m.action is not None], table.outcome,
    )


@dataclass
class ImportedGame:
    """A replay checked against today's rules: the table record and what the log stores."""

    record: TableRecord
    seed: int
    moves: list[tuple[int, dict[str, Any], list[Event]]]  # (seat, action, events)
    final: State


def from_replay(game: Game, replay: ReplayFile, table_id: str, creator_id: int | None, now: int) -> ImportedGame:
    """Rebuild a replay (raising ReplayMismatch when it does not fit) into a finished table."""
    timeline = rebuild(game, replay)
    if not timeline.outcome_matches:
        raise ReplayMismatch("the replay's outcome is not what its moves give")
    options = resolve_options(game.options, replay.options, replay.players)
    outcome = timeline.outcome.as_dict() if timeline.outcome is not None else None
    record = TableRecord(
        id=table_id, game=game.id, players=replay.players, options=options, mode="turnbased", ranked=False,
        invite_only=False, invite_code=None, creator_id=creator_id,
        status=FINISHED if outcome is not None else ABANDONED, created_at=now,
        seats={i: Seat(i, s.name, None, s.bot) for i, s in enumerate(replay.seats)},
        started_at=now, finished_at=now, outcome=outcome,
    )
    final = timeline.state(len(timeline.frames))
    moves = [(f.seat, f.action, f.events) for f in timeline.frames]
    return ImportedGame(record, replay.seed, moves, final)
