"""The golden playthroughs: 2 drivers on the USA, seed 1, without and with the Garage. Regenerate with
`meeple golden heat --write` when a change is intended, and review the diff."""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.engine import golden
from meeple.games.heat import GAME

FOLDER = Path(__file__).parent / "golden"
FILES = ("2p-seed1.jsonl", "2p-seed1-garage-true.jsonl")


@pytest.mark.parametrize("name", FILES)
def test_golden_playthrough(name: str) -> None:
    golden.assert_matches(GAME, FOLDER / name)


@pytest.mark.parametrize("name", FILES)
def test_the_golden_game_reaches_the_end(name: str) -> None:
    lines = golden.read(FOLDER / name)
    assert lines[0]["game"] == "heat" and lines[0]["players"] == 2
    assert lines[-1]["outcome"] is not None


def test_the_garage_game_drafts_and_plays_upgrade_symbols() -> None:
    kinds = {a["type"] for _, a in golden.action_list(golden.read(FOLDER / FILES[1]))}
    assert {"draft", "speed", "refresh"} <= kinds
