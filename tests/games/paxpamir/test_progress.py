"""Progress: Dominance Checks done out of four and the deck dealt between them, 1 only at the end; it never
goes back."""

from __future__ import annotations

import pytest

from meeple.games.paxpamir import GAME

from ..playouts import progress_curve


@pytest.mark.parametrize(("players", "options"), [(2, {}), (5, {}), (1, {"wakhan": True})])
def test_progress_runs_from_the_start_to_one_at_the_end(players: int, options: dict) -> None:
    curve = progress_curve(GAME, players, options, seed=3)
    assert curve[0] < 0.1 and curve[-1] == 1.0 and max(curve[:-1]) < 1.0
    assert 0.05 < curve[len(curve) // 2] < 0.95
    assert curve == sorted(curve)
