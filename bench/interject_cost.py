"""What a server table's out-of-turn question costs beside a bot move: Pandemic, the team bot, one worker.

The positions of one three-player game of Pandemic bots (seed 4) are each
handed to a `BotPool` twice, interleaved: once as the out-of-turn question
for a seat not waited for (`BotPool.interject`, what a table asks after
every move) and once as the waited seat's move (`BotPool.choose`). Printed:
the server process's CPU (`time.process_time`: the state's dump, the
hand-over) and the wall time per call, medians, and their ratios.

    PYTHONPATH=src python bench/interject_cost.py [positions]
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import time

from meeple import games
from meeple.bots import play_game
from meeple.engine import State
from meeple.server.live.bot_pool import BotPool
from meeple.server.settings import Settings

GAME = games.get("pandemic")


def positions(n: int) -> list[State]:
    """The first `n` positions of one game of team bots."""
    options = GAME.resolve_options({"epidemics": 5}, 3)
    record = play_game(GAME, 3, options, seed=4, bots=[GAME.policy] * 3, policy_seed=4)
    state, out = GAME.setup(3, options, 4), []
    for seat, action in record.moves[:n]:
        out.append(GAME.clone(state))
        GAME.apply(state, seat, action)
    return out


async def measure(n: int) -> dict[str, list[float]]:
    """Seconds of server CPU and wall per call, for each kind of call."""
    pool = BotPool(Settings(bot_workers=1))
    found: dict[str, list[float]] = {"ask cpu": [], "ask wall": [], "move cpu": [], "move wall": []}
    try:
        states = positions(n)
        await pool.choose(GAME, states[0], min(GAME.waiting_for(states[0])), "policy", 1, "warm-up")
        for i, state in enumerate(states):
            waiting = GAME.waiting_for(state)
            other = next(s for s in range(3) if s not in waiting)
            for kind in ("ask", "move") if i % 2 else ("move", "ask"):  # interleaved, alternating first
                cpu, wall = time.process_time(), time.perf_counter()
                if kind == "ask":
                    await pool.interject(GAME, state, [(other, "policy")], i, "bench")
                else:
                    await pool.choose(GAME, state, min(waiting), "policy", i, "bench")
                found[f"{kind} cpu"].append(time.process_time() - cpu)
                found[f"{kind} wall"].append(time.perf_counter() - wall)
    finally:
        pool.close()
    return found


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 120
    found = asyncio.run(measure(n))
    ms = {k: statistics.median(v) * 1000 for k, v in found.items()}
    print(f"positions {len(found['ask cpu'])}, load average {os.getloadavg()[0]:.2f}")
    for kind in ("ask", "move"):
        print(f"{kind:4}: server CPU median {ms[kind + ' cpu']:.2f} ms, wall median {ms[kind + ' wall']:.2f} ms")
    print(f"ask/move: server CPU x{ms['ask cpu'] / ms['move cpu']:.2f}, wall x{ms['ask wall'] / ms['move wall']:.2f}")


if __name__ == "__main__":
    main()
