"""The rollout policies of For Sale, GIPF and Ponte del Diavolo: legal, sensible on named positions."""

from __future__ import annotations

from typing import Any

import pytest

from meeple.bots import PolicyBot, RandomBot, play_game
from meeple.engine import Rng
from meeple.games.forsale import GAME as FORSALE
from meeple.games.forsale.state import SELLING
from meeple.games.gipf import GAME as GIPF
from meeple.games.gipf.bot import makes_row, row_pushes
from meeple.games.gipf.geometry import INDEX
from meeple.games.gipf.state import board_from_dict, new_state
from meeple.games.pontedeldiavolo import GAME as PONTE
from meeple.games.pontedeldiavolo.board import DARK, LIGHT
from meeple.games.pontedeldiavolo.state import PLAY


@pytest.mark.parametrize("game, players", [(FORSALE, 4), (GIPF, 2), (PONTE, 2)])
def test_the_policy_plays_whole_legal_games(game: Any, players: int) -> None:
    """play_game applies every move through the checked apply, so an illegal choice would raise."""
    for seed in range(2):
        bots = [PolicyBot(), RandomBot()] + [PolicyBot()] * (players - 2)
        record = play_game(game, players, None, seed, bots, policy_seed=seed)
        assert record.outcome is not None


def _choices(policy: Any, state: Any, seat: int, legal: list[dict[str, Any]], tries: int = 20) -> list[Any]:
    return [policy.rollout_action(state, seat, legal, Rng(k)) for k in range(tries)]


# -- For Sale ----------------------------------------------------------------------


def _auction(table: list[int]) -> Any:
    state = FORSALE.setup(4, {}, 1)
    state.table = table
    return state


def test_forsale_bids_for_a_wide_spread_and_passes_on_a_narrow_one() -> None:
    wide = _auction([2, 3, 5, 29])
    picks = _choices(FORSALE.policy, wide, 0, FORSALE.legal_actions(wide, 0))
    assert all(a == {"type": "bid", "amount": 1} for a in picks)
    narrow = _auction([14, 15, 16, 17])
    picks = _choices(FORSALE.policy, narrow, 0, FORSALE.legal_actions(narrow, 0))
    assert all(a == {"type": "pass"} for a in picks)


def _selling(cheques: list[int]) -> Any:
    state = FORSALE.setup(4, {}, 1)
    state.phase, state.round, state.cheque_table = SELLING, 0, cheques
    state.hands = [[1, 5, 9, 13, 17, 21, 25] for _ in range(4)]
    state.pending = [None] * 4
    return state


def test_forsale_sells_high_for_high_cheques_and_low_for_low_ones() -> None:
    high = _selling([9, 12, 14, 15])
    sold = [a["property"] for a in _choices(FORSALE.policy, high, 0, FORSALE.legal_actions(high, 0))]
    assert min(sold) >= 21
    low = _selling([0, 0, 2, 3])
    sold = [a["property"] for a in _choices(FORSALE.policy, low, 0, FORSALE.legal_actions(low, 0))]
    assert max(sold) <= 9


# -- GIPF --------------------------------------------------------------------------


def test_gipf_makes_row_reads_a_push_along_a_line() -> None:
    w = 1
    assert makes_row((w, w, w, 0, 0, 0, 0), 0, from_far_end=False)  # e1 pushes e2-e4 up: four in a row
    assert not makes_row((w, w, w, 0, 0, 0, 0), 0, from_far_end=True)  # e9 lands apart from them
    assert makes_row((w, w, w, 0), 0, from_far_end=True)  # a short line: lands next to them
    assert not makes_row((w, 2, w, w, 0, 0, 0), 0, from_far_end=False)  # black breaks the run


def _gipf_board(pieces: dict[str, str]) -> Any:
    state = new_state("basic", 1)
    state.board = board_from_dict(pieces)
    return state


def test_gipf_rollouts_push_to_make_a_row() -> None:
    state = _gipf_board({"e2": "w", "e3": "w", "e4": "w"})
    assert row_pushes(state.board, 0) == [(INDEX["e1"], INDEX["e2"])]
    assert row_pushes(state.board, 1) == []
    picks = _choices(GIPF.policy, state, 0, GIPF.legal_actions(state, 0))
    assert sum(a == {"type": "enter", "dot": "e1"} for a in picks) >= 15


def test_gipf_rollouts_keep_their_own_gipfs_and_take_the_others() -> None:
    state = _gipf_board({"c3": "W", "d4": "B"})
    state.phase, state.resolver = "gipf", 0
    for at, keep in (("c3", True), ("d4", False)):
        state.ask = [INDEX[at]]
        legal = GIPF.legal_actions(state, 0)
        assert {a["keep"] for a in legal} == {True, False}
        assert all(a == {"type": "gipf", "at": at, "keep": keep} for a in _choices(GIPF.policy, state, 0, legal))


# -- Ponte del Diavolo ---------------------------------------------------------------


def _ponte(light: list[str], dark: list[str]) -> Any:
    state = PONTE.setup(2, {}, 1)
    data = PONTE.dump(state)
    data.update(tiles={"light": light, "dark": dark}, phase=PLAY, turn=1)
    return PONTE.load(data)


def test_ponte_estimate_favours_the_colour_with_islands() -> None:
    state = _ponte(["a1", "a2", "b1", "b2"], ["h8"])
    light, dark = PONTE.policy.evaluate(state)
    assert light + dark == pytest.approx(1.0)
    assert light > 0.6
    assert state.colour_of(0) == LIGHT and state.colour_of(1) == DARK


def test_ponte_rollouts_grow_their_own_groups() -> None:
    state = _ponte(["a1"], ["e5", "e6"])
    legal = PONTE.legal_actions(state, 1)
    near = {"d5", "f5", "d6", "f6", "e4", "e7"}
    cells = [a["cell"] for a in _choices(PONTE.policy, state, 1, legal, tries=40) if a["type"] == "place"]
    assert sum(c in near for c in cells) >= len(cells) / 2
