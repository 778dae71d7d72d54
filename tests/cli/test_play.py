"""`meeple play`: a scripted human against random bots."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from typing import Any

from rich.console import Console
from typer.testing import CliRunner

from meeple.cli import app
from meeple.engine import Game, Outcome
from meeple.tools.render import seat_names
from meeple.tools.terminal import play_terminal
from tests.bots.simul import SIMUL
from tests.engine.toy import TOY


def _script(lines: Iterable[str]) -> Callable[[], str | None]:
    """A read_line that returns the given lines, then None (end of input)."""
    it = iter(lines)
    return lambda: next(it, None)


def _play(game: Game = TOY, lines: Iterable[str] = ("1",) * 50, **kw: Any) -> tuple[Outcome | None, str]:
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    kw.setdefault("seed", 3)
    result = play_terminal(game, kw.pop("players", 3), console=console, read_line=_script(lines), **kw)
    return result, out.getvalue()


def test_a_scripted_game_plays_to_the_end() -> None:
    outcome, text = _play()
    assert outcome is not None
    assert "Your view" in text and "Final position" in text and "Result" in text
    assert "Bot 1" in text and "Bot 2" in text and "{p" not in text
    assert ("You win!" in text) == (0 in outcome.winners)


def test_bad_input_is_explained_and_asked_again() -> None:
    outcome, text = _play(lines=["", "seven", "0", "99", "1"] + ["1"] * 50)
    assert outcome is not None
    assert "Please type a number from 1 to" in text
    assert "'seven' is not a number" in text
    assert "There is no move 0" in text and "There is no move 99" in text


def test_q_quits_and_end_of_input_too() -> None:
    outcome, text = _play(lines=["q"])
    assert outcome is None and "You left the game." in text
    outcome, text = _play(lines=[])
    assert outcome is None


def test_the_human_sees_only_their_own_secrets() -> None:
    _, text = _play(SIMUL, players=2, seat=1, lines=["3"] * 10)
    assert "You pick 3" in text  # a private event addressed to the human
    assert "Bot 1 has chosen" in text  # the bot's hidden pick is told only by the public event
    assert "Bot 1: pick" not in text


def test_the_human_may_sit_anywhere() -> None:
    assert seat_names(3, 1) == ["Bot 1", "You", "Bot 2"]
    outcome, text = _play(seat=2, seed=8)
    assert outcome is not None and "You are seat 2" in text


def test_play_through_the_command_line(runner: CliRunner, test_registry: dict) -> None:
    result = runner.invoke(app, ["play", "toy", "--players", "2", "--seed", "5"], input="x\n" + "1\n" * 40)
    assert result.exit_code == 0, result.output
    assert "'x' is not a number" in result.stdout
    assert "Final position" in result.stdout


def test_play_quits_cleanly_from_the_command_line(runner: CliRunner, test_registry: dict) -> None:
    result = runner.invoke(app, ["play", "toy", "--seat", "1", "--seed", "5"], input="q\n")
    assert result.exit_code == 0
    assert "You left the game." in result.stdout
    result = runner.invoke(app, ["play", "toy", "--players", "2", "--seat", "2"])
    assert result.exit_code == 2 and "--seat must be between 0 and 1" in result.stderr
