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
from .undo import UNDONE, Step, UndoWindow, barrier_of, kept_moves, rng_state, undone_to, window_after


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
    steps: list[Step] | None = None,
) -> tuple[State, int, list[Event]]:
    """The state after every move, its version, and the events of the last move replayed.

    Starts from the snapshot when there is one, else from `setup(seed)`;
    `moves` are those after the snapshot, in order. An undo row returns to the
    state of the version it names (see `meeple.arena.undo`). When `steps` is
    given, each move's undo classification is appended to it.
    """
    if snapshot is not None:
        state, version = game.load(snapshot), snapshot_version
    else:
        state, version = game.setup(players, options, seed), 0
    targets = {t for m in moves if (t := _undo_target(m)) is not None}
    kept = {version: game.clone(state)} if version in targets else {}
    events: list[Event] = []
    for move in moves:
        if move.seq != version + 1:
            raise CorruptLog(f"move {move.seq} follows version {version}")
        target = _undo_target(move)
        if target is not None:
            if target not in kept:
                raise CorruptLog(f"move {move.seq} undoes back to version {target}, which this log cannot reach")
            state, events, step = game.clone(kept[target]), [], Step(move.seq, move.seat, UNDONE)
        else:
            step, events = _replay_move(game, state, move, steps is not None)
        version = move.seq
        if version in targets:
            kept[version] = game.clone(state)
        if steps is not None:
            steps.append(step)
    return state, version, events


def _undo_target(move: LoggedMove) -> int | None:
    try:
        return undone_to(move.action)
    except ValueError as exc:
        raise CorruptLog(f"move {move.seq}: {exc}") from None


def _replay_move(game: Game, state: State, move: LoggedMove, classify: bool) -> tuple[Step, list[Event]]:
    """Apply one logged move to `state`; its undo barrier is worked out only when `classify`."""
    waiting, rng = (game.waiting_for(state), rng_state(state)) if classify else ((), None)
    try:
        events = game.apply(state, move.seat, move.action)
    except Exception as exc:  # noqa: BLE001 - any failure means the log does not fit
        raise CorruptLog(f"move {move.seq} does not apply: {exc}") from exc
    barrier = None
    if classify:
        barrier = barrier_of(move.seat, waiting, game.waiting_for(state), rng, rng_state(state), events)
    return Step(move.seq, move.seat, barrier), events


@dataclass
class Restored:
    """A table brought back for play: its state and version, and what undo needs."""

    state: State
    version: int
    events: list[Event]
    undo: UndoWindow
    undo_base: State  # the state at version `undo.base`


def restore_table(
    game: Game, players: int, options: Mapping[str, Any], seed: int,
    snapshot: dict[str, Any] | None, snapshot_version: int, moves: Sequence[LoggedMove],
) -> Restored:
    """`restore` plus the undo window of the seat to play (snapshots are taken at barriers only)."""
    steps: list[Step] = []
    start = snapshot_version if snapshot is not None else 0
    state, version, events = restore(game, players, options, seed, snapshot, snapshot_version, moves, steps)
    window = window_after(steps, start)
    base = state
    if window.base != version:
        earlier = [m for m in moves if m.seq <= window.base]
        base = restore(game, players, options, seed, snapshot, snapshot_version, earlier)[0]
    return Restored(state, version, events, window, base)


def to_replay(table: TableRecord, seed: int, moves: Sequence[LoggedMove]) -> ReplayFile:
    """The replay file of a finished (or abandoned) table.

    Undone moves and the undo rows that took them back are left out: a replay
    holds the moves that count, so the `meeple-replay/1` format needs no undo marker.
    """
    seats = [ReplaySeat(s.name, s.bot) for s in (table.seats[i] for i in range(table.players))]
    return ReplayFile(
        table.game, table.players, dict(table.options), seed, seats,
        [(m.seat, m.action) for m in kept_moves(moves)], table.outcome,
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
