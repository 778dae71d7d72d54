"""ISMCTS: deterministic for a seed, within its budget, blind to hidden information, stronger than random."""

from __future__ import annotations

import pytest

from meeple.bots import RandomBot, play_game
from meeple.bots.ismcts import ISMCTS, LEVELS, Budget, rewards
from meeple.engine import Outcome, Rng
from tests.engine.toy import TOY


def test_same_seed_same_move() -> None:
    state = TOY.setup(3, {}, 4)
    moves = {str(ISMCTS(budget=Budget(iterations=200), seed=9).choose(TOY, state, 0, Rng(1))) for _ in range(3)}
    assert len(moves) == 1


def test_iteration_budget_is_respected() -> None:
    bot = ISMCTS(budget=Budget(iterations=37), seed=1)
    bot.choose(TOY, TOY.setup(2, {}, 2), 0, Rng(0))
    assert bot.last_iterations == 37


def test_time_budget_cuts_the_search() -> None:
    bot = ISMCTS(budget=Budget(iterations=10**9, ms=30), seed=1)
    bot.choose(TOY, TOY.setup(2, {}, 2), 0, Rng(0))
    assert 0 < bot.last_iterations < 10**9


def test_search_sees_only_what_the_seat_may_know() -> None:
    """Two states that differ only in cards seat 0 cannot see give the same decision."""
    a = TOY.setup(2, {}, 5)
    b = TOY.clone(a)
    hidden = sorted(b.deck + b.hands[1])
    b.deck, b.hands[1] = hidden[2:], hidden[:2]
    b.rng = Rng(12345)
    assert TOY.view(a, 0) == TOY.view(b, 0)
    assert TOY.dump(a) != TOY.dump(b)
    bot = ISMCTS(budget=Budget(iterations=300), seed=3)
    assert bot.choose(TOY, a, 0, Rng(0)) == bot.choose(TOY, b, 0, Rng(0))


def test_levels_are_named_budgets() -> None:
    assert set(LEVELS) == {"easy", "medium", "hard"}
    assert LEVELS["easy"].iterations < LEVELS["medium"].iterations < LEVELS["hard"].iterations
    with pytest.raises(ValueError, match="unknown level"):
        ISMCTS("impossible")


def test_rewards_follow_ranks_and_team_results() -> None:
    assert rewards(Outcome.from_scores([3, 9, 3]), 3) == [0.5, 1.0, 0.5]
    assert rewards(Outcome.from_scores([1, 2, 3]), 3) == [0.0, 0.5, 1.0]
    assert rewards(Outcome.team(True, 2), 2) == [1.0, 1.0]


def test_beats_random_at_the_toy_game() -> None:
    wins = 0
    games = 30
    for g in range(games):
        seat = g % 2
        bots = [RandomBot(), RandomBot()]
        bots[seat] = ISMCTS(budget=Budget(iterations=150), seed=g)
        record = play_game(TOY, 2, {}, seed=g, bots=bots, policy_seed=g)
        wins += record.outcome.ranks[seat] == 1
    assert wins >= games * 0.6
