"""Legal actions are computed once a position: shared by the caller and `apply`, never stale."""

from __future__ import annotations

import pickle
from typing import Any

import orjson
import pytest

from meeple.engine import IllegalAction, Rng

from .toy import ToyGame, ToyState


class Counting(ToyGame):
    """The toy game, counting how often its rules list the legal actions."""

    def __init__(self) -> None:
        self.calls = 0

    def legal_actions(self, s: ToyState, seat: int) -> list[dict[str, Any]]:
        self.calls += 1
        return super().legal_actions(s, seat)


def test_the_bots_question_and_applys_check_share_one_computation() -> None:
    game = Counting()
    state = game.setup(2, {}, 1)
    legal = game.legal_tuple(state, 0)
    assert isinstance(legal, tuple) and game.legal_tuple(state, 0) is legal
    game.apply(state, 0, legal[0])
    assert game.calls == 1


def test_apply_in_place_leaves_no_stale_list() -> None:
    game = ToyGame()
    state = game.setup(2, {}, 1)
    for _ in range(12):
        seat = min(game.waiting_for(state))
        before = game.legal_tuple(state, seat), game.legal_tuple(state, 1 - seat)
        game.apply(state, seat, before[0][-1])
        for s in (0, 1):
            assert list(game.legal_tuple(state, s)) == game.legal_actions(state, s)
        assert game.legal_tuple(state, seat) != before[0]


def test_apply_trusted_forgets_too() -> None:
    game = ToyGame()
    state = game.setup(2, {}, 4)
    game.apply_trusted(state, 0, game.legal_tuple(state, 0)[0])
    assert game.legal_tuple(state, 0) == () and list(game.legal_tuple(state, 1)) == game.legal_actions(state, 1)


@pytest.mark.parametrize("copy", ["clone", "determinize", "load"])
def test_copies_get_their_own_lists(copy: str) -> None:
    game = ToyGame()
    state = game.setup(2, {}, 2)
    mine = game.legal_tuple(state, 0)
    other = {
        "clone": lambda: game.clone(state),
        "determinize": lambda: game.determinize(state, 1, Rng(5)),
        "load": lambda: game.load(orjson.loads(orjson.dumps(game.dump(state)))),
    }[copy]()
    assert list(game.legal_tuple(other, 0)) == game.legal_actions(other, 0)
    game.apply(other, 0, game.legal_tuple(other, 0)[-1])
    assert game.legal_tuple(state, 0) == mine == tuple(game.legal_actions(state, 0))
    assert list(game.legal_tuple(other, 1)) == game.legal_actions(other, 1)


def test_legal_actions_is_the_callers_own_list() -> None:
    game = ToyGame()
    state = game.setup(2, {}, 3)
    shared = game.legal_tuple(state, 0)
    mine = game.legal_actions(state, 0)
    mine.clear()
    assert game.legal_tuple(state, 0) is shared and shared


def test_membership_is_exact_json() -> None:
    game = ToyGame()
    state = game.setup(2, {}, 3)
    card = game.legal_tuple(state, 0)[0]["card"]
    with pytest.raises(IllegalAction):
        game.apply(state, 0, {"type": "play", "card": float(card)})
    assert game.apply(state, 0, {"type": "play", "card": card}) is not None  # an equal copy, not the listed object


def test_a_pickled_game_leaves_the_memo_behind() -> None:
    game = ToyGame()
    state = game.setup(2, {}, 3)
    game.legal_tuple(state, 0)
    assert "_memo" not in pickle.loads(pickle.dumps(game)).__dict__


def test_apply_checks_against_a_legal_list_the_caller_already_holds() -> None:
    game = ToyGame()
    state = game.setup(2, {}, 1)
    held = game.legal_actions(state, 0)
    twin = game.clone(state)
    game.apply(twin, 0, held[0], legal=held)  # the list of the position twin was cloned from
    assert game.dump(twin) != game.dump(state)
    with pytest.raises(IllegalAction):
        game.apply(game.clone(state), 0, held[0], legal=[])
