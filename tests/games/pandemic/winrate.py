"""Measure the rule-based bot's team win rate (a script, not a test: it takes minutes).

    .venv/bin/python tests/games/pandemic/winrate.py [games] [players ...]

Plays `games` games (default 200) at each difficulty with every seat played
by `GAME.policy`, through `meeple.bots.play_game`, cycling the player counts
given (default 2, 3, 4); prints the wins per difficulty, split by player count.
"""

from __future__ import annotations

import sys
import time
from collections import Counter

from meeple.bots import play_game
from meeple.games.pandemic import GAME


def measure(games: int, counts: list[int], epidemics: int) -> tuple[Counter[int], Counter[int], float]:
    """Games played and won per player count, and the CPU seconds spent, at one difficulty."""
    start = time.process_time()
    played: Counter[int] = Counter()
    won: Counter[int] = Counter()
    for i in range(games):
        players = counts[i % len(counts)]
        record = play_game(GAME, players, {"epidemics": epidemics}, seed=i,
                           bots=[GAME.policy] * players, policy_seed=i)
        played[players] += 1
        won[players] += bool(record.outcome and record.outcome.team_won)
    return played, won, time.process_time() - start


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 200
    counts = [int(a) for a in argv[1:]] or [2, 3, 4]
    for epidemics, label in ((4, "introductory"), (5, "standard"), (6, "heroic")):
        played, won, seconds = measure(games, counts, epidemics)
        wins = sum(won.values())
        split = ", ".join(f"{n}p {won[n]}/{played[n]}" for n in counts)
        print(f"{label:>12}: {wins}/{games} won ({100 * wins / games:.1f}%) [{split}], {seconds:.0f} s CPU",
              flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
