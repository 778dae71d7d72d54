"""The golden playthrough: 3 players, seed 1. Regenerate with `meeple golden romirami --write`
(or `golden.write(PATH, golden.record(GAME, players=3, seed=1))`) when a change is intended."""

from __future__ import annotations

from pathlib import Path

from meeple.engine import golden
from meeple.games.romirami import GAME

PATH = Path(__file__).parent / "golden" / "3p-seed1.jsonl"


def test_golden_playthrough() -> None:
    golden.assert_matches(GAME, PATH)


def test_the_golden_game_reaches_the_end() -> None:
    lines = golden.read(PATH)
    assert {k: lines[0][k] for k in ("game", "players", "options", "seed")} == {
        "game": "romirami", "players": 3, "options": {}, "seed": 1}
    assert lines[-1]["outcome"] is not None
