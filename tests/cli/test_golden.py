"""`meeple golden`: golden files pass, fail with a diff after a rules change, and are re-recorded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from meeple.cli import app
from meeple.engine import Event
from meeple.tools import goldenfiles as gf
from tests.engine.toy import TOY, ToyGame


class _Reworded(ToyGame):
    """The toy game after a 'rules change': playing a card is logged differently."""

    def play(self, s: Any, seat: int, action: dict[str, Any]) -> list[Event]:
        events = super().play(s, seat, action)
        return [Event(e.type, e.text.replace(" plays ", " lays down "), e.to, e.reveals) for e in events]


def test_a_recorded_file_matches_and_a_rules_change_does_not(tmp_path: Path) -> None:
    path = gf.record_new(TOY, tmp_path, players=2, seed=4)
    assert path.name == "2p-seed4.jsonl"
    assert gf.check_file(TOY, path).ok
    result = gf.check_file(_Reworded(), path)
    assert not result.ok
    assert "events differ" in result.problems[0] and "lays down" in "\n".join(result.problems)


def test_rewrite_follows_the_header_and_reports_changes(tmp_path: Path) -> None:
    path = gf.record_new(TOY, tmp_path, players=3, seed=2)
    assert gf.rewrite_file(TOY, path) is False
    assert gf.rewrite_file(_Reworded(), path) is True
    assert gf.check_file(_Reworded(), path).ok
    assert gf.golden_files(tmp_path) == [path]


def test_unreadable_files_and_other_games_are_problems_not_crashes(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n")
    assert "cannot be read as a golden file" in gf.check_file(TOY, bad).problems[0]
    other = tmp_path / "other.jsonl"
    other.write_text('{"game": "chess", "players": 2, "options": {}, "seed": 1}\n')
    assert "names game 'chess', not 'toy'" in gf.check_file(TOY, other).problems[0]


def test_the_project_root_is_found_from_a_subfolder(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("")
    (tmp_path / "tests" / "deep").mkdir(parents=True)
    assert gf.project_root(tmp_path / "tests" / "deep") == tmp_path
    assert gf.golden_dir("toy", tmp_path) == tmp_path / "tests" / "games" / "toy" / "golden"


def test_the_command_checks_and_rewrites(runner: CliRunner, test_registry: dict, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    folder = str(tmp_path)
    result = runner.invoke(app, ["golden", "toy", "--dir", folder])
    assert result.exit_code == 1 and "MISSING toy" in result.stdout

    result = runner.invoke(app, ["golden", "toy", "--dir", folder, "--write", "--players", "2", "--seed", "6"])
    assert result.exit_code == 0 and "recorded" in result.stdout and "2p-seed6.jsonl" in result.stdout
    result = runner.invoke(app, ["golden", "toy", "--dir", folder])
    assert result.exit_code == 0 and result.stdout.startswith("ok ")

    monkeypatch.setitem(test_registry, "toy", _Reworded())
    result = runner.invoke(app, ["golden", "toy", "--dir", folder])
    assert result.exit_code == 1
    assert "DIFFERS" in result.stdout and "lays down" in result.stdout and "--write" in result.stdout
    result = runner.invoke(app, ["golden", "toy", "--dir", folder, "--write"])
    assert result.exit_code == 0 and "rewrote" in result.stdout
    assert runner.invoke(app, ["golden", "toy", "--dir", folder]).exit_code == 0


def test_recording_options_need_write(runner: CliRunner, test_registry: dict, tmp_path: Path) -> None:
    result = runner.invoke(app, ["golden", "toy", "--dir", str(tmp_path), "--players", "2"])
    assert result.exit_code == 2 and "need --write" in result.stderr


def test_without_a_game_every_game_is_checked(runner: CliRunner, test_registry: dict, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gf, "golden_dir", lambda game_id, root=None: tmp_path / game_id)
    result = runner.invoke(app, ["golden", "--write"])  # no files yet: one default recording each
    assert result.exit_code == 0, result.output
    assert (tmp_path / "toy" / "3p-seed1.jsonl").is_file() and (tmp_path / "simul" / "3p-seed1.jsonl").is_file()
    result = runner.invoke(app, ["golden"])
    assert result.exit_code == 0 and result.stdout.count("ok ") == 2
