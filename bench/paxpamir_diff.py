"""Pax Pamir against the external oracle (Rally the Troops' rules.js through node): the full sweep.

    PYTHONPATH=src:. python bench/paxpamir_diff.py [--seeds 20] [--players 2 3 4 5] [--every 1]
        [--ruling rulebook|page]

Plays seeded random games in Meeple and, at every `--every`-th main decision, loads the same position
into the oracle and compares legal actions, bribes, a card action's first choices, purchase outcomes
and the end of turn (see tests/games/paxpamir/oracle.py). The games use the `ruling` table option,
by default the published rulebook's reading (the oracle's); `--ruling page` plays the default table.
Prints the counts compared and every disagreement grouped by kind, with one example each (`--all`
prints every one).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.games.paxpamir.oracle import Oracle, available, sweep


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5])
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--ruling", choices=("rulebook", "page"), default="rulebook")
    parser.add_argument("--all", action="store_true")
    args = parser.parse_args()
    if not available():
        print("node or the oracle is missing")
        return 2
    oracle = Oracle()
    try:
        tally = sweep(oracle, range(args.seeds), tuple(args.players), args.every, ruling=args.ruling)
    finally:
        oracle.close()
    print(f"positions {tally.positions}, actions compared {tally.actions}, card-action first choices "
          f"{tally.subchoices}, bribes {tally.bribes}, negotiations {tally.negotiations}, "
          f"outcomes {tally.outcomes}, skipped {tally.skipped}")
    print(f"disagreements {len(tally.disagreements)}")
    shown: set[str] = set()
    for d in tally.disagreements:
        if args.all or d.what not in shown:
            shown.add(d.what)
            print(f"  [{d.what}] x{tally.kinds()[d.what]}  e.g. {d.players}p seed {d.seed} step {d.step}: "
                  f"ours {d.ours} / theirs {d.theirs}; known causes present: {list(d.causes) or 'none'}")
    unexplained = [d for d in tally.disagreements if not d.causes]
    print(f"unexplained (no known cause in the position): {len(unexplained)}")
    for d in unexplained:
        print(f"  [{d.what}] {d.players}p seed {d.seed} step {d.step}: ours {d.ours} / theirs {d.theirs}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
