"""The `meeple` command line: thin typer commands over `meeple.tools`.

Each command resolves game ids through the registry, calls one function of
`meeple.tools` with a Game object, and turns clear errors into exit codes
(2 for bad usage, 1 for a failed check or a broken file).
"""

from __future__ import annotations

import secrets
import sys
from pathlib import Path
from typing import Annotated, NoReturn

import orjson
import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from meeple import __version__
from meeple.engine import Game

app = typer.Typer(no_args_is_help=True, help="Meeple: an open, self-hostable board game arena.")

GameId = Annotated[str, typer.Argument(help="Game id, see `meeple games`.")]
Players = Annotated[
    int | None, typer.Option("--players", "-p", help="Seats (default: 4 or the nearest allowed).")
]
OptionPairs = Annotated[
    list[str] | None,
    typer.Option("--option", "-o", help="A game option as key=value (value read as JSON when it is JSON); repeatable."),
]


def _fail(message: str, code: int = 1) -> NoReturn:
    """Print a message to stderr and leave with `code`."""
    Console(stderr=True).print(Text.assemble(("error: ", "red"), message))
    raise typer.Exit(code)


def _game(game_id: str) -> Game:
    from meeple import games as registry

    try:
        return registry.get(game_id)
    except registry.UnknownGame as exc:
        _fail(str(exc), 2)


def _table_setup(game: Game, players: int | None, option: list[str] | None) -> tuple[int, dict]:
    """The checked player count (default: the typical one) and options of a command line."""
    from meeple.tools.options import UsageError, check_players, game_options, typical_players

    try:
        n = check_players(game, players if players is not None else typical_players(game))
        return n, game_options(game, option, n)
    except UsageError as exc:
        _fail(str(exc), 2)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"meeple {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")
    ] = False,
) -> None:
    """Meeple: an open, self-hostable board game arena."""


@app.command()
def games() -> None:
    """List the registered games."""
    from meeple import games as registry

    found = registry.all()
    table = Table(title="Registered games", title_justify="left")
    table.add_column("id", no_wrap=True, min_width=max((len(g.id) for g in found), default=2))
    table.add_column("title")
    table.add_column("players")
    table.add_column("options", overflow="fold")
    for flag in ("chance", "hidden", "simult."):
        table.add_column(flag)
    mark = {True: "yes", False: "-"}
    for g in found:
        seats = str(g.min_players) if g.min_players == g.max_players else f"{g.min_players}-{g.max_players}"
        table.add_row(g.id, g.title, seats, ", ".join(o.id for o in g.options) or "-",
                      mark[g.chance], mark[g.hidden_information], mark[g.simultaneous])
    console = Console()
    console.print(table)
    for game_id, reason in registry.broken().items():
        console.print(Text.assemble(("not loaded: ", "yellow"), f"{game_id} ({reason})"))


@app.command()
def simulate(
    game: GameId,
    players: Players = None,
    count: Annotated[int, typer.Option("--games", "-n", min=1, help="How many games to play.")] = 100,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed of the first game; game i uses seed+i.")] = 0,
    option: OptionPairs = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON line instead of tables.")] = False,
) -> None:
    """Play random games and report speed, length, wins and scores per seat."""
    from meeple.bots.driver import BotError
    from meeple.tools.simulate import simulate as run
    from meeple.tools.simulate import summary

    g = _game(game)
    n, opts = _table_setup(g, players, option)
    try:
        if as_json:
            sim = run(g, n, count, seed, opts)
            typer.echo(orjson.dumps(sim.as_dict()).decode())
            return
        console = Console()
        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
        with Progress(*columns, console=console) as progress:
            task = progress.add_task(f"{g.id}, {n} players", total=count)
            sim = run(g, n, count, seed, opts, on_game=lambda _record: progress.advance(task))
    except BotError as exc:
        _fail(str(exc))
    for part in summary(sim):
        console.print(part)


@app.command()
def match(
    game: GameId,
    players: Players = None,
    bots: Annotated[
        str, typer.Option("--bots", "-b", help="Comma-separated bot specs, one per seat; the last fills the rest "
                          "(random, ismcts, ismcts:easy|medium|hard, ismcts:500, ismcts:250ms, policy).")
    ] = "ismcts,random",
    count: Annotated[int, typer.Option("--games", "-n", min=1, help="How many games to play.")] = 40,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed of the first deal; seats rotate on each deal.")] = 0,
    workers: Annotated[
        int | None, typer.Option("--workers", "-w", min=1, help="Worker processes (default: one per core).")
    ] = None,
    option: OptionPairs = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON line instead of tables.")] = False,
) -> None:
    """Bots against bots with seats rotated: win rates with 95% intervals, Elo vs the field, time per move."""
    from meeple.bots import BotSpecError
    from meeple.bots.driver import BotError
    from meeple.bots.match import MatchError
    from meeple.tools.match import run_match, summary

    g = _game(game)
    n, opts = _table_setup(g, players, option)
    specs = bots.split(",")
    try:
        if as_json:
            report = run_match(g, n, specs, count, seed, options=opts, workers=workers)
            typer.echo(orjson.dumps(report.as_dict()).decode())
            return
        console = Console()
        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
        with Progress(*columns, console=console) as progress:
            task = progress.add_task(f"{g.id}, {n} players", total=count)
            report = run_match(g, n, specs, count, seed, options=opts, workers=workers,
                               on_game=lambda _result: progress.advance(task))
    except (BotSpecError, MatchError) as exc:
        _fail(str(exc), 2)
    except BotError as exc:
        _fail(str(exc))
    for part in summary(report):
        console.print(part)


@app.command()
def play(
    game: GameId,
    players: Players = None,
    seat: Annotated[int, typer.Option("--seat", help="Your seat, from 0.")] = 0,
    seed: Annotated[int | None, typer.Option("--seed", "-s", help="Seed (default: a random one, shown).")] = None,
    option: OptionPairs = None,
) -> None:
    """Play in the terminal against random bots: type the number of a move, q to quit."""
    from meeple.tools.terminal import play_terminal

    g = _game(game)
    n, opts = _table_setup(g, players, option)
    if not 0 <= seat < n:
        _fail(f"--seat must be between 0 and {n - 1}", 2)
    play_terminal(g, n, seat=seat, seed=secrets.randbelow(2**31) if seed is None else seed,
                  options=opts, console=Console(), read_line=_read_stdin)


def _read_stdin() -> str | None:
    """The next typed line, or None at the end of input."""
    line = sys.stdin.readline()
    return line if line else None


@app.command()
def golden(
    game: Annotated[str | None, typer.Argument(help="Game id (default: every registered game).")] = None,
    write: Annotated[bool, typer.Option("--write", help="Record the files again (rules changed on purpose).")] = False,
    players: Annotated[int | None, typer.Option("--players", "-p", help="With --write: record a new file.")] = None,
    seed: Annotated[int | None, typer.Option("--seed", "-s", help="With --write: its seed (default 1).")] = None,
    option: OptionPairs = None,
    directory: Annotated[Path | None, typer.Option("--dir", help="Folder (default tests/games/<id>/golden).")] = None,
) -> None:
    """Check the golden playthroughs against today's rules (exit 1 with a diff), or re-record them."""
    from meeple import games as registry
    from meeple.tools import goldenfiles as gf

    if (players is not None or seed is not None or option) and not write:
        _fail("--players, --seed and --option record a new file, so they need --write", 2)
    targets = [_game(game)] if game else registry.all()
    if directory is not None and len(targets) != 1:
        _fail("--dir needs a single GAME", 2)
    failed = 0
    for g in targets:
        folder = directory or gf.golden_dir(g.id)
        if write:
            _golden_write(g, folder, players, seed, option)
        else:
            failed += _golden_check(g, folder)
    if failed:
        raise typer.Exit(1)


def _golden_check(game: Game, folder: Path) -> int:
    """Check every file of one game; return how many failed (a game without files fails)."""
    from meeple.tools import goldenfiles as gf

    files = gf.golden_files(folder)
    if not files:
        typer.echo(f"MISSING {game.id}: no golden files in {_shown(folder)}; record one with "
                   f"`meeple golden {game.id} --write`")
        return 1
    failed = 0
    for path in files:
        result = gf.check_file(game, path)
        typer.echo(f"{'ok' if result.ok else 'DIFFERS'} {_shown(path)}")
        for problem in result.problems:
            typer.echo(f"  {problem}")
        if not result.ok:
            typer.echo(f"  if the change is intended, run: meeple golden {game.id} --write")
            failed += 1
    return failed


def _golden_write(game: Game, folder: Path, players: int | None, seed: int | None, option: list[str] | None) -> None:
    """Record a new file when asked (or when there is none), else re-record every file."""
    from meeple.tools import goldenfiles as gf

    files = gf.golden_files(folder)
    if players is not None or seed is not None or option or not files:
        n, opts = _table_setup(game, players, option)
        path = gf.record_new(game, folder, n, 1 if seed is None else seed, opts)
        typer.echo(f"recorded {_shown(path)}")
        return
    for path in files:
        try:
            changed = gf.rewrite_file(game, path)
        except (OSError, ValueError, KeyError) as exc:
            _fail(f"{path}: {exc}")
        typer.echo(f"{'rewrote' if changed else 'unchanged'} {_shown(path)}")


def _shown(path: Path) -> Path:
    """A path relative to the current folder when it lies below it (shorter to read)."""
    try:
        return path.resolve().relative_to(Path.cwd())
    except ValueError:
        return path


@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="A meeple-replay/1 JSON file.")],
    seat: Annotated[int | None, typer.Option("--seat", help="Watch as this seat sees it (default: spectator).")] = None,
    show_all: Annotated[bool, typer.Option("--all", help="Print the whole log and exit.")] = False,
) -> None:
    """Step through a finished game: Enter = next, b = back, q = quit."""
    from meeple.replay import ReplayFormatError, ReplayMismatch, load_replay, rebuild
    from meeple.tools.replayer import check_viewer, print_log, step_through

    try:
        data = load_replay(file)
        timeline = rebuild(_game(data.game), data)
        viewer = check_viewer(data, seat)
    except (ReplayFormatError, ReplayMismatch) as exc:
        _fail(str(exc))
    console = Console()
    if show_all:
        print_log(timeline, viewer, console)
    else:
        step_through(timeline, viewer, console, _read_stdin)


@app.command()
def bench(
    game_ids: Annotated[list[str] | None, typer.Argument(metavar="[GAME]...", help="Game ids (default: all).")] = None,
    seconds: Annotated[float, typer.Option("--seconds", "-t", min=0.0, help="CPU seconds per game.")] = 3.0,
) -> None:
    """Checked actions and random playouts per CPU-second for each game: one JSON line each, a summary on stderr."""
    from meeple import games as registry
    from meeple.tools.bench import bench_all

    def note(line: str) -> None:
        typer.echo(line, err=True)

    if game_ids:
        failures = bench_all([_game(i) for i in game_ids], seconds, typer.echo, note=note)
    else:
        failures = bench_all(registry.all(), seconds, typer.echo, registry.broken(), note=note)
    if failures:
        raise typer.Exit(1)


@app.command()
def check(
    game: GameId,
    deep: Annotated[
        bool, typer.Option("--deep", help="200 seeds x every player count x every option combination.")
    ] = False,
    seeds: Annotated[
        int | None, typer.Option("--seeds", "-n", min=1, help="Seeds per run of the grid (implies the grid).")
    ] = None,
    players: Annotated[int | None, typer.Option("--players", "-p", help="Only this player count.")] = None,
    option: OptionPairs = None,
    first_seed: Annotated[int, typer.Option(
        "--first-seed", min=0, help="The grid's first seed (split a long sweep: --deep --first-seed 100 -n 100).",
    )] = 0,
) -> None:
    """Run the conformance kit: the game's test budget, or with --deep the whole grid."""
    from meeple.tools.check import CheckFailed, report_table, run_all, select_runs
    from meeple.tools.options import UsageError

    g = _game(game)
    try:
        runs, what = select_runs(g, deep=deep, seeds=seeds, players=players, pairs=option, first_seed=first_seed)
    except UsageError as exc:
        _fail(str(exc), 2)
    console = Console(highlight=False)
    console.print(f"{g.id}: {what}, {len(runs)} runs")
    try:
        results = run_all(g, runs, lambda r: console.print(f"  {r.line()}"))
    except CheckFailed as exc:
        if exc.done:
            console.print(report_table(g, exc.done, what))
        _fail(str(exc))
    console.print(report_table(g, results, what))
    games, steps, cpu = sum(r.games for r in results), sum(r.steps for r in results), sum(r.cpu_s for r in results)
    console.print(f"{g.id}: conformance passed: {games} games, {steps} steps, {cpu:.1f} CPU s")


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    database_url: Annotated[str | None, typer.Option(help="Database URL (default: a local SQLite file).")] = None,
) -> None:
    """Run the arena server."""
    try:
        from meeple.server.run import serve as run_server
    except ImportError as exc:
        _fail(f"the server cannot start: meeple.server.run could not be imported ({exc})")
    run_server(host, port, database_url)


def main() -> None:
    """Entry point of the `meeple` script."""
    app()
