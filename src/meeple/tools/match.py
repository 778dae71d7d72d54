"""`meeple match`: bots against bots over many games, with win rates, Elo estimates and thinking time.

The games themselves are played by `meeple.bots.match` (seat rotation, the
worker pool); this module sums them into the figures a reader wants and
renders them: per bot, the win rate with its 95% Wilson interval, the Elo
difference against the field (the other bots at the table) with its interval,
and the thinking time per move.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from meeple.bots.match import Entrant, GameResult, default_workers, jobs, lineup, run_jobs, tally
from meeple.bots.stats import elo, elo_interval, wilson
from meeple.engine import Game, resolve_options


@dataclass
class MatchReport:
    """A finished match: its settings, the games in order, and the totals per bot."""

    game: str
    players: int
    options: dict[str, Any]
    seed: int
    workers: int
    seconds: float
    entries: list[str]
    results: list[GameResult]
    entrants: dict[str, Entrant]

    @property
    def cooperative(self) -> bool:
        return bool(self.results) and self.results[0].cooperative

    def as_dict(self) -> dict[str, Any]:
        """Every figure, JSON-ready (the `--json` line)."""
        n = len(self.results)
        out: dict[str, Any] = {
            "game": self.game, "players": self.players, "options": self.options, "seed": self.seed,
            "games": n, "workers": self.workers, "seconds": round(self.seconds, 3), "lineup": self.entries,
            "avg_steps": round(sum(r.steps for r in self.results) / n, 1) if n else None,
            "cooperative": self.cooperative, "team_win_rate": None, "team_win_interval": None,
            "bots": [_bot_figures(e, self.entries.count(e.name)) for e in self.entrants.values()],
        }
        if self.cooperative:
            won = sum(1 for r in self.results if r.team_won)
            out["team_win_rate"] = won / n
            out["team_win_interval"] = _rounded(wilson(won, n))
        return out


def _bot_figures(e: Entrant, seats: int) -> dict[str, Any]:
    n, m = e.seat_games, e.field_games
    return {
        "bot": e.name,
        "seats_per_game": seats,
        "seat_games": n,
        "wins": round(e.wins, 3),
        "win_rate": round(e.wins / n, 4) if n else None,
        "win_interval": _rounded(wilson(e.wins, n)) if n else None,
        "score_vs_field": round(e.field_score / m, 4) if m else None,
        "elo": round(elo(e.field_score / m), 1) if m else None,
        "elo_interval": [round(x, 1) for x in elo_interval(e.field_score, m)] if m else None,
        "moves": e.moves,
        "ms_per_move": round(1000 * e.seconds / e.moves, 2) if e.moves else None,
        "ms_per_search": round(1000 * e.seconds / e.searches, 1) if e.searches else None,
        "iterations_per_search": round(e.iterations / e.searches, 1) if e.searches else None,
        "win_rate_by_seat": {str(s): round(e.wins_by_seat[s] / c, 4) for s, c in sorted(e.games_by_seat.items())},
    }


def _rounded(pair: tuple[float, float]) -> list[float]:
    return [round(pair[0], 4), round(pair[1], 4)]


def run_match(
    game: Game, players: int, specs: Sequence[str], games: int, seed: int = 0, *,
    options: Mapping[str, Any] | None = None, workers: int | None = None,
    on_game: Callable[[GameResult], None] | None = None,
) -> MatchReport:
    """Play `games` games of `game` between the bots `specs` (see `meeple.bots.match.lineup`)."""
    if games < 1:
        raise ValueError(f"a match needs at least one game, got {games}")
    entries = lineup(game, players, specs)
    opts = resolve_options(game.options, options, players)
    w = default_workers() if workers is None else max(1, workers)
    start = time.perf_counter()
    results = run_jobs(jobs(game, players, entries, games, seed, opts), w, on_game)
    elapsed = time.perf_counter() - start
    return MatchReport(game.id, players, opts, seed, min(w, games), elapsed, entries, results,
                       tally(results, entries))


def _pct(pair: list[float] | None) -> str:
    return "-" if pair is None else f"{pair[0]:.0%}–{pair[1]:.0%}"


def _num(value: float | None, fmt: str) -> str:
    return "-" if value is None else format(value, fmt)


def summary(report: MatchReport) -> list[RenderableType]:
    """The figures of a match as rich renderables: a headline and one row per bot."""
    d = report.as_dict()
    head = Text(
        f"{d['games']} games of {report.game} ({report.players} players, seats rotated) in "
        f"{d['seconds']:.1f} s on {d['workers']} worker(s); {d['avg_steps']} moves per game"
    )
    out: list[RenderableType] = [head]
    if d["cooperative"]:
        out.append(Text(f"Team win rate: {d['team_win_rate']:.1%} (95% {_pct(d['team_win_interval'])})"))
    table = Table(title="Per bot (Elo against the other bots at the table)", title_justify="left")
    table.add_column("bot", no_wrap=True)
    for label in ("seats", "wins", "95% CI", "Elo", "95% CI", "ms/move", "iters"):
        table.add_column(label, justify="right", no_wrap=True)
    for b in d["bots"]:
        elo_range = b["elo_interval"]
        table.add_row(
            b["bot"], str(b["seats_per_game"]), _num(b["win_rate"], ".1%"), _pct(b["win_interval"]),
            _num(b["elo"], "+.0f"), "-" if elo_range is None else f"{elo_range[0]:+.0f}..{elo_range[1]:+.0f}",
            _num(b["ms_per_move"], ".1f"), _num(b["iterations_per_search"], ".0f"),
        )
    out.append(table)
    return out
