"""ELO with K = 60, the leave penalty and neutralized results, per the clock page."""

from __future__ import annotations

import pytest

from meeple.arena import ratings
from meeple.arena.ratings import START, cooperative_result, neutralized_result, normal_result, rank_name


def test_equal_players_exchange_thirty_points() -> None:
    win, loss = normal_result([START + 100, START + 100], [1, 2])
    assert win.delta == pytest.approx(30) and loss.delta == pytest.approx(-30)


def test_aspen_and_briar() -> None:
    """Aspen leaves a two-player game at 50 %: -30 - 10 for Aspen, +15 for Briar."""
    aspen, briar = neutralized_result([START + 200, START + 200], leavers=[0], progress=0.5)
    assert aspen.delta == pytest.approx(-40)
    assert briar.delta == pytest.approx(15)


@pytest.mark.parametrize(("players", "progress"), [(3, 0.2), (3, 0.75), (5, 0.4), (5, 1.0)])
def test_neutralized_multiplayer(players: int, progress: float) -> None:
    rs = [START + 300.0] * players
    changes = neutralized_result(rs, leavers=[players - 1], progress=progress)
    leaver = changes[-1]
    assert leaver.delta == pytest.approx(-30 - 10)  # the normal last place against everyone, plus the penalty
    for c in changes[:-1]:
        assert c.delta == pytest.approx(progress * 30 / (players - 1))


def test_winners_of_a_neutralized_game_never_lose() -> None:
    changes = neutralized_result([START + 900, START + 0], leavers=[1], progress=0.9)
    assert changes[0].delta >= 0


def test_rating_never_falls_below_the_start() -> None:
    loss = normal_result([START + 5, START + 5], [2, 1])[0]
    assert loss.new == START and loss.delta == pytest.approx(-5)


def test_multiplayer_pairwise_scaled() -> None:
    changes = normal_result([START + 300.0] * 3, [1, 2, 3])
    assert [round(c.delta, 6) for c in changes] == [30, 0, -30]
    tied = normal_result([START + 300.0] * 3, [1, 1, 3])
    assert tied[0].delta == pytest.approx(15) and tied[2].delta == pytest.approx(-30)


def test_cooperative_rates_against_the_game() -> None:
    won = cooperative_result([START + 0, START + 0], won=True)
    assert all(c.delta == pytest.approx(30) for c in won)


@pytest.mark.parametrize(
    ("points", "name"),
    [(0, "Beginner"), (1, "Apprentice"), (99, "Apprentice"), (100, "Average"), (250, "Good"),
     (300, "Strong"), (499, "Strong"), (500, "Expert"), (700, "Master"), (1200, "Master")],
)
def test_rank_names(points: int, name: str) -> None:
    assert rank_name(START + points) == name


def test_reputation_bounds() -> None:
    from meeple.arena.reputation import after_game

    assert after_game(75, left=False) == 76
    assert after_game(100, left=False) == 100
    assert after_game(5, left=True) == 0
    assert ratings.K == 60
