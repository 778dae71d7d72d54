"""The cyclic garbage collector, kept out of the tables' way.

Reference counting frees almost everything a move allocates; the cyclic
collector is only needed for cycles, but CPython's passes walk every object
of the generations they collect, and a live server holds millions (a
table's state, log, clock and sockets). Measured with `bench/paced.py` at
2,000 tables, the stock schedule (even with young passes made rare) stalled
every table for 20-190 ms on young passes and 520 ms on a middle one, and
put the ack's p99 at 384-436 ms where it is 19 ms with no collector at all.

So the server sorts objects by age itself, in two steps:
* every `FREEZE_EVERY_S` it moves whatever survived into the permanent
  generation (`gc.freeze()`, which only splices lists), so the automatic
  passes only ever walk the last second's survivors and stay short;
* when the process's resident memory has grown by `SWEEP_GROWTH` since the
  last sweep, it unfreezes, runs one full pass and freezes again (the size
  of the frozen heap would be the better measure, but `gc.get_freeze_count()`
  walks the whole list: 5-50 ms a call at a million objects). This frees the cycles
  that became garbage after being frozen (a closed connection, an ended
  table), so they cost memory at most in proportion to what is live, as
  CPython's own rule for full passes does, but the full pass runs once per
  doubling of the heap, not every few seconds.
An object freed by reference counting leaves the frozen list at once: only
cyclic garbage waits for the next sweep.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import resource
import time

log = logging.getLogger(__name__)

YOUNG_THRESHOLD = 10_000
"""Net new container objects between young passes (CPython's default is 700: more, shorter-lived passes)."""
FREEZE_EVERY_S = 1.0
SWEEP_GROWTH = 2.0
PAGE_BYTES = os.sysconf("SC_PAGE_SIZE")
"""A full pass runs when resident memory reaches this multiple of what it was after the last one."""


def resident_bytes() -> int:
    """The process's resident memory now (Linux), or its peak where /proc is missing."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * PAGE_BYTES
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


class GarbageSchedule:
    """Freezes survivors every `FREEZE_EVERY_S` and sweeps the frozen heap when memory doubles (see the module)."""

    def __init__(self, freeze_every_s: float = FREEZE_EVERY_S, sweep_growth: float = SWEEP_GROWTH) -> None:
        self.freeze_every_s = freeze_every_s
        self.sweep_growth = sweep_growth
        self.swept_bytes = 0
        self.sweeps: list[tuple[int, float]] = []  # (live objects after, seconds) of each full pass
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Collect and freeze what startup made, then keep the schedule in a background task."""
        gc.set_threshold(YOUNG_THRESHOLD, 10, 10)
        self.sweep()
        self._task = asyncio.get_running_loop().create_task(self._run(), name="garbage-schedule")

    async def stop(self) -> None:
        """End the schedule and hand the frozen objects back to the stock collector."""
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
        gc.unfreeze()

    def tick(self) -> None:
        """Freeze this second's survivors; sweep instead when memory has grown enough."""
        if resident_bytes() >= self.sweep_growth * self.swept_bytes:
            self.sweep()
        else:
            gc.freeze()

    def sweep(self) -> None:
        """One full pass over everything, then freeze what is still alive."""
        started = time.perf_counter()
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        took = time.perf_counter() - started
        self.swept_bytes = resident_bytes()
        live = gc.get_freeze_count()
        self.sweeps.append((live, took))
        del self.sweeps[:-16]
        log.info("garbage sweep: %d live objects, %.0f ms, %d MB resident", live, took * 1000, self.swept_bytes >> 20)

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.freeze_every_s)
            self.tick()
