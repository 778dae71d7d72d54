"""The texts of the mails: "your move" at a turn-based table, the daily digest of tables waiting for you, and the
link that confirms an address."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from email.message import EmailMessage

from meeple.arena.tables import TableRecord
from meeple.engine import Game
from meeple.store.repo_notify import Recipient

CONFIRM_LINK_DAYS = 7
CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 86_400_000
"""How long a confirmation link works."""


def _link(base: str, path: str) -> str:
    return f"{base.rstrip('/')}{path}" if base else path


def _title(games: Mapping[str, Game], record: TableRecord) -> str:
    game = games.get(record.game)
    return game.title if game is not None else record.game


def _others(record: TableRecord, user_id: int) -> str:
    names = [s.name for s in sorted(record.seats.values(), key=lambda s: s.seat) if s.user_id != user_id]
    return ", ".join(names) or "nobody else"


def _footer(base: str, to: Recipient) -> str:
    return (f"\n-- \nYou receive this because you play turn-based games on Meeple as {to.username}.\n"
            f"Choose which mails you get on your profile: {_link(base, f'/players/{to.username}')}\n")


def turn_mail(to: Recipient, record: TableRecord, games: Mapping[str, Game], base: str) -> EmailMessage:
    """"It is your move" for the table `record`."""
    title = _title(games, record)
    msg = EmailMessage()
    msg["To"] = to.email or ""
    msg["Subject"] = f"Your move in {title}"
    msg.set_content(
        f"Hello {to.username},\n\n"
        f"It is your move in {title} (table {record.id}) with {_others(record, to.user_id)}.\n\n"
        f"Play it here: {_link(base, f'/t/{record.id}')}\n" + _footer(base, to))
    return msg


def digest_mail(to: Recipient, waiting: Sequence[TableRecord], games: Mapping[str, Game], base: str) -> EmailMessage:
    """The daily list of turn-based tables waiting for `to`."""
    count = len(waiting)
    msg = EmailMessage()
    msg["To"] = to.email or ""
    msg["Subject"] = f"{count} table{'s' if count != 1 else ''} waiting for your move"
    lines = [f"- {_title(games, r)} with {_others(r, to.user_id)}: {_link(base, f'/t/{r.id}')}" for r in waiting]
    msg.set_content(
        f"Hello {to.username},\n\n"
        f"{'These turn-based tables wait' if count != 1 else 'This turn-based table waits'} for your move:\n\n"
        + "\n".join(lines) + "\n" + _footer(base, to))
    return msg


def confirm_mail(username: str, email: str, token: str, base: str) -> EmailMessage:
    """The link that confirms `email` as `username`'s address for turn mails."""
    msg = EmailMessage()
    msg["To"] = email
    msg["Subject"] = "Confirm your e-mail address for Meeple"
    msg.set_content(
        f"Hello {username},\n\n"
        f"You asked Meeple to send turn mails to this address. Open this link to confirm it is yours:\n\n"
        f"{_link(base, f'/confirm-email?token={token}')}\n\n"
        f"The link works for {CONFIRM_LINK_DAYS} days. Until it is opened, no other mail goes to this address.\n"
        f"If you did not ask for this, ignore this mail: nothing more will come.\n")
    return msg
