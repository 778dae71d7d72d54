"""Paired-seed measurement of Pandemic's team bot: which deals it wins, to compare two versions.

    PYTHONPATH=src .venv/bin/python bench/pandemic_paired.py PLAYERS EPIDEMICS [FIRST] [GAMES]

Plays deals FIRST.. FIRST+GAMES-1 (default 0, 100) through `meeple.bots.play_game`
(deal seed = policy seed), every seat `GAME.policy`, and prints the wins, the
cures and outbreaks a game, the CPU time a move, and one letter per deal (W won,
- lost). Run it on two versions of the bot (e.g. two copies of `src` on
PYTHONPATH) and line up the letters: a change shows as deals won by one version
only, which is far less noisy than two win rates on different deals.
"""

from __future__ import annotations

import sys
import time

from meeple.bots import play_game
from meeple.games.pandemic import GAME


def main(argv: list[str]) -> None:
    players, epidemics = int(argv[0]), int(argv[1])
    first = int(argv[2]) if len(argv) > 2 else 0
    games = int(argv[3]) if len(argv) > 3 else 100
    start = time.process_time()
    letters, cures, outbreaks, moves = [], 0, 0, 0
    for seed in range(first, first + games):
        record = play_game(GAME, players, {"epidemics": epidemics}, seed=seed,
                           bots=[GAME.policy] * players, policy_seed=seed)
        letters.append("W" if record.outcome and record.outcome.team_won else "-")
        cures += sum(1 for e in record.events if e.type == "cure")
        outbreaks += sum(1 for e in record.events if e.type == "outbreak")
        moves += len(record.moves)
    ms = 1000 * (time.process_time() - start) / max(1, moves)
    print(f"{players} players, {epidemics} epidemics, deals {first}-{first + games - 1}: "
          f"won {letters.count('W')}/{games}, {cures / games:.2f} cures and {outbreaks / games:.2f} "
          f"outbreaks a game, {ms:.1f} ms of CPU a move")
    print("".join(letters))


if __name__ == "__main__":
    main(sys.argv[1:])
