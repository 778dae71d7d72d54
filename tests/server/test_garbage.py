"""The server's garbage schedule: survivors are frozen out of the collector's passes, and frozen cycles that
became garbage are still freed, by the sweep that runs when memory has doubled and a look in a forked copy
found enough garbage to be worth it."""

from __future__ import annotations

import asyncio
import gc
import os
import socket
import time
import weakref
from collections.abc import Iterator
from typing import NoReturn

import pytest

from meeple.server import garbage_look
from meeple.server.garbage import GarbageSchedule
from meeple.server.garbage_look import GarbageLook, HeapCount


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


class ScriptedLook(GarbageLook):
    """A look that does not fork: it answers `answer` at the first poll after `start`, or cannot start."""

    def __init__(self, answer: HeapCount | None = None, can_start: bool = True) -> None:
        super().__init__()
        self.answer, self.can_start, self.started, self._on = answer, can_start, 0, False

    @property
    def running(self) -> bool:
        return self._on

    def start(self) -> bool:
        self.started += 1
        self._on = self.can_start
        return self.can_start

    def poll(self) -> HeapCount | None:
        self._on = False
        return self.answer

    def close(self) -> None:
        self._on = False


def cycle_that_dies_frozen(schedule: GarbageSchedule) -> weakref.ref[Node]:
    """A cycle alive at a freeze, dropped after it: a normal pass cannot see it."""
    node = Node()
    ref = weakref.ref(node)
    schedule.tick()
    del node
    gc.collect()
    return ref


def test_a_tick_freezes_survivors_so_passes_skip_them(collector: None) -> None:
    schedule = GarbageSchedule(look=ScriptedLook())
    schedule.swept_bytes = 10**15  # far from a sweep
    ref = cycle_that_dies_frozen(schedule)
    assert gc.get_freeze_count() > 0
    assert ref() is not None  # frozen: the full collection above walked past it


def test_without_a_look_the_sweep_frees_cycles_that_died_frozen(collector: None) -> None:
    schedule = GarbageSchedule(look=ScriptedLook(can_start=False))
    schedule.swept_bytes = 10**15
    ref = cycle_that_dies_frozen(schedule)
    schedule.swept_bytes = 1  # memory has now "doubled": the next tick sweeps, as it cannot look first
    schedule.tick()
    assert ref() is None
    assert schedule.sweeps[-1][0] == gc.get_freeze_count() > 0
    assert schedule.swept_bytes > 0


@pytest.mark.parametrize("answer", [HeapCount(objects=1000, garbage=250, seconds=1.0),
                                    HeapCount(0, 0, 120.0, answered=False)])
def test_a_look_that_finds_enough_garbage_or_fails_leads_to_the_sweep(collector: None, answer: HeapCount) -> None:
    look = ScriptedLook(answer)
    schedule = GarbageSchedule(look=look)
    schedule.swept_bytes = 10**15
    ref = cycle_that_dies_frozen(schedule)
    schedule.swept_bytes = 1
    schedule.tick()  # starts the look, sweeps nothing yet
    assert look.started == 1 and ref() is not None and not schedule.sweeps
    schedule.tick()  # the answer
    assert ref() is None and len(schedule.sweeps) == 1


def test_a_look_that_finds_little_garbage_moves_the_mark_instead(collector: None) -> None:
    look = ScriptedLook(HeapCount(objects=1000, garbage=249, seconds=1.0))
    schedule = GarbageSchedule(look=look)
    schedule.swept_bytes = 10**15
    ref = cycle_that_dies_frozen(schedule)
    schedule.swept_bytes = 1
    schedule.tick()
    schedule.tick()
    assert ref() is not None and not schedule.sweeps  # no full pass: the growth was live
    assert schedule.swept_bytes > 1 and schedule.looks[-1].garbage == 249
    schedule.tick()
    assert look.started == 1  # the mark moved: no new look until memory doubles again


def test_the_forked_look_counts_the_frozen_garbage_and_leaves_the_process_alone(collector: None) -> None:
    keep = [Node() for _ in range(1000)]
    gc.collect()
    gc.freeze()
    refs = [weakref.ref(n) for n in keep]
    del keep  # 1,000 frozen cycles that died
    reader, writer = socket.socketpair()  # a descriptor the copy inherits and must not touch
    look = GarbageLook(timeout_s=60)
    assert look.start() and look.running
    found: HeapCount | None = None
    for _ in range(600):
        found = look.poll()
        if found is not None:
            break
        time.sleep(0.05)
    assert found is not None and found.answered
    assert found.garbage >= 1000 and found.objects > found.garbage
    assert all(r() is not None for r in refs)  # the copy's pass freed nothing here
    writer.sendall(b"still open")
    assert reader.recv(16) == b"still open"
    reader.close()
    writer.close()
    assert not look.running


def test_a_look_that_does_not_answer_in_time_is_killed(collector: None, monkeypatch: pytest.MonkeyPatch) -> None:
    def hang(write_fd: int) -> NoReturn:
        try:
            time.sleep(60)
        finally:
            os._exit(0)

    monkeypatch.setattr(garbage_look, "_count_and_exit", hang)  # what the forked copy runs
    look = GarbageLook(timeout_s=0.2)
    assert look.start()
    assert look.poll() is None  # still counting
    time.sleep(0.3)
    found = look.poll()  # too late: killed, and the look failed
    assert found is not None and not found.answered
    assert not look.running
    look.close()


def test_start_and_stop_hand_the_heap_back(collector: None) -> None:
    async def run() -> None:
        schedule = GarbageSchedule(freeze_every_s=0.01)
        schedule.start()
        assert gc.get_freeze_count() > 0
        await asyncio.sleep(0.05)
        await schedule.stop()

    asyncio.run(run())
    assert gc.get_freeze_count() == 0
