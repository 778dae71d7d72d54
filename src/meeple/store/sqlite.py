"""Running Core functions on SQLite from the event loop, without a thread hop per call.

Each function runs on a connection held by the event loop's thread that
never waits for the database lock (busy_timeout 0). With WAL a reader never
needs the lock, and with `synchronous=NORMAL` a commit does not fsync, so a
call costs what its statements cost (~0.1 ms). Only if another writer holds
the lock (a second process, or a write already handed off) does the call go
to a worker thread, on a second connection that waits for the lock: the
event loop never waits.

SQLite's automatic checkpoints run inside a commit and stall it (they fsync
the database file); they are turned off on our connections, and a third
connection checkpoints every second from its own thread (PASSIVE: it never
blocks readers or the writer). Under continuous writes a PASSIVE checkpoint
never catches up with the end of the WAL, and SQLite starts the WAL over
only after one that did, so the file grew without bound (5.7 GB beside a
284 MB database in a 10-minute soak). Once the WAL is past `WAL_LIMIT_BYTES`
the checkpoint is a TRUNCATE one: it waits (at most `TRUNCATE_WAIT_MS`) for
the current write to end, copies the rest, empties the file, and writes
meanwhile wait on the second connection's thread, never in the event loop.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from sqlalchemy import Connection, create_engine, event
from sqlalchemy.exc import OperationalError
from sqlalchemy.pool import NullPool

log = logging.getLogger(__name__)
T = TypeVar("T")

SQLITE_PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    "PRAGMA synchronous=NORMAL",
    "PRAGMA foreign_keys=ON",
    "PRAGMA wal_autocheckpoint=0",
    "PRAGMA journal_size_limit=67108864",  # a WAL started over is cut back to 64 MiB at most
)
WAIT_FOR_LOCK_MS = 10_000
CHECKPOINT_EVERY_S = 1.0
WAL_LIMIT_BYTES = 64 * 1024 * 1024
TRUNCATE_WAIT_MS = 2_000


def _pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    for pragma in SQLITE_PRAGMAS:
        cursor.execute(pragma)
    cursor.close()


def _is_busy(exc: Exception) -> bool:
    """SQLITE_BUSY / SQLITE_LOCKED, raised through SQLAlchemy or by the raw driver."""
    text = str(getattr(exc, "orig", exc)).lower()
    return "locked" in text or "busy" in text


def _call(conn: Connection, fn: Callable[[Connection], T], write: bool) -> T:
    """Run `fn`; commit a write, end a read; roll back on any error."""
    if write and not conn.in_transaction():
        conn.begin()  # so that commit() reaches the driver even if `fn` used the raw connection
    try:
        result = fn(conn)
    except BaseException:
        conn.rollback()
        raise
    if write:
        conn.commit()
    else:
        conn.rollback()
    return result


class SqliteRunner:
    """Core functions on one SQLite file: in the loop, or on a thread when the lock is taken."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.engine = create_engine(f"sqlite:///{path}", poolclass=NullPool,
                                    connect_args={"check_same_thread": False})
        event.listen(self.engine, "connect", _pragmas)
        self._inline: Connection | None = None  # used only by the event loop's thread
        self._waiting: Connection | None = None  # used only by self._thread
        self._checkpointer: Connection | None = None  # used only by self._checkpoint_thread
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="meeple-sqlite-wait")
        self._checkpoint_thread = ThreadPoolExecutor(1, thread_name_prefix="meeple-sqlite-checkpoint")
        self._checkpointing: asyncio.Future[None] | None = None
        self._last_checkpoint = time.monotonic()
        self.waits = 0  # calls that found the lock taken and went to the thread
        self.truncations = 0  # TRUNCATE checkpoints run (the WAL had passed WAL_LIMIT_BYTES)

    def _connect(self, busy_ms: int) -> Connection:
        conn = self.engine.connect()
        conn.exec_driver_sql(f"PRAGMA busy_timeout={busy_ms}")
        conn.commit()
        return conn

    async def read(self, fn: Callable[[Connection], T]) -> T:
        """`fn(conn)` outside a write transaction."""
        return await self._run(fn, write=False)

    async def write(self, fn: Callable[[Connection], T]) -> T:
        """`fn(conn)` in a committed transaction."""
        result = await self._run(fn, write=True)
        self._maybe_checkpoint()
        return result

    async def _run(self, fn: Callable[[Connection], T], write: bool) -> T:
        if self._inline is None:
            self._inline = self._connect(0)
        try:
            return _call(self._inline, fn, write)
        except (OperationalError, sqlite3.OperationalError) as exc:
            if not _is_busy(exc):
                raise
        self.waits += 1
        return await asyncio.get_running_loop().run_in_executor(self._thread, self._run_waiting, fn, write)

    def _run_waiting(self, fn: Callable[[Connection], T], write: bool) -> T:
        if self._waiting is None:
            self._waiting = self._connect(WAIT_FOR_LOCK_MS)
        return _call(self._waiting, fn, write)

    def _maybe_checkpoint(self) -> None:
        now = time.monotonic()
        if now - self._last_checkpoint < CHECKPOINT_EVERY_S:
            return
        if self._checkpointing is not None and not self._checkpointing.done():
            return
        self._last_checkpoint = now
        self._checkpointing = asyncio.get_running_loop().run_in_executor(self._checkpoint_thread, self._checkpoint)

    def _checkpoint(self) -> None:
        try:
            if self._checkpointer is None:
                self._checkpointer = self._connect(WAIT_FOR_LOCK_MS)
            if _wal_size(self.path) > WAL_LIMIT_BYTES:
                self._truncate()
            else:
                self._checkpointer.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")
                self._checkpointer.rollback()
        except (OperationalError, sqlite3.Error) as exc:
            log.warning("SQLite checkpoint failed: %r", exc)

    def _truncate(self) -> None:
        """Checkpoint everything and empty the WAL, waiting briefly for the writer (on the checkpoint thread)."""
        assert self._checkpointer is not None
        conn = self._checkpointer
        conn.exec_driver_sql(f"PRAGMA busy_timeout={TRUNCATE_WAIT_MS}")
        try:
            busy, _log, _done = conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)").one()
            conn.rollback()
        finally:
            conn.exec_driver_sql(f"PRAGMA busy_timeout={WAIT_FOR_LOCK_MS}")
        self.truncations += 1
        if busy:
            log.info("SQLite could not empty its WAL (%d bytes) this time; trying again", _wal_size(self.path))

    async def close(self) -> None:
        """Finish the last checkpoint; close the connections and the threads."""
        loop = asyncio.get_running_loop()
        if self._checkpointing is not None:
            await asyncio.gather(self._checkpointing, return_exceptions=True)
        await loop.run_in_executor(self._thread, _close, self._waiting)
        await loop.run_in_executor(self._checkpoint_thread, _close, self._checkpointer)
        _close(self._inline)
        self._inline = self._waiting = self._checkpointer = None
        self._thread.shutdown()
        self._checkpoint_thread.shutdown()
        self.engine.dispose()


def _wal_size(path: str) -> int:
    try:
        return os.path.getsize(f"{path}-wal")
    except OSError:  # no WAL yet
        return 0


def _close(conn: Connection | None) -> None:
    if conn is not None:
        conn.close()
