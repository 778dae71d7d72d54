"""A queue of mail jobs run one at a time in the background, so a move never waits for a mail.

A job that fails is logged and dropped; a full queue (a mail server far
behind) drops new jobs with a warning rather than hold memory without bound.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

Job = Callable[[], Awaitable[None]]
QUEUE_LIMIT = 10_000


class Outbox:
    """Background jobs in order of arrival; `close` stops the worker."""

    def __init__(self, limit: int = QUEUE_LIMIT) -> None:
        self._queue: asyncio.Queue[tuple[str, Job]] = asyncio.Queue(limit)
        self._worker: asyncio.Task[None] | None = None

    def put(self, what: str, job: Job) -> None:
        """Run `job` soon; `what` names it in the logs. Never blocks, never raises."""
        if self._worker is None:
            self._worker = asyncio.get_running_loop().create_task(self._run(), name="meeple-outbox")
        try:
            self._queue.put_nowait((what, job))
        except asyncio.QueueFull:
            log.warning("the mail queue is full: %s is dropped", what)

    async def drain(self) -> None:
        """Wait until every job queued so far has run (for tests and shutdown)."""
        await self._queue.join()

    async def _run(self) -> None:
        while True:
            what, job = await self._queue.get()
            try:
                await job()
            except Exception as exc:  # a mail that cannot go must not stop the others
                log.warning("%s failed: %r", what, exc)
            finally:
                self._queue.task_done()

    async def close(self, grace_s: float = 2.0) -> None:
        """Let queued jobs run for up to `grace_s`, then stop the worker (what is left is dropped)."""
        if self._worker is not None:
            try:
                await asyncio.wait_for(self.drain(), grace_s)
            except TimeoutError:
                log.warning("%d mail jobs were dropped at shutdown", self._queue.qsize())
            self._worker.cancel()
            await asyncio.gather(self._worker, return_exceptions=True)
            self._worker = None
