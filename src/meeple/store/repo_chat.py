"""Chat in the store: messages of tables and of the lobby, reports of messages, block lists.

A table's message is stored with the table's version at the moment it was
written (the last committed move, read in the same statement), so a replay
can show it where it was said in the game. Messages are durable like moves:
the author's page shows a message only once its row is committed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, and_, bindparam, func, insert, or_, select

from .db import reads, writes
from .repo_accounts import now_ms, username_key
from .repo_user_lists import add_row, ids_of, remove_row, rows_of
from .schema import blocks, chat_messages, chat_reports, moves, users


@dataclass(frozen=True)
class ChatMessage:
    """One message: in a table's chat (`table_id`) or the lobby's (None)."""

    id: int
    table_id: str | None
    user_id: int
    name: str
    text: str
    version: int | None
    at: int

    def as_dict(self) -> dict[str, Any]:
        """JSON for the API and the WebSocket (`v`: the table's version when it was written)."""
        return {"id": self.id, "channel": "lobby" if self.table_id is None else "table", "table": self.table_id,
                "user_id": self.user_id, "name": self.name, "text": self.text, "v": self.version, "at": self.at}


def _message(row: Any) -> ChatMessage:
    return ChatMessage(row.id, row.table_id, row.user_id, row.name, row.text, row.version, row.created_at)


@writes
def add_message(conn: Connection, table_id: str | None, user_id: int, name: str, text: str) -> ChatMessage:
    """Store a message; a table's carries the table's last committed version."""
    version: Any = None
    if table_id is not None:
        version = select(func.coalesce(func.max(moves.c.seq), 0)).where(moves.c.table_id == table_id)
        version = version.scalar_subquery()
    values = {"table_id": table_id, "user_id": user_id, "name": name, "text": text, "version": version,
              "created_at": now_ms()}
    row = conn.execute(insert(chat_messages).values(values).returning(*chat_messages.c)).one()
    return _message(row)


@reads
def recent_messages(conn: Connection, table_id: str | None, limit: int, hidden: frozenset[int] = frozenset()
                    ) -> list[ChatMessage]:
    """The last `limit` messages of a table (or of the lobby), oldest first, without those of `hidden` authors."""
    where = chat_messages.c.table_id.is_(None) if table_id is None else chat_messages.c.table_id == table_id
    stmt = select(chat_messages).where(where)
    if hidden:
        stmt = stmt.where(chat_messages.c.user_id.not_in(sorted(hidden)))
    rows = conn.execute(stmt.order_by(chat_messages.c.id.desc()).limit(limit)).all()
    return [_message(r) for r in reversed(rows)]


@reads
def get_message(conn: Connection, message_id: int) -> ChatMessage | None:
    """One message, or None."""
    row = conn.execute(select(chat_messages).where(chat_messages.c.id == message_id)).first()
    return _message(row) if row is not None else None


# -- reports --------------------------------------------------------------------


@writes
def add_report(conn: Connection, message_id: int, reporter_id: int, reason: str) -> tuple[int, bool]:
    """Report a message: (the report's id, True if new); a second report by the same person changes nothing."""
    found = conn.execute(select(chat_reports.c.id).where(chat_reports.c.message_id == message_id,
                                                         chat_reports.c.reporter_id == reporter_id)).scalar()
    if found is not None:
        return int(found), False
    new = conn.execute(insert(chat_reports).values(
        message_id=message_id, reporter_id=reporter_id, reason=reason, created_at=now_ms(),
    ).returning(chat_reports.c.id)).scalar_one()  # IntegrityError if the same report raced in: ask again
    return int(new), True


@reads
def list_reports(conn: Connection, limit: int = 200) -> list[dict[str, Any]]:
    """The latest reports, newest first, each with the message reported and who reported it."""
    reporter = users.alias("reporter")
    stmt = (
        select(chat_reports.c.id, chat_reports.c.reason, chat_reports.c.created_at, reporter.c.username,
               chat_messages)
        .join(chat_messages, chat_messages.c.id == chat_reports.c.message_id)
        .join(reporter, reporter.c.id == chat_reports.c.reporter_id)
        .order_by(chat_reports.c.id.desc()).limit(limit)
    )
    out = []
    for row in conn.execute(stmt):
        m = row._mapping
        message = ChatMessage(m[chat_messages.c.id], m["table_id"], m["user_id"], m["name"], m["text"],
                              m["version"], m[chat_messages.c.created_at])
        out.append({"id": m[chat_reports.c.id], "reason": m["reason"], "at": m[chat_reports.c.created_at],
                    "reporter": m["username"], "message": message.as_dict()})
    return out


# -- block lists ------------------------------------------------------------------


@reads
def user_by_name(conn: Connection, name: str) -> tuple[int, str] | None:
    """(id, name) of the account of that name in any case, or None."""
    row = conn.execute(select(users.c.id, users.c.username).where(users.c.username_key == username_key(name))).first()
    return (row.id, row.username) if row is not None else None


@writes
def block(conn: Connection, user_id: int, blocked_id: int) -> None:
    """Add `blocked_id` to `user_id`'s block list (again: nothing changes)."""
    add_row(conn, "blocks", user_id, blocked_id)


@writes
def unblock(conn: Connection, user_id: int, blocked_id: int) -> bool:
    """Take `blocked_id` off the list; False if it was not on it."""
    return remove_row(conn, "blocks", user_id, blocked_id)


@reads
def blocked_ids(conn: Connection, user_id: int) -> frozenset[int]:
    """The accounts `user_id` has blocked."""
    return ids_of(conn, "blocks", user_id)


@reads
def list_blocks(conn: Connection, user_id: int) -> list[dict[str, Any]]:
    """`user_id`'s block list: each blocked account's id and name, and since when."""
    return rows_of(conn, "blocks", user_id)


BLOCKS_BETWEEN = select(blocks.c.user_id, blocks.c.blocked_id).where(or_(
    and_(blocks.c.user_id == bindparam("me"), blocks.c.blocked_id.in_(bindparam("others", expanding=True))),
    and_(blocks.c.blocked_id == bindparam("me"), blocks.c.user_id.in_(bindparam("others", expanding=True))),
))
"""Built once (as repo_tables.SEATS_OF_TABLES): every table page asks it, and `.in_(a_list)` built per call
left self-referencing bind parameters for the cyclic collector."""


@reads
def blocks_between(conn: Connection, user_id: int, others: list[int]) -> list[tuple[int, int]]:
    """The blocks between `user_id` and any of `others`, either way: (who blocked, whom)."""
    if not others:
        return []
    rows = conn.execute(BLOCKS_BETWEEN, {"me": user_id, "others": others})
    return [(r.user_id, r.blocked_id) for r in rows]
