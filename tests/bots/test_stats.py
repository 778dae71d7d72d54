"""Match statistics on known inputs: Wilson intervals, Elo differences, shares of first place, pairwise scores."""

from __future__ import annotations

import math

import pytest

from meeple.bots.stats import ELO_CAP, elo, elo_interval, pairwise_scores, place_shares, wilson


@pytest.mark.parametrize("wins, n, low, high", [
    (8, 10, 0.4902, 0.9433),     # textbook example
    (0, 10, 0.0, 0.2775),
    (10, 10, 0.7225, 1.0),
    (50, 100, 0.4038, 0.5962),
    (1, 1, 0.2065, 1.0),
    (5.5, 10, 0.2737, 0.7985),   # draws count half
])
def test_wilson_matches_known_values(wins: float, n: int, low: float, high: float) -> None:
    lo, hi = wilson(wins, n)
    assert lo == pytest.approx(low, abs=1e-4)
    assert hi == pytest.approx(high, abs=1e-4)


def test_wilson_of_nothing_is_everything_and_bad_counts_are_refused() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError, match="11 successes out of 10"):
        wilson(11, 10)


def test_wilson_is_symmetric_and_narrows_with_more_games() -> None:
    lo, hi = wilson(30, 100)
    lo2, hi2 = wilson(70, 100)
    assert lo == pytest.approx(1 - hi2) and hi == pytest.approx(1 - lo2)
    assert wilson(300, 1000)[1] - wilson(300, 1000)[0] < hi - lo


def test_elo_from_score() -> None:
    assert elo(0.5) == 0.0
    assert elo(0.75) == pytest.approx(400 * math.log10(3))  # 190.85
    assert elo(0.25) == pytest.approx(-400 * math.log10(3))
    assert elo(10 / 11) == pytest.approx(400.0)  # 400 points: odds of ten to one
    assert elo(1.0) == ELO_CAP and elo(0.0) == -ELO_CAP
    assert elo(0.999999) == ELO_CAP


def test_elo_interval_maps_the_wilson_ends() -> None:
    lo, hi = elo_interval(8, 10)
    assert lo == pytest.approx(elo(0.490162), abs=0.1)
    assert hi == pytest.approx(elo(0.943318), abs=0.1)
    assert lo < elo(0.8) < hi
    assert elo_interval(5, 10)[0] == pytest.approx(-elo_interval(5, 10)[1])


def test_place_shares() -> None:
    assert place_shares([1, 2, 3]) == [1.0, 0.0, 0.0]
    assert place_shares([2, 1, 1, 4]) == [0.0, 0.5, 0.5, 0.0]
    assert place_shares([1, 1]) == [0.5, 0.5]


def test_pairwise_scores_compare_only_other_bots() -> None:
    assert pairwise_scores([1, 2], ["a", "b"]) == [1.0, 0.0]
    assert pairwise_scores([1, 1], ["a", "b"]) == [0.5, 0.5]
    # one ISMCTS second among three random bots: it beat two of them, and lost to one
    assert pairwise_scores([2, 1, 3, 4], ["i", "r", "r", "r"]) == [pytest.approx(2 / 3), 1.0, 0.0, 0.0]
    assert pairwise_scores([1, 2], ["a", "a"]) == [None, None]
