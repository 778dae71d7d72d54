"""A look at how much of the heap is cyclic garbage, taken in a forked copy of the process.

A full pass of the cyclic collector walks every object: at 8,000 paced tables
(about 4.5 million objects) it stopped the server for 3.4 s. Most of the time
the memory growth that calls for one is live (tables opened, logs grown), and
the pass frees next to nothing. So the schedule first counts: `os.fork()`
copies the process (page tables only, about 20-30 ms at 800 MB; pages are
copied as either side writes them), the copy runs the full pass on its own
heap and writes back how many objects it found and how many were garbage,
and the server decides from that whether its own full pass is worth the
stall. The copy's pass costs CPU on another core, not the server's time.

The copy must not disturb the server: before collecting it points its
standard streams at /dev/null and closes every other descriptor it
inherited, so a finalizer that runs there (a socket's, a database
connection's, a log handler's) can only fail on a closed descriptor, never
write to a client, the database or the log the server shares. Closing a
copy's descriptors does not close the server's, and record locks are not
inherited. A copy that does not answer within `timeout_s` is killed and the
look counts as failed (the schedule then sweeps as if it had not looked).
"""

from __future__ import annotations

import contextlib
import gc
import os
import signal
import time
from dataclasses import dataclass
from typing import NoReturn

LOOK_TIMEOUT_S = 120.0


@dataclass(frozen=True)
class HeapCount:
    """What one look found: the collector's tracked objects, and how many of them were unreachable."""

    objects: int
    garbage: int
    seconds: float  # from the fork to the answer
    answered: bool = True  # False: the copy died or was killed before it answered (the counts are 0)

    @property
    def share(self) -> float:
        """The garbage's share of the tracked objects."""
        return self.garbage / self.objects if self.objects else 0.0


class GarbageLook:
    """One forked count at a time: `start` forks, `poll` answers once the copy has (never blocking)."""

    def __init__(self, timeout_s: float = LOOK_TIMEOUT_S) -> None:
        self.timeout_s = timeout_s
        self._pid = 0
        self._read_fd = -1
        self._started = 0.0
        self._answer = b""
        self._unreaped: list[int] = []

    @property
    def running(self) -> bool:
        """A copy is counting and has not answered yet."""
        return self._pid != 0

    def start(self) -> bool:
        """Fork a copy to count; False if this platform or this moment cannot fork (then nothing runs)."""
        if self.running or not hasattr(os, "fork"):
            return False
        read_fd, write_fd = os.pipe()
        try:
            pid = os.fork()
        except OSError:
            os.close(read_fd)
            os.close(write_fd)
            return False
        if pid == 0:  # pragma: no cover - the copy's side ends in os._exit, which coverage never sees
            _count_and_exit(write_fd)
        os.close(write_fd)
        os.set_blocking(read_fd, False)
        self._pid, self._read_fd, self._started, self._answer = pid, read_fd, time.monotonic(), b""
        return True

    def poll(self) -> HeapCount | None:
        """The count once the copy answered (or failed: `answered` False); None while it is still counting."""
        self._reap()
        if not self.running:
            return HeapCount(0, 0, 0.0, answered=False)
        try:
            while chunk := os.read(self._read_fd, 256):
                self._answer += chunk
            ended = True  # end of file: the copy has exited
        except BlockingIOError:
            ended = False
        if not ended:
            if time.monotonic() - self._started <= self.timeout_s:
                return None
            with contextlib.suppress(ProcessLookupError):
                os.kill(self._pid, signal.SIGKILL)
        answer, took = self._answer, time.monotonic() - self._started
        self._finish()
        try:
            objects, garbage = (int(x) for x in answer.split())
        except ValueError:
            return HeapCount(0, 0, took, answered=False)
        return HeapCount(objects, garbage, took)

    def close(self) -> None:
        """Stop a running look (the server is stopping)."""
        if self.running:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self._pid, signal.SIGKILL)
            self._finish()
        self._reap()

    def _finish(self) -> None:
        os.close(self._read_fd)
        self._unreaped.append(self._pid)
        self._pid, self._read_fd = 0, -1
        self._reap()

    def _reap(self) -> None:
        """Collect copies that have exited (never waiting: a large copy takes a moment to unmap)."""
        for pid in list(self._unreaped):
            try:
                done, _ = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                done = pid
            if done:
                self._unreaped.remove(pid)


def _count_and_exit(write_fd: int) -> NoReturn:  # pragma: no cover - runs in the forked copy
    """In the copy: cut every shared descriptor but the answer's, run a full pass, write the counts, exit."""
    try:
        devnull = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(devnull, fd)
        os.closerange(3, write_fd)
        os.closerange(write_fd + 1, os.sysconf("SC_OPEN_MAX"))
        gc.callbacks.clear()
        gc.set_debug(gc.DEBUG_SAVEALL)  # keep the garbage in gc.garbage: no tp_clear on the copy's way out
        objects = gc.get_freeze_count() + sum(len(gc.get_objects(generation)) for generation in range(3))
        gc.unfreeze()
        garbage = gc.collect()
        os.write(write_fd, f"{objects} {garbage}".encode())
    finally:
        os._exit(0)
