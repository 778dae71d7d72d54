"""Bringing a table back after a restart: its state from a snapshot and the moves logged after it.

Pure functions of records; the store reads and writes the rows. Unlike a
replay file (`meeple.replay`), the log holds undo rows, so restoring also
works out what the seat to play may still take back (`meeple.arena.undo`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from meeple.engine import Event, Game, State

from .undo import UNDONE, Step, UndoWindow, barrier_of, rng_state, window_after


class CorruptLog(RuntimeError):
    """The stored moves do not continue the snapshot (a gap or a move the rules refuse)."""


@dataclass(frozen=True)
class LoggedMove:
    """A row of the log: a seat's game action, or (`undo_to` set, no action) an undo back to that version."""

    seq: int
    seat: int
    action: dict[str, Any] | None
    undo_to: int | None = None

    @classmethod
    def undo(cls, seq: int, seat: int, to: int) -> LoggedMove:
        """The undo row at version `seq` by `seat`, back to version `to`."""
        return cls(seq, seat, None, to)


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
            step, events = replay_move(game, state, move, steps is not None)
        version = move.seq
        if version in targets:
            kept[version] = game.clone(state)
        if steps is not None:
            steps.append(step)
    return state, version, events


def _undo_target(move: LoggedMove) -> int | None:
    target = move.undo_to
    if target is not None and (type(target) is not int or not 0 <= target < move.seq):
        raise CorruptLog(f"move {move.seq}: an undo row needs an earlier version to return to, got {target!r}")
    return target


def replay_move(game: Game, state: State, move: LoggedMove, classify: bool) -> tuple[Step, list[Event]]:
    """Apply one logged move to `state`; its undo barrier is worked out only when `classify`
    (raises CorruptLog when the move does not fit)."""
    if move.action is None:
        raise CorruptLog(f"move {move.seq} has neither a game action nor an undo target")
    waiting, rng = (game.waiting_for(state), rng_state(state)) if classify else ((), None)
    try:
        events = game.apply(state, move.seat, move.action)
    except Exception as exc:  # any failure means the log does not fit
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
