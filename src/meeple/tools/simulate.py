"""Many random games in a row and the figures they give: speed, length, wins and scores per seat."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from meeple.bots import GameRecord, RandomBot, play_game
from meeple.engine import Game, resolve_options


@dataclass
class Tally:
    """Running totals over finished games (kept small: one list of lengths and scores per seat)."""

    players: int
    lengths: list[int] = field(default_factory=list)
    firsts: list[int] = field(init=False)
    scores: list[list[float]] = field(init=False)
    team_games: int = 0
    team_wins: int = 0

    def __post_init__(self) -> None:
        self.firsts = [0] * self.players
        self.scores = [[] for _ in range(self.players)]

    def add(self, record: GameRecord) -> None:
        """Count one game; every seat tied for first counts a first place."""
        self.lengths.append(record.steps)
        out = record.outcome
        if out is None:
            return
        for seat in out.winners:
            self.firsts[seat] += 1
        for seat, score in enumerate(out.scores):
            self.scores[seat].append(score)
        if out.cooperative:
            self.team_games += 1
            self.team_wins += bool(out.team_won)


def spread(values: list[float]) -> dict[str, float | None]:
    """Mean, population stdev, min and max of a list (None for an empty list)."""
    if not values:
        return {"mean": None, "stdev": None, "min": None, "max": None}
    return {"mean": statistics.fmean(values), "stdev": statistics.pstdev(values),
            "min": min(values), "max": max(values)}


@dataclass
class Simulation:
    """The result of `simulate`, ready to print or to dump as JSON."""

    game: str
    players: int
    options: dict[str, Any]
    seed: int
    seconds: float
    tally: Tally

    @property
    def games(self) -> int:
        return len(self.tally.lengths)

    def as_dict(self) -> dict[str, Any]:
        """Every figure, JSON-ready (this is the `--json` line)."""
        t, n, moves = self.tally, self.games, sum(self.tally.lengths)
        secs = max(self.seconds, 1e-9)
        return {
            "game": self.game, "players": self.players, "options": self.options, "seed": self.seed,
            "games": n, "seconds": round(self.seconds, 4),
            "games_per_s": n / secs, "moves_per_s": moves / secs,
            "length": {"mean": moves / n if n else None, "min": min(t.lengths, default=None),
                       "max": max(t.lengths, default=None)},
            "wins": [f / n if n else 0.0 for f in t.firsts],
            "scores": [spread(s) for s in t.scores],
            "team_win_rate": t.team_wins / t.team_games if t.team_games else None,
        }


def simulate(
    game: Game,
    players: int,
    games: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    *,
    on_game: Callable[[GameRecord], None] | None = None,
) -> Simulation:
    """Play `games` random games with seeds `seed, seed+1, …` (the policy seeded alike)."""
    bots = [RandomBot()] * players
    tally = Tally(players)
    opts = resolve_options(game.options, options, players)
    start = time.perf_counter()
    for i in range(games):
        record = play_game(game, players, opts, seed + i, bots, policy_seed=seed + i)
        tally.add(record)
        if on_game is not None:
            on_game(record)
    elapsed = time.perf_counter() - start
    return Simulation(game.id, players, opts, seed, elapsed, tally)


def _num(value: float | None, digits: int = 1) -> str:
    return "-" if value is None else f"{value:,.{digits}f}"


def _short(value: float | None) -> str:
    return "-" if value is None else f"{value:g}"


def summary(sim: Simulation) -> list[RenderableType]:
    """The figures of a simulation as rich renderables: a headline and a table per seat."""
    d = sim.as_dict()
    length = d["length"]
    head = Text(
        f"{d['games']} games of {sim.game} ({sim.players} players) in {d['seconds']:.2f} s: "
        f"{_num(d['games_per_s'])} games/s, {_num(d['moves_per_s'], 0)} moves/s, "
        f"{_num(length['mean'])} moves per game (min {length['min']}, max {length['max']})"
    )
    out: list[RenderableType] = [head]
    if d["team_win_rate"] is not None:
        out.append(Text(f"Team win rate: {d['team_win_rate']:.1%}"))
    table = Table("seat", "wins", "score mean", "stdev", "min", "max", title="Per seat", title_justify="left")
    for seat, (win, sc) in enumerate(zip(d["wins"], d["scores"], strict=True)):
        table.add_row(str(seat), f"{win:.1%}", _num(sc["mean"], 2), _num(sc["stdev"], 2),
                      _short(sc["min"]), _short(sc["max"]))
    out.append(table)
    return out
