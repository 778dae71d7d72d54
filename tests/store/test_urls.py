"""Database URLs: what the user writes, what the async engine needs."""

from __future__ import annotations

import pytest

from meeple.store import default_url, normalize_url


def test_urls_pick_the_async_drivers() -> None:
    assert normalize_url("sqlite:///var/x.sqlite3") == "sqlite:///var/x.sqlite3"
    assert normalize_url("sqlite+aiosqlite:///x.db") == "sqlite:///x.db"
    assert normalize_url("postgresql://u@h:5432/d") == "postgresql+asyncpg://u@h:5432/d"
    assert normalize_url("postgres://u@h/d") == "postgresql+asyncpg://u@h/d"
    with pytest.raises(ValueError, match="SQLite needs a file"):
        normalize_url("sqlite://")
    with pytest.raises(ValueError, match="unsupported database 'mysql'"):
        normalize_url("mysql://u@h/d")


def test_default_url_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEEPLE_DATABASE_URL", raising=False)
    assert default_url() == "sqlite:///var/meeple.sqlite3"
    monkeypatch.setenv("MEEPLE_DATABASE_URL", "postgresql://x@y/z")
    assert default_url() == "postgresql://x@y/z"
