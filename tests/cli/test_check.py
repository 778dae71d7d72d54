"""`meeple check` and meeple.tools.check: budgets, the deep grid, reports and failures."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from meeple.cli import app
from meeple.engine import Option, conformance
from meeple.tools import check as tool
from meeple.tools.check import Run, budget, grid, load_budget, select_runs, uncovered
from meeple.tools.options import UsageError
from tests.engine.test_conformance import LeakyView, NeverEnds
from tests.engine.toy import ToyGame


class WithOptions(ToyGame):
    """The toy with two options, one of them only for three players."""

    id = "toyopts"
    options = (
        Option.flag("fast", "Fast"),
        Option("mode", "Mode", (("a", "A"), ("b", "B"), ("c", "C")), "a", players=(3,)),
    )


@pytest.fixture
def games(test_registry: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    for game in (WithOptions(), LeakyView(), NeverEnds()):
        monkeypatch.setitem(test_registry, game.id if game.id != "toy" else type(game).__name__.lower(), game)
    return test_registry


def test_the_default_budget_runs_and_reports(runner: CliRunner, games: dict) -> None:
    result = runner.invoke(app, ["check", "toy"])
    assert result.exit_code == 0, result.output
    assert "default budget" in result.output
    assert "2 players, defaults: 10 games" in result.output and "3 players, defaults: 10 games" in result.output
    assert "CPU s" in result.output and "toy: conformance passed: 20 games" in result.output


def test_seeds_and_players_pick_the_grid(runner: CliRunner, games: dict) -> None:
    result = runner.invoke(app, ["check", "toy", "--seeds", "3", "--players", "2"])
    assert result.exit_code == 0, result.output
    assert "grid, 3 seeds per run, 1 runs" in result.output and "passed: 3 games" in result.output


def test_deep_plays_every_count_and_option_combination(
    runner: CliRunner, games: dict, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tool, "DEEP_SEEDS", 2)
    result = runner.invoke(app, ["check", "toyopts", "--deep"])
    assert result.exit_code == 0, result.output
    # defaults and fast=true at 2 and 3 players, mode b and c at 3 players only: 6 runs of 2 seeds
    assert "deep check, 2 seeds per run, 6 runs" in result.output
    assert 'mode="b"' in result.output and 'mode="c"' in result.output and "passed: 12 games" in result.output


def test_first_seed_splits_a_sweep_into_seed_ranges(runner: CliRunner, games: dict) -> None:
    result = runner.invoke(app, ["check", "toy", "--seeds", "3", "--players", "2", "--first-seed", "5"])
    assert result.exit_code == 0, result.output
    assert "grid, 3 seeds per run from seed 5, 1 runs" in result.output and "5-7" in result.output
    runs, _ = select_runs(WithOptions(), deep=True, first_seed=100)
    assert {r.seeds for r in runs} == {range(100, 300)}


def test_an_option_plays_that_set_where_it_fits(runner: CliRunner, games: dict) -> None:
    result = runner.invoke(app, ["check", "toyopts", "--option", 'mode="c"', "--seeds", "2"])
    assert result.exit_code == 0, result.output
    assert "1 runs" in result.output and '3 players, mode="c": 2 games' in result.output


def test_a_broken_game_fails_with_where_it_broke(runner: CliRunner, games: dict) -> None:
    result = runner.invoke(app, ["check", "leakyview", "--seeds", "2"])
    assert result.exit_code == 1
    err = " ".join(result.stderr.split())  # rich wraps long lines
    assert "conformance failure in toy: 2 players, options defaults, seed 0, step 0" in err
    assert "shows something seat" in err


def test_a_game_that_never_ends_fails(runner: CliRunner, games: dict) -> None:
    result = runner.invoke(app, ["check", "neverends", "--seeds", "1", "--players", "3"])
    assert result.exit_code == 1 and "did not end within max_steps" in " ".join(result.stderr.split())


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "5"], "Toy is for 2-3 players, not 5"),
        (["--option", "speed=1"], "unknown option(s): speed"),
        (["--first-seed", "5"], "--first-seed needs the grid"),
    ],
)
def test_bad_input_is_a_usage_error(runner: CliRunner, games: dict, args: list[str], message: str) -> None:
    result = runner.invoke(app, ["check", "toy", *args])
    assert result.exit_code == 2 and message in result.stderr


def test_an_option_for_other_player_counts_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="only for 3 players"):
        select_runs(WithOptions(), players=2, pairs=['mode="b"'])


def test_a_budget_covers_every_count_and_choice_with_fresh_seeds() -> None:
    game = WithOptions()
    runs = budget(game, seeds={2: 3, 3: 4}, option_seeds=3)
    assert uncovered(game, runs) == []
    seeds = [s for r in runs for s in r.seeds]
    assert len(seeds) == len(set(seeds)) == 3 + 4 + 3 * 3
    # mode is only for three players, so all its games are there
    assert all(r.players == 3 for r in runs if "mode" in r.options)
    # every run is one the kit really plays
    for r in runs:
        assert conformance.options_fit(game, r.options, r.players) and r.seeds


def test_uncovered_names_what_a_budget_misses() -> None:
    game = WithOptions()
    assert uncovered(game, [Run(2, {}, range(3))]) == ["3 players", "option fast=True", "option mode='b'",
                                                        "option mode='c'"]


def test_chunks_split_long_ranges() -> None:
    runs = budget(ToyGame(), seeds=120, option_seeds=0, chunk=50)
    assert [len(r.seeds) for r in runs] == [50, 50, 20] * 2


def test_the_grid_is_what_the_kit_plays_by_default() -> None:
    game = WithOptions()
    runs = grid(game, seeds=1)
    kit = conformance.check(game, seeds=range(1))
    assert len(runs) == kit.games == 6


def test_a_declared_budget_is_found_in_the_checkout(tmp_path: Path) -> None:
    folder = tmp_path / "tests" / "games" / "toy"
    folder.mkdir(parents=True)
    (folder / "test_conformance.py").write_text(
        "from meeple.tools.check import Run\nBUDGET = [Run(2, {}, range(4, 6))]\n"
    )
    assert load_budget("toy", tmp_path) == [Run(2, {}, range(4, 6))]
    assert load_budget("nosuchgame", tmp_path) is None


def test_every_game_in_the_checkout_declares_a_budget() -> None:
    from meeple import games as registry

    for game in registry.all():
        runs = load_budget(game.id)
        assert runs, f"tests/games/{game.id}/test_conformance.py declares no BUDGET"
        assert uncovered(game, runs) == [], game.id
