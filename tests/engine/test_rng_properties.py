"""Properties of the engine's Rng, over many seeds and arguments (hypothesis)."""

from __future__ import annotations

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.engine import Rng
from meeple.engine.canonical import canonical

seeds = st.integers(min_value=-(2**70), max_value=2**70)
enough = settings(max_examples=200, deadline=None)


@enough
@given(seeds, st.integers(-1000, 1000), st.integers(0, 10**12))
def test_randint_stays_in_range(seed: int, a: int, width: int) -> None:
    r = Rng(seed)
    for _ in range(5):
        assert a <= r.randint(a, a + width) <= a + width


@enough
@given(seeds, st.integers(1, 2**64))
def test_below_stays_below(seed: int, n: int) -> None:
    assert 0 <= Rng(seed).below(n) < n


@enough
@given(seeds, st.one_of(st.integers(max_value=0), st.integers(min_value=2**64 + 1)))
def test_below_refuses_a_bound_it_cannot_draw_from(seed: int, n: int) -> None:
    with pytest.raises(ValueError, match="bound from 1 to 2"):
        Rng(seed).below(n)


@enough
@given(seeds)
def test_random_is_in_the_unit_interval(seed: int) -> None:
    r = Rng(seed)
    assert all(0.0 <= r.random() < 1.0 for _ in range(20))


@enough
@given(seeds, st.lists(st.integers()))
def test_shuffle_is_a_permutation(seed: int, items: list[int]) -> None:
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)


@enough
@given(seeds, st.lists(st.integers(), max_size=40), st.data())
def test_shuffle_tail_draws_like_the_whole_shuffle_in_its_last_places(
        seed: int, items: list[int], data: st.DataObject) -> None:
    k = data.draw(st.integers(0, len(items) + 2))
    part, whole = items[:], items[:]
    a, b = Rng(seed), Rng(seed)
    a.shuffle_tail(part, k)
    b.shuffle(whole)
    assert sorted(part) == sorted(items)
    if k:
        assert part[-k:] == whole[-k:]
    if k >= len(items) - 1:
        assert part == whole and a.state == b.state


def test_shuffle_tail_is_fair_in_its_last_places() -> None:
    """Each card lands last equally often over many draws (a chi-square bound, 4 cards in the tail of 8)."""
    rng = Rng(11)
    counts = [0] * 8
    for _ in range(8000):
        pile = list(range(8))
        rng.shuffle_tail(pile, 4)
        counts[pile[-1]] += 1
    chi2 = sum((c - 1000) ** 2 / 1000 for c in counts)
    assert chi2 < 24.3  # the 0.1% point of chi-square with 7 degrees of freedom


@enough
@given(seeds, st.lists(st.integers(), unique=True, max_size=30), st.data())
def test_sample_draws_distinct_members(seed: int, items: list[int], data: st.DataObject) -> None:
    k = data.draw(st.integers(0, len(items)))
    got = Rng(seed).sample(items, k)
    assert len(got) == k == len(set(got)) and set(got) <= set(items)


@enough
@given(seeds, st.integers(0, 50))
def test_the_same_seed_gives_the_same_numbers(seed: int, skip: int) -> None:
    a, b = Rng(seed), Rng(seed)
    for _ in range(skip):
        a.next64()
        b.next64()
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]


@enough
@given(seeds, st.integers(0, 50))
def test_state_survives_a_json_dump(seed: int, skip: int) -> None:
    r = Rng(seed)
    for _ in range(skip):
        r.next64()
    again = Rng(orjson.loads(canonical({"rng": r.state}))["rng"])
    assert again == r and [again.next64() for _ in range(5)] == [r.next64() for _ in range(5)]
    assert 0 <= r.state < 2**64


@enough
@given(seeds)
def test_a_fork_is_independent_of_its_parent(seed: int) -> None:
    parent = Rng(seed)
    child = parent.fork()
    mirror = child.copy()
    parent_then = [parent.next64() for _ in range(5)]
    # drawing from the parent does not move the child, and the two streams differ
    assert [child.next64() for _ in range(5)] == [mirror.next64() for _ in range(5)]
    assert parent_then != [Rng(child.state).next64() for _ in range(5)]
    # forking is itself deterministic
    again = Rng(seed).fork()
    assert again == Rng(seed).fork()


@enough
@given(seeds)
def test_a_copy_is_a_snapshot(seed: int) -> None:
    r = Rng(seed)
    c = r.copy()
    first = [r.next64() for _ in range(3)]
    assert [c.next64() for _ in range(3)] == first


def _shuffled_by_below(seed: int, items: list[int], steps: int | None = None) -> tuple[list[int], int]:
    """Fisher-Yates drawing with `below`, one draw at a time: what `shuffle` promises to do (and its state after);
    stopped after `steps` draws, what `shuffle_tail` promises."""
    r, out = Rng(seed), list(items)
    last = 1 if steps is None else max(len(out) - steps, 1)
    for n in range(len(out), last, -1):
        j = r.below(n)
        out[n - 1], out[j] = out[j], out[n - 1]
    return out, r.state


@enough
@given(seeds, st.integers(0, 300))
def test_shuffle_draws_what_below_draws(seed: int, size: int) -> None:
    """Also from 8 to 256 items, where `shuffle` computes all its draws at once (`rng._draws`)."""
    items = list(range(size))
    r = Rng(seed)
    r.shuffle(items)
    assert (items, r.state) == _shuffled_by_below(seed, list(range(size)))


def _unmix(z: int) -> int:
    """The SplitMix64 state whose output is `z` (the mix is a bijection)."""
    mask = (1 << 64) - 1

    def unshift(v: int, k: int) -> int:
        x = v
        for _ in range(64 // k + 1):
            x = v ^ (x >> k)
        return x & mask

    z = unshift(z, 31) * pow(0x94D049BB133111EB, -1, 1 << 64) & mask
    return unshift(unshift(z, 27) * pow(0xBF58476D1CE4E5B9, -1, 1 << 64) & mask, 30)


@pytest.mark.parametrize(("size", "k"), [(8, 2), (10, 2), (48, 24), (53, 51), (256, 100)])
def test_shuffle_with_a_rejected_draw_still_draws_what_below_draws(size: int, k: int) -> None:
    """A state whose k-th draw is 2**64 - 1, which `below(size - k + 1)` rejects (n no power of two)."""
    seed = (_unmix((1 << 64) - 1) - k * 0x9E3779B97F4A7C15) % (1 << 64)
    items, r = list(range(size)), Rng(seed)
    r.shuffle(items)
    expected, state = _shuffled_by_below(seed, list(range(size)))
    assert (items, r.state) == (expected, state)
    assert state != (seed + (size - 1) * 0x9E3779B97F4A7C15) % (1 << 64)  # a draw was drawn again


@pytest.mark.parametrize(("size", "k"), [(10, 2), (48, 24), (53, 30)])
def test_shuffle_tail_with_a_rejected_draw_still_draws_what_below_draws(size: int, k: int) -> None:
    """The same rejected draw inside a partial shuffle (`shuffle_tail` over k + 6 places)."""
    seed = (_unmix((1 << 64) - 1) - k * 0x9E3779B97F4A7C15) % (1 << 64)
    items, r = list(range(size)), Rng(seed)
    r.shuffle_tail(items, k + 6)
    assert (items, r.state) == _shuffled_by_below(seed, list(range(size)), k + 6)
