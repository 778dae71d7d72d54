"""The rollout policy: lay where the card closes the smallest gap, discard only what loses least."""

from __future__ import annotations

from meeple.engine import Rng
from meeple.games.upordown import GAME
from meeple.games.upordown.bot import POLICY

from .positions import columns_turn, full_columns, ring_turn


def choice(state):  # type: ignore[no-untyped-def]
    legal = GAME.legal_actions(state, state.turn)
    return POLICY.rollout_action(state, state.turn, legal, Rng(1))


def test_a_card_that_continues_a_column_closely_goes_there() -> None:
    assert choice(columns_turn(27)) == {"type": "column", "column": 1}  # 26 -> 27, one step up


def test_a_far_card_starts_the_empty_column_rather_than_break_a_run() -> None:
    assert choice(columns_turn(1)) == {"type": "column", "column": 2}


def test_it_takes_the_neighbour_it_can_use_best() -> None:
    s = full_columns(0)
    s.step, s.taken, s.hands[0] = "place", None, [2, 25, 42]
    GAME.apply(s, 0, {"type": "place", "card": 25})  # neighbours 20 and 30
    assert choice(s) == {"type": "take", "card": 30}  # 30 continues 14 -> 20 -> 26 up; 20 fits only column 1 loosely


def test_the_policy_plays_whole_games() -> None:
    s = ring_turn()
    rng = Rng(3)
    while GAME.outcome(s) is None:
        seat = min(GAME.waiting_for(s))
        GAME.apply(s, seat, POLICY.rollout_action(s, seat, GAME.legal_actions(s, seat), rng))
