"""Checked actions per CPU-second, this tree against an older commit, in one interleaved run.

    python bench/compare.py REV [GAME ...] [--seconds 3] [--rounds 2]

    python bench/compare.py REV [GAME ...] --instructions [--count-games 20]

Checks REV out in a temporary git worktree, then for each round and game runs
the same measurement in a fresh process for REV and for this tree, one after
the other, so both see the same machine load: random playouts by
`meeple.bots.RandomBot`s through `meeple.bots.play_game` (the checked `apply`,
as `meeple bench` plays), counted per `time.process_time`. Prints one line per
measurement and a table of means and ratios; the worktree is removed at the end.

With `--instructions` it counts instead, under `valgrind --tool=callgrind`,
the CPU instructions per checked action of the same fixed set of games (less
a run of no games, so imports do not count). That count does not move with
the machine's load, so a change of 2% shows, where CPU-time rates on a busy
machine move by 10%; it is slow (about fifty times the run time), so keep
`--count-games` small. Fewer instructions is better: the ratio is after/before.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from meeple.games import get
from meeple.tools.options import typical_players

ROOT = Path(__file__).resolve().parent.parent
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


def players_of(game: str) -> str:
    """The seat count `meeple bench` plays `game` at (four where allowed), so both trees play the same games."""
    return str(typical_players(get(game)))


def measure(src: Path, game: str, seconds: float) -> int:
    """One measurement in a fresh process importing meeple from `src`."""
    players = players_of(game)
    env = {**os.environ, "PYTHONPATH": str(src)}
    out = subprocess.run([sys.executable, "-c", MEASURE, game, str(seconds), players],
                         env=env, capture_output=True, text=True, check=True)
    return int(out.stdout.strip())


COUNT = """
import sys
from meeple.bots import RandomBot, play_game
from meeple.games import get
game, games, players = get(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
bots = [RandomBot()] * players
print(sum(play_game(game, players, None, g, bots, policy_seed=g).steps for g in range(games)))
"""


def _callgrind(src: Path, game: str, games: int, players: str) -> tuple[int, int]:
    """(instructions, actions) of a fresh process playing `games` random games under callgrind."""
    env = {**os.environ, "PYTHONPATH": str(src)}
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                          sys.executable, "-c", COUNT, game, str(games), players],
                         env=env, capture_output=True, text=True, check=True)
    collected = [line for line in out.stderr.splitlines() if "Collected :" in line]
    return int(collected[-1].split(":")[-1]), int(out.stdout.strip())


def instructions(src: Path, game: str, games: int) -> int:
    """CPU instructions per checked action in random playouts (imports and setup of the process excluded)."""
    players = players_of(game)
    base, _ = _callgrind(src, game, 0, players)
    total, actions = _callgrind(src, game, games, players)
    return (total - base) // max(actions, 1)


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, measure both trees interleaved, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rev", help="the older commit to compare against")
    parser.add_argument("games", nargs="*", default=["pickomino", "forsale", "skull", "wizard"])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions per action under callgrind instead of timing")
    parser.add_argument("--count-games", type=int, default=20, help="games per count with --instructions")
    args = parser.parse_args(argv)
    if args.instructions:
        args.rounds = 1  # a count does not vary between runs
    with tempfile.TemporaryDirectory() as tmp:
        before = Path(tmp) / "before"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(before), args.rev],
                       check=True, capture_output=True)
        try:
            rates: dict[tuple[str, str], list[int]] = {}
            for _ in range(args.rounds):
                for game in args.games:
                    for label, tree in (("before", before), ("after", ROOT)):
                        rate = (instructions(tree / "src", game, args.count_games) if args.instructions
                                else measure(tree / "src", game, args.seconds))
                        rates.setdefault((game, label), []).append(rate)
                        print(f"{label:6} {game:16} {rate:>9,}", flush=True)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(before)], check=False)
    unit = "instructions per action" if args.instructions else "checked actions per CPU-second"
    print(f"\n{unit}\n{'game':16} {'before':>9} {'after':>9} ratio")
    for game in args.games:
        old, new = (statistics.mean(rates[game, label]) for label in ("before", "after"))
        print(f"{game:16} {old:>9,.0f} {new:>9,.0f} {new / old:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
