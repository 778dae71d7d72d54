"""Fixtures of the server tests: a live server per test module and database backend."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from tests.store.databases import BACKENDS, fresh_database

from .harness import Running, fast_settings, running_server


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: long fault tests (still part of make test)")


@pytest_asyncio.fixture(scope="module", loop_scope="module", params=BACKENDS)
async def server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Running]:
    """A server on SQLite or PostgreSQL, shared by the tests of one module."""
    async with fresh_database(request.param, tmp_path_factory.mktemp("db")) as url, \
            running_server(fast_settings(url)) as running:
        yield running
