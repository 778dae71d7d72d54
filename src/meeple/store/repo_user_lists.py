"""An account's lists of other accounts, kept the same way: the players it blocked, and its friends.

Each list is a table of (owner, other, since) rows; `LISTS` names its table and its "other" column, and
the four operations below serve both, so blocking and befriending cannot drift apart.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Column, Connection, Table, delete, insert, select

from .db import reads, writes
from .repo_accounts import now_ms
from .schema import blocks, friends, users

LISTS: dict[str, tuple[Table, Column[Any]]] = {
    "blocks": (blocks, blocks.c.blocked_id),
    "friends": (friends, friends.c.friend_id),
}


def add_row(conn: Connection, kind: str, user_id: int, other_id: int) -> None:
    """Put `other_id` on `user_id`'s list `kind` (again: nothing changes)."""
    table, other = LISTS[kind]
    exists = conn.execute(select(table.c.user_id).where(table.c.user_id == user_id, other == other_id)).first()
    if exists is None:  # IntegrityError if the same row raced in: ask again
        conn.execute(insert(table).values({"user_id": user_id, other.name: other_id, "created_at": now_ms()}))


def remove_row(conn: Connection, kind: str, user_id: int, other_id: int) -> bool:
    """Take `other_id` off the list; False if it was not on it."""
    table, other = LISTS[kind]
    return conn.execute(delete(table).where(table.c.user_id == user_id, other == other_id)).rowcount > 0


def ids_of(conn: Connection, kind: str, user_id: int) -> frozenset[int]:
    """The accounts on `user_id`'s list `kind`."""
    table, other = LISTS[kind]
    return frozenset(conn.execute(select(other).where(table.c.user_id == user_id)).scalars())


def rows_of(conn: Connection, kind: str, user_id: int) -> list[dict[str, Any]]:
    """`user_id`'s list `kind`: each account's id and name, and since when, by name."""
    table, other = LISTS[kind]
    stmt = (select(users.c.id, users.c.username, table.c.created_at).join(users, users.c.id == other)
            .where(table.c.user_id == user_id).order_by(users.c.username_key))
    return [{"user_id": r.id, "name": r.username, "since": r.created_at} for r in conn.execute(stmt)]


@writes
def befriend(conn: Connection, user_id: int, friend_id: int) -> None:
    """Add `friend_id` to `user_id`'s friends."""
    add_row(conn, "friends", user_id, friend_id)


@writes
def unfriend(conn: Connection, user_id: int, friend_id: int) -> bool:
    """Take `friend_id` off `user_id`'s friends; False if not there."""
    return remove_row(conn, "friends", user_id, friend_id)


@reads
def friend_ids(conn: Connection, user_id: int) -> frozenset[int]:
    """The accounts `user_id` calls friends."""
    return ids_of(conn, "friends", user_id)


@reads
def list_friends(conn: Connection, user_id: int) -> list[dict[str, Any]]:
    """`user_id`'s friends: id, name, since when."""
    return rows_of(conn, "friends", user_id)
