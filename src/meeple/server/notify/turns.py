"""'Your move' mails at turn-based tables: after each move, to the players the game now waits for.

Only players with an e-mail and the setting on get one, not while they have
the table open, and one per waiting turn (`claim_turn_mail`). The work is
queued on the outbox: the move that triggers a mail never waits for it. A
mail the server could not take is sent again later (the outbox's retries),
unless the player has the table open by then.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from email.message import EmailMessage
from functools import partial

from meeple.arena.tables import PLAYING, TableRecord
from meeple.engine import Game
from meeple.store.db import Database
from meeple.store.repo_notify import claim_turn_mail, recipient

from ..pubsub.bus import PubSub
from .mails import turn_mail
from .outbox import Outbox
from .smtp import SmtpMailer

log = logging.getLogger(__name__)


def people_waited_for(record: TableRecord, waiting: Sequence[int]) -> list[tuple[int, int]]:
    """(seat, user id) of the waited seats held by people, not by bots or the zombie."""
    out = []
    for seat in waiting:
        holder = record.seats.get(seat)
        if holder is not None and holder.user_id is not None and holder.bot is None and seat not in record.zombies:
            out.append((seat, holder.user_id))
    return out


class TurnMails:
    """Queues a mail for each person a turn-based table starts waiting for."""

    def __init__(self, db: Database, games: Mapping[str, Game], pubsub: PubSub, mailer: SmtpMailer,
                 outbox: Outbox, base_url: str) -> None:
        self.db, self.games, self.pubsub, self.mailer, self.outbox = db, games, pubsub, mailer, outbox
        self.base_url = base_url

    def on_turn(self, record: TableRecord, waiting: Sequence[int], version: int) -> None:
        """The table is at `version` and waits for `waiting`: queue the mails that may be due (cheap, sync)."""
        if record.mode != "turnbased" or record.status != PLAYING:
            return
        for seat, user_id in people_waited_for(record, waiting):
            self.outbox.put(f"the turn mail of user {user_id} at table {record.id}",
                            partial(self._send, record, seat, user_id, version))

    async def _send(self, record: TableRecord, seat: int, user_id: int, version: int) -> None:
        to = await recipient(self.db, user_id)
        if to is None or not to.mailable or not to.settings.mail_turn:
            return
        if (await self.pubsub.presence(record.id))[user_id] > 0:  # they are looking at the table right now
            return
        if not await claim_turn_mail(self.db, record.id, user_id, seat, version):
            return
        # claimed once; what may be tried again (a mail server that was down) is the sending alone
        message = turn_mail(to, record, self.games, self.base_url)
        self.outbox.put(f"the turn mail to user {user_id} at table {record.id}",
                        partial(self._deliver, record.id, user_id, version, message))

    async def _deliver(self, table_id: str, user_id: int, version: int, message: EmailMessage) -> None:
        if (await self.pubsub.presence(table_id))[user_id] > 0:  # a retry finds them at the table: no need
            return
        await self.mailer.send(message)
        log.info("turn mail sent to user %d for table %s at version %d", user_id, table_id, version)
