"""Test databases: a fresh SQLite file or a fresh PostgreSQL database per use.

PostgreSQL is reached at MEEPLE_TEST_POSTGRES_URL (default
postgresql+asyncpg://postgres@127.0.0.1:5432/postgres); a database
meeple_test_<random> is created for the test and dropped after it. If the
server is truly unreachable the PostgreSQL cases are skipped, saying why.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import create_async_engine

BACKENDS = ("sqlite", "postgresql")
ADMIN_URL = os.environ.get("MEEPLE_TEST_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/postgres")


async def _admin(statement: str) -> None:
    engine = create_async_engine(ADMIN_URL, isolation_level="AUTOCOMMIT")
    try:
        async with engine.connect() as conn:
            await conn.execute(text(statement))
    finally:
        await engine.dispose()


@asynccontextmanager
async def fresh_database(backend: str, folder: Path) -> AsyncIterator[str]:
    """The URL of an empty database of that backend, removed afterwards."""
    if backend == "sqlite":
        yield f"sqlite:///{folder / 'meeple.sqlite3'}"
        return
    name = f"meeple_test_{secrets.token_hex(6)}"
    try:
        # template0: nobody connects to it, so concurrent creations never find it "being accessed"
        await _admin(f'CREATE DATABASE "{name}" TEMPLATE template0')
    except OSError as exc:
        reason = f"PostgreSQL unreachable at {ADMIN_URL}: {exc}; run scripts/test-services.sh"
        if os.environ.get("CI") == "true":  # CI must test both databases: never a silent skip there
            pytest.fail(reason)
        pytest.skip(reason)
    try:
        yield make_url(ADMIN_URL).set(database=name).render_as_string(hide_password=False)
    finally:
        await _admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
