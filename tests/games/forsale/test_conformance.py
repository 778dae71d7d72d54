"""The conformance kit at every player count, 200 seeds each."""

from __future__ import annotations

import pytest

from meeple.engine import conformance
from meeple.games.forsale import GAME


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_conformance(players: int) -> None:
    report = conformance.check(GAME, seeds=range(200), players=players)
    assert report.games == 200
