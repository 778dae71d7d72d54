"""The golden playthrough: 3 players, seed 1. Regenerate with `meeple golden alchemists --write`
when a change is intended, and review the diff."""

from __future__ import annotations

from pathlib import Path

from meeple.engine import golden
from meeple.games.alchemists import GAME

PATH = Path(__file__).parent / "golden" / "3p-seed1.jsonl"


def test_golden_playthrough() -> None:
    golden.assert_matches(GAME, PATH)


def test_the_golden_game_reaches_the_end() -> None:
    lines = golden.read(PATH)
    assert lines[0] == {"game": "alchemists", "players": 3, "options": {"variant": "apprentice"}, "seed": 1,
                        "policy_seed": 1}
    assert lines[-1]["outcome"] is not None
