"""The golden playthrough: 4 players, seed 1, default options.

Regenerate after an intended rules change with:
    .venv/bin/python -c "from pathlib import Path; from meeple.engine import golden; \
from meeple.games.wizard import GAME; golden.write(Path('tests/games/wizard/golden/4p-seed1.jsonl'), \
golden.record(GAME, players=4, seed=1))"
"""

from __future__ import annotations

from pathlib import Path

from meeple.engine import golden
from meeple.games.wizard import GAME

PATH = Path(__file__).parent / "golden" / "4p-seed1.jsonl"


def test_golden_playthrough_matches() -> None:
    golden.assert_matches(GAME, PATH)


def test_golden_playthrough_is_a_whole_default_game() -> None:
    lines = golden.read(PATH)
    head = lines[0]
    assert (head["game"], head["players"], head["seed"]) == ("wizard", 4, 1)
    assert head["options"] == {"bidding": "open", "five_rounds": False, "amigo": False, "foresight": False}
    outcome = lines[-1]["outcome"]
    assert outcome is not None and len(outcome["scores"]) == 4
    assert lines[-2]["views"]["spectator"]["round"] == 15
