"""The golden playthrough: a standard game, seed 1, replayed with today's rules.

After an intended rules change, record it again with `meeple golden gipf --write`.
"""

from pathlib import Path

from meeple.engine import golden
from meeple.games.gipf import GAME

PATH = Path(__file__).parent / "golden" / "2p-seed1.jsonl"


def test_golden_playthrough_matches():
    golden.assert_matches(GAME, PATH)
