"""Engine benchmark: checked actions and random playouts per CPU-second for every registered game, one JSON line each.

    python bench/engine.py [GAME ...] [--seconds 3]

The same measurement as `meeple bench` (see meeple.tools.bench): whole games
played by random bots through the checked `apply`, at a typical player count,
with a human summary of each game on stderr. Exit status 1 when a game failed to load or crashed.
"""

from __future__ import annotations

import argparse
import sys

from meeple import games as registry
from meeple.tools.bench import bench_all


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, bench, and return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    parser.add_argument("--seconds", "-t", type=float, default=3.0, help="CPU seconds per game (default 3)")
    args = parser.parse_args(argv)
    try:
        chosen = [registry.get(i) for i in args.games] if args.games else registry.all()
    except registry.UnknownGame as exc:
        parser.error(str(exc))
    broken = {} if args.games else registry.broken()
    failures = bench_all(chosen, args.seconds, lambda line: print(line, flush=True), broken,
                         note=lambda line: print(line, file=sys.stderr, flush=True))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
