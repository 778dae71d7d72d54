"""Speed figures for the README: `python -m tests.games.pontedeldiavolo.bench` (not a test).

Times are CPU time of this process (`time.process_time`), so that other work
on a shared machine does not inflate them.
"""

from __future__ import annotations

import time

from meeple.engine import Rng
from meeple.games.pontedeldiavolo import GAME
from meeple.games.pontedeldiavolo.state import PLAY, PonteState


def playouts(games: int = 100) -> None:
    """Random playouts, as a search bot runs them: legal_actions + apply_trusted."""
    start, steps = time.process_time(), 0
    for seed in range(games):
        s, policy = GAME.setup(2, {}, seed), Rng(seed)
        while GAME.waiting_for(s):
            GAME.apply_trusted(s, s.turn, policy.choice(GAME.legal_actions(s, s.turn)))
            steps += 1
    spent = time.process_time() - start
    print(f"{games / spent:.0f} playouts/s, {steps / spent:.0f} steps/s, {steps / games:.1f} steps per game")


def crowded(seed: int, tiles: int) -> PonteState | None:
    """The first turn start of a seeded random game with at least `tiles` tiles down."""
    s, policy = GAME.setup(2, {}, seed), Rng(seed)
    while GAME.waiting_for(s):
        if s.phase == PLAY and not s.placed and sum(1 for c in s.board.cells if c) >= tiles:
            return s
        GAME.apply_trusted(s, s.turn, policy.choice(GAME.legal_actions(s, s.turn)))
    return None


def listing(seed: int, tiles: int, reps: int = 3000) -> None:
    """The time to list the legal actions of a crowded position from scratch (cache cleared)."""
    s = crowded(seed, tiles)
    if s is None:
        print(f"seed {seed} ended before {tiles} tiles")
        return
    start = time.process_time()
    for _ in range(reps):
        s.cache = {}
        acts = GAME.legal_actions(s, s.turn)
    spent = (time.process_time() - start) / reps
    down = sum(1 for c in s.board.cells if c)
    print(f"seed {seed}: {down} tiles, {len(s.board.bridges)} bridges,"
          f" {len(acts)} actions listed in {spent * 1e6:.0f} µs")


if __name__ == "__main__":
    playouts()
    for seed, tiles in ((3, 50), (11, 60), (2, 65)):
        listing(seed, tiles)
