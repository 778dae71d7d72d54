"""What a chat message may be and who may write one (pure: no I/O).

Plain text: control characters other than line breaks and tabs are dropped,
the ends are trimmed, and what remains must be 1 to `MAX_CHARS` characters.
Who may write (the choice is documented in docs/api.md):

* a table's chat: anyone logged in who sits at the table (guests included,
  as they play there), and registered accounts watching it; a guest who only
  watches reads but does not write, and an anonymous page only reads;
* the lobby's chat: registered accounts only (as on Board Game Arena).
"""

from __future__ import annotations

import re
from typing import Any

from meeple.store.repo_accounts import Account

MAX_CHARS = 500
MAX_LINES = 10
LOBBY_HISTORY = 50
TABLE_HISTORY = 200
LOBBY_TOPIC = "~lobby"
"""The lobby's topic on the tables' fan-out: no table id has a "~"."""

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")
_BLANK_LINES = re.compile(r"\n{3,}")


def history_size(table_id: str | None) -> int:
    """How many recent messages a page gets on connecting: a table's last 200, the lobby's last 50."""
    return TABLE_HISTORY if table_id is not None else LOBBY_HISTORY


class ChatRefusal(Exception):
    """A message that is not sent: a stable code, an HTTP status and a sentence for the writer."""

    def __init__(self, status: int, code: str, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.retry_after = retry_after


def clean_text(text: Any) -> str:
    """The message as it will be stored, or ChatRefusal (`bad_request`, `empty_message`, `message_too_long`).

    >>> clean_text("  hello\\r\\nthere\\x07 ")
    'hello\\nthere'
    """
    if not isinstance(text, str):
        raise ChatRefusal(422, "bad_request", 'A chat message needs "text": a string.')
    cleaned = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
    cleaned = _BLANK_LINES.sub("\n\n", cleaned).strip()
    if not cleaned:
        raise ChatRefusal(422, "empty_message", "That message is empty; write something first.")
    if len(cleaned) > MAX_CHARS:
        raise ChatRefusal(422, "message_too_long",
                          f"That message has {len(cleaned)} characters; the limit is {MAX_CHARS}.")
    if cleaned.count("\n") >= MAX_LINES:
        raise ChatRefusal(422, "message_too_long", f"That message has too many lines; the limit is {MAX_LINES}.")
    return cleaned


def check_table_writer(account: Account | None, seated: bool) -> Account:
    """The author of a table message, or ChatRefusal (`not_logged_in`, `forbidden`)."""
    if account is None:
        raise ChatRefusal(401, "not_logged_in", "Log in to chat at this table.")
    if account.is_guest and not seated:
        raise ChatRefusal(403, "forbidden", "Guests chat only at the tables they play at; register to chat "
                          "while watching.")
    return account


def check_lobby_writer(account: Account | None) -> Account:
    """The author of a lobby message, or ChatRefusal (`not_logged_in`, `forbidden`)."""
    if account is None:
        raise ChatRefusal(401, "not_logged_in", "Log in to chat in the lobby.")
    if account.is_guest:
        raise ChatRefusal(403, "forbidden", "Only registered players chat in the lobby; guests can chat at their "
                          "tables.")
    return account
