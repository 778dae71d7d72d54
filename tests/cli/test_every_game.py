"""Every registered game through the command line: `meeple play` (a scripted human against random bots) and
`meeple simulate` play whole games at the fewest and the most seats, and with the options a game's own
terminal cases name.

The scripted human always types 1, so each game is a different walk from a random bot's. What a person
reads must be finished text: a result, and no `{p0}` left unfilled in the log, the view or the result
(Burgle Bros' and Room 25's reasons once showed it).
"""

from __future__ import annotations

from typing import Any

import pytest
from typer.testing import CliRunner

import meeple.games as registry
from meeple.cli import app
from meeple.engine import Game
from tests.games.playouts import simulate_args, terminal_game

SLOW = {"dungeonpetz"}
"""Games whose scripted walk takes some 30 CPU seconds a count: played at the fewest seats only."""

OPTION_CASES: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "gangsta": [(2, {"clans": True}), (3, {"pass_minimum": True}), (4, {"catch_up": True})],
    "paxpamir": [(3, {"ruling": "rulebook"}), (2, {"wakhan": True})],
}
"""Options that change what the terminal shows or asks, beyond the defaults."""


def needed(game: Game, players: int) -> dict[str, Any]:
    """The options a table of `players` cannot do without (Pax Pamir alone needs Wakhan)."""
    return {o.id: next(v for v in o.values if v != o.default) for o in game.options if players in o.needed}


def cases() -> list[Any]:
    out = []
    for game in registry.all():
        counts = [game.min_players] if game.id in SLOW else sorted({game.min_players, game.max_players})
        plain = [(n, needed(game, n)) for n in counts]
        for players, options in plain + OPTION_CASES.get(game.id, []):
            label = "-".join([game.id, str(players), *(f"{k}={v}" for k, v in options.items())])
            out.append(pytest.param(game.id, players, options, id=label))
    return out


@pytest.mark.parametrize(("game_id", "players", "options"), cases())
def test_meeple_play_reaches_a_readable_end(game_id: str, players: int, options: dict[str, Any]) -> None:
    outcome, text = terminal_game(registry.get(game_id), players, options, seed=3)
    assert outcome is not None and "Result" in text
    assert "{p" not in text, text[max(0, text.find("{p") - 300):text.find("{p") + 100]


@pytest.mark.parametrize(("game_id", "players", "options"), cases())
def test_meeple_simulate_plays_whole_games(game_id: str, players: int, options: dict[str, Any]) -> None:
    game = registry.get(game_id)
    result = CliRunner().invoke(app, simulate_args(game, players, options, games=1))
    assert result.exit_code == 0, result.output
    assert f"1 games of {game.id} ({players} players)" in " ".join(result.output.split())
