"""A block list keeps a player away: their chat is hidden from you, and you never sit at one table.

Joining a table where someone you blocked sits, or someone who blocked you,
is refused with 403 `blocked` (watching is not: a table's chat hides the
blocked player's messages anyway). A change of the list takes effect at
once on the user's open pages in this process; pages served by other
processes follow when they reconnect, and the web client hides the blocked
player's messages by itself meanwhile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.arena.tables import TableRecord
from meeple.store import repo_chat

from ..errors import ApiError

if TYPE_CHECKING:
    from ..services import Services


async def check_join(svc: Services, record: TableRecord, user_id: int) -> None:
    """403 `blocked` if `user_id` and a player seated at the table have blocked one another."""
    others = sorted({s.user_id for s in record.seats.values() if s.user_id is not None and s.user_id != user_id})
    found = await repo_chat.blocks_between(svc.db, user_id, others)
    if not found:
        return
    if any(who == user_id for who, _ in found):
        whom = next(whom for who, whom in found if who == user_id)
        name = next(s.name for s in record.seats.values() if s.user_id == whom)
        raise ApiError(403, "blocked", f"You have blocked {name}, who sits at this table; unblock them to join.")
    raise ApiError(403, "blocked", "A player at this table does not want to play with you; pick another table.")


def refresh_pages(svc: Services, user_id: int, hidden: frozenset[int]) -> None:
    """The user's block list is now `hidden`: their open pages in this process filter by it from now on."""
    for conn in svc.hub.pubsub.all():
        if getattr(conn, "user_id", None) == user_id:
            conn.hidden = hidden  # type: ignore[attr-defined]
