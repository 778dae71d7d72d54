"""The conformance kit at every player count (one test each, so pytest-xdist can spread them)."""

from __future__ import annotations

import pytest

from meeple.engine import conformance
from meeple.games.pickomino import GAME


@pytest.mark.parametrize("players", range(GAME.min_players, GAME.max_players + 1))
def test_conformance(players: int) -> None:
    report = conformance.check(GAME, seeds=range(200), players=players)
    assert report.games == 200
