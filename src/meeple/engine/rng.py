"""A small seedable random generator whose whole state is one integer.

Games draw every die, shuffle and hidden card from the state's own `Rng`, so a
state dumps to JSON for free and `setup(seed)` plus the action log replays a
game exactly. The generator is SplitMix64: fast in pure Python, well mixed,
and with a 64-bit state that fits in one JSON number.
"""

from __future__ import annotations

import struct
from collections.abc import MutableSequence, Sequence
from operator import ge, mod
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_SPAN = 1 << 64
_LIMITS = tuple(_SPAN - _SPAN % n if n else 0 for n in range(257))
"""`_LIMITS[n]`: the draws below it are used for `below(n)`, the rest rejected (precomputed for small n)."""
_LANE = 128
"""Bits per draw in `_draws`' packed integer: a 64-bit value times a 64-bit constant fits, with no carry out."""
_PACKED_FROM = 8
"""`shuffle` computes its draws packed from this many items on (below it the plain loop costs less)."""
_PACKS: dict[int, tuple[int, int, int, struct.Struct]] = {}
"""`_PACKS[m]`: the constants of `_draws(state, m)`, made on first use (at most 255 of them)."""


def _pack(m: int) -> tuple[int, int, int, struct.Struct]:
    """(a one in each lane, lane k holding (k + 1) * _GOLDEN, 64 ones in each lane, the lanes' unpacker)."""
    found = _PACKS.get(m)
    if found is None:
        ones = sum(1 << (_LANE * k) for k in range(m))
        steps = sum(((k + 1) * _GOLDEN) << (_LANE * k) for k in range(m))
        found = _PACKS[m] = (ones, steps, ones * _MASK, struct.Struct("<" + "Q8x" * m))
    return found


def _draws(state: int, m: int) -> tuple[int, ...]:
    """The next `m` outputs of `next64` from `state` (without advancing anything), computed all at once.

    Every output of SplitMix64 is a mix of its own state, and the k-th state is `state + k * _GOLDEN`
    (mod 2**64). So the m states go in m lanes of 128 bits of one integer, and each step of the mix is one
    operation on all lanes (masking off what a shift moves across a lane, and the high half of each
    product): a dozen operations on one long integer instead of a dozen on each of m small ones, which
    costs about half as much for a deck of 48 cards, whose every draw used to allocate a dozen integers.
    """
    ones, steps, lanes, unpack = _pack(m)
    z = (state * ones + steps) & lanes
    z ^= (z >> 30) & lanes
    z = (z * 0xBF58476D1CE4E5B9) & lanes
    z ^= (z >> 27) & lanes
    z = (z * 0x94D049BB133111EB) & lanes
    z ^= (z >> 31) & lanes
    return unpack.unpack(z.to_bytes(16 * m, "little"))


class Rng:
    """Deterministic generator: the same seed gives the same numbers everywhere.

    >>> a, b = Rng(7), Rng(7)
    >>> [a.randint(1, 6) for _ in range(5)] == [b.randint(1, 6) for _ in range(5)]
    True
    >>> Rng(Rng(7).state).state == Rng(7).state
    True
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = int(seed) & _MASK

    def __repr__(self) -> str:
        return f"Rng({self.state})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)

    def next64(self) -> int:
        """Advance and return 64 random bits."""
        self.state = s = (self.state + _GOLDEN) & _MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
        return s ^ (s >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (n from 1 to 2**64).

        The SplitMix64 step of `next64` is written out here (and in `shuffle`)
        rather than called: these are the engine's hottest lines, one call for
        every random bot's move and every card shuffled.
        """
        if not 0 < n <= _SPAN:
            raise ValueError(f"below() needs a bound from 1 to 2**64, got {n}")
        limit = _LIMITS[n] if n <= 256 else _SPAN - _SPAN % n
        while True:
            self.state = s = (self.state + _GOLDEN) & _MASK
            s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
            s ^= s >> 31
            if s < limit:
                return s % n

    def randint(self, a: int, b: int) -> int:
        """A uniform integer in [a, b], both ends included (like `random.randint`)."""
        if b < a:
            raise ValueError(f"randint({a}, {b}): empty range")
        return a + self.below(b - a + 1)

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        if not seq:
            raise IndexError("choice() from an empty sequence")
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates), drawing exactly what `below(i + 1)` would for each i."""
        self.shuffle_tail(seq, len(seq))

    def shuffle_tail(self, seq: MutableSequence[T], k: int) -> None:
        """Shuffle only as far as the last `k` places: they end up a fair ordered draw of the whole.

        Fisher-Yates stopped after `k` steps (with `k >= len(seq) - 1`, a whole
        shuffle). The places before them keep the cards not drawn, in an order
        that depends only on the draws: for a pile whose order nobody uses (a
        discard pile under its top card) that half of the work is saved.

        Written for speed (a 60-card deck is shuffled every round of Wizard): from
        7 draws on, in piles of up to 256 items, all draws are computed at once (`_draws`)
        and, unless one of them would be rejected, used as they are; otherwise (and for other sizes)
        the loop draws one at a time. In the loop the bound `n` runs down directly,
        and the rejection test, which fails with odds below n / 2**64, sends only a
        rejected draw to the loop that draws again.
        """
        size = len(seq)
        steps = min(k, size - 1)
        if steps >= _PACKED_FROM - 1 and size <= 256:
            draws = _draws(self.state, steps)  # what the loop below draws for n = size, size - 1, ...
            if not any(map(ge, draws, _LIMITS[size:size - steps:-1])):  # none rejected (odds: n / 2**64 each)
                for i, j in zip(range(size - 1, size - steps - 1, -1), map(mod, draws, range(size, size - steps, -1)),
                                strict=True):
                    seq[i], seq[j] = seq[j], seq[i]
                self.state = (self.state + steps * _GOLDEN) & _MASK
                return
        state = self.state
        limits = _LIMITS if size <= 256 else None
        for n in range(size, max(size - k, 1), -1):
            state = s = (state + _GOLDEN) & _MASK
            s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
            s ^= s >> 31
            limit = limits[n] if limits is not None else _SPAN - _SPAN % n
            while s >= limit:
                state = s = (state + _GOLDEN) & _MASK
                s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
                s ^= s >> 31
            i, j = n - 1, s % n
            seq[i], seq[j] = seq[j], seq[i]
        self.state = state

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        """k distinct elements, in random order."""
        if not 0 <= k <= len(seq):
            raise ValueError(f"sample of {k} from {len(seq)} elements")
        pool = list(seq)
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def fork(self) -> Rng:
        """An independent generator seeded from this one (advances this one)."""
        return Rng(self.next64())

    def copy(self) -> Rng:
        """The same generator at the same point."""
        return Rng(self.state)
