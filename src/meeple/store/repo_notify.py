"""Turn notifications in the store: each player's settings and e-mail, the turn mails sent, the digest's days.

A player without a `notify_settings` row has the defaults (`NotifySettings()`).
Mail goes only to a confirmed address: a new address waits until its owner
opens the link mailed to it (`start_confirmation`, `confirm_email`), so
nobody can have the server mail an address that is not theirs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from sqlalchemy import Connection, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from .db import Database, reads, writes
from .repo_accounts import now_ms
from .schema import moves, notify_settings, turn_mails, users


@dataclass(frozen=True)
class NotifySettings:
    """How a player wants to hear that it is their turn."""

    sound_realtime: bool = True  # a sound at real-time tables
    sound_turnbased: bool = False  # a sound at turn-based tables
    browser: bool = True  # a browser notification while the table's tab is hidden
    mail_turn: bool = True  # an e-mail when it is their move at a turn-based table
    mail_digest: bool = True  # a daily e-mail of the turn-based tables waiting for them

    def as_dict(self) -> dict[str, bool]:
        """JSON for the API."""
        return asdict(self)


SETTING_NAMES = tuple(f.name for f in fields(NotifySettings))


@dataclass(frozen=True)
class Recipient:
    """A player's address and settings, as the mailers need them."""

    user_id: int
    username: str
    email: str | None
    settings: NotifySettings
    email_confirmed: bool = False  # its owner opened the link mailed to it: only then do mails go there

    @property
    def mailable(self) -> bool:
        """Whether mails may go to this player's address at all."""
        return bool(self.email) and self.email_confirmed


def _settings(row: Any) -> NotifySettings:
    if row is None or row.sound_realtime is None:
        return NotifySettings()
    return NotifySettings(**{name: bool(getattr(row, name)) for name in SETTING_NAMES})


def _recipient_query() -> Any:
    return (select(users.c.id, users.c.username, users.c.email, users.c.email_confirmed,
                   *(notify_settings.c[n] for n in SETTING_NAMES))
            .outerjoin(notify_settings, notify_settings.c.user_id == users.c.id))


@reads
def recipient(conn: Connection, user_id: int) -> Recipient | None:
    """The player's e-mail and settings; None for an unknown id."""
    row = conn.execute(_recipient_query().where(users.c.id == user_id)).first()
    return _recipient(row) if row is not None else None


def _recipient(row: Any) -> Recipient:
    return Recipient(row.id, row.username, row.email, _settings(row), bool(row.email_confirmed))


@writes
def change(conn: Connection, user_id: int, changes: Mapping[str, bool], *, set_email: bool = False,
           email: str | None = None) -> Recipient:
    """Apply the settings in `changes` and, with `set_email`, make `email` the address (None removes it).

    A different address is unconfirmed until its link is opened (and a pending
    link for the old one stops working); the same address again changes nothing.
    """
    if set_email:
        conn.execute(update(users).where(users.c.id == user_id, users.c.email.is_distinct_from(email))
                     .values(email=email, email_confirmed=False, email_token=None, email_token_at=None))
    row = conn.execute(_recipient_query().where(users.c.id == user_id)).one()
    new = replace(_settings(row), **dict(changes))
    if changes:
        values = new.as_dict()
        if row.sound_realtime is None:
            conn.execute(insert(notify_settings).values(user_id=user_id, **values))
        else:
            conn.execute(update(notify_settings).where(notify_settings.c.user_id == user_id).values(**values))
    return replace(_recipient(row), settings=new)


@writes
def start_confirmation(conn: Connection, user_id: int, token_hash: str, now: int) -> tuple[str | None, str | None]:
    """Make `token_hash` the pending link of the player's unconfirmed address: (the address to mail it to, None),
    or (None, why not): "no_email" or "already_confirmed". A new link replaces the one before."""
    row = conn.execute(select(users.c.email, users.c.email_confirmed).where(users.c.id == user_id)).one()
    if not row.email:
        return None, "no_email"
    if row.email_confirmed:
        return None, "already_confirmed"
    conn.execute(update(users).where(users.c.id == user_id).values(email_token=token_hash, email_token_at=now))
    return row.email, None


@writes
def confirm_email(conn: Connection, token_hash: str, now: int, max_age_ms: int) -> tuple[str, str] | None:
    """Confirm the address whose pending link is `token_hash`: (username, email), or None for a link that is
    unknown, used, replaced by a newer one or older than `max_age_ms`."""
    row = conn.execute(select(users.c.id, users.c.username, users.c.email, users.c.email_token_at)
                       .where(users.c.email_token == token_hash)).first()
    if row is None or row.email is None or row.email_token_at is None or now - row.email_token_at > max_age_ms:
        return None
    done = conn.execute(update(users).where(users.c.id == row.id, users.c.email_token == token_hash)
                        .values(email_confirmed=True, email_token=None, email_token_at=None))
    return (row.username, row.email) if done.rowcount == 1 else None


async def claim_turn_mail(db: Database, table_id: str, user_id: int, seat: int, version: int) -> bool:
    """Whether a "your move" mail is due for this waiting turn, noting it as sent if so.

    One mail per turn: after a mail, the next one waits until the player has
    moved at that table (a move, an undo or their zombie's move, logged with
    their seat) since the version the mail was sent at.
    """
    try:
        return await db.write(_claim_turn_mail, table_id, user_id, seat, version)
    except IntegrityError:  # another server process claimed it at the same moment
        return False


def _claim_turn_mail(conn: Connection, table_id: str, user_id: int, seat: int, version: int) -> bool:
    sent = conn.execute(select(turn_mails.c.version).where(turn_mails.c.table_id == table_id,
                                                           turn_mails.c.user_id == user_id)).scalar()
    now = now_ms()
    if sent is None:
        conn.execute(insert(turn_mails).values(table_id=table_id, user_id=user_id, version=version, sent_at=now))
        return True
    last_move = conn.execute(select(func.max(moves.c.seq)).where(moves.c.table_id == table_id,
                                                                 moves.c.seat == seat)).scalar()
    if last_move is None or last_move <= sent:
        return False
    claimed = conn.execute(update(turn_mails)
                           .where(turn_mails.c.table_id == table_id, turn_mails.c.user_id == user_id,
                                  turn_mails.c.version == sent)
                           .values(version=version, sent_at=now))
    return claimed.rowcount == 1


@writes
def digests_due(conn: Connection, now: int, every_ms: int, limit: int = 200) -> list[Recipient]:
    """Players with an e-mail and the digest on whose last digest is `every_ms` old; marked done at `now`.

    Marking them first means a failed mail is not retried until the next day,
    rather than mailed twice by two server processes.
    """
    stmt = (_recipient_query()
            .where(users.c.email.is_not(None), users.c.email_confirmed.is_(True), users.c.is_guest.is_(False),
                   notify_settings.c.mail_digest.is_not(False),
                   (notify_settings.c.digest_at.is_(None)) | (notify_settings.c.digest_at <= now - every_ms))
            .order_by(users.c.id).limit(limit))
    due = []
    for row in conn.execute(stmt).all():
        if row.sound_realtime is None:
            conn.execute(insert(notify_settings).values(user_id=row.id, digest_at=now, **NotifySettings().as_dict()))
        else:  # conditional, so that of two server processes only one takes the player
            taken = conn.execute(update(notify_settings)
                                 .where(notify_settings.c.user_id == row.id,
                                        (notify_settings.c.digest_at.is_(None))
                                        | (notify_settings.c.digest_at <= now - every_ms))
                                 .values(digest_at=now))
            if taken.rowcount != 1:
                continue
        due.append(_recipient(row))
    return due
