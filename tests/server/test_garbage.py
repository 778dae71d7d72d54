"""The server's garbage schedule: survivors are frozen out of the collector's passes, and frozen cycles that
became garbage are still freed, by the sweep that runs when memory has doubled."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Iterator

import pytest

from meeple.server.garbage import GarbageSchedule


class Node:
    """A cycle: only the cyclic collector can free it."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def collector() -> Iterator[None]:
    """Leave the interpreter's collector as the test found it."""
    thresholds = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.set_threshold(*thresholds)


def cycle_that_dies_frozen(schedule: GarbageSchedule) -> weakref.ref[Node]:
    """A cycle alive at a freeze, dropped after it: a normal pass cannot see it."""
    node = Node()
    ref = weakref.ref(node)
    schedule.tick()
    del node
    gc.collect()
    return ref


def test_a_tick_freezes_survivors_so_passes_skip_them(collector: None) -> None:
    schedule = GarbageSchedule()
    schedule.swept_bytes = 10**15  # far from a sweep
    ref = cycle_that_dies_frozen(schedule)
    assert gc.get_freeze_count() > 0
    assert ref() is not None  # frozen: the full collection above walked past it


def test_the_sweep_frees_cycles_that_died_frozen(collector: None) -> None:
    schedule = GarbageSchedule()
    schedule.swept_bytes = 10**15
    ref = cycle_that_dies_frozen(schedule)
    schedule.swept_bytes = 1  # memory has now "doubled": the next tick sweeps
    schedule.tick()
    assert ref() is None
    assert schedule.sweeps[-1][0] == gc.get_freeze_count() > 0
    assert schedule.swept_bytes > 0


def test_start_and_stop_hand_the_heap_back(collector: None) -> None:
    async def run() -> None:
        schedule = GarbageSchedule(freeze_every_s=0.01)
        schedule.start()
        assert gc.get_freeze_count() > 0
        await asyncio.sleep(0.05)
        await schedule.stop()

    asyncio.run(run())
    assert gc.get_freeze_count() == 0
