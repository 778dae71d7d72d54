"""The SQLite WAL stays bounded under continuous writes: a checkpoint completes and truncates it."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

import pytest
from sqlalchemy import Connection, text

from meeple.store import sqlite

WRITE_S = 3.0
ROW = "x" * 40_000


def _create(conn: Connection) -> None:
    conn.execute(text("CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, body TEXT)"))


def _insert(conn: Connection) -> None:
    conn.execute(text("INSERT INTO t (body) VALUES (:b)"), {"b": ROW})


def _count(conn: Connection) -> int:
    return int(conn.execute(text("SELECT count(*) FROM t")).scalar_one())


@pytest.mark.asyncio
async def test_the_wal_is_truncated_under_continuous_writes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sqlite, "CHECKPOINT_EVERY_S", 0.1)
    monkeypatch.setattr(sqlite, "WAL_LIMIT_BYTES", 2 * 1024 * 1024, raising=False)
    path = tmp_path / "wal.sqlite3"
    runner = sqlite.SqliteRunner(str(path))
    wal = Path(f"{path}-wal")
    await runner.write(_create)
    largest = writes = 0
    deadline = time.monotonic() + WRITE_S
    try:
        while time.monotonic() < deadline:  # never a pause: a checkpoint must finish between commits
            await runner.write(_insert)
            await runner.read(_count)  # readers too, as the server's
            writes += 1
            if writes % 100 == 0:
                largest = max(largest, wal.stat().st_size if wal.exists() else 0)
                await asyncio.sleep(0)
        written = writes * len(ROW)
        assert written > 16 * 1024 * 1024, f"only {writes} writes: the test proves nothing"
        # Without the truncating checkpoint the WAL holds about everything written (56.7 MiB for
        # 48 MiB); with it, what was written between two checkpoints, which depends on the
        # machine's speed (9.4 MiB for 40 MiB on a loaded machine, 18.9 for 74 on a quiet one).
        assert largest < written / 2, f"the WAL reached {largest / 2**20:.1f} MiB for {written / 2**20:.0f} MiB"
        assert await runner.read(_count) == writes
        assert runner.truncations > 0
        print(f"{writes} writes, {written / 2**20:.0f} MiB written, largest WAL {largest / 2**20:.1f} MiB")
    finally:
        await runner.close()
    assert os.path.getsize(path) > written  # everything reached the database file
