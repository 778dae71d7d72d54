"""The statistics of a match: win rates with Wilson intervals and Elo differences from scores.

A match gives, for each bot, n games and a success count (a shared first
place counts as a fraction, a draw as a half). The Wilson score interval stays
inside [0, 1] and behaves at 0 and n, unlike the normal approximation; the Elo
difference is the logistic inverse of an expected score, and its interval maps
the ends of the score's interval.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054
"""The two-sided 95% quantile of the standard normal distribution."""

ELO_CAP = 800.0
"""Elo differences are clipped to ±800: beyond it a match of this size says only "far stronger"."""


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default); (0, 1) when n is 0.

    >>> lo, hi = wilson(8, 10)
    >>> round(lo, 3), round(hi, 3)
    (0.49, 0.943)
    """
    if n <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= n:
        raise ValueError(f"{successes} successes out of {n} trials")
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def elo(score: float) -> float:
    """The Elo difference that predicts an expected `score` in [0, 1], clipped to ±ELO_CAP.

    >>> elo(0.5), round(elo(0.75), 1), elo(1.0)
    (0.0, 190.8, 800.0)
    """
    if score <= 0.0:
        return -ELO_CAP
    if score >= 1.0:
        return ELO_CAP
    return max(-ELO_CAP, min(ELO_CAP, 400.0 * math.log10(score / (1.0 - score))))


def elo_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Elo difference at both ends of the Wilson interval of the score."""
    lo, hi = wilson(successes, n, z)
    return elo(lo), elo(hi)


def place_shares(ranks: Sequence[int]) -> list[float]:
    """Each seat's share of first place: 1 alone, 1/t when t seats tie for it, else 0.

    >>> place_shares([1, 2, 1])
    [0.5, 0.0, 0.5]
    """
    best = min(ranks)
    tied = sum(1 for r in ranks if r == best)
    return [1.0 / tied if r == best else 0.0 for r in ranks]


def pairwise_scores(ranks: Sequence[int], names: Sequence[str]) -> list[float | None]:
    """Each seat's mean score against the seats of other bots: 1 for a better rank, ½ for equal, 0 for worse.

    Seats of the same bot are not compared with each other (a bot is not its own
    field); a seat with nobody else to compare with gets None.

    >>> pairwise_scores([1, 2, 3], ["a", "b", "b"])
    [1.0, 0.0, 0.0]
    >>> pairwise_scores([2, 1, 3], ["a", "b", "c"])
    [0.5, 1.0, 0.0]
    """
    out: list[float | None] = []
    for s, (r, name) in enumerate(zip(ranks, names, strict=True)):
        results = [1.0 if r < o else 0.5 if r == o else 0.0
                   for t, (o, other) in enumerate(zip(ranks, names, strict=True)) if t != s and other != name]
        out.append(sum(results) / len(results) if results else None)
    return out
