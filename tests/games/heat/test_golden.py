"""The golden playthroughs: 2 drivers on the USA, seed 1, without and with the Garage; seed 13 with the Weather
module (snow, a Weather sector, Overheat, +1 limit and Free Boost tokens: most effects are used); seed 1 with the
1961 championship (three races, the shortest season; about 5 MB: the views are recorded at every step);
seed 6 with the Garage and the expansions' upgrades (both drivers draft an expansion card; Super Cool and
Draft are used).
Regenerate with
`meeple golden heat --write` when a change is intended, and review the diff."""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.engine import golden
from meeple.games.heat import GAME

FOLDER = Path(__file__).parent / "golden"
FILES = ("2p-seed1.jsonl", "2p-seed1-garage-true.jsonl", "2p-seed13-weather-true.jsonl",
         "2p-seed1-championship-1961.jsonl", "2p-seed6-garage-true-expansion_upgrades-true.jsonl")


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


def test_the_weather_game_uses_the_road_conditions() -> None:
    lines = golden.read(FOLDER / FILES[2])
    texts = [e["text"] for line in lines for e in line.get("events") or []]
    assert any(t.startswith("Weather: Snow: every driver starts with 1 Heat fewer in the Engine") for t in texts)
    for said in ("boosts for free", "the road's Overheat", "+1 corner limit from the road", "road's +1 Cooldown"):
        assert any(said in t for t in texts), said


def test_the_championship_game_runs_the_season_and_scores_each_race() -> None:
    lines = golden.read(FOLDER / FILES[3])
    texts = [e["text"] for line in lines for e in line.get("events") or []]
    results = [t for t in texts if t.startswith("Race ") and "points" in t]
    assert [t.split(" (")[0] for t in results] == ["Race 1", "Race 2", "Race 3"]
    assert any("wins sponsorship" in t for t in texts)
    assert lines[-1]["outcome"]["notes"].startswith("Championship: ")


def test_the_expansion_upgrades_game_super_cools_and_drafts() -> None:
    lines = golden.read(FOLDER / FILES[4])
    assert lines[0]["options"]["expansion_upgrades"] is True
    symbols = {a.get("symbol") for _, a in golden.action_list(lines) if a["type"] == "react"}
    assert {"super_cool", "draft_move"} <= symbols
    texts = [e["text"] for line in lines for e in line.get("events") or []]
    assert any("up behind the car ahead" in t for t in texts)
