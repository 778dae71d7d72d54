"""Engine benchmark: checked actions and random playouts per CPU second for each game, one JSON object per game.

Shared by `meeple bench` and `bench/engine.py`. Each playout is a whole game
played by random bots through the checked `apply` (the same path as
`meeple simulate`), so the figure is what a server or a soak test gets.

The headline rates (`actions_per_cpu_s`, `playouts_per_cpu_s`) are per second
of this process's CPU time (`time.process_time`): on a shared machine the wall
clock reads half when another job runs, the CPU time does not. The wall-clock
rates (`moves_per_s`, `playouts_per_s`) stay for comparison with older lines.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any

import orjson

from meeple.bots import RandomBot, play_game
from meeple.engine import Game

from .options import typical_players


def bench_game(game: Game, seconds: float = 3.0, *, players: int | None = None, seed: int = 0) -> dict[str, Any]:
    """Play random games for about `seconds` of CPU time (at least one game) and report the rates."""
    n = players if players is not None else typical_players(game)
    bots = [RandomBot()] * n
    games = moves = 0
    wall, cpu = time.perf_counter(), time.process_time()
    while True:
        record = play_game(game, n, None, seed + games, bots, policy_seed=seed + games)
        games += 1
        moves += record.steps
        used = time.process_time() - cpu
        if used >= seconds:
            break
    used, elapsed = max(used, 1e-9), max(time.perf_counter() - wall, 1e-9)
    return {
        "game": game.id,
        "players": n,
        "actions_per_cpu_s": round(moves / used, 1),
        "playouts_per_cpu_s": round(games / used, 2),
        "avg_moves": round(moves / games, 1),
        "cpu_s": round(used, 2),
        "playouts_per_s": round(games / elapsed, 2),
        "moves_per_s": round(moves / elapsed, 1),
    }


def summary(result: dict[str, Any]) -> str:
    """One line for people: `pickomino (4p): 151,234 actions/CPU-s, 812.5 playouts/CPU-s, 186 actions a game`."""
    if "error" in result:
        return f"{result['game']}: {result['error']}"
    return (
        f"{result['game']} ({result['players']}p): {result['actions_per_cpu_s']:,.0f} actions/CPU-s, "
        f"{result['playouts_per_cpu_s']:,} playouts/CPU-s, {result['avg_moves']:g} actions a game"
    )


def bench_all(
    games: Iterable[Game], seconds: float, write: Callable[[str], Any], broken: dict[str, str] | None = None,
    *, note: Callable[[str], Any] | None = None,
) -> int:
    """Bench each game and `write` one JSON line per game; return how many games failed.

    A game that crashes (or failed to load, listed in `broken`) gets an
    `{"game", "error"}` line so one unfinished game does not hide the others.
    `note`, when given, gets the human `summary` of each game too (the CLI
    sends it to stderr, so stdout stays JSON lines).
    """
    failures = 0
    for game_id, reason in sorted((broken or {}).items()):
        write(_line({"game": game_id, "error": f"not loaded: {reason}"}))
        failures += 1
    for game in games:
        try:
            result = bench_game(game, seconds)
        except Exception as exc:  # report and go on with the next game
            result = {"game": game.id, "error": f"{type(exc).__name__}: {exc}"}
            failures += 1
        write(_line(result))
        if note is not None:
            note(summary(result))
    return failures


def _line(data: dict[str, Any]) -> str:
    return orjson.dumps(data).decode()
