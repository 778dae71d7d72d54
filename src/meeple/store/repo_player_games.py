"""A player's finished games, for the history on their profile."""

from __future__ import annotations

from sqlalchemy import Connection, select

from meeple.arena.tables import FINISHED, TableRecord

from .db import reads
from .repo_accounts import username_key
from .repo_tables import PUBLIC_COLUMNS, with_seats
from .schema import game_tables, seats, users


@reads
def finished_games(conn: Connection, name: str, limit: int = 50, before: int | None = None) -> list[TableRecord] | None:
    """The finished tables where the player of that name sat, newest first (before `before` ms if given);
    None for an unknown name. Invite-only tables stay private: they are left out."""
    user_id = conn.execute(select(users.c.id).where(users.c.username_key == username_key(name))).scalar_one_or_none()
    if user_id is None:
        return None
    stmt = (
        select(*PUBLIC_COLUMNS).join(seats, seats.c.table_id == game_tables.c.id)
        .where(seats.c.user_id == user_id, game_tables.c.status == FINISHED, game_tables.c.invite_only.is_(False))
        .order_by(game_tables.c.finished_at.desc(), game_tables.c.id)
        .limit(limit)
    )
    if before is not None:
        stmt = stmt.where(game_tables.c.finished_at < before)
    return with_seats(conn, conn.execute(stmt).all())
