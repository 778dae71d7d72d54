"""Fan-out through Redis, so several server processes (on several machines) serve the same tables.

Every process subscribes to one channel, `<prefix>:tables`. `publish`
delivers to this process's subscribers at once, exactly like `LocalPubSub`,
then queues the publication's wire form (pubsub/wire.py: a version number
and the game move that made it, a table record or a notice text; never a
seat's view) for one sender task,
which sends the queue in order through a pipeline. The listener task hands
each other process's publication to the hub's handler, one table at a time
and in order, so a table's pushes keep their order in every process.

Lost messages are noticed, not ignored: each process numbers what it sends,
and a receiver that sees a gap (Redis restarted, the sender dropped its
queue while Redis was away) asks the handler to reload every table it has
connections of. Presence lives in Redis hashes (pubsub/presence.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections import Counter, deque
from typing import Any

import redis.asyncio as aioredis

from .bus import LocalPubSub, RemoteHandler, Subscriber, connected_users
from .presence import RedisPresence
from .wire import Envelope, RemoteVersion, decode, encode

log = logging.getLogger(__name__)

RETRY_S = (0.1, 0.5, 1.0, 2.0, 5.0)
"""Waits between attempts while Redis cannot be reached (the last one repeats)."""
SENDERS_KEPT = 256
"""The processes whose last number is remembered: the most recently heard (each restart is a new one)."""


class RedisPubSub:
    """`PubSub` over a Redis server shared by every process of the deployment."""

    def __init__(self, url: str, *, prefix: str = "meeple", queue_limit: int = 10_000,
                 presence_ttl_s: float = 30.0) -> None:
        self.url = url
        self.prefix = prefix
        self.process = secrets.token_hex(8)  # this process's name on the channel
        self.channel = f"{prefix}:tables"
        self.queue_limit = queue_limit
        self.presence_ttl_s = presence_ttl_s
        self._local = LocalPubSub()
        self._outgoing: deque[bytes] = deque()
        self._seq = 0
        self._dropped = 0  # publications dropped from a full queue (receivers see the gap)
        self._seen: dict[str, int] = {}  # origin -> last sequence number received
        self._inbox: dict[str, deque[Any]] = {}  # table -> remote items not yet handled
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self._handlers: set[asyncio.Task[None]] = set()
        self._redis: Any = None
        self._presence: RedisPresence | None = None
        self._on_remote: RemoteHandler | None = None

    # -- life cycle ---------------------------------------------------------------

    async def start(self, on_remote: RemoteHandler) -> None:
        """Connect (failing loudly if Redis cannot be reached at startup) and start listening and sending."""
        self._on_remote = on_remote
        self._redis = aioredis.Redis.from_url(self.url)
        try:
            await self._redis.ping()
        except Exception as exc:
            await self._redis.aclose()
            self._redis = None
            raise RuntimeError(f"Redis at MEEPLE_REDIS_URL cannot be reached: {exc}") from exc
        self._presence = RedisPresence(self._redis, self.process, self.prefix, self.presence_ttl_s)
        loop = asyncio.get_running_loop()
        listening: asyncio.Future[None] = loop.create_future()
        self._tasks = [
            loop.create_task(self._listen(listening), name="meeple-pubsub-listen"),
            loop.create_task(self._send(), name="meeple-pubsub-send"),
            loop.create_task(self._presence.run(), name="meeple-presence"),
        ]
        try:
            await listening  # publications made from now on reach this process
        except BaseException:
            await self.close()
            raise

    async def close(self) -> None:
        """Send what is queued (briefly), stop the tasks, remove this process's presence."""
        for _ in range(50):
            if not self._outgoing:
                break
            await asyncio.sleep(0.01)
        for task in (*self._tasks, *self._handlers):
            task.cancel()
        await asyncio.gather(*self._tasks, *self._handlers, return_exceptions=True)
        if self._redis is not None:
            try:
                if self._presence is not None:
                    await self._presence.clear()
            except Exception as exc:  # the fields expire on their own
                log.warning("presence could not be cleared: %r", exc)
            await self._redis.aclose()

    # -- this process's subscribers -----------------------------------------------

    def subscribe(self, table_id: str, sub: Subscriber) -> None:
        """Start delivering `table_id`'s publications (from every process) to `sub`."""
        self._local.subscribe(table_id, sub)
        self._presence_changed(table_id)

    def unsubscribe(self, table_id: str, sub: Subscriber) -> None:
        """Stop delivering to `sub`."""
        self._local.unsubscribe(table_id, sub)
        self._presence_changed(table_id)

    def subscribers(self, table_id: str) -> int:
        """How many subscribers the table has in this process."""
        return self._local.subscribers(table_id)

    def all(self) -> list[Subscriber]:
        """Every subscriber in this process (for shutdown)."""
        return self._local.all()

    async def presence(self, table_id: str) -> Counter[int | None]:
        """Open connections to the table by user id, in every process."""
        here = connected_users(self._local.subscribers_of(table_id))
        if self._presence is None:
            return here
        try:
            return await self._presence.read(table_id, here)
        except Exception as exc:  # Redis away: what this process knows is the best answer
            log.warning("presence of table %s could not be read from Redis: %r", table_id, exc)
            return here

    def _presence_changed(self, table_id: str) -> None:
        if self._presence is not None:
            self._presence.changed(table_id, connected_users(self._local.subscribers_of(table_id)))

    # -- publishing ---------------------------------------------------------------

    def publish(self, table_id: str, item: Any) -> None:
        """Deliver here now; queue for the other processes (in order)."""
        self._local.publish_here(table_id, item)
        self._seq += 1
        self._outgoing.append(encode(self.process, self._seq, table_id, item))
        if len(self._outgoing) > self.queue_limit:  # Redis has been away a while: receivers will see the gap
            self._outgoing.popleft()
            self._dropped += 1
        self._wake.set()

    def publish_here(self, table_id: str, item: Any) -> None:
        """Deliver to this process's subscribers only."""
        self._local.publish_here(table_id, item)

    async def _send(self) -> None:
        failures = 0
        while True:
            await self._wake.wait()
            self._wake.clear()
            while self._outgoing:
                batch, dropped = list(self._outgoing), self._dropped
                pipe = self._redis.pipeline(transaction=False)
                for data in batch:
                    pipe.publish(self.channel, data)
                try:
                    await pipe.execute()
                except Exception as exc:  # kept and sent again once Redis is back
                    log.warning("publishing to Redis failed (%r); retrying", exc)
                    await asyncio.sleep(RETRY_S[min(failures, len(RETRY_S) - 1)])
                    failures += 1
                    continue
                failures = 0
                for _ in range(len(batch) - (self._dropped - dropped)):  # the batch's survivors lead the queue
                    self._outgoing.popleft()

    # -- receiving ----------------------------------------------------------------

    async def _listen(self, listening: asyncio.Future[None]) -> None:
        failures = 0
        while True:
            listener = self._redis.pubsub()
            try:
                await listener.subscribe(self.channel)
                await self._confirmed(listener)
                if not listening.done():
                    listening.set_result(None)
                elif failures:
                    self._lost_messages()
                failures = 0
                while True:
                    message = await listener.get_message(ignore_subscribe_messages=True, timeout=1.0)
                    if message is not None and message.get("type") == "message":
                        self._received(message["data"])
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # resubscribe; what was missed is reloaded
                log.warning("listening to Redis failed (%r); resubscribing", exc)
                if not listening.done():
                    listening.set_exception(exc)
                    return
                await asyncio.sleep(RETRY_S[min(failures, len(RETRY_S) - 1)])
                failures += 1
            finally:
                with contextlib.suppress(Exception):  # the connection is gone anyway
                    await listener.aclose()

    @staticmethod
    async def _confirmed(listener: Any) -> None:
        """Wait until Redis has registered the subscription (its confirmation is the first message)."""
        for _ in range(30):
            message = await listener.get_message(timeout=1.0)
            if message is not None and message.get("type") == "subscribe":
                return
        raise ConnectionError("Redis did not confirm the subscription")

    def _received(self, data: bytes) -> None:
        try:
            env = decode(data)
        except ValueError as exc:
            log.warning("ignoring a message on %s: %s", self.channel, exc)
            return
        if env.origin == self.process:
            return
        last = self._seen.pop(env.origin, None)
        self._seen[env.origin] = env.seq  # last in the order: the senders heard longest ago come first
        if len(self._seen) > SENDERS_KEPT:
            del self._seen[next(iter(self._seen))]
        if last is not None and env.seq != last + 1:
            self._lost_messages()
        self._dispatch(env)

    def _lost_messages(self) -> None:
        """Some publications never arrived: every table with connections here reloads."""
        log.warning("publications from other processes were lost; reloading the tables watched here")
        for table_id in self._local.tables():
            self._dispatch(Envelope(self.process, 0, table_id, RemoteVersion(None)))

    def _dispatch(self, env: Envelope) -> None:
        """Queue the item for its table; one handler task per table keeps the order."""
        queue = self._inbox.get(env.table_id)
        if queue is not None:
            queue.append(env.item)
            return
        self._inbox[env.table_id] = deque([env.item])
        task = asyncio.get_running_loop().create_task(self._handle(env.table_id))
        self._handlers.add(task)
        task.add_done_callback(self._handlers.discard)

    async def _handle(self, table_id: str) -> None:
        queue = self._inbox[table_id]
        try:
            while queue:
                item = queue.popleft()
                try:
                    assert self._on_remote is not None
                    await self._on_remote(table_id, item)
                except Exception:  # one table's trouble must not stop the others
                    log.exception("handling a publication for table %s failed", table_id)
        finally:
            del self._inbox[table_id]
