"""The golden playthrough: 4 players, seed 1. Regenerate with `meeple golden paxpamir --write`
when a change is intended, and review the diff."""

from __future__ import annotations

from pathlib import Path

from meeple.engine import golden
from meeple.games.paxpamir import GAME

PATH = Path(__file__).parent / "golden" / "4p-seed1.jsonl"


def test_golden_playthrough() -> None:
    golden.assert_matches(GAME, PATH)


def test_the_golden_game_reaches_the_end() -> None:
    lines = golden.read(PATH)
    assert lines[0] == {"game": "paxpamir", "players": 4, "options": {}, "seed": 1, "policy_seed": 1}
    assert lines[-1]["outcome"] is not None
