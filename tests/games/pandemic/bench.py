"""Speed figures for the README: `python -m tests.games.pandemic.bench` (not a test).

Times are CPU time of this process (`time.process_time`), so that other work
on a shared machine does not inflate them.
"""

from __future__ import annotations

import time

from meeple.engine import Rng
from meeple.games.pandemic import GAME


def playouts(players: int, games: int = 300, *, checked: bool = False) -> None:
    """Random playouts as a search runs them: legal_actions of the waited seat, then apply_trusted
    (or the checked `apply`)."""
    apply = GAME.apply if checked else GAME.apply_trusted
    start, steps = time.process_time(), 0
    for seed in range(games):
        s, policy = GAME.setup(players, {}, seed), Rng(seed)
        while waiting := GAME.waiting_for(s):
            seat = min(waiting)
            apply(s, seat, policy.choice(GAME.legal_actions(s, seat)))
            steps += 1
    spent = time.process_time() - start
    how = "apply" if checked else "apply_trusted"
    print(f"{players} players, {how}: {games / spent:.0f} playouts/s, {steps / spent:.0f} steps/s, "
          f"{steps / games:.1f} steps per game")


def per_call(reps: int = 3000) -> None:
    """Microseconds for one legal_actions, clone, determinize and view of a mid-game position."""
    s, policy = GAME.setup(4, {}, 5), Rng(5)
    for _ in range(40):
        seat = min(GAME.waiting_for(s))
        GAME.apply_trusted(s, seat, policy.choice(GAME.legal_actions(s, seat)))
    while s.phase != "actions" or s.pending is not None:
        seat = min(GAME.waiting_for(s))
        GAME.apply_trusted(s, seat, policy.choice(GAME.legal_actions(s, seat)))
    seat = s.current
    print(f"a turn of {len(GAME.legal_actions(s, seat))} legal actions:")
    for name, call in (
        ("legal_actions", lambda: GAME.legal_actions(s, seat)),
        ("clone", lambda: GAME.clone(s)),
        ("determinize", lambda: GAME.determinize(s, seat, Rng(1))),
        ("view", lambda: GAME.view(s, seat)),
    ):
        start = time.process_time()
        for _ in range(reps):
            call()
        print(f"{name}: {(time.process_time() - start) / reps * 1e6:.0f} µs")


if __name__ == "__main__":
    for n in (2, 3, 4):
        playouts(n)
    playouts(4, checked=True)
    per_call()
