"""The conformance kit over 200 seeds (two players only), in four slices so pytest-xdist can spread them."""

from __future__ import annotations

import pytest

from meeple.engine import conformance
from meeple.games.pontedeldiavolo import GAME


@pytest.mark.parametrize("first", range(0, 200, 50))
def test_conformance(first: int) -> None:
    report = conformance.check(GAME, seeds=range(first, first + 50), players=2)
    assert report.games == 50
