"""One schema for both databases: the migrations build exactly what schema.py declares."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import orjson
import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Connection, text

from meeple.store import Database, repo_moves
from meeple.store.migrate import alembic_config, current_revision, head_revision, upgrade
from meeple.store.schema import metadata

from .databases import BACKENDS, fresh_database

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


@asynccontextmanager
async def database_at(backend: str, folder: Path, revision: str) -> AsyncIterator[Database]:
    """A fresh database of `backend` migrated only up to `revision`, as an older server left it."""
    async with fresh_database(backend, folder) as url:
        old = await Database.open(url, migrate=False)
        try:
            await old.write(lambda c: command.upgrade(alembic_config(c), revision))
            yield old
        finally:
            await old.close()


@pytest.mark.parametrize("backend", BACKENDS)
async def test_undo_rows_of_an_older_database_become_rows_of_kind_undo(
    backend: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    # before 0003 an undo was a move whose action was {"__undo__": target}
    async with database_at(backend, tmp_path_factory.mktemp("old"), "0002") as old:
        await old.write(_old_log)
        await old.write(upgrade)
        rows = await old.read(lambda c: c.execute(
            text("SELECT seq, kind, action FROM moves ORDER BY seq")).all())
        assert [(r.seq, r.kind, orjson.loads(r.action)) for r in rows] == [
            (1, "move", {"type": "keep", "note": "__undo__"}), (2, "undo", {"to": 0}),
        ]
        assert [(m.logged.action, m.logged.undo_to) for m in await repo_moves.load_moves(old, "t1")] == [
            ({"type": "keep", "note": "__undo__"}, None), (None, 0)]
        await old.write(lambda c: command.downgrade(alembic_config(c), "0002"))
        back = await old.read(lambda c: c.execute(text("SELECT action FROM moves ORDER BY seq")).scalars().all())
        assert [orjson.loads(a) for a in back] == [{"type": "keep", "note": "__undo__"}, {"__undo__": 0}]


def _old_log(conn: Connection) -> None:
    conn.execute(text(
        "INSERT INTO game_tables (id, game, players, options, mode, ranked, invite_only, status, snapshot_version,"
        " created_at) VALUES ('t1', 'toy', 2, '{}', 'realtime', false, false, 'playing', 0, 0)"
    ))
    conn.execute(
        text("INSERT INTO moves (table_id, seq, seat, action, action_id, events, created_at)"
             " VALUES ('t1', :seq, 0, :action, 'a', '[]', 0)"),
        [{"seq": 1, "action": '{"type":"keep","note":"__undo__"}'}, {"seq": 2, "action": '{"__undo__":0}'}],
    )


@pytest.mark.parametrize("backend", BACKENDS)
async def test_upgrading_keeps_every_account_and_what_hangs_on_it(
    backend: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """A migration that rebuilt `users` or `game_tables` (SQLite's copy-and-rename) would drop the old table and,
    through ON DELETE CASCADE, every session, token, rating, seat and move of a live server's database."""
    async with database_at(backend, tmp_path_factory.mktemp("kept"), "0003") as old:  # before accounts grew
        await old.write(_accounts_and_a_game)
        before = await old.read(_counts)
        await old.write(upgrade)
        assert await old.read(_counts) == before
        assert all(before.values())


KEPT = ("users", "sessions", "api_tokens", "ratings", "game_tables", "seats", "moves")


def _accounts_and_a_game(conn: Connection) -> None:
    conn.execute(text("INSERT INTO users (id, username, username_key, is_guest, created_at)"
                      " VALUES (1, 'Ana', 'ana', false, 0)"))
    conn.execute(text("INSERT INTO sessions (token_hash, user_id, csrf_token, created_at, expires_at)"
                      " VALUES ('s', 1, 'c', 0, 1)"))
    conn.execute(text("INSERT INTO api_tokens (user_id, name, token_hash, prefix, created_at)"
                      " VALUES (1, 'bot', 'h', 'p', 0)"))
    conn.execute(text("INSERT INTO ratings (user_id, game, rating, games) VALUES (1, 'toy', 1500, 0)"))
    _old_log(conn)
    conn.execute(text("INSERT INTO seats (table_id, seat, user_id, name, joined_at) VALUES ('t1', 0, 1, 'Ana', 0)"))


def _counts(conn: Connection) -> dict[str, int]:
    return {name: conn.execute(text(f"SELECT count(*) FROM {name}")).scalar_one() for name in KEPT}


@pytest.mark.parametrize("backend", BACKENDS)
async def test_an_address_set_before_confirmation_links_existed_counts_as_confirmed(
    backend: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Before 0014 turn mails went to any address its owner set; from 0014 a new one waits for its link."""
    async with database_at(backend, tmp_path_factory.mktemp("mail"), "0013") as old:
        await old.write(lambda c: c.execute(text(
            "INSERT INTO users (username, username_key, is_guest, created_at, email) VALUES"
            " ('Ana', 'ana', false, 0, 'ana@example.org'), ('Bo', 'bo', false, 0, NULL)")))
        await old.write(upgrade)
        rows = await old.read(lambda c: c.execute(
            text("SELECT username, email_confirmed, email_token FROM users ORDER BY username")).all())
        assert [tuple(r) for r in rows] == [("Ana", True, None), ("Bo", False, None)]
        await old.write(lambda c: command.downgrade(alembic_config(c), "0013"))
        assert await old.read(lambda c: c.execute(text("SELECT email FROM users ORDER BY username"))
                              .scalars().all()) == ["ana@example.org", None]
