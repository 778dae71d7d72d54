"""The bot's dice economy at a safe: when another die (two actions, kept for good) pays for itself.

A roll of k dice cracks every combination room showing a rolled face. The
expected number of rolls to see all m missing faces with k dice follows from
the chance of hitting exactly j of them in one roll; a die is worth adding
when it saves more than the two actions it costs. Only public facts are used:
the numbers of revealed rooms, crack tokens, the dice on the safe.
"""

from __future__ import annotations

from functools import cache
from math import comb

from .components import MAX_SAFE_DICE
from .safes import combination
from .state import BurgleState

DIE_COST = 2
"""Actions to add a die."""


def _hit_exactly(m: int, k: int, j: int) -> float:
    """Chance that k dice show exactly j of m given faces (inclusion and exclusion)."""
    total = sum((-1) ** i * comb(j, i) * ((6 - m + j - i) / 6) ** k for i in range(j + 1))
    return comb(m, j) * total


@cache
def expected_rolls(m: int, k: int) -> float:
    """Expected rolls of k dice until each of m given faces has shown at least once."""
    if m <= 0:
        return 0.0
    if k <= 0:
        return float("inf")
    miss = _hit_exactly(m, k, 0)
    rest = sum(_hit_exactly(m, k, j) * expected_rolls(m - j, k) for j in range(1, m + 1))
    return (1.0 + rest) / (1.0 - miss)


def faces_missing(s: BurgleState, safe: int) -> int:
    """Faces a roll still has to show: the distinct numbers of uncracked revealed rooms of the
    combination, and one for each face-down one (at most six)."""
    rooms = [c for c in combination(s, safe) if not s.cracked[c]]
    known = {s.numbers[c] for c in rooms if s.revealed[c]}
    return min(6, len(known) + sum(1 for c in rooms if not s.revealed[c]))


def worth_a_die(s: BurgleState, seat: int, safe: int) -> bool:
    """Whether one more die on this safe saves more rolls than the actions it costs."""
    if s.safe_dice[safe] >= MAX_SAFE_DICE:
        return False
    bonus = 1 if s.thieves[seat].has("peterman", "basic") else 0
    k, m = s.safe_dice[safe] + bonus, faces_missing(s, safe)
    return expected_rolls(m, k) - expected_rolls(m, k + 1) > DIE_COST
