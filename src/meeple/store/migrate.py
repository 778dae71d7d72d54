"""Alembic migrations run from code at startup (no alembic.ini to find).

`upgrade(conn)` brings any database to the newest schema (the Database runs
it in a transaction at startup). On PostgreSQL an advisory lock makes
concurrent server starts take turns; on SQLite the file's write lock does.

alembic (with mako and pygments, about a tenth of a server's start) is
imported only when a migration is due: a database already at the newest
revision is recognized by reading `alembic_version` and the revision lines
of the migration files, which is what a restarting server meets.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Connection, inspect, text

if TYPE_CHECKING:
    from alembic.config import Config

SCRIPT_LOCATION = Path(__file__).with_name("migrations")
_PG_LOCK_KEY = 0x6D65_6570_6C65  # "meeple"


def alembic_config(connection: Connection | None = None) -> Config:
    """An alembic Config pointing at our migrations, bound to `connection` if given."""
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(SCRIPT_LOCATION))
    if connection is not None:
        cfg.attributes["connection"] = connection
    return cfg


def head_revision() -> str:
    """The newest migration's revision id."""
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


def current_revision(connection: Connection) -> str | None:
    """The revision the database is at (None if never migrated)."""
    from alembic.runtime.migration import MigrationContext

    return MigrationContext.configure(connection).get_current_revision()


def upgrade(connection: Connection) -> None:
    """Apply every pending migration."""
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _PG_LOCK_KEY})
    if _stored_revision(connection) == newest_file_revision():
        return
    from alembic import command

    if current_revision(connection) != head_revision():
        command.upgrade(alembic_config(connection), "head")


_REVISION = re.compile(r'^(down_)?revision = "([^"]*)"', re.MULTILINE)


def newest_file_revision() -> str | None:
    """The revision no migration file revises, read from the files' `revision = "..."` lines (None if unclear)."""
    revisions: set[str] = set()
    revised: set[str] = set()
    for path in (SCRIPT_LOCATION / "versions").glob("*.py"):
        for down, rev in _REVISION.findall(path.read_text()):
            (revised if down else revisions).add(rev)
    heads = revisions - revised
    return heads.pop() if len(heads) == 1 else None


def _stored_revision(connection: Connection) -> str | None:
    if not inspect(connection).has_table("alembic_version"):
        return None
    rows = connection.execute(text("SELECT version_num FROM alembic_version")).all()
    return rows[0][0] if len(rows) == 1 else None
