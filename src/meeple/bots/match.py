"""Matches between bots: many games with rotated seats, played in parallel, summed into statistics.

A lineup names one bot spec per seat (`["ismcts", "random", "random"]`). Game
`i` seats lineup entry `j` at seat `(j + i) % players`, so over every block of
`players` games each entry plays every seat once; the games of one block share
a deal (`seed + i // players`), so the rotation also evens out lucky deals. In a
two-player match this is head to head with seats alternated on the same deal.

Games run in a pool of worker processes (`workers`); each game's bots are made
fresh from their specs in the worker, and results are summed in game order,
so an iteration-budget match gives the same figures with any number of workers.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Action, Game, Rng, State, resolve_options

from .base import BaseBot
from .driver import play_game
from .factory import make_bot, spec_for_game
from .stats import pairwise_scores, place_shares


class MatchError(ValueError):
    """A match that cannot be played as asked (bad lineup, counts); the message says why."""


def lineup(game: Game, players: int, specs: Sequence[str]) -> list[str]:
    """One spec per seat: the given specs, the last one repeated to fill the table.

    `["ismcts", "random"]` at four players is one ISMCTS and three random bots.
    A level name plays as the game's tables play it (`spec_for_game`: at Claim
    `ismcts:hard` is `ismcts:hard:1900ms`), so a match measures the bot a
    person meets. Every spec is checked against the game now (MatchError with
    the reason).
    """
    specs = [spec_for_game(s.strip(), game) for s in specs if s.strip()]
    if not specs:
        raise MatchError("name at least one bot, e.g. --bots ismcts,random")
    if not game.min_players <= players <= game.max_players:
        raise MatchError(f"{game.title} is for {game.min_players}-{game.max_players} players, not {players}")
    if len(specs) > players:
        raise MatchError(f"{len(specs)} bots for {players} seats: name at most one bot per seat")
    for spec in dict.fromkeys(specs):
        make_bot(spec, game=game)  # raises BotSpecError, a ValueError with the list of specs
    return specs + [specs[-1]] * (players - len(specs))


def seating(entries: Sequence[str], index: int) -> list[str]:
    """The spec at each seat in game `index`: entry j sits at seat (j + index) % players.

    >>> seating(["a", "b", "c"], 1)
    ['c', 'a', 'b']
    """
    n = len(entries)
    seats = [""] * n
    for j, spec in enumerate(entries):
        seats[(j + index) % n] = spec
    return seats


@dataclass(frozen=True)
class Job:
    """One game of a match, self-contained so that a worker process can play it."""

    game: Game
    players: int
    options: dict[str, Any]
    seats: tuple[str, ...]
    seed: int
    policy_seed: int
    index: int


@dataclass
class GameResult:
    """What one game contributes: who sat where, the result, and each seat's thinking."""

    index: int
    seats: tuple[str, ...]
    ranks: tuple[int, ...]
    scores: tuple[float, ...]
    cooperative: bool
    team_won: bool | None
    steps: int
    seconds: list[float]
    moves: list[int]
    iterations: list[int]
    searches: list[int]


class _Timed(BaseBot):
    """Wraps a bot to count its moves, its thinking time and its search iterations."""

    def __init__(self, bot: BaseBot) -> None:
        self.bot = bot
        self.name = bot.name
        self.budget = bot.budget
        self.seconds = 0.0
        self.moves = 0
        self.iterations = 0
        self.searches = 0

    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        start = time.perf_counter()
        action = self.bot.choose(game, state, seat, rng)
        self.seconds += time.perf_counter() - start
        self.moves += 1
        iterations = self.bot.last_iterations
        self.iterations += iterations
        self.searches += iterations > 0
        return action


def play_job(job: Job) -> GameResult:
    """Play one game of a match (in a worker process or inline)."""
    bots = [_Timed(make_bot(spec)) for spec in job.seats]
    record = play_game(job.game, job.players, job.options, job.seed, bots, policy_seed=job.policy_seed)
    out = record.outcome
    assert out is not None
    return GameResult(
        job.index, job.seats, tuple(out.ranks), tuple(out.scores), out.cooperative, out.team_won, record.steps,
        [b.seconds for b in bots], [b.moves for b in bots], [b.iterations for b in bots],
        [b.searches for b in bots],
    )


def jobs(game: Game, players: int, entries: Sequence[str], games: int, seed: int,
         options: Mapping[str, Any] | None = None) -> list[Job]:
    """The games of a match, seats rotated and deals shared within each rotation."""
    opts = resolve_options(game.options, options, players)
    return [Job(game, players, opts, tuple(seating(entries, i)), seed + i // players, seed + i, i)
            for i in range(games)]


def default_workers() -> int:
    """One worker per core."""
    return os.cpu_count() or 1


def run_jobs(todo: Sequence[Job], workers: int, on_game: Callable[[GameResult], None] | None = None,
             ) -> list[GameResult]:
    """Play every job, `workers` at a time in separate processes (inline when 1); results in game order."""
    results: list[GameResult] = []
    for result in _results(todo, workers):
        results.append(result)
        if on_game is not None:
            on_game(result)
    results.sort(key=lambda r: r.index)
    return results


def _results(todo: Sequence[Job], workers: int) -> Iterator[GameResult]:
    workers = max(1, min(workers, len(todo)))
    if workers == 1:
        yield from map(play_job, todo)
        return
    # spawn, not fork: the caller may run threads (a progress bar), which fork does not survive safely
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        yield from pool.imap_unordered(play_job, todo, chunksize=1)


@dataclass
class Entrant:
    """One bot's running totals over the seats it played."""

    name: str
    seat_games: int = 0
    wins: float = 0.0
    field_games: int = 0
    field_score: float = 0.0
    moves: int = 0
    seconds: float = 0.0
    iterations: int = 0
    searches: int = 0
    games_by_seat: dict[int, int] = field(default_factory=dict)
    wins_by_seat: dict[int, float] = field(default_factory=dict)

    def add(self, seat: int, win: float, vs_field: float | None, res: GameResult) -> None:
        """Count one seat-game: its share of first place, its score against the field, its thinking."""
        self.seat_games += 1
        self.wins += win
        if vs_field is not None:
            self.field_games += 1
            self.field_score += vs_field
        self.moves += res.moves[seat]
        self.seconds += res.seconds[seat]
        self.iterations += res.iterations[seat]
        self.searches += res.searches[seat]
        self.games_by_seat[seat] = self.games_by_seat.get(seat, 0) + 1
        self.wins_by_seat[seat] = self.wins_by_seat.get(seat, 0.0) + win


def tally(results: Sequence[GameResult], entries: Sequence[str]) -> dict[str, Entrant]:
    """Sum the games per bot (seats of the same spec pooled), in lineup order."""
    table = {name: Entrant(name) for name in dict.fromkeys(entries)}
    for res in results:
        if res.cooperative:
            wins = [1.0 if res.team_won else 0.0] * len(res.seats)
            field: list[float | None] = [None] * len(res.seats)
        else:
            wins = place_shares(res.ranks)
            field = pairwise_scores(res.ranks, res.seats)
        for seat, name in enumerate(res.seats):
            table[name].add(seat, wins[seat], field[seat], res)
    return table
