"""A queue of mail jobs run one at a time in the background, so a move never waits for a mail.

A job that fails for a reason that may pass (the mail server is down,
restarting, or answers "try again later") is queued again after a growing
delay, a few times; any other failure, or the last retry's, is logged and the
job dropped. A full queue (a mail server far behind) drops new jobs with a
warning rather than hold memory without bound. Retries live in memory: a
restart forgets them (a turn mail is a courtesy, the digest comes again).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence

log = logging.getLogger(__name__)

Job = Callable[[], Awaitable[None]]
QUEUE_LIMIT = 10_000
RETRY_DELAYS_S = (30.0, 300.0, 1800.0)
"""When a job that failed for a passing reason runs again: half a minute, five minutes, half an hour after."""


def never(exc: BaseException) -> bool:
    """No failure passes: every failed job is dropped at once."""
    return False


class Outbox:
    """Background jobs in order of arrival, retried while `transient(exc)` says the failure may pass."""

    def __init__(self, limit: int = QUEUE_LIMIT, *, retry_delays_s: Sequence[float] = RETRY_DELAYS_S,
                 transient: Callable[[BaseException], bool] = never) -> None:
        self._queue: asyncio.Queue[tuple[str, Job, int]] = asyncio.Queue(limit)
        self._worker: asyncio.Task[None] | None = None
        self.retry_delays_s, self._transient = tuple(retry_delays_s), transient
        self._retries: set[asyncio.TimerHandle] = set()

    @property
    def retrying(self) -> int:
        """How many failed jobs wait for their next try."""
        return len(self._retries)

    def put(self, what: str, job: Job) -> None:
        """Run `job` soon; `what` names it in the logs. Never blocks, never raises."""
        self._enqueue(what, job, 0)

    def _enqueue(self, what: str, job: Job, failures: int) -> None:
        if self._worker is None:
            self._worker = asyncio.get_running_loop().create_task(self._run(), name="meeple-outbox")
        try:
            self._queue.put_nowait((what, job, failures))
        except asyncio.QueueFull:
            log.warning("the mail queue is full: %s is dropped", what)

    async def drain(self) -> None:
        """Wait until every job queued so far has run once (for tests and shutdown; retries not waited for)."""
        await self._queue.join()

    async def _run(self) -> None:
        while True:
            what, job, failures = await self._queue.get()
            try:
                await job()
            except Exception as exc:  # a mail that cannot go must not stop the others
                self._failed(what, job, failures, exc)
            finally:
                self._queue.task_done()

    def _failed(self, what: str, job: Job, failures: int, exc: Exception) -> None:
        if failures >= len(self.retry_delays_s) or not self._transient(exc):
            log.warning("%s failed: %r", what, exc)
            return
        delay = self.retry_delays_s[failures]
        log.warning("%s failed (%r); trying again in %g s", what, exc, delay)

        def again() -> None:
            self._retries.discard(handle)
            self._enqueue(what, job, failures + 1)

        handle = asyncio.get_running_loop().call_later(delay, again)
        self._retries.add(handle)

    async def close(self, grace_s: float = 2.0) -> None:
        """Let queued jobs run for up to `grace_s`, then stop the worker (what is left, retries too, is dropped)."""
        for handle in self._retries:
            handle.cancel()
        if self._retries:
            log.warning("%d failed mail jobs will not be retried: the server is stopping", len(self._retries))
            self._retries.clear()
        if self._worker is not None:
            try:
                await asyncio.wait_for(self.drain(), grace_s)
            except TimeoutError:
                log.warning("%d mail jobs were dropped at shutdown", self._queue.qsize())
            self._worker.cancel()
            await asyncio.gather(self._worker, return_exceptions=True)
            self._worker = None
