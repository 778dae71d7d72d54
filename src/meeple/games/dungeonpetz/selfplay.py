"""Self-play of the bot's strategies against each other: does any one dominate?

`python -m meeple.games.dungeonpetz.selfplay [games] [players]` plays every style in every seat
against the balanced bot and prints each style's share of wins (a tie shares the win) and its mean
reputation. With N players a style that is no better than the others wins about 1/N of games.
"""

from __future__ import annotations

import sys

from meeple.engine import Rng

from .bot import STYLES, PetzPolicy
from .rules import GAME


def play(styles: list[str], seed: int) -> list[int]:
    """One game with these styles by seat; the final reputations."""
    s = GAME.setup(len(styles), {}, seed)
    bots = [PetzPolicy(style) for style in styles]
    rng = Rng(seed)
    while GAME.outcome(s) is None:
        seat = min(GAME.waiting_for(s))
        legal = GAME.legal_tuple(s, seat)
        GAME.apply_trusted(s, seat, bots[seat].rollout_action(s, seat, legal, rng))
    return list(s.rep)


def table(games: int = 40, players: int = 4) -> dict[str, tuple[float, float]]:
    """Each style against balanced bots in every seat: (win share, mean reputation)."""
    out: dict[str, tuple[float, float]] = {}
    for style in STYLES:
        wins = rep = 0.0
        for g in range(games):
            seat = g % players
            styles = ["balanced"] * players
            styles[seat] = style
            reps = play(styles, 1000 + g)
            best = max(reps)
            if reps[seat] == best:
                wins += 1 / reps.count(best)
            rep += reps[seat]
        out[style] = (wins / games, rep / games)
    return out


def mixed(games: int = 40, players: int = 4) -> dict[str, tuple[float, float]]:
    """Tables of different styles (rotating through seats and line-ups): (win share, mean reputation)."""
    wins = dict.fromkeys(STYLES, 0.0)
    rep = dict.fromkeys(STYLES, 0.0)
    seated = dict.fromkeys(STYLES, 0)
    for g in range(games):
        styles = [STYLES[(g + i) % len(STYLES)] for i in range(players)]
        styles = styles[g % players:] + styles[:g % players]
        reps = play(styles, 2000 + g)
        best = max(reps)
        for seat, style in enumerate(styles):
            seated[style] += 1
            rep[style] += reps[seat]
            if reps[seat] == best:
                wins[style] += 1 / reps.count(best)
    return {st: (wins[st] / seated[st], rep[st] / seated[st]) for st in STYLES if seated[st]}


def main() -> None:
    """Print the table."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    print(f"{games} games per style, {players} players, one style against balanced bots (fair share "
          f"{1 / players:.2f})")
    for style, (share, rep) in table(games, players).items():
        print(f"{style:10s} wins {share:.2f}  mean reputation {rep:.1f}")
    print(f"{games} tables of {players} different styles (fair share {1 / players:.2f})")
    for style, (share, rep) in mixed(games, players).items():
        print(f"{style:10s} wins {share:.2f}  mean reputation {rep:.1f}")


if __name__ == "__main__":
    main()
