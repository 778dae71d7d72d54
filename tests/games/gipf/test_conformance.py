"""The conformance kit over 200 seeds for each way to play."""

import pytest

from meeple.engine import conformance
from meeple.games.gipf import GAME


@pytest.mark.parametrize("variant", ["standard", "basic", "tournament"])
def test_conformance(variant):
    report = conformance.check(GAME, seeds=range(200), players=2, options={"variant": variant})
    assert report.games == 200
