"""Fixtures of the store tests: one migrated database per module and backend."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from meeple.store import Database

from .databases import BACKENDS, fresh_database


@pytest_asyncio.fixture(scope="module", loop_scope="module", params=BACKENDS)
async def db(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Database]:
    """A migrated database, SQLite or PostgreSQL."""
    async with fresh_database(request.param, tmp_path_factory.mktemp("db")) as url:
        database = await Database.open(url)
        try:
            yield database
        finally:
            await database.close()
