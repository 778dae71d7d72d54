"""A finished table's results per person, including the clock page's example."""

from __future__ import annotations

import pytest

from meeple.arena.leaving import conceded_outcome
from meeple.arena.ratings import START
from meeple.arena.results import seat_results
from meeple.arena.zombie import zombified

from .records import playing


def ranks(*r: int) -> dict[str, object]:
    return {"ranks": list(r), "cooperative": False}


def deltas(results: list) -> list[float]:
    return [round(r.rating_after - r.rating_before, 6) for r in results]


def test_aspen_and_briar() -> None:
    """Aspen is skipped at 50 %: -30 - 10 and a leave for Aspen, +15 and a win for Briar."""
    t = zombified(playing(), 0, 0.5, expelled=False)
    t.penalties = [0]
    aspen, briar = seat_results(t, ranks(1, 2), {100: START + 200, 101: START + 200})
    assert (aspen.rating_after - aspen.rating_before, briar.rating_after - briar.rating_before) == pytest.approx(
        (-40, 15))
    assert aspen.left and not aspen.won and aspen.clock_penalty
    assert briar.won and not briar.left and not briar.clock_penalty
    assert aspen.as_dict()["delta"] == -40 and briar.as_dict()["shown_after"] == 215


@pytest.mark.parametrize(("players", "progress"), [(3, 0.25), (3, 0.8), (5, 0.1), (5, 0.6)])
def test_neutralized_at_other_progress(players: int, progress: float) -> None:
    t = zombified(playing(players), 1, progress, expelled=True)
    before = {100 + i: START + 400 for i in range(players)}
    got = deltas(seat_results(t, ranks(*range(1, players + 1)), before))
    gain = round(progress * 30 / (players - 1), 6)
    assert got == [gain, -40] + [gain] * (players - 2)


def test_a_normal_finish_ranks_by_the_outcome_and_bots_are_not_rated() -> None:
    results = seat_results(playing(3, bots=(1,)), ranks(2, 1, 3), {100: START + 300, 102: START + 300})
    assert [r.seat for r in results] == [0, 2] and deltas(results) == [30, -30]
    assert [r.won for r in results] == [False, False]


def test_the_conceder_loses() -> None:
    t = playing()
    results = seat_results(t, conceded_outcome(t, 1), {})
    assert [r.won for r in results] == [True, False]
    assert deltas(results) == [30, 0]  # the loser is at the floor already


def test_cooperative_games_rate_the_team_against_the_game() -> None:
    won = seat_results(playing(3), {"ranks": [1, 1, 1], "cooperative": True, "team_won": True}, {})
    assert deltas(won) == [30, 30, 30] and all(r.won for r in won)
    t = zombified(playing(2), 1, 0.5, expelled=False)
    lost = seat_results(t, {"ranks": [1, 1], "cooperative": True, "team_won": False},
                        {100: START + 100, 101: START + 100})
    stayed, leaver = deltas(lost)
    assert stayed < 0 and leaver == pytest.approx(stayed - 10)  # the leaver also takes the leave penalty


def test_no_one_is_rated_with_a_zombie_from_the_start() -> None:
    t = zombified(playing(), 1, 0.0, expelled=True)
    results = seat_results(t, ranks(1, 2), {100: START + 50, 101: START + 50})
    assert deltas(results) == [0, 0] and results[1].left and results[0].won


def test_casual_tables_change_no_rating() -> None:
    results = seat_results(playing(ranked=False), ranks(1, 2), {})
    assert deltas(results) == [0, 0] and results[0].won
