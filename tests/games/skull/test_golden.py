"""The golden playthrough: 4 players, seed 1. Regenerate only when a rules change is intended:

    from meeple.engine import golden
    from meeple.games.skull import GAME
    golden.write(PATH, golden.record(GAME, players=4, seed=1))
"""

from __future__ import annotations

from pathlib import Path

from meeple.engine import golden
from meeple.games.skull import GAME

PATH = Path(__file__).parent / "golden" / "4p-seed1.jsonl"


def test_golden_playthrough_matches() -> None:
    golden.assert_matches(GAME, PATH)
