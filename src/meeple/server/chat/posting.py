"""Sending a chat message: checked, counted against the author's rate, stored, then published.

Publication goes through the hub like a table's states, as a versionless
`Notice`: every server process with pages of the table (or of the lobby,
topic `LOBBY_TOPIC`) hands it to them, Redis carrying it between processes.
The WebSocket (table_ws, lobby_socket) and HTTP (api/chat.py) share this path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.arena.tables import TableRecord
from meeple.store import repo_chat
from meeple.store.repo_accounts import Account
from meeple.store.repo_chat import ChatMessage

from ..auth.limits import Rule
from ..live.updates import Notice
from .rules import LOBBY_TOPIC, ChatRefusal, check_lobby_writer, check_table_writer, clean_text, history_size

if TYPE_CHECKING:
    from ..services import Services


def chat_rule(svc: Services) -> Rule:
    """At most `chat_messages_per_window` messages per `chat_window_s` for each account (tables and lobby)."""
    return Rule("chat", svc.settings.chat_messages_per_window, svc.settings.chat_window_s)


async def post_at_table(svc: Services, account: Account | None, record: TableRecord, text: object) -> ChatMessage:
    """A message in the table's chat from `account`; ChatRefusal says why not."""
    author = check_table_writer(account, bool(account and record.seats_of(account.id)))
    return await _post(svc, author, record.id, text)


async def post_in_lobby(svc: Services, account: Account | None, text: object) -> ChatMessage:
    """A message in the lobby's chat from `account`; ChatRefusal says why not."""
    return await _post(svc, check_lobby_writer(account), None, text)


async def _post(svc: Services, author: Account, table_id: str | None, text: object) -> ChatMessage:
    cleaned = clean_text(text)
    wait = await svc.limits.hit(chat_rule(svc), str(author.id))
    if wait > 0:
        seconds = max(1, int(wait + 0.999))
        raise ChatRefusal(429, "rate_limited", f"You are sending messages too fast; wait {seconds} seconds.", wait)
    message = await repo_chat.add_message(svc.db, table_id, author.id, author.username, cleaned)
    topic = table_id if table_id is not None else LOBBY_TOPIC
    svc.hub.publish(topic, Notice(topic, {"t": "chat", **message.as_dict()}))
    return message


async def history(svc: Services, table_id: str | None, viewer_id: int | None) -> list[ChatMessage]:
    """The recent messages a viewer sees: a table's (or the lobby's) without those of the accounts they blocked."""
    hidden = await repo_chat.blocked_ids(svc.db, viewer_id) if viewer_id is not None else frozenset()
    return await repo_chat.recent_messages(svc.db, table_id, history_size(table_id), hidden)
