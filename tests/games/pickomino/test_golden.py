"""The recorded 3-player game (seed 1) still plays out the same, event for event."""

from __future__ import annotations

from pathlib import Path

from meeple.engine import golden
from meeple.games.pickomino import GAME

GOLDEN = Path(__file__).parent / "golden" / "3p-seed1.jsonl"


def test_golden_playthrough() -> None:
    golden.assert_matches(GAME, GOLDEN)


if __name__ == "__main__":  # regenerate after an intended rules change
    golden.write(GOLDEN, golden.record(GAME, players=3, seed=1))
