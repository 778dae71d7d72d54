"""Whether a hand can meet a contract's recipes: numbers only, disjoint cards, one Star.

Only a card's number matters here. Each way of filling a contract's recipes
(which number each set is of, which window each run covers, which slot the
Star stands in for) needs so many cards of each number 1..5: a *need*. A hand
meets the contract exactly when it holds, number by number, at least one of
its needs. Needs depend only on the contract and on what is already on it
(while it is built card by card), never on the hand, so each list is computed
once and cached; the cache is bounded by the contracts, whatever the hands.

Counts of a hand are packed into one integer, six bits a number (five for the
count, one guard bit), so "the hand covers this need" is one subtraction:
`((hand | GUARD) - need) & GUARD == GUARD` (a count below its need borrows
its guard bit away).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache

from .components import CONTRACTS, NUMBER_CARDS, VALUE, Recipe

_BITS = 6
GUARD = sum(1 << (_BITS * i + _BITS - 1) for i in range(5))
UNIT = tuple(1 << (_BITS * (VALUE[c] - 1)) for c in range(NUMBER_CARDS))
"""UNIT[card]: one card of its number, packed (a hand's code is the sum over its cards)."""
NUMBER_UNIT = (0, *(1 << (_BITS * (v - 1)) for v in range(1, 6)))
"""NUMBER_UNIT[v]: one card of number v (1..5), packed."""


def hand_code(cards: Iterable[int]) -> int:
    """The packed counts of a list of Number cards."""
    return sum(map(UNIT.__getitem__, cards))


def _cards(values: Iterable[int]) -> int:
    """The packed need of one card of each number in `values` (repeats count)."""
    return sum(map(NUMBER_UNIT.__getitem__, values))


def fillings(recipe: Recipe, played: tuple[int, ...], star_in: bool, star: bool) -> Iterator[tuple[int, bool]]:
    """Ways to finish one recipe that has the numbers `played` on it (and the Star if `star_in`):
    (the packed cards still needed, whether the Star is still free after), `star` saying
    whether it is free now. The Star stands in for any one card of a set or of a run."""
    kind, n, fixed = recipe
    slots = n - len(played) - star_in
    if slots < 0:
        return
    if kind == "K":
        kinds = [fixed] if fixed else ([played[0]] if played else [1, 2, 3, 4, 5])
        for v in kinds:
            if any(p != v for p in played):
                continue
            yield slots * NUMBER_UNIT[v], star
            if star and not star_in and slots:
                yield (slots - 1) * NUMBER_UNIT[v], False
        return
    if len(set(played)) != len(played):
        return
    for start in range(1, 7 - n):
        window = set(range(start, start + n))
        if not window.issuperset(played):
            continue
        need = sorted(window.difference(played))
        if star_in:  # the Star already stands in for one number of the window
            for i in range(len(need)):
                yield _cards(need[:i] + need[i + 1:]), False
            continue
        yield _cards(need), star
        if star:
            for i in range(len(need)):
                yield _cards(need[:i] + need[i + 1:]), False


def _size(code: int) -> int:
    """How many cards a packed need holds: the sum of its six-bit fields, which is the code
    modulo 63 (as 64 is 1 modulo 63), exact while the total stays below 63."""
    return code % 63


def _minimal(found: set[int]) -> tuple[int, ...]:
    """The packed needs that no other need is below number by number (a hand covering one of
    those covers these)."""
    kept: list[int] = []
    for need in sorted(found, key=_size):  # a need below another has fewer cards, so it is kept first
        guarded = need | GUARD
        if not any((guarded - k) & GUARD == GUARD for k in kept):
            kept.append(need)
    return tuple(sorted(kept))


@cache
def needs(contract: int, at: int, played: tuple[int, ...], star_in: bool, star: bool) -> tuple[int, ...]:
    """The packed minimal needs to finish recipe `at` of `contract` (numbers `played` on it, sorted,
    and the Star if `star_in`) and every later recipe, with the Star free if `star`."""
    recipes = CONTRACTS[contract][2]
    if at == len(recipes):
        return (0,)
    return _minimal({need + rest  # fields stay below 32: no carry from one number into the next
                     for need, star_left in fillings(recipes[at], played, star_in, star)
                     for rest in needs(contract, at + 1, (), False, star_left)})


def covers(hand: int, wanted: tuple[int, ...]) -> bool:
    """Whether the packed `hand` holds, number by number, at least one of the packed needs `wanted`."""
    guarded = hand | GUARD
    for need in wanted:  # noqa: SIM110 (a loop: any() over a generator took three times as long)
        if (guarded - need) & GUARD == GUARD:
            return True
    return False


_WHOLE: dict[int, tuple[int, ...]] = {}
"""contract * 2 + star -> `needs` of the whole contract: one int key instead of `needs`' five arguments,
asked for every contract of the market at nearly every turn."""


def can_meet(hand: int, star: bool, contract: int) -> bool:
    """Whether the packed `hand` (and the Star if `star`) meets every recipe of `contract`."""
    key = contract * 2 + star
    wanted = _WHOLE.get(key)
    if wanted is None:
        wanted = _WHOLE[key] = needs(contract, 0, (), False, star)
    return covers(hand, wanted)


@cache
def _next_needs(contract: int, at: int, played: tuple[int, ...], star_in: bool,
                free: bool) -> tuple[tuple[int, ...], ...]:
    """The needs `next_values` asks about: after the Star (index 0), after a card of number 1..5."""
    return (needs(contract, at, played, True, False) if free else (),
            *(needs(contract, at, tuple(sorted((*played, v))), star_in, free) for v in range(1, 6)))


def next_values(hand: int, free: bool, contract: int, at: int, played: tuple[int, ...],
                star_in: bool) -> tuple[bool, ...]:
    """While building recipe `at` of `contract` (numbers `played` on it, sorted, the Star too if
    `star_in`), with the packed `hand` still free and the Star free if `free`: whether playing
    the Star (index 0) or a card of number 1..5 next keeps the contract completable."""
    after = _next_needs(contract, at, played, star_in, free)
    out = [covers(hand, after[0])]
    guarded = hand | GUARD
    for v in range(1, 6):
        unit = NUMBER_UNIT[v]
        # a card of that number in hand (no borrow), and what is left covers a need
        out.append((guarded - unit) & GUARD == GUARD and covers(hand - unit, after[v]))
    return tuple(out)
