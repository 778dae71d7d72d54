"""One schema for both databases: the migrations build exactly what schema.py declares."""

from __future__ import annotations

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from meeple.store import Database
from meeple.store.migrate import current_revision, head_revision
from meeple.store.schema import metadata

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_migrated_database_matches_the_schema(db: Database) -> None:
    diff = await db.read(lambda c: compare_metadata(MigrationContext.configure(c), metadata))
    revision = await db.read(current_revision)
    assert diff == []
    assert revision == head_revision()


async def test_opening_again_migrates_nothing(db: Database) -> None:
    again = await Database.open(db.url)
    try:
        assert await again.read(current_revision) == head_revision()
    finally:
        await again.close()
