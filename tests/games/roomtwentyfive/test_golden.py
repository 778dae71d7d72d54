"""The golden playthrough: Suspicion, 5 players, seed 27 (a game that runs the whole countdown).
Regenerate with `meeple golden roomtwentyfive --write` when a change is intended, and review the diff."""

from __future__ import annotations

from pathlib import Path

from meeple.engine import golden
from meeple.games.roomtwentyfive import GAME

PATH = Path(__file__).parent / "golden" / "5p-seed27-mode-suspicion.jsonl"


def test_golden_playthrough() -> None:
    golden.assert_matches(GAME, PATH)


def test_the_golden_game_reaches_the_end() -> None:
    lines = golden.read(PATH)
    assert lines[0] == {"game": "roomtwentyfive", "players": 5, "options": {"mode": "suspicion"}, "seed": 27,
                        "policy_seed": 1}
    assert lines[-1]["outcome"] is not None
