"""Group commit: one writer per database batches the pending writes of every table.

A move is acknowledged only after its row is committed. Committing each move
on its own would cap the server at one commit round trip per move; instead
every caller hands its rows to `Writer.write` and waits, while one task
commits everything that is pending in a single transaction, then wakes all
of them. Under load a batch holds the moves of many tables; when idle a batch
holds one move and the latency is one commit. SQLite takes one batch at a
time; PostgreSQL several (its commits wait on the disk, see committers.py).

If a batch fails, each write in it is retried in its own transaction, so a
single bad write (a duplicate version after a lost acknowledgement, say)
fails alone and the other tables' moves still go through.

`commit_move` is the typed way to store a move (see move_commit.py); `write`
takes raw rows (table updates that come with no move).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.exc import IntegrityError

from .committers import committer_for
from .db import Database
from .move_commit import MoveCommit, VersionTaken

log = logging.getLogger(__name__)


@dataclass
class WriteSet:
    """Rows that must commit together: new `moves` rows and updates of `game_tables` rows."""

    moves: list[dict[str, Any]] = field(default_factory=list)
    tables: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # (table id, column values)


@dataclass
class _Pending:
    writes: WriteSet
    done: asyncio.Future[None]


@dataclass
class WriterStats:
    """Counters for the benchmark and the logs."""

    batches: int = 0
    writes: int = 0
    failures: int = 0


class WriterClosed(RuntimeError):
    """The writer was closed; nothing more can be stored."""


class Writer:
    """The single group-commit writer of one database."""

    def __init__(self, db: Database) -> None:
        self.committer = committer_for(db)
        self.stats = WriterStats()
        self._pending: list[_Pending] = []
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._closing = False

    def start(self) -> None:
        """Start the commit loop (on the running event loop)."""
        if self._task is None:
            self._loop = asyncio.get_running_loop()
            self._task = self._loop.create_task(self._run(), name="meeple-writer")

    async def write(self, writes: WriteSet) -> None:
        """Commit `writes` (with whatever else is pending); return once committed, raise if not."""
        if self._closing or self._loop is None:
            raise WriterClosed("the store is shutting down")
        done = self._loop.create_future()  # the loop `start` found: looking it up is a system call on 3.11
        self._pending.append(_Pending(writes, done))
        self._wake.set()
        await done

    async def commit_move(self, move: MoveCommit) -> None:
        """Commit one move of a table: its log row and its table row's changes, together.

        Raises `VersionTaken` if the table already has a move at `move.version`
        (the log's key refused the row: another server process stored that
        version first); nothing of the move is stored then.
        """
        row = move.move_row()
        values = move.table_values(row["created_at"])
        try:
            await self.write(WriteSet(moves=[row], tables=[(move.table_id, values)] if values else []))
        except (IntegrityError, sqlite3.IntegrityError) as exc:  # SQLite's committer runs on the raw driver
            raise VersionTaken(move.table_id, move.version) from exc

    async def close(self) -> None:
        """Commit what is pending, then stop."""
        self._closing = True
        self._wake.set()
        if self._task is not None:
            await self._task
            self._task = None
        await self.committer.close()

    async def _run(self) -> None:
        if self.committer.parallel == 1:
            await self._run_one_at_a_time()
            return
        in_flight: set[asyncio.Task[None]] = set()

        def finished(task: asyncio.Task[None]) -> None:
            in_flight.discard(task)
            self._wake.set()  # a slot is free: commit what piled up meanwhile

        loop = asyncio.get_running_loop()
        while True:
            await self._wake.wait()
            self._wake.clear()
            while self._pending and len(in_flight) < self.committer.parallel:
                batch, self._pending = self._pending, []
                task = loop.create_task(self._commit_batch(batch))
                in_flight.add(task)
                task.add_done_callback(finished)
            if self._closing and not self._pending and not in_flight:
                return

    async def _run_one_at_a_time(self) -> None:
        """One batch at a time (SQLite), committed by this task itself: a task per batch cost as much as the
        commit's own Python work when the batches hold a move or two."""
        while True:
            await self._wake.wait()
            self._wake.clear()
            while self._pending:
                batch, self._pending = self._pending, []
                await self._commit_batch(batch)
            if self._closing and not self._pending:
                return

    async def _commit_batch(self, batch: list[_Pending]) -> None:
        self.stats.batches += 1
        try:
            await self.committer.commit([p.writes for p in batch])
        except Exception as exc:  # retried one by one below
            if len(batch) == 1:
                self._settle(batch[0], exc)
                return
            log.warning("group commit of %d writes failed (%r); retrying one by one", len(batch), exc)
            for item in batch:
                try:
                    await self.committer.commit([item.writes])
                except Exception as one:  # handed to the waiting caller
                    self._settle(item, one)
                else:
                    self._settle(item, None)
            return
        for item in batch:
            self._settle(item, None)

    def _settle(self, item: _Pending, exc: BaseException | None) -> None:
        self.stats.writes += 1
        if item.done.done():
            return
        if exc is None:
            item.done.set_result(None)
        else:
            self.stats.failures += 1
            item.done.set_exception(exc)
