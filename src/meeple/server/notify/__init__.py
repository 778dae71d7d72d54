"""Telling players it is their turn when they are not looking: turn mails and the daily digest.

The sound and the browser notification live in the web client (web/notify.js);
the server keeps each player's choices (store/repo_notify.py, api/notifications.py)
and sends the mails, through SMTP when MEEPLE_SMTP_HOST is set and not at all otherwise.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING

from meeple.engine import Game
from meeple.store.db import Database

from ..settings import Settings
from .digest import DailyDigest
from .mails import confirm_mail
from .outbox import Outbox
from .smtp import SmtpMailer, may_pass
from .turns import TurnMails

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from ..live.hub import Hub
    from ..live.table import LiveTable


class Notifier:
    """The mail side of turn notifications, wired to the hub's moves; inert without an SMTP host."""

    def __init__(self, db: Database, hub: Hub, games: Mapping[str, Game], settings: Settings) -> None:
        self.outbox = Outbox(transient=may_pass)
        self.mailer = SmtpMailer.from_settings(settings)
        self.turns: TurnMails | None = None
        self.digest: DailyDigest | None = None
        self._digest_task: asyncio.Task[None] | None = None
        if self.mailer is not None:
            self.turns = TurnMails(db, games, hub.pubsub, self.mailer, self.outbox, settings.public_url)
            self.digest = DailyDigest(db, games, self.mailer, self.outbox, settings.public_url,
                                      clock=settings.clock, check_s=settings.digest_check_s)
        self.hub = hub
        self.base_url = settings.public_url

    def start(self) -> None:
        """Hear the hub's turns and start the digest loop (nothing to do when no mail can be sent)."""
        if self.turns is not None:
            self.hub.turn_listeners.append(self.on_turn)
        if self.digest is not None and self.digest.check_s > 0:
            self._digest_task = asyncio.get_running_loop().create_task(self.digest.run(), name="meeple-digest")

    def send_confirmation(self, user_id: int, username: str, email: str, token: str) -> None:
        """Queue the mail with the link that confirms `email` (nothing without an SMTP host)."""
        mailer = self.mailer
        if mailer is None:
            return

        async def send() -> None:
            await mailer.send(confirm_mail(username, email, token, self.base_url))
            log.info("confirmation link sent to user %d", user_id)

        self.outbox.put(f"the confirmation link of user {user_id}", send)

    def on_turn(self, table: LiveTable) -> None:
        """A move was played or the game started at `table`."""
        if self.turns is not None:
            self.turns.on_turn(table.record, table.current.waiting, table.version)

    async def close(self) -> None:
        """Stop the digest loop, send what is queued (briefly), stop the outbox."""
        if self._digest_task is not None:
            self._digest_task.cancel()
            await asyncio.gather(self._digest_task, return_exceptions=True)
        await self.outbox.close()
