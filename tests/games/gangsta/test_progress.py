"""Progress: the biggest gang towards nine (or Domination's snitches towards three), 1 only at the end."""

from __future__ import annotations

import pytest

from meeple.games.gangsta import GAME

from ..playouts import progress_curve


@pytest.mark.parametrize("players", [2, 5])
def test_progress_runs_from_the_start_to_one_at_the_end(players: int) -> None:
    curve = progress_curve(GAME, players, {}, seed=3)
    assert curve[0] < 0.1 and curve[-1] == 1.0 and max(curve[:-1]) < 1.0
    assert 0.05 < curve[len(curve) // 2] < 0.95
