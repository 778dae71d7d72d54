"""The engine benchmark: positive rates, one JSON line per game, failures reported not fatal."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import orjson
import pytest
from typer.testing import CliRunner

from meeple.cli import app
from meeple.engine import Event
from meeple.tools.bench import bench_all, bench_game
from tests.engine.toy import TOY, ToyGame


def test_bench_game_returns_positive_rates() -> None:
    result = bench_game(TOY, seconds=0.05)
    assert result["game"] == "toy" and result["players"] == 3  # min(4, max_players)
    assert result["playouts_per_s"] > 0 and result["moves_per_s"] > 0 and result["avg_moves"] > 0


def test_bench_game_plays_at_least_one_game() -> None:
    assert bench_game(TOY, seconds=0, players=2)["players"] == 2


class _Crashing(ToyGame):
    id = "crash"

    def play(self, s: Any, seat: int, action: dict[str, Any]) -> list[Event]:
        raise RuntimeError("boom")


def test_bench_all_reports_each_game_and_each_failure() -> None:
    lines: list[str] = []
    failures = bench_all([TOY, _Crashing()], 0.01, lines.append, broken={"gone": "no module"})
    assert failures == 2
    rows = [orjson.loads(line) for line in lines]
    assert [r["game"] for r in rows] == ["gone", "toy", "crash"]
    assert "not loaded" in rows[0]["error"] and rows[2]["error"] == "RuntimeError: boom"


def test_bench_command_prints_json_lines(runner: CliRunner, test_registry: dict) -> None:
    result = runner.invoke(app, ["bench", "toy", "simul", "--seconds", "0.02"])
    assert result.exit_code == 0, result.output
    rows = [orjson.loads(line) for line in result.stdout.splitlines()]
    assert [r["game"] for r in rows] == ["toy", "simul"]
    assert all(r["playouts_per_s"] > 0 for r in rows)


def test_the_bench_script_uses_the_same_logic(test_registry: dict, capsys: pytest.CaptureFixture[str]) -> None:
    script = Path(__file__).resolve().parents[2] / "bench" / "engine.py"
    spec = importlib.util.spec_from_file_location("bench_engine", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--seconds", "0.01"]) == 0
    rows = [orjson.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert sorted(r["game"] for r in rows) == ["simul", "toy"]
