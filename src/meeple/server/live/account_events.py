"""Each account's event stream: games starting and ending, challenges, as lichess's `/api/stream/event`.

An event is published on the account's own key of the pub/sub (`account:<user id>`, which no table id
can be: table ids have no colon) as a `Notice`, so it reaches the account's streams in every server
process exactly as a table's "thinking" notice reaches its pages in every process. The texts are
public to their reader only (no seat's secrets are in any of them).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from meeple.arena.challenges import Challenge
from meeple.arena.tables import TableRecord

from .updates import Notice

if TYPE_CHECKING:
    from ..pubsub.bus import PubSub

log = logging.getLogger(__name__)

EVENT_TYPES = ("gameStart", "gameFinish", "challenge", "challengeCanceled", "challengeDeclined", "invitation",
               "invitationDeclined")
"""Every `type` an account's stream carries (docs/api.md)."""


def key(user_id: int) -> str:
    """The account's key on the pub/sub."""
    return f"account:{user_id}"


def publish(pubsub: PubSub, user_ids: Iterable[int], body: dict[str, Any]) -> None:
    """Send one event to the streams of these accounts, in every process."""
    assert body["type"] in EVENT_TYPES, body["type"]
    for user_id in dict.fromkeys(user_ids):
        pubsub.publish(key(user_id), Notice(key(user_id), body))


def game_body(record: TableRecord, user_id: int) -> dict[str, Any]:
    """A table as a game event tells one of its players: which table, game and seat, and how to play it."""
    held = record.seats_of(user_id)
    return {
        "table": record.id, "game": record.game, "seat": held[0] if held else None, "names": record.names(),
        "mode": record.mode, "ranked": record.ranked, "speed": record.speed, "status": record.status,
        "ws": f"/ws/tables/{record.id}",
    }


def _players(record: TableRecord) -> list[int]:
    return [s.user_id for s in record.seats.values() if s.user_id is not None]


def game_started(pubsub: PubSub, record: TableRecord) -> None:
    """`gameStart` to every person seated at a table that just started."""
    for user_id in _players(record):
        publish(pubsub, [user_id], {"type": "gameStart", "game": game_body(record, user_id)})


def game_finished(pubsub: PubSub, record: TableRecord) -> None:
    """`gameFinish` to every person seated at a table that ended (finished, conceded or abandoned)."""
    for user_id in _players(record):
        body = {**game_body(record, user_id), "outcome": record.outcome}
        publish(pubsub, [user_id], {"type": "gameFinish", "game": body})


def challenge_event(pubsub: PubSub, kind: str, challenge: Challenge, now: int) -> None:
    """A challenge was made, canceled or declined: both sides hear it (as on lichess)."""
    publish(pubsub, [challenge.challenger_id, challenge.challenged_id],
            {"type": kind, "challenge": challenge.as_dict(now)})


class AccountStream:
    """One open event stream of an account: an outbox the pub/sub fills and the transport drains.

    A reader that falls `limit` events behind is dropped (it reconnects and gets the current games
    and challenges again), so a stuck bot never holds events in memory without end.
    """

    def __init__(self, user_id: int, limit: int = 512) -> None:
        self.user_id = user_id
        self.limit = limit
        self.closed = False
        self.reason = ""
        self._outbox: list[str] = []
        self._wake = asyncio.Event()

    def deliver(self, item: Any) -> None:
        """A publication on the account's key (a `Notice`); never blocks."""
        if not isinstance(item, Notice):  # a reload request from the pub/sub has nothing for a stream
            return
        self.push(item.message(None))

    def push(self, text: str) -> None:
        """Queue one event's JSON text."""
        if self.closed:
            return
        self._outbox.append(text)
        if len(self._outbox) > self.limit:
            log.warning("dropping the event stream of account %d that fell behind", self.user_id)
            self._outbox.clear()
            self.closed, self.reason = True, "too slow; reconnect to resume"
        self._wake.set()

    async def next_batch(self, timeout: float) -> list[str]:
        """The events queued so far, waiting up to `timeout` seconds for one ([] when none came)."""
        if not self._outbox and not self.closed:
            self._wake.clear()
            try:
                await asyncio.wait_for(self._wake.wait(), timeout)
            except TimeoutError:
                return []
        batch, self._outbox = self._outbox, []
        return batch

    async def close(self, code: int = 1000, reason: str = "") -> None:
        """Stop the stream (the server is shutting down); the transport ends after the queued events."""
        self.closed, self.reason = True, reason
        self._wake.set()
