"""The golden playthroughs: 4 players, seed 1; and against Wakhan, 1 and 2 players, seed 1. Regenerate
with `meeple golden paxpamir --write` when a change is intended, and review the diff."""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.engine import golden
from meeple.games.paxpamir import GAME

PATH = Path(__file__).parent / "golden" / "4p-seed1.jsonl"
WAKHAN = [Path(__file__).parent / "golden" / f"{n}p-seed1-wakhan-true.jsonl" for n in (1, 2)]


def test_golden_playthrough() -> None:
    golden.assert_matches(GAME, PATH)


@pytest.mark.parametrize("path", WAKHAN, ids=lambda p: p.stem)
def test_golden_playthroughs_against_wakhan(path: Path) -> None:
    golden.assert_matches(GAME, path)
    lines = golden.read(path)
    assert lines[0]["options"]["wakhan"] is True and lines[-1]["outcome"] is not None


def test_the_golden_game_reaches_the_end() -> None:
    lines = golden.read(PATH)
    assert lines[0] == {"game": "paxpamir", "players": 4, "options": {}, "seed": 1, "policy_seed": 1}
    assert lines[-1]["outcome"] is not None
