"""Pax Pamir through the command line: `meeple play` (a scripted human against random bots) and `meeple
simulate` play whole games at every player count and with each option."""

from __future__ import annotations

from typing import Any

import pytest
from typer.testing import CliRunner

from meeple.cli import app
from meeple.games.paxpamir import GAME

from ..playouts import simulate_args, terminal_game

CASES = [(2, {}), (3, {}), (4, {}), (5, {}), (3, {"ruling": "rulebook"}), (1, {"wakhan": True}), (2, {"wakhan": True})]


@pytest.mark.parametrize(("players", "options"), CASES)
def test_meeple_play_reaches_the_end(players: int, options: dict[str, Any]) -> None:
    outcome, text = terminal_game(GAME, players, options, seed=3)
    assert outcome is not None and "Result" in text and "{p" not in text


@pytest.mark.parametrize(("players", "options"), CASES)
def test_meeple_simulate_plays_whole_games(players: int, options: dict[str, Any]) -> None:
    result = CliRunner().invoke(app, simulate_args(GAME, players, options))
    assert result.exit_code == 0, result.output
    assert f"2 games of {GAME.id} ({players} players)" in result.output
