"""The server's WebSocket messages other than states (see live/updates.py): hello, table, ack, error.

Error codes are stable (documented in docs/api.md); the message is a sentence
for the player.
"""

from __future__ import annotations

from typing import Any

import orjson

from meeple.arena.tables import TableRecord
from meeple.store.repo_accounts import Account

ERROR_CODES = (
    "bad_request", "bad_action", "illegal", "stale", "not_your_turn", "not_seated", "not_started", "finished",
    "unavailable", "internal",
    "undo_refused",
    "not_late", "more_late", "no_clock", "already_zombie", "present", "not_two_players", "too_early", "cooperative",
    "too_late",
    "empty_message", "message_too_long", "rate_limited", "forbidden", "not_logged_in",  # chat
)


def _text(body: dict[str, Any]) -> str:
    return orjson.dumps(body).decode()


def ack(action_id: str, version: int) -> str:
    """The action `action_id` is stored and made version `version`."""
    return _text({"t": "ack", "id": action_id, "v": version})


def error(code: str, message: str, *, action_id: Any = None, version: int | None = None) -> str:
    """A refusal; `id` names the refused action when there was one, `v` is the table's version."""
    assert code in ERROR_CODES, code
    return _text({"t": "error", "code": code, "message": message, "id": action_id, "v": version})


def table_message(record: TableRecord, viewer_id: int | None, seat: int | None) -> str:
    """The table's record changed (a seat was taken, the game started or ended)."""
    return _text({"t": "table", "table": record.summary(viewer_id), "seat": seat})


def hello(record: TableRecord, account: Account | None, seat: int | None, limits: dict[str, int],
          may_play: bool = True) -> str:
    """The first message on a connection: the table, who you are, your seat, and why you only watch if so."""
    return _text({
        "t": "hello",
        "table": record.summary(account.id if account else None),
        "user": account.as_dict() if account else None,
        "seat": seat,
        "names": record.names(),
        "limits": limits,
        "spectator": spectator_reason(record, account, seat, may_play),
    })


def spectator_reason(record: TableRecord, account: Account | None, seat: int | None,
                     may_play: bool = True) -> str | None:
    """Why this connection cannot play (None when it holds a seat): a bot that forgot its token learns it here."""
    if seat is not None:
        return None
    if not may_play and record.seats_of(account.id if account else None):
        return "This API token has no 'play' scope, so you are a spectator; play with a token that has it."
    if account is None:
        return ("No Authorization header (or session cookie) came with this connection, so you are a spectator; "
                "send 'Authorization: Bearer <token>' to play your seat.")
    return f"{account.username} has no seat at this table, so you are a spectator."


def pong() -> str:
    """The answer to a ping."""
    return '{"t":"pong"}'
