"""`meeple check`: the conformance kit on one game, with games, steps and CPU seconds per run.

Two ways to choose what to play:

* the game's **budget** (the default): the fixed list of runs its
  `tests/games/<id>/test_conformance.py` declares as `BUDGET` and that
  `make test` plays — a few seeds at each player count and each option choice
  once, about a minute of CPU at most;
* the **grid** (`--deep`): 200 seeds at every player count with every option
  combination the kit itself would play (`option_combinations`, filtered by
  the options' player counts) — what to run, and report, before a game's issue
  is resolved.

A budget is built with `budget(...)`, which spreads fresh seeds over the
player counts and plays every non-default choice of every option, so a test
module only says how many seeds go where.
"""

from __future__ import annotations

import importlib.util
import sys
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
from rich.table import Table

from meeple.engine import Game, InvalidOptions
from meeple.engine.conformance import ConformanceFailure, Report, check, options_fit
from meeple.engine.options import option_combinations, resolve_options
from meeple.tools.options import UsageError, check_players, describe_options, read_pairs

DEEP_SEEDS = 200
GRID_SEEDS = 20
"""Seeds per run of the grid without --deep (when --option or --seeds picks the grid)."""


@dataclass(frozen=True)
class Run:
    """One call of the kit: a player count, the non-default options, a seed range."""

    players: int
    options: Mapping[str, Any] = field(default_factory=dict)
    seeds: range = range(0)
    determinizations: int = 2

    @property
    def id(self) -> str:
        """A short name for pytest ids and reports: `3p-bidding=secret-s40:45`."""
        opts = "-".join(f"{k}={v}" for k, v in self.options.items()) or "defaults"
        return f"{self.players}p-{opts}-s{self.seeds.start}:{self.seeds.stop}"


@dataclass
class RunResult:
    """What one run played and what it cost."""

    run: Run
    games: int
    steps: int
    cpu_s: float

    def line(self) -> str:
        """`3 players, bidding="secret": 5 games, 3512 steps, 2.10 CPU s`."""
        return (f"{self.run.players} players, {describe(self.run.options)}: {self.games} games, "
                f"{self.steps} steps, {self.cpu_s:.2f} CPU s")


class CheckFailed(Exception):
    """A run broke the contract; `message` names the game, players, options, seed and step."""

    def __init__(self, run: Run, failure: ConformanceFailure, done: list[RunResult]) -> None:
        ctx = failure.context
        where = (
            f"{ctx.get('game')}: {run.players} players, options {dict(run.options) or 'defaults'}, "
            f"seed {ctx.get('seed', '(all seeds of the run)')}, step {ctx.get('step', '(after the playouts)')}"
        )
        super().__init__(f"conformance failure in {where}\n{failure}")
        self.run = run
        self.failure = failure
        self.done = done


def player_counts(game: Game) -> list[int]:
    """Every supported seat count."""
    return list(range(game.min_players, game.max_players + 1))


def non_default(game: Game, options: Mapping[str, Any]) -> dict[str, Any]:
    """The choices of `options` that differ from the game's defaults."""
    defaults = {o.id: o.default for o in game.options}
    return {k: v for k, v in options.items() if defaults.get(k, object()) != v}


def budget(
    game: Game,
    *,
    seeds: int | Mapping[int, int],
    option_seeds: int,
    determinizations: int = 2,
    base: Mapping[str, Any] | None = None,
    first_seed: int = 0,
    chunk: int | None = None,
) -> list[Run]:
    """A fixed conformance budget: defaults at every count, then each non-default choice once.

    `seeds` games with the defaults at each player count (an int, or a
    count -> seeds mapping); then `option_seeds` games for every non-default
    choice of every option, dealt round-robin over the player counts the
    choice allows (each choice starting one count further, so the choices
    together visit every count). Every game gets a seed of its own, counting up
    from `first_seed`; `base` options are added to every run (e.g. a short
    game). `chunk` splits long seed ranges so pytest-xdist can spread them.
    """
    runs: list[Run] = []
    next_seed = first_seed
    base = dict(base or {})

    def add(players: int, options: Mapping[str, Any], count: int) -> None:
        nonlocal next_seed
        step = chunk or count
        for start in range(0, count, step or 1):
            n = min(step, count - start)
            runs.append(Run(players, {**base, **options}, range(next_seed, next_seed + n), determinizations))
            next_seed += n

    counts = player_counts(game)
    for n in counts:
        k = seeds if isinstance(seeds, int) else seeds.get(n, 0)
        if k and options_fit(game, {}, n):
            add(n, {}, k)
    for i, combo in enumerate(option_combinations(game.options)[1:]):
        choice = non_default(game, combo)
        fitting = [n for n in counts if options_fit(game, combo, n)]
        per_count = {n: 0 for n in fitting}
        for j in range(option_seeds):
            per_count[fitting[(i + j) % len(fitting)]] += 1
        for n in fitting:
            if per_count[n]:
                add(n, choice, per_count[n])
    return runs


def uncovered(game: Game, runs: Iterable[Run]) -> list[str]:
    """What a budget never plays: player counts, and non-default choices of an option."""
    runs = list(runs)
    missing = [f"{n} players" for n in player_counts(game) if not any(r.players == n and r.seeds for r in runs)]
    played = {(k, v) for r in runs if r.seeds for k, v in non_default(game, r.options).items()}
    for opt in game.options:
        for value in opt.values:
            if value != opt.default and (opt.id, value) not in played:
                missing.append(f"option {opt.id}={value!r}")
    return missing


def grid(
    game: Game, seeds: int = DEEP_SEEDS, players: Sequence[int] | None = None,
    options: Mapping[str, Any] | None = None, first_seed: int = 0,
) -> list[Run]:
    """Every player count (or `players`) × every option combination the kit plays (or `options`) × `seeds`
    seeds from `first_seed` (a long sweep can be split into seed ranges run at different times)."""
    combos = [dict(options)] if options is not None else option_combinations(game.options)
    runs = []
    for n in players or player_counts(game):
        for combo in combos:
            if options_fit(game, combo, n):
                runs.append(Run(n, non_default(game, combo), range(first_seed, first_seed + seeds)))
    return runs


def budget_file(game_id: str, root: Path | None = None) -> Path | None:
    """`tests/games/<id>/test_conformance.py` under `root`, the current folder or the source checkout."""
    candidates = [root] if root else [Path.cwd(), Path(__file__).resolve().parents[3]]
    for folder in candidates:
        path = folder / "tests" / "games" / game_id / "test_conformance.py"
        if path.is_file():
            return path
    return None


def load_budget(game_id: str, root: Path | None = None) -> list[Run] | None:
    """The `BUDGET` a game's conformance test declares, or None (no checkout, no BUDGET)."""
    path = budget_file(game_id, root)
    if path is None:
        return None
    repo = str(path.parents[3])
    added = repo not in sys.path
    if added:
        sys.path.insert(0, repo)  # the test module may import tests.* helpers
    try:
        spec = importlib.util.spec_from_file_location(f"_meeple_budget_{game_id}", path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    except ImportError:
        return None
    finally:
        if added:
            sys.path.remove(repo)
    runs = getattr(module, "BUDGET", None)
    return list(runs) if runs is not None else None


def default_budget(game: Game) -> list[Run]:
    """For a game without a declared BUDGET: 10 seeds per count, each choice in 4 games."""
    return budget(game, seeds=10, option_seeds=4)


def play(game: Game, run: Run) -> Report:
    """One run of the kit (what each parametrized conformance test calls)."""
    return check(game, seeds=run.seeds, players=run.players, options=run.options,
                 determinizations=run.determinizations)


def run_all(game: Game, runs: Iterable[Run], on_result: Callable[[RunResult], None] | None = None) -> list[RunResult]:
    """Play each run with the kit; raise CheckFailed at the first broken rule."""
    done: list[RunResult] = []
    for run in runs:
        resolve_options(game.options, run.options, run.players)  # a bad budget fails here, not as a game bug
        t0 = time.process_time()
        try:
            report = play(game, run)
        except ConformanceFailure as exc:
            raise CheckFailed(run, exc, done) from exc
        result = RunResult(run, report.games, report.steps, time.process_time() - t0)
        done.append(result)
        if on_result:
            on_result(result)
    return done


def describe(options: Mapping[str, Any]) -> str:
    """`bidding="secret", foresight=true`, or `defaults`."""
    return ", ".join(f"{k}={orjson.dumps(v).decode()}" for k, v in options.items()) or "defaults"


def select_runs(
    game: Game, *, deep: bool = False, seeds: int | None = None, players: int | None = None,
    pairs: Sequence[str] | None = None, first_seed: int = 0,
) -> tuple[list[Run], str]:
    """The runs a command line asks for, and a description; UsageError on bad input.

    Without --deep, --seeds or --option: the game's budget (only `players`
    seats when given). Otherwise the grid: `seeds` (200 with --deep, else 20)
    per run from `first_seed`, at `players` or every count the options allow.
    """
    if first_seed and not (deep or seeds is not None or pairs):
        raise UsageError("--first-seed needs the grid: give --seeds, --deep or --option")
    counts = [check_players(game, players)] if players is not None else None
    chosen: dict[str, Any] | None = None
    if pairs:
        given = read_pairs(game, pairs)
        fitting = [n for n in (counts or player_counts(game)) if options_fit(game, given, n)]
        try:
            resolve_options(game.options, given, fitting[0] if fitting else players)
        except InvalidOptions as exc:
            raise UsageError(f"{exc}. {describe_options(game)}") from None
        if not fitting:
            raise UsageError(f"{describe(given)} is not for {players} players")
        chosen, counts = non_default(game, given), fitting
    if deep or seeds is not None or chosen is not None:
        k = seeds or (DEEP_SEEDS if deep else GRID_SEEDS)
        where = f" from seed {first_seed}" if first_seed else ""
        return (grid(game, k, counts, chosen, first_seed),
                f"{'deep check' if deep else 'grid'}, {k} seeds per run{where}")
    declared = load_budget(game.id)
    if declared is None:
        runs, what = default_budget(game), "default budget (no BUDGET in tests/games/<id>/test_conformance.py)"
    else:
        runs, what = declared, "the test budget"
    if counts:
        runs = [r for r in runs if r.players in counts]
    return runs, what


def report_table(game: Game, results: Sequence[RunResult], what: str) -> Table:
    """One row per run, and the totals."""
    table = Table("players", "options", "seeds", "games", "steps", "CPU s", title=f"{game.id}: {what}")
    for res in results:
        r = res.run
        seeds = f"{r.seeds.start}-{r.seeds.stop - 1}" if len(r.seeds) > 1 else str(r.seeds.start)
        table.add_row(str(r.players), describe(r.options), seeds, str(res.games), str(res.steps), f"{res.cpu_s:.2f}")
    table.add_section()
    table.add_row("all", "", "", str(sum(r.games for r in results)), str(sum(r.steps for r in results)),
                  f"{sum(r.cpu_s for r in results):.2f}")
    return table
