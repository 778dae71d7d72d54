"""Alembic migrations run from code at startup (no alembic.ini to find).

`upgrade(conn)` brings any database to the newest schema (the Database runs
it in a transaction at startup). On PostgreSQL an advisory lock makes
concurrent server starts take turns; on SQLite the file's write lock does.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, text

SCRIPT_LOCATION = Path(__file__).with_name("migrations")
_PG_LOCK_KEY = 0x6D65_6570_6C65  # "meeple"


def alembic_config(connection: Connection | None = None) -> Config:
    """An alembic Config pointing at our migrations, bound to `connection` if given."""
    cfg = Config()
    cfg.set_main_option("script_location", str(SCRIPT_LOCATION))
    if connection is not None:
        cfg.attributes["connection"] = connection
    return cfg


def head_revision() -> str:
    """The newest migration's revision id."""
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


def current_revision(connection: Connection) -> str | None:
    """The revision the database is at (None if never migrated)."""
    return MigrationContext.configure(connection).get_current_revision()


def upgrade(connection: Connection) -> None:
    """Apply every pending migration."""
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _PG_LOCK_KEY})
    if current_revision(connection) != head_revision():
        command.upgrade(alembic_config(connection), "head")
