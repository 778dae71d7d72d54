"""`meeple match`: a tiny run as JSON and as tables, and clear usage errors."""

from __future__ import annotations

import orjson
import pytest
from typer.testing import CliRunner

from meeple.cli import app


@pytest.mark.usefixtures("test_registry")
def test_json_line(runner: CliRunner) -> None:
    result = runner.invoke(app, ["match", "toy", "-p", "2", "--bots", "ismcts:10,random", "--games", "4",
                                 "--seed", "2", "--workers", "1", "--json"])
    assert result.exit_code == 0, result.output
    d = orjson.loads(result.stdout)
    assert (d["game"], d["players"], d["games"], d["seed"], d["workers"]) == ("toy", 2, 4, 2, 1)
    assert [b["bot"] for b in d["bots"]] == ["ismcts:10", "random"]
    assert sum(b["wins"] for b in d["bots"]) == pytest.approx(4)
    for b in d["bots"]:
        assert {"win_rate", "win_interval", "elo", "elo_interval", "ms_per_move"} <= b.keys()


@pytest.mark.usefixtures("test_registry")
def test_tables_with_a_progress_bar(runner: CliRunner) -> None:
    result = runner.invoke(app, ["match", "simul", "-p", "3", "--bots", "ismcts:5,random", "-n", "3", "-w", "1"])
    assert result.exit_code == 0, result.output
    assert "3 games of simul (3 players, seats rotated)" in result.output
    assert "ismcts:5" in result.output and "random" in result.output and "Elo" in result.output


@pytest.mark.usefixtures("test_registry")
@pytest.mark.parametrize("args, message", [
    (["--bots", "ismcts,alphazero"], "unknown bot 'alphazero'"),
    (["--bots", "random,random,random", "-p", "2"], "3 bots for 2 seats"),
    (["--bots", "policy"], "toy has no policy bot"),
    (["-p", "9"], "Toy is for 2-3 players, not 9"),
])
def test_usage_errors_exit_2(runner: CliRunner, args: list[str], message: str) -> None:
    result = runner.invoke(app, ["match", "toy", "-n", "2", "-w", "1", *args])
    assert result.exit_code == 2
    assert message in " ".join(result.output.split())


@pytest.mark.usefixtures("test_registry")
def test_unknown_game(runner: CliRunner) -> None:
    result = runner.invoke(app, ["match", "chess"])
    assert result.exit_code == 2
    assert "no game called 'chess'" in result.output
