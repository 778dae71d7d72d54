"""Chat on a WebSocket (a table page's, or the lobby's): the history on connecting, and `chat` frames.

A client sends `{"t": "chat", "text": "...", "id": ID}`; it is answered like
an act, with `{"t": "ack", "id", "v"}` once the message is stored (then
every page of the table, the author's included, receives it as a `chat`
message) or with an `error` (`empty_message`, `message_too_long`,
`rate_limited`, `forbidden`, `not_logged_in`, `bad_request`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import orjson

from meeple.store import repo_chat
from meeple.store.repo_tables import get_table

from ..live import messages
from ..live.connection import Connection
from . import posting
from .rules import LOBBY_TOPIC, MAX_CHARS, ChatRefusal, history_size

if TYPE_CHECKING:
    from ..services import Services

log = logging.getLogger(__name__)


def _topic_table(conn: Connection) -> str | None:
    return None if conn.table_id == LOBBY_TOPIC else conn.table_id


async def learn_blocks(svc: Services, conn: Connection) -> None:
    """Before subscribing: whom the user blocked, so that not one of their messages reaches this page."""
    if conn.user_id is None:
        return
    try:
        conn.hidden = await repo_chat.blocked_ids(svc.db, conn.user_id)
    except Exception:  # the page still works; the web client hides blocked players by itself
        log.exception("the block list of user %s could not be read", conn.user_id)


async def joined(svc: Services, conn: Connection) -> None:
    """Just subscribed: send the chat's recent history if it has any (a table without chat costs its pages
    no frame)."""
    table_id = _topic_table(conn)
    try:
        found = await repo_chat.recent_messages(svc.db, table_id, history_size(table_id), conn.hidden)
    except Exception:  # the game goes on without the chat's past
        log.exception("the chat history of %s could not be read", conn.table_id)
        return
    if found:
            conn.send(orjson.dumps({"t": "chat_history", "max_chars": MAX_CHARS,
                                "messages": [m.as_dict() for m in found]}).decode())


async def handle(svc: Services, conn: Connection, data: dict[str, Any]) -> None:
    """Answer one `chat` frame: store and publish the message, or refuse it with a typed error."""
    request_id = data.get("id")
    if request_id is not None and (not isinstance(request_id, str) or not 1 <= len(request_id) <= 64):
        conn.send(messages.error("bad_request", 'A chat\'s "id" is a string of 1 to 64 characters (or left out).'))
        return
    try:
        table_id = _topic_table(conn)
        if table_id is None:
            message = await posting.post_in_lobby(svc, conn.account, data.get("text"))
        else:
            live = svc.hub.live.get(table_id)
            record = live.record if live is not None else await get_table(svc.db, table_id)
            if record is None:
                raise ChatRefusal(404, "bad_request", "This table no longer exists.")
            message = await posting.post_at_table(svc, conn.account, record, data.get("text"))
    except ChatRefusal as exc:
        conn.send(messages.error(exc.code, exc.message, action_id=request_id))
        return
    if request_id is not None:
        conn.send(messages.ack(request_id, message.version or 0))
