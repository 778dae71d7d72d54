"""The balance study: the fixed strategies of `bot.py` against each other, by self-play.

    python -m meeple.games.refuge.balance --players 2 --games 400
    python -m meeple.games.refuge.balance --players 4 --games 400 --table

Two players: every pair of strategies head to head on the same deals, seats
swapped, and each strategy's mean win rate over its pairs. With `--table`
(any count): tables of distinct strategies rotated through every seat, and
each strategy's share of wins. Also: mean points, turns a walk, and how often
walkers were caught, which the README quotes.
"""

from __future__ import annotations

import argparse
import itertools
from collections.abc import Sequence

from meeple.engine import Rng

from .bot import STRATEGIES, Strategy, choose
from .rules import GAME
from .state import RefugeState


def play_one(players: Sequence[Strategy], seed: int) -> RefugeState:
    """One game with the strategies seated in order; the finished state."""
    state = GAME.setup(len(players), {}, seed)
    rng = Rng(seed ^ 0x9E37)
    while True:
        waiting = sorted(GAME.waiting_for(state))
        if not waiting:
            return state
        seat = waiting[rng.below(len(waiting))]
        legal = GAME.legal_tuple(state, seat)
        GAME.apply_trusted(state, seat, choose(state, seat, legal, players[seat]) if len(legal) > 1 else legal[0])


def shares(state: RefugeState) -> list[float]:
    """Each seat's share of first place (ties split)."""
    top = max(state.vp)
    winners = [s for s in range(state.players) if state.vp[s] == top]
    return [1 / len(winners) if s in winners else 0.0 for s in range(state.players)]


def head_to_head(a: Strategy, b: Strategy, games: int) -> float:
    """a's win share against b over `games` two-player games (pairs of deals with seats swapped)."""
    won = 0.0
    for i in range(games):
        seats = (a, b) if i % 2 == 0 else (b, a)
        state = play_one(seats, 1000 + i // 2)
        won += shares(state)[i % 2]
    return won / games


def round_robin(names: Sequence[str], games: int) -> None:
    """Print the two-player head-to-head matrix and each strategy's mean."""
    print("row's win share against column, two players, " + f"{games} games a pair")
    print(f"{'':>10}" + "".join(f"{n:>10}" for n in names) + f"{'mean':>10}")
    for a in names:
        row = []
        for b in names:
            row.append(0.5 if a == b else head_to_head(STRATEGIES[a], STRATEGIES[b], games))
        others = [x for b, x in zip(names, row, strict=True) if b != a]
        print(f"{a:>10}" + "".join(f"{x:>10.2f}" for x in row) + f"{sum(others) / len(others):>10.2f}")


def tables(names: Sequence[str], players: int, games: int) -> None:
    """Tables of `players` distinct strategies, every combination rotated through every seat."""
    won = dict.fromkeys(names, 0.0)
    seats = dict.fromkeys(names, 0)
    points = dict.fromkeys(names, 0)
    caught = walks = turns = 0
    combos = list(itertools.combinations(names, players))
    for i in range(games):
        combo = combos[i % len(combos)]
        shift = (i // len(combos)) % players
        lineup = [STRATEGIES[combo[(k + shift) % players]] for k in range(players)]
        state = play_one(lineup, 5000 + i)
        for s, share in enumerate(shares(state)):
            won[lineup[s].name] += share
            seats[lineup[s].name] += 1
            points[lineup[s].name] += state.vp[s]
            caught += state.results[s].count("caught")
            walks += len(state.results[s])
        turns += state.turn
    print(f"{players} players, {games} games: win share (baseline {1 / players:.2f}) and mean points")
    for n in sorted(names, key=lambda n: -won[n] / max(1, seats[n])):
        print(f"{n:>10} {won[n] / max(1, seats[n]):6.2f} {points[n] / max(1, seats[n]):7.1f}  ({seats[n]} seats)")
    print(f"caught in {caught / walks:.0%} of walks")


def main() -> None:
    """Command line: see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--table", action="store_true")
    parser.add_argument("--strategies", default=",".join(STRATEGIES))
    args = parser.parse_args()
    names = args.strategies.split(",")
    if args.table or args.players > 2:
        tables(names, args.players, args.games)
    else:
        round_robin(names, args.games)


if __name__ == "__main__":
    main()
