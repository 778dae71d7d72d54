"""Position estimates for `GAME.policy.evaluate`: turning per-seat standings into expected rewards.

The search's reward for a seat is its share of the seats it finishes ahead
of (1 for first alone, 0 for last alone), so a fair estimate of it is the
mean, over the other seats, of the chance to finish ahead of each. A game
whose standing is a running total (worms, points) gets that from a logistic
of the differences.

It lives in the engine, next to the policy protocol, because games import
only `meeple.engine` (DESIGN.md, "Layers").
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def ahead_chances(standings: Sequence[float], scale: float) -> list[float]:
    """Each seat's expected reward in [0, 1] from its standing (higher is better).

    The chance that seat i finishes ahead of seat j is a logistic of their
    difference over `scale` (the lead that makes it about 73%); a seat's
    estimate is the mean of those chances over the other seats.

    >>> ahead_chances([10, 10], 3.0)
    [0.5, 0.5]
    >>> [round(x, 2) for x in ahead_chances([6, 3, 0], 3.0)]
    [0.81, 0.5, 0.19]
    """
    if scale <= 0:
        raise ValueError(f"the scale of an estimate must be positive, got {scale}")
    n = len(standings)
    if n < 2:
        return [1.0] * n
    out = []
    for i, mine in enumerate(standings):
        total = 0.0
        for j, theirs in enumerate(standings):
            if j != i:
                total += 1.0 / (1.0 + math.exp(max(-50.0, min(50.0, (theirs - mine) / scale))))
        out.append(total / (n - 1))
    return out
