"""Accounts, sessions and API tokens in the store.

Only hashes of session cookies and API tokens are stored, so a copy of the
database does not let anyone log in. Password hashing itself (argon2) lives in
the server; this module only keeps the hash.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from .db import reads, writes
from .schema import api_tokens, game_tables, seats, sessions, users

ALL_SCOPES = "manage,play,read"
"""A token's scopes as stored: what tokens made before scopes existed, and by default, may do."""
TOKEN_TOUCH_MS = 3_600_000
"""How stale `last_used_at` may get before a use of the token writes it again."""


class UsernameTaken(Exception):
    """Another account already has this name (compared case-insensitively)."""


@dataclass(frozen=True)
class Account:
    """A user as the server sees it."""

    id: int
    username: str
    is_guest: bool
    is_bot: bool = False  # a bot account (POST /api/accounts/bot): a program plays it

    def as_dict(self) -> dict[str, Any]:
        """JSON for the API."""
        return {"id": self.id, "username": self.username, "guest": self.is_guest, "bot": self.is_bot}


def now_ms() -> int:
    """Milliseconds since the epoch, the store's time unit."""
    return int(time.time() * 1000)


def username_key(username: str) -> str:
    """The form names are compared in: case-insensitive (`Ana` and `ana` are one name)."""
    return username.casefold()


def _account(row: Any) -> Account:
    return Account(row.id, row.username, bool(row.is_guest), bool(row.is_bot))


@writes
def create_user(conn: Connection, username: str, password_hash: str | None, *, guest: bool = False) -> Account:
    """A new account; UsernameTaken if the name (in any case) exists."""
    values = {"username": username, "username_key": username_key(username), "password_hash": password_hash,
              "is_guest": guest, "created_at": now_ms()}
    try:
        user_id = conn.execute(insert(users).values(values).returning(users.c.id)).scalar_one()
    except IntegrityError:
        raise UsernameTaken(username) from None
    return Account(user_id, username, guest)


@reads
def password_hash_of(conn: Connection, username: str) -> tuple[Account, str] | None:
    """The account of that name (any case) and its password hash; None for unknown names and guests."""
    row = conn.execute(select(users).where(users.c.username_key == username_key(username))).first()
    if row is None or row.password_hash is None:
        return None
    return _account(row), row.password_hash


@writes
def set_password_hash(conn: Connection, user_id: int, password_hash: str) -> None:
    """Store a re-computed hash (argon2 parameters changed since the last login)."""
    conn.execute(update(users).where(users.c.id == user_id).values(password_hash=password_hash))


@writes
def create_session(conn: Connection, user_id: int, token_hash: str, csrf_token: str, ttl_ms: int) -> None:
    """Remember a logged-in browser."""
    now = now_ms()
    conn.execute(insert(sessions).values(token_hash=token_hash, user_id=user_id, csrf_token=csrf_token,
                                         created_at=now, expires_at=now + ttl_ms))


@reads
def session_account(conn: Connection, token_hash: str) -> tuple[Account, str] | None:
    """The account and CSRF token of a live session, or None."""
    stmt = (
        select(users.c.id, users.c.username, users.c.is_guest, users.c.is_bot, sessions.c.csrf_token)
        .join(users, users.c.id == sessions.c.user_id)
        .where(sessions.c.token_hash == token_hash, sessions.c.expires_at > now_ms())
    )
    row = conn.execute(stmt).first()
    return (_account(row), row.csrf_token) if row is not None else None


@writes
def delete_session(conn: Connection, token_hash: str) -> None:
    """Log a browser out."""
    conn.execute(delete(sessions).where(sessions.c.token_hash == token_hash))


@writes
def create_token(conn: Connection, user_id: int, name: str, token_hash: str, prefix: str,
                 scopes: str = ALL_SCOPES) -> dict[str, Any]:
    """Record a personal API token (the token itself is shown to its owner once, never stored);
    `scopes` is what it may do, comma-separated."""
    now = now_ms()
    token_id = conn.execute(
        insert(api_tokens)
        .values(user_id=user_id, name=name, token_hash=token_hash, prefix=prefix, created_at=now, scopes=scopes)
        .returning(api_tokens.c.id)
    ).scalar_one()
    return {"id": token_id, "name": name, "prefix": prefix, "created_at": now, "last_used_at": None,
            "scopes": scopes.split(",")}


@writes
def token_account(conn: Connection, token_hash: str) -> tuple[Account, frozenset[str]] | None:
    """The owner of an API token and the token's scopes, or None; notes the use (at most once an hour)."""
    stmt = (
        select(users.c.id, users.c.username, users.c.is_guest, users.c.is_bot, api_tokens.c.id.label("token_id"),
               api_tokens.c.last_used_at, api_tokens.c.scopes)
        .join(users, users.c.id == api_tokens.c.user_id)
        .where(api_tokens.c.token_hash == token_hash)
    )
    row = conn.execute(stmt).first()
    if row is None:
        return None
    now = now_ms()
    if row.last_used_at is None or now - row.last_used_at > TOKEN_TOUCH_MS:
        conn.execute(update(api_tokens).where(api_tokens.c.id == row.token_id).values(last_used_at=now))
    return _account(row), frozenset(row.scopes.split(","))


@reads
def list_tokens(conn: Connection, user_id: int) -> list[dict[str, Any]]:
    """A user's tokens (names and prefixes, never the secret)."""
    stmt = (
        select(api_tokens.c.id, api_tokens.c.name, api_tokens.c.prefix, api_tokens.c.created_at,
               api_tokens.c.last_used_at, api_tokens.c.scopes)
        .where(api_tokens.c.user_id == user_id)
        .order_by(api_tokens.c.id)
    )
    return [{**r._mapping, "scopes": r.scopes.split(",")} for r in conn.execute(stmt)]


@writes
def delete_token(conn: Connection, user_id: int, token_id: int) -> bool:
    """Revoke one of the user's tokens; False if there is no such token of theirs."""
    result = conn.execute(delete(api_tokens).where(api_tokens.c.id == token_id, api_tokens.c.user_id == user_id))
    return result.rowcount > 0


@reads
def account_named(conn: Connection, name: str) -> Account | None:
    """The account of that name (in any case), or None."""
    row = conn.execute(select(users).where(users.c.username_key == username_key(name))).first()
    return _account(row) if row is not None else None


@writes
def make_bot(conn: Connection, user_id: int) -> bool:
    """Mark an account that has never played, nor sits at a table, as a bot account, for good; False if it has
    played or sits somewhere (or is one)."""
    seated = select(seats.c.table_id).join(game_tables, game_tables.c.id == seats.c.table_id).where(
        seats.c.user_id == user_id, game_tables.c.status.in_(("open", "playing")))
    result = conn.execute(update(users).where(users.c.id == user_id, users.c.played == 0, users.c.is_bot.is_(False),
                                              ~seated.exists()).values(is_bot=True))
    return result.rowcount == 1
