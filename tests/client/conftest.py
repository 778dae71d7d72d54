"""The client is tested against a live server offering every installed game, as a real one does: one server
per module and database backend."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from tests.server.harness import Running, every_game_settings, running_server
from tests.store.databases import BACKENDS, fresh_database


@pytest_asyncio.fixture(scope="module", loop_scope="module", params=BACKENDS)
async def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Running]:
    """A server on SQLite or PostgreSQL with every installed game."""
    async with fresh_database(request.param, tmp_path_factory.mktemp("db")) as url, \
            running_server(every_game_settings(url)) as running:
        yield running
