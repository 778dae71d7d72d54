"""Engine benchmark: random playouts per second for each game, one JSON object per game.

Shared by `meeple bench` and `bench/engine.py`. Each playout is a whole game
played by random bots through the checked `apply` (the same path as
`meeple simulate`), so the figure is what a server or a soak test gets.
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
    """Play random games for about `seconds` (at least one) and report the rates."""
    n = players if players is not None else typical_players(game)
    bots = [RandomBot()] * n
    games = moves = 0
    start = time.perf_counter()
    while True:
        record = play_game(game, n, None, seed + games, bots, policy_seed=seed + games)
        games += 1
        moves += record.steps
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            break
    elapsed = max(elapsed, 1e-9)
    return {
        "game": game.id,
        "players": n,
        "playouts_per_s": round(games / elapsed, 2),
        "moves_per_s": round(moves / elapsed, 1),
        "avg_moves": round(moves / games, 1),
    }


def bench_all(
    games: Iterable[Game], seconds: float, write: Callable[[str], Any], broken: dict[str, str] | None = None
) -> int:
    """Bench each game and `write` one JSON line per game; return how many games failed.

    A game that crashes (or failed to load, listed in `broken`) gets an
    `{"game", "error"}` line so one unfinished game does not hide the others.
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
    return failures


def _line(data: dict[str, Any]) -> str:
    return orjson.dumps(data).decode()
