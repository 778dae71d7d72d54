"""`meeple replay`: printing the whole log, stepping through a game, and the command itself."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console
from typer.testing import CliRunner

from meeple.cli import app
from meeple.replay import dump_replay, rebuild
from meeple.tools.replayer import print_log, step_through
from tests.bots.simul import SIMUL
from tests.engine.toy import TOY
from tests.replay.samples import sample_replay


def _console() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=100, color_system=None), out


def test_the_log_shows_what_the_viewer_may_see() -> None:
    console, out = _console()
    print_log(rebuild(SIMUL, sample_replay(SIMUL)), 1, console)
    text = out.getvalue()
    assert "Seen by Bob." in text and "Reveal: Ana" in text
    assert text.count("You pick") == 2  # only Bob's own private events, one per round
    assert "Result" in text


def test_stepping_forward_back_and_out() -> None:
    timeline = rebuild(TOY, sample_replay())
    console, out = _console()
    lines = iter(["", "", "b", "what", "q"])
    step_through(timeline, None, console, lambda: next(lines, None))
    text = out.getvalue()
    assert "Start of the game" in text and "Move 1/" in text and "Move 2/" in text
    assert text.count("Move 1/") == 2  # shown again after going back
    assert "'what': press Enter for the next move" in text


def test_replay_command(runner: CliRunner, test_registry: dict, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    dump_replay(sample_replay(), path)
    result = runner.invoke(app, ["replay", str(path), "--all", "--seat", "0"])
    assert result.exit_code == 0, result.output
    assert "Seen by Ana." in result.stdout and "Result" in result.stdout
    result = runner.invoke(app, ["replay", str(path)], input="\n" * 200)
    assert result.exit_code == 0 and "Result" in result.stdout
    result = runner.invoke(app, ["replay", str(path), "--seat", "5"])
    assert result.exit_code == 1 and "--seat must be between 0 and 2" in result.stderr


def test_replay_command_explains_a_broken_file(runner: CliRunner, test_registry: dict, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"format": "meeple-replay/1"}')
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 1 and "game is missing" in result.stderr
