"""The conformance kit at every player count (Skull has no options)."""

from __future__ import annotations

import pytest

from meeple.engine import conformance
from meeple.games.skull import GAME


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_conformance(players: int) -> None:
    report = conformance.check(GAME, seeds=range(200), players=players)
    assert report.games == 200
