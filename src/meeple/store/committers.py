"""How the writer's batches reach each database, from the same Core statements.

PostgreSQL: held async connections, several batches in flight (see AsyncCommitter).
SQLite: the batch runs through the database's in-loop runner (see sqlite.py),
with the statements compiled once and executed on the raw sqlite3 connection:
profiled at 3 rows a batch, Core's parameter handling doubled the cost of the
write (134 us against 71 us per batch).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable, Sequence
from operator import itemgetter
from typing import Any, Protocol

from sqlalchemy import Connection, bindparam, update
from sqlalchemy.dialects import sqlite as sqlite_dialect
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from .db import AsyncRunner, Database
from .schema import game_tables, moves

_QMARK = sqlite_dialect.dialect(paramstyle="qmark")
_COMPILED: dict[Hashable, tuple[str, Callable[[dict[str, Any]], tuple[Any, ...]]]] = {}


class Batch(Protocol):
    """What a committer writes: `moves` rows and `tables` updates (see writer.WriteSet)."""

    moves: list[dict[str, Any]]
    tables: list[tuple[str, dict[str, Any]]]


def statements(batches: Sequence[Batch]) -> list[tuple[Hashable, Any, list[dict[str, Any]]]]:
    """(key, statement, parameter rows) to execute for `batches`, one executemany each.

    Equal keys mean equal statements, so compiled SQL can be cached by key; the
    statements themselves are too (`_statement`): building an UPDATE cost 95 us,
    most of a one-move batch's work.
    """
    out: list[tuple[Hashable, Any, list[dict[str, Any]]]] = []
    rows = [row for b in batches for row in b.moves]
    if rows:
        out.append(("moves", _statement("moves"), rows))
    groups: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for b in batches:
        for table_id, values in b.tables:
            params = {"b_id": table_id, **{f"b_{k}": v for k, v in values.items()}}
            groups.setdefault(tuple(sorted(values)), []).append(params)
    for keys, rows_of_keys in groups.items():
        out.append((keys, _statement(keys), rows_of_keys))
    return out


_STATEMENTS: dict[Hashable, Any] = {}


def _statement(key: Hashable) -> Any:
    """The INSERT of `moves` rows ("moves"), or the UPDATE of a `game_tables` row's columns `key` (by `b_id`)."""
    stmt = _STATEMENTS.get(key)
    if stmt is None:
        if key == "moves":
            stmt = moves.insert()
        else:
            assert isinstance(key, tuple)
            stmt = (
                update(game_tables)
                .where(game_tables.c.id == bindparam("b_id"))
                .values({k: bindparam(f"b_{k}") for k in key})
            )
        _STATEMENTS[key] = stmt
    return stmt


class AsyncCommitter:
    """PostgreSQL: batches on held connections, several at a time.

    A commit waits for the WAL to reach the disk (~4 ms on the benchmark
    machine), so up to `parallel` batches are in flight on their own
    connections and PostgreSQL flushes their commits together. Batches in
    flight never hold two moves of one table: a table's next move exists only
    once its previous one is committed. A batch of moves alone is one INSERT
    in autocommit mode (one round trip); anything more runs in BEGIN/COMMIT.
    """

    parallel = 4
    one_statement_rows = 1000  # SQLAlchemy splits larger inserts into several statements

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self._free: list[AsyncConnection] = []

    async def commit(self, batches: Sequence[Batch]) -> None:
        """One transaction holding every row of `batches`."""
        conn = self._free.pop() if self._free else await self._connect()
        try:
            work = statements(batches)
            if len(work) == 1 and work[0][0] == "moves" and len(work[0][2]) <= self.one_statement_rows:
                await conn.execute(work[0][1], work[0][2])
            else:
                await self._transaction(conn, work)
        except BaseException:
            with contextlib.suppress(Exception):  # the connection is being thrown away anyway
                await conn.invalidate()
            raise
        self._free.append(conn)

    async def _connect(self) -> AsyncConnection:
        conn = await self.engine.connect()
        await conn.execution_options(isolation_level="AUTOCOMMIT")
        return conn

    @staticmethod
    async def _transaction(conn: AsyncConnection, work: list[tuple[Hashable, Any, list[dict[str, Any]]]]) -> None:
        await conn.exec_driver_sql("BEGIN")
        try:
            for _key, stmt, params in work:
                await conn.execute(stmt, params)
        except BaseException:
            await conn.exec_driver_sql("ROLLBACK")
            raise
        await conn.exec_driver_sql("COMMIT")

    async def close(self) -> None:
        """Release the connections."""
        while self._free:
            await self._free.pop().close()


class SqliteCommitter:
    """SQLite: the database's own runner, raw executemany of compiled statements (one writer at a time)."""

    parallel = 1

    def __init__(self, db: Database) -> None:
        self.db = db

    async def commit(self, batches: Sequence[Batch]) -> None:
        """One transaction holding every row of `batches`."""
        await self.db.write(_commit_raw, batches)

    async def close(self) -> None:
        """Nothing of its own to release."""


def _commit_raw(conn: Connection, batches: Sequence[Batch]) -> None:
    raw = conn.connection.driver_connection
    assert raw is not None
    for key, stmt, params in statements(batches):
        found = _COMPILED.get(key)
        if found is None:
            compiled = stmt.compile(dialect=_QMARK)
            found = _COMPILED[key] = (compiled.string, _positional(tuple(compiled.positiontup or ())))
        sql, values = found
        raw.executemany(sql, map(values, params))


def _positional(names: tuple[str, ...]) -> Callable[[dict[str, Any]], tuple[Any, ...]]:
    """A row's values in the order of the statement's `?` (one C call a row: it runs for every move)."""
    if len(names) == 1:
        return lambda row: (row[names[0]],)
    return itemgetter(*names)


def committer_for(db: Database) -> AsyncCommitter | SqliteCommitter:
    """The committer suited to the database."""
    if isinstance(db.runner, AsyncRunner):
        return AsyncCommitter(db.runner.engine)
    return SqliteCommitter(db)
