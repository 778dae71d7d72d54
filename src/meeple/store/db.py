"""Opening the database and running Core code on it: one interface, two ways to reach the driver.

SQLite is the default (a file, WAL mode, `synchronous=NORMAL`: a commit
survives a crash of the server process); PostgreSQL is used when the URL
says so. Both run the same schema through the same migrations, and the same
repository code: plain SQLAlchemy Core functions of a `Connection`, run by
`Database.read` / `Database.write`:

* PostgreSQL: on the async engine (asyncpg) through `AsyncConnection.run_sync`,
  so the event loop never blocks on the network.
* SQLite: in the event loop itself (see sqlite.py). The async SQLite driver
  hops to a thread for every call (cursor, execute, fetch, close, rollback),
  and on a busy machine each hop costs up to a scheduler time slice: measured,
  a lobby request took 8-14 ms alone and ~80 ms under load, where the query
  itself is ~0.1 ms. A WAL reader never waits for a lock, and a write that
  finds the lock taken is handed to a thread instead of waiting in the loop.

The `reads` / `writes` decorators turn a Core function `f(conn, ...)` into
`await f(db, ...)`.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeVar

from sqlalchemy import Connection
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from meeple.extras import require

from .migrate import upgrade
from .sqlite import SqliteRunner

DEFAULT_SQLITE_PATH = Path("var") / "meeple.sqlite3"
ENV_URL = "MEEPLE_DATABASE_URL"

P = ParamSpec("P")
T = TypeVar("T")


def default_url() -> str:
    """MEEPLE_DATABASE_URL if set, else the SQLite file ./var/meeple.sqlite3."""
    return os.environ.get(ENV_URL) or f"sqlite:///{DEFAULT_SQLITE_PATH}"


def normalize_url(url: str) -> str:
    """The driver URL: `sqlite:///x` (the standard sqlite3 module), `postgres(ql)://` -> asyncpg.

    >>> normalize_url("postgres://u@h/db")
    'postgresql+asyncpg://u@h/db'
    >>> normalize_url("sqlite+aiosqlite:///var/x.sqlite3")
    'sqlite:///var/x.sqlite3'
    """
    parsed = make_url(url)
    backend = parsed.get_backend_name()
    if backend == "postgres":
        backend = "postgresql"
    if backend == "sqlite":
        if not parsed.database or parsed.database == ":memory:":
            raise ValueError("SQLite needs a file: sqlite:///path/to/meeple.sqlite3")
        return parsed.set(drivername="sqlite").render_as_string(hide_password=False)
    if backend == "postgresql":
        return parsed.set(drivername="postgresql+asyncpg").render_as_string(hide_password=False)
    raise ValueError(f"unsupported database {backend!r}: use sqlite:///FILE or postgresql://…")


class Database:
    """An open, migrated database. `dialect` is "sqlite" or "postgresql"."""

    def __init__(self, url: str, runner: SqliteRunner | AsyncRunner) -> None:
        self.url = url
        self.runner = runner
        self.dialect: str = "sqlite" if isinstance(runner, SqliteRunner) else "postgresql"

    @classmethod
    async def open(cls, url: str | None = None, *, migrate: bool = True) -> Database:
        """Connect (creating the SQLite file's folder) and bring the schema up to date."""
        full = normalize_url(url or default_url())
        if full.startswith("sqlite"):
            path = Path(make_url(full).database or "").expanduser()
            path.parent.mkdir(parents=True, exist_ok=True)
            runner: SqliteRunner | AsyncRunner = SqliteRunner(str(path))
        else:
            require("postgres", "the database URL is a PostgreSQL one")
            runner = AsyncRunner(create_async_engine(full, pool_size=10, max_overflow=10, pool_pre_ping=True))
        db = cls(full, runner)
        if migrate:
            await db.write(upgrade)
        return db

    async def read(self, fn: Callable[Concatenate[Connection, P], T], *args: P.args, **kw: P.kwargs) -> T:
        """Run `fn(conn, ...)` outside any write transaction."""
        return await self.runner.read(lambda conn: fn(conn, *args, **kw))

    async def write(self, fn: Callable[Concatenate[Connection, P], T], *args: P.args, **kw: P.kwargs) -> T:
        """Run `fn(conn, ...)` in a transaction, committed when it returns (rolled back if it raises)."""
        return await self.runner.write(lambda conn: fn(conn, *args, **kw))

    async def close(self) -> None:
        """Release every connection."""
        await self.runner.close()


class AsyncRunner:
    """PostgreSQL: Core functions on the async engine through `run_sync`."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine

    async def read(self, fn: Callable[[Connection], T]) -> T:
        async with self.engine.connect() as conn:
            return await conn.run_sync(fn)

    async def write(self, fn: Callable[[Connection], T]) -> T:
        async with self.engine.begin() as conn:
            return await conn.run_sync(fn)

    async def close(self) -> None:
        await self.engine.dispose()


def reads(fn: Callable[Concatenate[Connection, P], T]) -> Callable[Concatenate[Database, P], Awaitable[T]]:
    """`f(conn, ...)` -> `await f(db, ...)`, run by `Database.read`."""

    @functools.wraps(fn)
    async def run(db: Database, *args: Any, **kw: Any) -> T:
        return await db.read(fn, *args, **kw)

    return run


def writes(fn: Callable[Concatenate[Connection, P], T]) -> Callable[Concatenate[Database, P], Awaitable[T]]:
    """`f(conn, ...)` -> `await f(db, ...)`, run in a transaction by `Database.write`."""

    @functools.wraps(fn)
    async def run(db: Database, *args: Any, **kw: Any) -> T:
        return await db.write(fn, *args, **kw)

    return run
