"""Invitations to open tables in the store: kept from the invite until the invitee declines it or joins, or the
table starts or is cancelled (`repo_tables` drops them then)."""

from __future__ import annotations

from sqlalchemy import Connection, delete, select

from .db import writes
from .repo_accounts import now_ms
from .schema import invitations, users


@writes
def record_invitation(conn: Connection, table_id: str, from_id: int, to_id: int) -> None:
    """`from_id` invites `to_id` to the table (again: the invitation is renewed)."""
    key = (invitations.c.table_id == table_id) & (invitations.c.from_id == from_id) & (invitations.c.to_id == to_id)
    conn.execute(delete(invitations).where(key))
    conn.execute(invitations.insert().values(table_id=table_id, from_id=from_id, to_id=to_id, created_at=now_ms()))


@writes
def take_invitations(conn: Connection, table_id: str, to_id: int) -> list[tuple[int, str]]:
    """Remove `to_id`'s invitations to the table; (id, name) of each player who had invited them."""
    mine = (invitations.c.table_id == table_id) & (invitations.c.to_id == to_id)
    inviters = invitations.join(users, users.c.id == invitations.c.from_id)
    found = conn.execute(select(users.c.id, users.c.username).select_from(inviters).where(mine)
                         .order_by(invitations.c.created_at)).all()
    conn.execute(delete(invitations).where(mine))
    return [(row.id, row.username) for row in found]
