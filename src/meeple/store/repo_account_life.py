"""An account's life after registration in the store: a guest becomes a user, a password changes, an account goes.

An account is never removed from `users`: its id stays in the seats,
results and rating histories of other players' tables. Deleting it wipes
what identifies the person instead (name, password, e-mail, sessions,
tokens, ratings, notification settings) and renames it `deleted player N`
(N its id) everywhere it sat, so the finished tables and replays of its
opponents keep a seat with an anonymous name. The old name is freed:
anyone may register it again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson
from sqlalchemy import Connection, delete, select, update
from sqlalchemy.exc import IntegrityError

from meeple.arena.tables import OPEN, PLAYING

from .db import reads, writes
from .repo_accounts import Account, UsernameTaken, now_ms, username_key
from .schema import (
    api_tokens,
    friends,
    game_tables,
    notify_settings,
    rating_history,
    ratings,
    seats,
    sessions,
    turn_mails,
    users,
)

DELETED_NAME = "deleted player {id}"
"""What a deleted account is called from then on; a space makes it a name nobody can register."""


class NotAGuest(Exception):
    """Only a guest account can be turned into a user account."""


class StillSeated(Exception):
    """A game in play still has a seat of the account that the zombie does not play (it started meanwhile)."""


@dataclass(frozen=True)
class Deleted:
    """What a deletion changed: the sessions to forget and the open tables whose seats changed."""

    session_hashes: list[str]
    open_tables: list[str]


def deleted_name(user_id: int) -> str:
    """The anonymous name a deleted account's seats get."""
    return DELETED_NAME.format(id=user_id)


@writes
def upgrade_guest(conn: Connection, user_id: int, username: str, password_hash: str) -> Account:
    """Give a guest a name and password, keeping its id (so its tables, seats and ratings stay its own).

    Its seats everywhere take the new name. NotAGuest if the account is not a guest; UsernameTaken if the name is.
    """
    try:
        result = conn.execute(
            update(users).where(users.c.id == user_id, users.c.is_guest.is_(True))
            .values(username=username, username_key=username_key(username), password_hash=password_hash,
                    is_guest=False)
        )
    except IntegrityError:
        raise UsernameTaken(username) from None
    if result.rowcount != 1:
        raise NotAGuest(user_id)
    conn.execute(update(seats).where(seats.c.user_id == user_id).values(name=username))
    return Account(user_id, username, False)


@writes
def change_password(conn: Connection, user_id: int, password_hash: str, keep_session: str | None) -> list[str]:
    """Store a new password hash and end every other session of the account; the hashes of those ended."""
    conn.execute(update(users).where(users.c.id == user_id).values(password_hash=password_hash))
    others = select(sessions.c.token_hash).where(sessions.c.user_id == user_id)
    if keep_session is not None:
        others = others.where(sessions.c.token_hash != keep_session)
    ended = [r[0] for r in conn.execute(others)]
    if ended:
        conn.execute(delete(sessions).where(sessions.c.token_hash.in_(ended)))
    return ended


def _seated_tables(conn: Connection, user_id: int, status: str) -> list[str]:
    stmt = (
        select(seats.c.table_id).join(game_tables, game_tables.c.id == seats.c.table_id)
        .where(seats.c.user_id == user_id, game_tables.c.status == status)
        .order_by(seats.c.table_id)
    )
    return [r[0] for r in conn.execute(stmt)]


@reads
def seated_tables(conn: Connection, user_id: int, status: str) -> list[str]:
    """The ids of the tables in `status` where the account has a seat."""
    return _seated_tables(conn, user_id, status)


@writes
def delete_account(conn: Connection, user_id: int) -> Deleted:
    """Wipe an account (see the module's docstring).

    Its seats at open tables are freed and the open tables it created are
    cancelled (abandoned), as their creator would; every other seat (games
    in play, whose seats the server first hands to the zombie, and ended
    ones) keeps the anonymous name. StillSeated, with nothing changed, if a
    seat in a game in play is not the zombie's yet.
    """
    stmt = (
        select(seats.c.seat, game_tables.c.zombies).join(game_tables, game_tables.c.id == seats.c.table_id)
        .where(seats.c.user_id == user_id, game_tables.c.status == PLAYING)
    )
    if any(r.seat not in orjson.loads(r.zombies) for r in conn.execute(stmt)):
        raise StillSeated(user_id)
    seated_open = _seated_tables(conn, user_id, OPEN)
    created_open = [r[0] for r in conn.execute(
        select(game_tables.c.id).where(game_tables.c.creator_id == user_id, game_tables.c.status == OPEN))]
    if created_open:
        conn.execute(update(game_tables).where(game_tables.c.id.in_(created_open), game_tables.c.status == OPEN)
                     .values(status="abandoned", finished_at=now_ms()))
    if seated_open:
        conn.execute(delete(seats).where(seats.c.user_id == user_id, seats.c.table_id.in_(seated_open)))
    name = deleted_name(user_id)
    conn.execute(update(seats).where(seats.c.user_id == user_id).values(name=name))
    ended = [r[0] for r in conn.execute(select(sessions.c.token_hash).where(sessions.c.user_id == user_id))]
    for table in (sessions, api_tokens, ratings, rating_history, notify_settings, turn_mails):
        conn.execute(delete(table).where(table.c.user_id == user_id))
    conn.execute(delete(friends).where((friends.c.user_id == user_id) | (friends.c.friend_id == user_id)))
    conn.execute(update(users).where(users.c.id == user_id).values(
        username=name, username_key=username_key(name), password_hash=None, is_guest=False, email=None,
        email_confirmed=False, email_token=None, email_token_at=None))
    return Deleted(ended, sorted(set(seated_open) | set(created_open)))


@reads
def account_data(conn: Connection, user_id: int) -> dict[str, Any]:
    """What the store keeps about an account, for its owner's export (no password hash, no token secrets)."""
    user = conn.execute(select(users).where(users.c.id == user_id)).one()
    history: dict[str, list[dict[str, Any]]] = {}
    for h in conn.execute(select(rating_history).where(rating_history.c.user_id == user_id)
                          .order_by(rating_history.c.id)):
        history.setdefault(h.game, []).append({"table": h.table_id, "at": h.at, "rating": round(h.rating, 2)})
    tokens = conn.execute(
        select(api_tokens.c.name, api_tokens.c.prefix, api_tokens.c.created_at, api_tokens.c.last_used_at)
        .where(api_tokens.c.user_id == user_id).order_by(api_tokens.c.id))
    return {
        "account": {
            "id": user.id, "username": user.username, "guest": bool(user.is_guest), "created_at": user.created_at,
            "reputation": user.reputation, "played": user.played, "won": user.won, "left": user.left,
            "clock_penalties": user.clock_penalties, "email": user.email,
            "email_confirmed": bool(user.email_confirmed),
        },
        "ratings": [
            {"game": r.game, "rating": round(r.rating, 2), "games": r.games, "history": history.get(r.game, [])}
            for r in conn.execute(select(ratings).where(ratings.c.user_id == user_id).order_by(ratings.c.game))
        ],
        "tokens": [{"name": t.name, "prefix": t.prefix, "created_at": t.created_at, "last_used_at": t.last_used_at}
                   for t in tokens],
    }
