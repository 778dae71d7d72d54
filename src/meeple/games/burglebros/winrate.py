"""Win rate of the rule-based bot: `python -m meeple.games.burglebros.winrate [games] [job ...]`.

Every seat is played by `bot.POLICY.choose`; prints, per job and player count,
the games won, the safes opened on average, and the speed of play.
"""

from __future__ import annotations

import sys
import time

from meeple.engine import Rng

from .rules import GAME


def play_one(players: int, job: str, seed: int) -> tuple[bool, int, int]:
    """One bot game: (won, safes opened, steps)."""
    s = GAME.setup(players, {"job": job}, seed)
    rng, steps = Rng(seed ^ 0x5EED), 0
    while waiting := GAME.waiting_for(s):
        seat = min(waiting)
        GAME.apply_trusted(s, seat, GAME.policy.choose(GAME, s, seat, rng))
        steps += 1
    return s.result == "won", sum(s.safe_open), steps


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 200
    jobs = argv[1:] or ["bank", "office", "fortknox"]
    for job in jobs:
        for players in range(1, 5):
            start, won, safes, steps = time.perf_counter(), 0, 0, 0
            for seed in range(games):
                w, opened, n = play_one(players, job, seed)
                won, safes, steps = won + w, safes + opened, steps + n
            secs = time.perf_counter() - start
            print(f"{job:9} {players}p: won {won}/{games} ({100 * won / games:.1f}%), "
                  f"safes {safes / games:.2f}/game, {games / secs:.0f} games/s, {steps / secs:.0f} steps/s",
                  flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
