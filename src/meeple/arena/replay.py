"""Bringing games back: from a snapshot and the moves after it, and to/from replay files.

Pure functions of records; the store reads and writes the rows. The replay
file format is `meeple.tools.replayfile` (what `meeple replay FILE` reads).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from meeple.engine import Event, Game, State, resolve_options
from meeple.tools.replayer import ReplayMismatch, rebuild
from meeple.tools.replayfile import ReplayFile
from meeple.tools.replayfile import Seat as ReplaySeat

from .tables import ABANDONED, FINISHED, Seat, TableRecord


class CorruptLog(RuntimeError):
    """The stored moves do not continue the snapshot (a gap or a move the rules refuse)."""


@dataclass(frozen=True)
class LoggedMove:
    """A move as the log keeps it."""

    seq: int
    seat: int
    action: dict[str, Any]


def restore(
    game: Game,
    players: int,
    options: Mapping[str, Any],
    seed: int,
    snapshot: dict[str, Any] | None,
    snapshot_version: int,
    moves: Sequence[LoggedMove],
) -> tuple[State, int, list[Event]]:
    """The state after every move, its version, and the events of the last move replayed.

    Starts from the snapshot when there is one, else from `setup(seed)`;
    `moves` are those after the snapshot, in order.
    """
    if snapshot is not None:
        state, version = game.load(snapshot), snapshot_version
    else:
        state, version = game.setup(players, options, seed), 0
    events: list[Event] = []
    for move in moves:
        if move.seq != version + 1:
            raise CorruptLog(f"move {move.seq} follows version {version}")
        try:
            events = game.apply(state, move.seat, move.action)
        except Exception as exc:  # noqa: BLE001 - any failure means the log does not fit
            raise CorruptLog(f"move {move.seq} does not apply: {exc}") from exc
        version = move.seq
    return state, version, events


def to_replay(table: TableRecord, seed: int, moves: Sequence[LoggedMove]) -> ReplayFile:
    """The replay file of a finished (or abandoned) table."""
    seats = [ReplaySeat(s.name, s.bot) for s in (table.seats[i] for i in range(table.players))]
    return ReplayFile(
        table.game, table.players, dict(table.options), seed, seats,
        [(m.seat, m.action) for m in moves], table.outcome,
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
