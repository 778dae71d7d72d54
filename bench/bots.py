"""Search benchmark: ISMCTS iterations per second for every registered game, one JSON line each.

    python bench/bots.py [GAME ...] [--budgets 100,500,3000] [--uniform]

For each game, a few positions of one random game (at a typical player count)
are searched with each iteration budget from a fixed seed; the line gives
iterations per second and milliseconds per move at each budget (see
meeple.tools.botbench). `--uniform` ignores the games' rollout policies.
Exit status 1 when a game failed to load or crashed.
"""

from __future__ import annotations

import argparse
import sys

import orjson

from meeple import games as registry
from meeple.tools.botbench import BUDGETS, bench_search


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, bench, and return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    parser.add_argument("--budgets", default=",".join(map(str, BUDGETS)), help="iteration budgets, comma-separated")
    parser.add_argument("--uniform", action="store_true", help="uniform random rollouts, not the games' policies")
    args = parser.parse_args(argv)
    try:
        budgets = [int(b) for b in args.budgets.split(",")]
        chosen = [registry.get(i) for i in args.games] if args.games else registry.all()
    except (ValueError, registry.UnknownGame) as exc:
        parser.error(str(exc))
    failures = 0
    for game_id, reason in ({} if args.games else registry.broken()).items():
        print(orjson.dumps({"game": game_id, "error": f"not loaded: {reason}"}).decode(), flush=True)
        failures += 1
    for game in chosen:
        try:
            line = bench_search(game, budgets, use_policy=not args.uniform)
        except Exception as exc:  # report and go on with the next game
            line = {"game": game.id, "error": f"{type(exc).__name__}: {exc}"}
            failures += 1
        print(orjson.dumps(line).decode(), flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
