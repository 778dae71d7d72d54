"""The conformance kit: 200 seeds of the defaults at every player count, and 50 seeds of each
non-default choice (introductory, heroic, chosen roles) at every player count."""

from __future__ import annotations

from typing import Any

import pytest

from meeple.engine import conformance
from meeple.games.pandemic import GAME

PLAYER_COUNTS = range(GAME.min_players, GAME.max_players + 1)
VARIANTS: list[dict[str, Any]] = [{"epidemics": 4}, {"epidemics": 6}, {"roles": "chosen"}]


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_defaults(players: int) -> None:
    report = conformance.check(GAME, seeds=range(200), players=players, options={})
    assert report.games == 200


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_variants(options: dict[str, Any], players: int) -> None:
    report = conformance.check(GAME, seeds=range(1000, 1050), players=players, options=options)
    assert report.games == 50


def test_every_declared_choice_is_covered() -> None:
    covered = {(k, v) for o in VARIANTS for k, v in o.items()}
    declared = {(o.id, v) for o in GAME.options for v in o.values if v != o.default}
    assert declared == covered
