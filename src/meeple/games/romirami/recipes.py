"""Whether a hand can still meet a contract's recipes: numbers only, disjoint cards, one Star.

Counts are tuples of how many cards of each value 1..5 are left to use. A
partly built recipe is given by the values already played on it and whether
the Star is among them. Answers are cached: the same few questions recur.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from .components import Recipe

Counts = tuple[int, int, int, int, int]


def _take(counts: Counts, values: list[int]) -> Counts | None:
    """`counts` less one card of each value in `values`, or None if one is missing."""
    left = list(counts)
    for v in values:
        if left[v - 1] == 0:
            return None
        left[v - 1] -= 1
    return (left[0], left[1], left[2], left[3], left[4])


def completions(counts: Counts, star: bool, recipe: Recipe, played: tuple[int, ...],
                star_in: bool) -> Iterator[tuple[Counts, bool]]:
    """Ways to finish `recipe` (values `played` on it already, the Star too if `star_in`),
    as (counts left, Star still free) pairs; `star` says whether the Star is still free."""
    kind, n, fixed = recipe
    slots = n - len(played) - star_in
    if slots < 0:
        return
    stars = (0, 1) if star and not star_in else (0,)
    if kind == "K":
        values = {fixed} if fixed else ({played[0]} if played else {1, 2, 3, 4, 5})
        for v in sorted(values):
            if any(p != v for p in played):
                continue
            for k in stars:
                if slots - k < 0:
                    continue
                left = _take(counts, [v] * (slots - k))
                if left is not None:
                    yield left, star and not k
        return
    if len(set(played)) != len(played):
        return
    for start in range(1, 7 - n):
        window = set(range(start, start + n))
        if not window.issuperset(played):
            continue
        need = sorted(window.difference(played))
        for k in stars:
            covered = star_in or k
            if len(need) != slots + covered:
                continue
            options = [need] if not covered else [need[:i] + need[i + 1:] for i in range(len(need))]
            for values in options:
                left = _take(counts, values)
                if left is not None:
                    yield left, star and not k


@lru_cache(maxsize=200_000)
def feasible(counts: Counts, star: bool, recipes: tuple[Recipe, ...]) -> bool:
    """Whether the cards `counts` (and the Star if `star`) meet all `recipes` with disjoint cards."""
    if not recipes:
        return True
    return any(feasible(left, s, recipes[1:]) for left, s in completions(counts, star, recipes[0], (), False))


@lru_cache(maxsize=200_000)
def feasible_partial(counts: Counts, star: bool, recipes: tuple[Recipe, ...], played: tuple[int, ...],
                     star_in: bool) -> bool:
    """Whether the first recipe (already holding `played`, and the Star if `star_in`) and the
    rest can still be met from `counts` and the free Star."""
    return any(feasible(left, s, recipes[1:]) for left, s in completions(counts, star, recipes[0], played, star_in))


def counts_of(values: list[int]) -> Counts:
    """How many of each value 1..5 the list holds."""
    c = [0, 0, 0, 0, 0]
    for v in values:
        c[v - 1] += 1
    return (c[0], c[1], c[2], c[3], c[4])
