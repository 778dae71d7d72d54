"""`python bench/profiled_server.py OUT.prof [server args]`: the server under cProfile, in CPU time
(bench/server.py --profile).

uvicorn re-raises the SIGTERM that stopped it once it has shut down, which
would end the process before `python -m cProfile` writes anything; a handler
installed here first turns that signal into SystemExit, so the statistics are
written on the way out.

SIGUSR1 starts the profile over and SIGUSR2 stops it, so that it covers only
the benchmark's measured window, not the start and the lobby's setup
(bench/server.py sends them with the python driver).
"""

from __future__ import annotations

import cProfile
import signal
import sys
import time
from typing import NoReturn

from meeple.server.run import main


def leave(signum: int, frame: object) -> NoReturn:
    raise SystemExit(0)


profile = cProfile.Profile(time.process_time)  # CPU time: waiting for the database or the network is not cost


def restart(signum: int, frame: object) -> None:
    profile.disable()
    profile.clear()
    profile.enable()


def stop(signum: int, frame: object) -> None:
    profile.disable()


if __name__ == "__main__":
    out, args = sys.argv[1], sys.argv[2:]
    signal.signal(signal.SIGTERM, leave)
    signal.signal(signal.SIGUSR1, restart)
    signal.signal(signal.SIGUSR2, stop)
    profile.enable()
    try:
        main(args)
    finally:
        profile.disable()
        profile.dump_stats(out)
