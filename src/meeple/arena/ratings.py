"""ELO per player and per game, with the platform's leave penalty and neutralized results.

Pure functions: they take ratings and results and return changes. Ratings
start at 1,500 internally and are shown as points above 1,500; a rating never
falls below the start. K = 60, so two equally rated players exchange 30 points
(the clock page's example: Aspen loses 30 + 10 for leaving at 50 %, Briar
gains 15).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

START = 1500.0
K = 60.0
LEAVE_PENALTY = 10.0
GAME_RATING = START  # the opponent a cooperative team is rated against

RANKS: tuple[tuple[float, str], ...] = (
    (700, "Master"), (500, "Expert"), (300, "Strong"), (200, "Good"), (100, "Average"), (1, "Apprentice"),
    (0, "Beginner"),
)


def expected(rating: float, opponent: float) -> float:
    """Expected score against an opponent, on the 400-point scale."""
    return 1.0 / (1.0 + 10 ** ((opponent - rating) / 400.0))


def shown(rating: float) -> int:
    """The points shown to players: above the start, never below zero."""
    return max(0, round(rating - START))


def rank_name(rating: float) -> str:
    """Beginner, Apprentice, Average, Good, Strong, Expert or Master."""
    points = shown(rating)
    return next(name for floor, name in RANKS if points >= floor)


@dataclass(frozen=True)
class RatingChange:
    """One seat's change, and the rating it leads to (floored at the start)."""

    delta: float
    new: float


def _apply(ratings: Sequence[float], deltas: Sequence[float]) -> list[RatingChange]:
    out = []
    for r, d in zip(ratings, deltas, strict=True):
        new = max(START, r + d)
        out.append(RatingChange(new - r, new))
    return out


def pairwise_deltas(ratings: Sequence[float], ranks: Sequence[int]) -> list[float]:
    """Each seat's change from a win, loss or draw against every other, scaled by 1/(N-1)."""
    n = len(ratings)
    if n < 2:
        return [0.0] * n
    deltas = []
    for i in range(n):
        total = 0.0
        for j in range(n):
            if i != j:
                result = 1.0 if ranks[i] < ranks[j] else 0.0 if ranks[i] > ranks[j] else 0.5
                total += K * (result - expected(ratings[i], ratings[j]))
        deltas.append(total / (n - 1))
    return deltas


def normal_result(ratings: Sequence[float], ranks: Sequence[int]) -> list[RatingChange]:
    """A game played to its end: pairwise results from the game's ranks."""
    return _apply(ratings, pairwise_deltas(ratings, ranks))


def neutralized_result(ratings: Sequence[float], leavers: Sequence[int], progress: float) -> list[RatingChange]:
    """A game in which `leavers` were skipped at `progress` (0..1).

    Leavers are last and take the normal loss against every other player plus
    the leave penalty; every other player ties for first and gains `progress`
    of what beating each leaver would have given, and can lose nothing.
    """
    n = len(ratings)
    gone = set(leavers)
    deltas = []
    for i in range(n):
        if i in gone:
            loss = sum(K * (0.0 - expected(ratings[i], ratings[j])) for j in range(n) if j not in gone)
            deltas.append(loss / (n - 1) - LEAVE_PENALTY)
        else:
            gain = sum(K * (1.0 - expected(ratings[i], ratings[j])) for j in gone)
            deltas.append(max(0.0, progress * gain / (n - 1)))
    return _apply(ratings, deltas)


def cooperative_result(ratings: Sequence[float], won: bool) -> list[RatingChange]:
    """A cooperative game: each player is rated against the game itself."""
    result = 1.0 if won else 0.0
    return _apply(ratings, [K * (result - expected(r, GAME_RATING)) for r in ratings])
