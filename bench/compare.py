"""Checked actions per CPU-second, this tree against an older commit, in one interleaved run.

    python bench/compare.py REV [GAME ...] [--seconds 3] [--rounds 2]

Checks REV out in a temporary git worktree, then for each round and game runs
the same measurement in a fresh process for REV and for this tree, one after
the other, so both see the same machine load: random playouts by
`meeple.bots.RandomBot`s through `meeple.bots.play_game` (the checked `apply`,
as `meeple bench` plays), counted per `time.process_time`. Prints one line per
measurement and a table of means and ratios; the worktree is removed at the end.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TWO_PLAYER = {"gipf", "pontedeldiavolo"}
MEASURE = """
import sys, time
from meeple.bots import RandomBot, play_game
from meeple.games import get
game, seconds = get(sys.argv[1]), float(sys.argv[2])
players = int(sys.argv[3])
bots = [RandomBot()] * players
games = moves = 0
start = time.process_time()
while True:
    moves += play_game(game, players, None, games, bots, policy_seed=games).steps
    games += 1
    used = time.process_time() - start
    if used >= seconds:
        break
print(round(moves / used))
"""


def measure(src: Path, game: str, seconds: float) -> int:
    """One measurement in a fresh process importing meeple from `src`."""
    players = "2" if game in TWO_PLAYER else "4"
    env = {**os.environ, "PYTHONPATH": str(src)}
    out = subprocess.run([sys.executable, "-c", MEASURE, game, str(seconds), players],
                         env=env, capture_output=True, text=True, check=True)
    return int(out.stdout.strip())


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, measure both trees interleaved, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rev", help="the older commit to compare against")
    parser.add_argument("games", nargs="*", default=["pickomino", "forsale", "skull", "wizard"])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        before = Path(tmp) / "before"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(before), args.rev],
                       check=True, capture_output=True)
        try:
            rates: dict[tuple[str, str], list[int]] = {}
            for _ in range(args.rounds):
                for game in args.games:
                    for label, tree in (("before", before), ("after", ROOT)):
                        rate = measure(tree / "src", game, args.seconds)
                        rates.setdefault((game, label), []).append(rate)
                        print(f"{label:6} {game:16} {rate:>9,}", flush=True)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(before)], check=False)
    print(f"\n{'game':16} {'before':>9} {'after':>9} ratio")
    for game in args.games:
        old, new = (statistics.mean(rates[game, label]) for label in ("before", "after"))
        print(f"{game:16} {old:>9,.0f} {new:>9,.0f} {new / old:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
