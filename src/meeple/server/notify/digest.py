"""The daily digest: once a day per player, a mail listing the turn-based tables waiting for their move.

A background loop looks every `check_s` for players whose last digest is a
day old (`digests_due` marks them, so each is taken once a day even with
several server processes), and mails those with at least one table waiting.
Its clock is injectable, so tests move a day forward without waiting one.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Mapping
from functools import partial

from meeple.engine import Game
from meeple.store.db import Database
from meeple.store.repo_notify import Recipient, digests_due
from meeple.store.repo_tables import turnbased_waiting

from .mails import digest_mail
from .outbox import Outbox
from .smtp import SmtpMailer

log = logging.getLogger(__name__)

DAY_S = 86_400
BATCH = 200


class DailyDigest:
    """Finds the players due a digest and queues their mails."""

    def __init__(self, db: Database, games: Mapping[str, Game], mailer: SmtpMailer, outbox: Outbox, base_url: str,
                 *, clock: Callable[[], float] = time.time, every_s: float = DAY_S, check_s: float = 900.0) -> None:
        self.db, self.games, self.mailer, self.outbox, self.base_url = db, games, mailer, outbox, base_url
        self.clock, self.every_s, self.check_s = clock, every_s, check_s

    async def run(self) -> None:
        """Forever: a round now, then one every `check_s` (a failed round is logged; the next one tries again)."""
        while True:
            try:
                await self.run_once()
            except Exception as exc:
                log.warning("the daily digest round failed: %r", exc)
            await asyncio.sleep(self.check_s)

    async def run_once(self) -> int:
        """One round at `clock()`: the number of players who were due (each gets a mail if a table waits)."""
        now = int(self.clock() * 1000)
        total = 0
        while True:
            due = await digests_due(self.db, now, int(self.every_s * 1000), BATCH)
            for to in due:
                self.outbox.put(f"the digest of user {to.user_id}", partial(self._send, to))
            total += len(due)
            if len(due) < BATCH:
                return total

    async def _send(self, to: Recipient) -> None:
        waiting = await turnbased_waiting(self.db, to.user_id)
        if waiting:
            await self.mailer.send(digest_mail(to, waiting, self.games, self.base_url))
            log.info("digest of %d tables sent to user %d", len(waiting), to.user_id)
