"""Whether a hand can still meet a contract's recipes: numbers only, disjoint cards, one Star.

Counts are tuples of how many cards of each value 1..5 are left to use. A
partly built recipe is given by the values already played on it and whether
the Star is among them. Answers are cached: the same few questions recur.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from .components import CONTRACTS, VALUE, Recipe

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
        kinds = [fixed] if fixed else ([played[0]] if played else [1, 2, 3, 4, 5])
        for v in kinds:
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


def _cap_of(recipes: tuple[Recipe, ...]) -> int:
    """The most cards of one number `recipes` can use: all of its sets, one card of each run."""
    return sum(n if kind == "K" else 1 for kind, n, _ in recipes)


CAP = tuple(tuple(_cap_of(CONTRACTS[c][2][at:]) for at in range(len(CONTRACTS[c][2]) + 1))
            for c in range(len(CONTRACTS)))
"""CAP[contract][at]: above this many cards of one number, recipes `at`.. of the contract
cannot tell the difference; counts are capped to it so the caches stay small."""


def cap(counts: Counts, limit: int) -> Counts:
    """`counts` with every count above `limit` lowered to it."""
    a, b, c, d, e = counts
    return (min(a, limit), min(b, limit), min(c, limit), min(d, limit), min(e, limit))


@cache
def feasible(counts: Counts, star: bool, contract: int, at: int) -> bool:
    """Whether the cards `counts` (and the Star if `star`) meet recipes `at`.. of `contract`
    with disjoint cards (`counts` capped at CAP[contract][at])."""
    recipes = CONTRACTS[contract][2]
    if at == len(recipes):
        return True
    limit = CAP[contract][at + 1]
    return any(feasible(cap(left, limit), s, contract, at + 1)
               for left, s in completions(counts, star, recipes[at], (), False))


@cache
def can_meet(counts: Counts, star: bool, contract: int) -> bool:
    """Whether `counts` (and the Star if `star`) meet every recipe of `contract`."""
    return feasible(cap(counts, CAP[contract][0]), star, contract, 0)


@cache
def next_values(counts: Counts, free: bool, contract: int, at: int, played: tuple[int, ...],
                star_in: bool) -> tuple[bool, ...]:
    """While building recipe `at` of `contract` (values `played` on it, the Star too if
    `star_in`), with `counts` still free in hand (capped: see `turn.usable_values`) and the Star free
    if `free`: whether playing the Star (index 0) or a card of value 1..5 next keeps the
    contract completable."""
    recipe = CONTRACTS[contract][2][at]
    limit = CAP[contract][at + 1]

    def partial(left: Counts, star: bool, values: tuple[int, ...], star_on: bool) -> bool:
        return any(feasible(cap(rest, limit), s, contract, at + 1)
                   for rest, s in completions(left, star, recipe, values, star_on))

    out = [free and partial(counts, False, played, True)]
    for v in range(1, 6):
        if counts[v - 1] == 0:
            out.append(False)
            continue
        left: Counts = (*counts[:v - 1], counts[v - 1] - 1, *counts[v:])  # type: ignore[assignment]
        out.append(partial(left, free, (*played, v), star_in))
    return tuple(out)


def counts_of(cards: list[int]) -> Counts:
    """How many Number cards of each value 1..5 the list holds."""
    vals = [VALUE[c] for c in cards]
    return (vals.count(1), vals.count(2), vals.count(3), vals.count(4), vals.count(5))
