"""The table's Hard level (or `--level easy|medium`): CPU and wall milliseconds a move, and the iterations each
search reached.

    PYTHONPATH=src python bench/hard_level.py GAME [GAME ...] [--players 2 4] [--positions 4] [--level hard]

`ismcts:hard` (or the level asked) as the game's `bot_levels` maps it (e.g. `ismcts:hard:1500ms`),
searched once from each of a few positions of one random game (`meeple.tools.botbench.positions`) at
each player count. CPU time is the process's; wall time is what a table waits. One line per game and
count.
"""

from __future__ import annotations

import argparse
import os
import time

from meeple import games
from meeple.bots import make_bot, spec_for_game
from meeple.engine import Rng
from meeple.tools.botbench import positions


def main() -> None:
    """Parse the arguments and print one line per game and player count."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="+")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 4])
    parser.add_argument("--positions", type=int, default=4)
    parser.add_argument("--level", choices=("easy", "medium", "hard"), default="hard")
    args = parser.parse_args()
    for gid in args.games:
        game = games.get(gid)
        spec = spec_for_game(f"ismcts:{args.level}", game)
        for n in args.players:
            cpu, wall, its = [], [], []
            for state, seat in positions(game, n, count=args.positions, seed=1):
                bot = make_bot(spec, game=game, seed=1)
                c0, w0 = time.process_time(), time.perf_counter()
                bot.choose(game, state, seat, Rng(1))
                cpu.append(round(1000 * (time.process_time() - c0)))
                wall.append(round(1000 * (time.perf_counter() - w0)))
                its.append(bot.last_iterations)
            print(f"{gid} {n}p {spec}: CPU ms/move {cpu} (mean {sum(cpu) / len(cpu):.0f}); wall ms/move {wall} "
                  f"(max {max(wall)}); iterations {its}; load {os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
