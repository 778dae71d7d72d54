"""`meeple check GAME --deep` played in seed blocks across every run of the grid.

    PYTHONPATH=src python bench/check_blocks.py GAME [--block 10] [--seeds 200] [--only KEY=VALUE]
        [--skip N:OPTIONS ...]

Block b plays seeds [b*k, b*k+k) of each run in turn (every player count x every option combination
the kit plays, `--seeds` each: 200 as `meeple check --deep`), so a sweep stopped early has played the same
seeds at every count and option. `--only ruling=rulebook` keeps the runs with that option;
`--skip 2:defaults` leaves out a run already played in full (written as the lines below name it).
Prints a line per block and run, and after each block the totals so far; stops at the first failure.
"""

from __future__ import annotations

import argparse
import time

from meeple import games
from meeple.tools.check import Run, describe, grid, play


def main() -> None:
    """Parse the arguments and play the blocks."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--block", type=int, default=10)
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--only", default=None)
    parser.add_argument("--skip", nargs="*", default=[])
    args = parser.parse_args()
    game = games.get(args.game)
    runs = grid(game, args.seeds)
    if args.only:
        key, value = args.only.split("=", 1)
        runs = [r for r in runs if str(r.options.get(key, "")).lower() == value.lower()]
    runs = [r for r in runs if f"{r.players}:{describe(r.options)}" not in set(args.skip)]
    print("runs:", ", ".join(f"{r.players}:{describe(r.options)}" for r in runs), flush=True)
    totals: dict[tuple[int, str], tuple[int, int, float]] = {}
    for start in range(0, args.seeds, args.block):
        for r in runs:
            t0 = time.process_time()
            seeds = range(start, min(start + args.block, args.seeds))
            report = play(game, Run(r.players, r.options, seeds, r.determinizations))
            cpu = time.process_time() - t0
            key = (r.players, describe(r.options))
            g, s, c = totals.get(key, (0, 0, 0.0))
            totals[key] = (g + report.games, s + report.steps, c + cpu)
            print(f"{time.strftime('%H:%M:%S', time.gmtime())} {r.players}p {describe(r.options)} seeds "
                  f"{seeds.start}-{seeds.stop - 1}: {report.games} games {report.steps} steps {cpu:.2f} CPU s",
                  flush=True)
        print(f"== seeds 0-{min(start + args.block, args.seeds) - 1} done at every run: " + "; ".join(
            f"{p}p {o}: {g} games {s} steps {c:.1f} CPU s" for (p, o), (g, s, c) in totals.items()), flush=True)


if __name__ == "__main__":
    main()
