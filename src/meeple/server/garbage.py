"""The cyclic garbage collector, kept out of the tables' way.

Reference counting frees almost everything a move allocates; the cyclic
collector is only needed for cycles, but CPython's passes walk every object
of the generations they collect, and a live server holds millions (a
table's state, log, clock and sockets). Measured with `bench/paced.py` at
2,000 tables, the stock schedule (even with young passes made rare) stalled
every table for 20-190 ms on young passes and 520 ms on a middle one, and
put the ack's p99 at 384-436 ms where it is 19 ms with no collector at all.

So the server sorts objects by age itself, in three steps:
* every `FREEZE_EVERY_S` it moves whatever survived into the permanent
  generation (`gc.freeze()`, which only splices lists), so the automatic
  passes only ever walk the last quarter second's survivors and stay short
  (at one second, middle passes took 50-80 ms at 1,600 moves a second);
* when the process's resident memory has grown by `SWEEP_GROWTH` since the
  last sweep (the size of the frozen heap would be the better measure, but
  `gc.get_freeze_count()` walks the whole list: 5-50 ms a call at a million
  objects), it first looks how much of the heap is garbage, in a forked
  copy of the process (`garbage_look.py`: a 20-30 ms pause for the fork
  instead of a full pass's seconds);
* only when at least `SWEEP_SHARE` of the objects are garbage does it
  unfreeze, run one full pass and freeze again. This frees the cycles that
  became garbage after being frozen (a closed connection, an ended table),
  so they cost memory at most in proportion to what is live, as CPython's
  own rule for full passes does. When the growth was live (tables opened,
  logs grown: the usual case, and at 8,000 tables a 3.4 s pass that freed
  next to nothing), the memory now is the new mark and nothing stops.
An object freed by reference counting leaves the frozen list at once: only
cyclic garbage waits for a sweep. Where the process cannot fork, or the
copy fails to answer, the schedule sweeps without looking.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import resource
import time

from .garbage_look import GarbageLook, HeapCount

log = logging.getLogger(__name__)

YOUNG_THRESHOLD = 10_000
"""Net new container objects between young passes (CPython's default is 700: more, shorter-lived passes)."""
FREEZE_EVERY_S = 0.25
SWEEP_GROWTH = 2.0
"""The heap is looked at when resident memory reaches this multiple of the mark (set by the last sweep or look)."""
SWEEP_SHARE = 0.25
"""A full pass runs when the look finds at least this share of the tracked objects unreachable."""
PAGE_BYTES = os.sysconf("SC_PAGE_SIZE")


def resident_bytes() -> int:
    """The process's resident memory now (Linux), or its peak where /proc is missing."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * PAGE_BYTES
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


class GarbageSchedule:
    """Freezes survivors every `FREEZE_EVERY_S`; when memory doubles, sweeps if a look finds enough garbage."""

    def __init__(self, freeze_every_s: float = FREEZE_EVERY_S, sweep_growth: float = SWEEP_GROWTH,
                 sweep_share: float = SWEEP_SHARE, look: GarbageLook | None = None) -> None:
        self.freeze_every_s = freeze_every_s
        self.sweep_growth = sweep_growth
        self.sweep_share = sweep_share
        self.look = look if look is not None else GarbageLook()
        self.swept_bytes = 0  # the mark: resident memory after the last sweep, or at the last look that found little
        self.sweeps: list[tuple[int, float]] = []  # (live objects after, seconds) of each full pass
        self.looks: list[HeapCount] = []
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
        self.look.close()
        gc.unfreeze()

    def tick(self) -> None:
        """Freeze the survivors since the last tick; look, and maybe sweep, when memory has grown enough."""
        if self.look.running:
            found = self.look.poll()
            if found is None:
                gc.freeze()
            elif not found.answered or found.share >= self.sweep_share:
                self._looked(found)
                self.sweep()
            else:
                self._looked(found)
                self.swept_bytes = resident_bytes()
                gc.freeze()
        elif resident_bytes() >= self.sweep_growth * self.swept_bytes:
            if self.look.start():
                gc.freeze()
            else:
                self.sweep()
        else:
            gc.freeze()

    def _looked(self, found: HeapCount) -> None:
        if found.answered:
            self.looks.append(found)
            del self.looks[:-16]
            log.info("garbage look: %d of %d objects unreachable (%.0f%%), %.1f s", found.garbage, found.objects,
                     100 * found.share, found.seconds)
        else:
            log.warning("garbage look failed (the forked copy gave no count): sweeping without it")

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
