"""`meeple --version`, `meeple games` and `meeple serve`."""

from __future__ import annotations

import sys
import types

import pytest
from typer.testing import CliRunner

from meeple import __version__
from meeple import games as registry
from meeple.cli import app


def test_version(runner: CliRunner) -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.stdout.strip() == f"meeple {__version__}"


def test_games_lists_every_registered_id(runner: CliRunner) -> None:
    result = runner.invoke(app, ["games"])
    assert result.exit_code == 0
    for game_id in registry.ids():
        assert game_id in result.stdout


def test_games_shows_players_and_flags(runner: CliRunner, test_registry: dict) -> None:
    result = runner.invoke(app, ["games"])
    assert result.exit_code == 0
    toy_row = next(line for line in result.stdout.splitlines() if " toy " in line)
    assert "2-3" in toy_row and "Toy" in toy_row
    assert toy_row.count("yes") == 2  # chance and hidden, not simultaneous
    simul_row = next(line for line in result.stdout.splitlines() if " simul " in line)
    assert simul_row.count("yes") == 2  # hidden and simultaneous


def test_unknown_game_is_a_usage_error(runner: CliRunner, test_registry: dict) -> None:
    result = runner.invoke(app, ["simulate", "chess"])
    assert result.exit_code == 2
    assert "no game called 'chess'" in result.stderr


def test_serve_without_a_server_says_so(runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "meeple.server.run", None)  # makes the import fail
    result = runner.invoke(app, ["serve"])
    assert result.exit_code == 1
    assert "the server cannot start" in result.stderr


def test_serve_passes_its_settings_to_the_server(runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    fake = types.ModuleType("meeple.server.run")
    fake.serve = lambda host, port, database_url: calls.append((host, port, database_url))  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "meeple.server.run", fake)
    result = runner.invoke(app, ["serve", "--host", "0.0.0.0", "--port", "9001", "--database-url", "sqlite:///x.db"])
    assert result.exit_code == 0, result.output
    assert calls == [("0.0.0.0", 9001, "sqlite:///x.db")]
