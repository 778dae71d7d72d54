"""asyncpg and redis are optional extras: imported only when configured, named when missing."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from meeple import extras
from meeple.extras import MissingExtra


def _hide(monkeypatch: pytest.MonkeyPatch, *modules: str) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name in modules else real(name, *a))


def test_a_sqlite_server_imports_neither_asyncpg_nor_redis() -> None:
    code = (
        "import sys, meeple.cli, meeple.server.app, meeple.server.run, meeple.store.db\n"
        "from meeple.server.pubsub.bus import pubsub_for\n"
        "pubsub_for(None)\n"
        "print(sorted(m for m in ('asyncpg', 'redis') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


async def test_postgres_without_the_extra_names_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from meeple.store.db import Database

    _hide(monkeypatch, "asyncpg")
    with pytest.raises(MissingExtra, match=r"pip install 'meeple\[postgres\]'.*") as err:
        await Database.open("postgresql://u@127.0.0.1:1/nowhere")
    assert "asyncpg" in str(err.value)


def test_redis_without_the_extra_names_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from meeple.server.pubsub.bus import pubsub_for

    _hide(monkeypatch, "redis")
    with pytest.raises(MissingExtra, match=r"MEEPLE_REDIS_URL is set.*pip install 'meeple\[redis\]'"):
        pubsub_for("redis://127.0.0.1:6379/0")


def test_installed_extras_pass() -> None:
    assert extras.missing("postgres") == [] and extras.missing("redis") == []
    extras.require("postgres", "test")
    extras.require("redis", "test")
