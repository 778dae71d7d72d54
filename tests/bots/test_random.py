"""RandomBot: a uniform choice among the legal actions, nothing else."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.bots import Bot, RandomBot, bot_name
from meeple.engine import Rng, contains_action
from tests.engine.toy import TOY


def test_random_bot_is_a_bot_with_a_name() -> None:
    assert isinstance(RandomBot(), Bot)
    assert bot_name(RandomBot()) == "random"


def test_it_only_picks_legal_actions_and_reaches_every_one() -> None:
    state = TOY.setup(2, {}, seed=4)
    legal = TOY.legal_actions(state, 0)
    rng = Rng(1)
    picks = Counter(repr(RandomBot().choose(TOY, state, 0, rng)) for _ in range(600))
    assert set(picks) == {repr(a) for a in legal}
    assert all(contains_action(legal, eval(p)) for p in picks)  # reprs of our own dicts
    assert min(picks.values()) > 600 / len(legal) / 2  # roughly uniform


def test_the_same_rng_gives_the_same_choice() -> None:
    state = TOY.setup(3, {}, seed=9)
    a = [RandomBot().choose(TOY, state, 0, Rng(5)) for _ in range(3)]
    assert a[0] == a[1] == a[2]


def test_no_legal_action_is_a_clear_error() -> None:
    state = TOY.setup(2, {}, seed=4)
    with pytest.raises(ValueError, match="seat 1 has no legal action"):
        RandomBot().choose(TOY, state, 1, Rng(1))
