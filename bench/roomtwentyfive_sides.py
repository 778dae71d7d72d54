"""Room 25 Suspicion: how often each hidden side wins with the given bots.

`meeple match` pools a bot's seats and splits first place between the winners, so with one bot
at every seat it reports 1/players whatever the sides do. This plays the same games as `meeple
match` (the same deals, seats and policy seeds) and counts the prisoners' and the guards' wins.

    PYTHONPATH=src python bench/roomtwentyfive_sides.py --players 5 --games 1000
    PYTHONPATH=src python bench/roomtwentyfive_sides.py --players 6 --games 300 --bots policy,random
"""

from __future__ import annotations

import argparse

from meeple.bots.match import jobs, lineup, play_job
from meeple.bots.stats import wilson
from meeple.games import get as get_game


def main() -> None:
    """Play the games and print one line per side."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--bots", default="policy", help="comma-separated specs, as for meeple match")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    game = get_game("roomtwentyfive")
    seats = lineup(game, args.players, args.bots.split(","))
    todo = jobs(game, args.players, seats, args.games, args.seed, {"mode": "suspicion"})
    prisoners = 0
    for job in todo:
        result = play_job(job)
        state = game.setup(job.players, job.options, job.seed)
        winner = next(s for s, score in enumerate(result.scores) if score > 0)
        prisoners += state.role[state.seats_characters(winner)[0]] != "guard"
    n = len(todo)
    for side, wins in (("prisoners", prisoners), ("guards", n - prisoners)):
        low, high = wilson(wins, n)
        print(f"{side}: {wins}/{n} = {wins / n:.1%} ({low:.1%}-{high:.1%})")


if __name__ == "__main__":
    main()
