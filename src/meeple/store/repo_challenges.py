"""Challenges in the store: create, read, and the one-way status changes.

A status change is a conditional UPDATE (`... WHERE status = 'created' AND expires_at > now`), so two
accepts (or an accept and a cancel) racing in two processes cannot both win; the acceptance creates
its table in the same transaction.
"""

from __future__ import annotations

import secrets
from typing import Any

import orjson
from sqlalchemy import Connection, insert, or_, select, update

from meeple.arena.challenges import ACCEPTED, CREATED, Challenge
from meeple.arena.tables import TableRecord

from .db import reads, writes
from .repo_accounts import now_ms
from .repo_tables import insert_table
from .schema import challenges, users


def new_challenge_id() -> str:
    """A short unguessable id (8 URL-safe characters)."""
    return secrets.token_urlsafe(6)


def _challenge(row: Any) -> Challenge:
    return Challenge(
        id=row.id, challenger_id=row.challenger_id, challenger=row.challenger, challenged_id=row.challenged_id,
        challenged=row.challenged, game=row.game, players=row.players, options=orjson.loads(row.options),
        mode=row.mode, ranked=bool(row.ranked), speed=row.speed, challenger_seat=row.challenger_seat,
        bots=orjson.loads(row.bots), status=row.status, decline_reason=row.decline_reason, table_id=row.table_id,
        created_at=row.created_at, expires_at=row.expires_at, challenger_bot=bool(row.challenger_bot),
        challenged_bot=bool(row.challenged_bot), bot_delay_ms=row.bot_delay_ms,
    )


def _select() -> Any:
    challenger, challenged = users.alias("challenger"), users.alias("challenged")
    return (
        select(challenges, challenger.c.username.label("challenger"), challenged.c.username.label("challenged"),
               challenger.c.is_bot.label("challenger_bot"), challenged.c.is_bot.label("challenged_bot"))
        .join(challenger, challenger.c.id == challenges.c.challenger_id)
        .join(challenged, challenged.c.id == challenges.c.challenged_id)
    )


@writes
def create_challenge(conn: Connection, c: Challenge) -> None:
    """Store a new challenge."""
    conn.execute(insert(challenges).values(
        id=c.id, challenger_id=c.challenger_id, challenged_id=c.challenged_id, game=c.game, players=c.players,
        options=orjson.dumps(c.options).decode(), mode=c.mode, ranked=c.ranked, speed=c.speed,
        challenger_seat=c.challenger_seat, bots=orjson.dumps(c.bots).decode(), status=c.status,
        created_at=c.created_at, expires_at=c.expires_at, bot_delay_ms=c.bot_delay_ms,
    ))


@reads
def get_challenge(conn: Connection, challenge_id: str) -> Challenge | None:
    """One challenge, or None."""
    row = conn.execute(_select().where(challenges.c.id == challenge_id)).first()
    return _challenge(row) if row is not None else None


@reads
def pending_for(conn: Connection, user_id: int, limit: int = 100) -> list[Challenge]:
    """The challenges still standing that `user_id` sent or received, oldest first."""
    stmt = (
        _select()
        .where(challenges.c.status == CREATED, challenges.c.expires_at > now_ms(),
               or_(challenges.c.challenger_id == user_id, challenges.c.challenged_id == user_id))
        .order_by(challenges.c.created_at)
        .limit(limit)
    )
    return [_challenge(r) for r in conn.execute(stmt).all()]


@reads
def standing_between(conn: Connection, challenger_id: int, challenged_id: int) -> int:
    """How many challenges from one user to another still stand (to refuse a flood)."""
    stmt = select(challenges.c.id).where(
        challenges.c.challenger_id == challenger_id, challenges.c.challenged_id == challenged_id,
        challenges.c.status == CREATED, challenges.c.expires_at > now_ms())
    return len(conn.execute(stmt).all())


def _close(conn: Connection, challenge_id: str, **values: Any) -> bool:
    result = conn.execute(
        update(challenges)
        .where(challenges.c.id == challenge_id, challenges.c.status == CREATED, challenges.c.expires_at > now_ms())
        .values(**values)
    )
    return result.rowcount == 1


@writes
def close_challenge(conn: Connection, challenge_id: str, status: str, reason: str | None = None) -> bool:
    """Decline or cancel a standing challenge; False if it no longer stood (answered, or expired)."""
    return _close(conn, challenge_id, status=status, decline_reason=reason)


@writes
def accept_challenge(conn: Connection, challenge_id: str, table: TableRecord) -> bool:
    """Mark the challenge accepted and create its table, in one transaction; False if it no longer stood."""
    if not _close(conn, challenge_id, status=ACCEPTED, table_id=table.id):
        return False
    insert_table(conn, table)
    return True
