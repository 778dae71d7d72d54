"""Persistence: one schema on SQLite (the default, a file in WAL mode) or PostgreSQL.

SQLAlchemy Core, no ORM: repository functions of a Connection, run from the
event loop by `Database.read` / `Database.write` (asyncpg on PostgreSQL, in
the loop on SQLite; see db.py). The move log (`moves`) is append-only and is
the truth; a table's `snapshot` only makes loading fast. Every write of a
move goes through the group-commit `Writer`.
"""

from .db import Database, default_url, normalize_url

__all__ = ["Database", "default_url", "normalize_url"]
