"""The hidden world and what a seat has learned of it: constraints, consistent worlds, the deduction grid.

A world is a tuple w with w[i] the alchemical of ingredient i: one of the 8!
= 40,320 permutations. Every experiment's result is a constraint [kind, a, b,
key]: `key` names a predicate on the pair of alchemicals (w[a], w[b]):
"p3" (they make potion 3), "n3" (they do not), "q{wanted}{quality}" (the
potion meets the request `wanted` at that quality), or, with b = -1, a
predicate on w[a] alone: "a{colour}{sign}" (its aspect of that colour has
that sign, "+" or "-"). A seat's knowledge is the public constraints followed
by its own, in the order learned; the consistent worlds are found by
filtering the previous list with the newest constraint (memoised on the whole
tuple), so a game costs a few passes over the 40,320 worlds per seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations
from typing import Any

from meeple.engine import Rng

from .components import MIX, NEUTRAL, SIGN, quality

_ALL: list[tuple[tuple[int, ...], ...]] = []


def all_worlds() -> tuple[tuple[int, ...], ...]:
    """The 40,320 worlds, built on first use (not at import: the server starts faster)."""
    if not _ALL:
        _ALL.append(tuple(permutations(range(8))))
    return _ALL[0]

_TABLES: dict[str, tuple[bool, ...]] = {}


def table(key: str) -> tuple[bool, ...]:
    """The predicate `key` as a table: 64 entries (8a+b) for a pair, 8 for an aspect."""
    got = _TABLES.get(key)
    if got is not None:
        return got
    kind = key[0]
    if kind == "p":
        p = int(key[1:])
        got = tuple(MIX[i] == p for i in range(64))
    elif kind == "n":
        p = int(key[1:])
        got = tuple(MIX[i] != p for i in range(64))
    elif kind == "q":
        wanted, level = int(key[1]), int(key[2])
        got = tuple(quality(MIX[i], wanted) == level for i in range(64))
    elif kind == "a":
        colour, sign = int(key[1]), 1 if key[2] == "+" else -1
        got = tuple(SIGN[x][colour] == sign for x in range(8))
    else:
        raise ValueError(key)
    _TABLES[key] = got
    return got


def holds(world: Sequence[int], note: Sequence[Any]) -> bool:
    """Whether `world` agrees with one note [kind, a, b, key]."""
    _, a, b, key = note
    t = table(key)
    return t[world[a]] if b < 0 else t[8 * world[a] + world[b]]


_CACHE: dict[tuple[tuple[int, int, str], ...], list[tuple[int, ...]]] = {}
_CACHE_LIMIT = 2048


def consistent(notes: Sequence[Sequence[Any]]) -> list[tuple[int, ...]]:
    """Every world that agrees with all `notes` (memoised; do not change the list returned)."""
    key = tuple((n[1], n[2], n[3]) for n in notes)
    return _consistent(key)


def _consistent(key: tuple[tuple[int, int, str], ...]) -> list[tuple[int, ...]]:
    got = _CACHE.get(key)
    if got is not None:
        return got
    if not key:
        return all_worlds()  # type: ignore[return-value]  # read-only, like every memoised list
    before = _consistent(key[:-1])
    a, b, k = key[-1]
    t = table(k)
    got = [w for w in before if t[w[a]]] if b < 0 else [w for w in before if t[8 * w[a] + w[b]]]
    if len(_CACHE) >= _CACHE_LIMIT:
        _CACHE.clear()
    _CACHE[key] = got
    return got


def known(public: Sequence[Sequence[Any]], own: Sequence[Sequence[Any]]) -> list[Sequence[Any]]:
    """A seat's notes in the order that makes the memo work: public ones first, then its own."""
    return [*public, *own]


_GRIDS: dict[tuple[tuple[int, int, str], ...], list[list[int]]] = {}


def grid(notes: Sequence[Sequence[Any]]) -> list[list[int]]:
    """grid[i][x]: in how many consistent worlds ingredient i is alchemical x (all 5,040 before any note)."""
    key = tuple((n[1], n[2], n[3]) for n in notes)
    got = _GRIDS.get(key)
    if got is None:
        if not key:
            got = [[5040] * 8 for _ in range(8)]
        else:
            got = [[0] * 8 for _ in range(8)]
            for w in _consistent(key):
                for i in range(8):
                    got[i][w[i]] += 1
        if len(_GRIDS) >= _CACHE_LIMIT:
            _GRIDS.clear()
        _GRIDS[key] = got
    return [row[:] for row in got]


def sample_world(notes: Sequence[Sequence[Any]], rng: Rng) -> list[int]:
    """A world drawn uniformly from those consistent with `notes`."""
    if not notes:
        w = list(range(8))
        rng.shuffle(w)
        return w
    worlds = consistent(notes)
    return list(worlds[rng.below(len(worlds))])


def pair_for(world: Sequence[int], key: str, rng: Rng, hand: Sequence[int] | None = None) -> tuple[int, int] | None:
    """Two different ingredients whose alchemicals in `world` satisfy `key` (from `hand` counts if given)."""
    t = table(key)
    pairs = [(a, b) for a in range(8) for b in range(a + 1, 8)
             if t[8 * world[a] + world[b]] and (hand is None or (hand[a] > 0 and hand[b] > 0))]
    if not pairs:
        return None
    return pairs[rng.below(len(pairs))]


def mix_key(world: Sequence[int], a: int, b: int) -> tuple[int, str]:
    """The potion ingredients a and b make in `world`, and its note key."""
    p = MIX[8 * world[a] + world[b]]
    return p, f"p{p}"


__all__ = [
    "NEUTRAL",
    "all_worlds",
    "consistent",
    "grid",
    "holds",
    "known",
    "mix_key",
    "pair_for",
    "sample_world",
    "table",
]
