"""One WebSocket of a table page: who it is, which seat, and an ordered outbox.

Pushes never wait on a client: the table's serialized path hands each
message to the socket's buffer at once when it takes it (written at the end
of the loop turn, see ws_protocol.py), otherwise appends it to the outbox,
which the connection's own sender task writes out when the socket is writable
again; while the outbox holds anything, every later message queues behind it.
A client that falls `outbox_limit` messages behind is disconnected (it resumes
by reconnecting) rather than slowing the table down for everyone.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from starlette.websockets import WebSocket

from meeple.arena.tables import TableRecord
from meeple.store.repo_accounts import Account

from .messages import table_message
from .updates import Update
from .ws_protocol import direct_sender

log = logging.getLogger(__name__)

CLOSE_TOO_SLOW = 4008


class TableNotice:
    """A change of a table's record (seats, status) for its connections."""

    __slots__ = ("record",)

    def __init__(self, record: TableRecord) -> None:
        self.record = record


class Connection:
    """A client on a table page; its seat is None for spectators."""

    def __init__(self, ws: WebSocket, table_id: str, account: Account | None, outbox_limit: int = 512) -> None:
        self.ws = ws
        self.table_id = table_id
        self.account = account
        self.user_id = account.id if account is not None else None
        self.seat: int | None = None
        self.hidden: frozenset[int] = frozenset()  # the accounts this user blocked: their chat never reaches here
        self.outbox_limit = outbox_limit
        self.closed = False
        self._outbox: list[str] = []
        self._direct = direct_sender(ws)  # buffers a message at once when the socket takes it
        self._sending = False  # the sender task is writing the outbox: later messages queue behind it
        self._held: list[tuple[int | None, str]] | None = None
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Start the sender task."""
        self._task = asyncio.get_running_loop().create_task(self._run())

    def send(self, text: str, version: int | None = None) -> None:
        """Queue a message (held back while a resync is being prepared)."""
        if self.closed:
            return
        if self._held is not None:
            self._held.append((version, text))
            return
        if self._direct is not None and not self._outbox and not self._sending and self._direct(text):
            return
        self._outbox.append(text)
        if len(self._outbox) > self.outbox_limit:
            log.warning("closing a connection to table %s that fell behind", self.table_id)
            self._outbox.clear()
            asyncio.get_running_loop().create_task(self.close(CLOSE_TOO_SLOW, "too slow; reconnect to resume"))
            return
        self._wake.set()

    def deliver(self, item: Update | TableNotice) -> None:
        """A publication of this connection's table: a new version, or a changed record."""
        if isinstance(item, Update):
            if item.version is None and getattr(item, "author", None) in self.hidden:
                return
            self.send(item.message(self.seat), item.version)
            return
        held = item.record.seats_of(self.user_id)
        self.seat = held[0] if held else None
        self.send(table_message(item.record, self.user_id, self.seat))

    def hold(self) -> None:
        """Hold pushes back until `release`, so a resync is never overtaken by an older push."""
        if self._held is None:
            self._held = []

    def release(self, first: str | None = None, version: int = -1) -> None:
        """Send `first` (a resync at `version`), then the held pushes that are newer than it."""
        held, self._held = self._held or [], None
        if first is not None:
            self.send(first, version)
        for v, text in held:
            if v is None or v > version:
                self.send(text, v)

    async def _run(self) -> None:
        try:
            while not self.closed:
                await self._wake.wait()
                self._wake.clear()
                self._sending = True
                while self._outbox:
                    batch, self._outbox = self._outbox, []
                    for text in batch:
                        await self.ws.send_text(text)
                self._sending = False
        except Exception:  # the client went away; the receive loop ends the connection
            self.closed = True

    async def close(self, code: int = 1000, reason: str = "") -> None:
        """Stop sending and close the socket (if still open)."""
        if self.closed:
            return
        self.closed = True
        self._wake.set()
        with contextlib.suppress(Exception):  # already closed by the other side
            await self.ws.close(code, reason)

    async def finish(self) -> None:
        """Stop the sender task (after the socket ended: nothing more can reach the client)."""
        self.closed = True
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        self._outbox, self._held = [], None
