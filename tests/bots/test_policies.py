"""The games' rollout policies and search hooks: legal, and sensible on named positions."""

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
from meeple.games.pandemic import GAME as PANDEMIC
from meeple.games.pickomino import GAME as PICKOMINO
from meeple.games.pickomino.state import DECIDE, KEEP
from meeple.games.pontedeldiavolo import GAME as PONTE
from meeple.games.pontedeldiavolo.components import DARK, LIGHT
from meeple.games.pontedeldiavolo.state import PLAY
from meeple.games.skull import GAME as SKULL
from meeple.games.skull.components import BIDDING, LOST
from meeple.games.wizard import GAME as WIZARD
from meeple.games.wizard.bot import hand_strength
from meeple.games.wizard.state import PLAY as TRICKS
from tests.games.pandemic.positions import table
from tests.games.skull.positions import bidding_position, challenge_position, turn_position


@pytest.mark.parametrize("game, players", [
    (FORSALE, 4), (GIPF, 2), (PONTE, 2), (PICKOMINO, 3), (WIZARD, 3), (SKULL, 3), (SKULL, 5),
])
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


def test_forsale_search_considers_pass_and_a_few_raises() -> None:
    """The search weighs pass and raises of 0, 1, 2 and 4 over the lowest bid, not every total."""
    state = _auction([2, 3, 5, 29])
    state.bids[1] = 3
    legal = FORSALE.legal_actions(state, 0)
    searched = FORSALE.policy.search_actions(state, 0, legal)
    assert searched == [{"type": "pass"}] + [{"type": "bid", "amount": a} for a in (4, 5, 6, 8)]
    assert all(a in legal for a in searched)
    selling = _selling([0, 3, 7, 12])
    legal = FORSALE.legal_actions(selling, 0)
    assert FORSALE.policy.search_actions(selling, 0, legal) == legal


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


# -- Pickomino ---------------------------------------------------------------------


def test_pickomino_keeps_worms_first_then_the_most_points() -> None:
    state = PICKOMINO.setup(2, {}, 1)
    state.phase, state.roll, state.kept = KEEP, [6, 5, 5, 5, 1, 1, 1, 2], []
    kept = [a["face"] for a in _choices(PICKOMINO.policy, state, 0, PICKOMINO.legal_actions(state, 0))]
    assert kept.count(6) >= 15
    state.kept, state.roll = [6, 6], [5, 5, 1, 1, 1, 2]
    kept = [a["face"] for a in _choices(PICKOMINO.policy, state, 0, PICKOMINO.legal_actions(state, 0))]
    assert kept.count(5) >= 15


def test_pickomino_takes_a_tile_when_few_dice_are_left() -> None:
    state = PICKOMINO.setup(2, {}, 1)
    state.phase, state.roll, state.kept = DECIDE, [], [6, 6, 6, 5, 5, 5]
    picks = _choices(PICKOMINO.policy, state, 0, PICKOMINO.legal_actions(state, 0))
    assert all(a["type"] == "take" for a in picks)


def test_pickomino_estimate_follows_the_worms() -> None:
    state = PICKOMINO.setup(3, {}, 1)
    state.stacks = [[33, 34], [21], []]
    state.grill = [t for t in state.grill if t not in (21, 33, 34)]
    light, middle, empty = PICKOMINO.policy.evaluate(state)
    assert light > middle > empty and all(0.0 <= x <= 1.0 for x in (light, middle, empty))


# -- Wizard ------------------------------------------------------------------------


def test_wizard_hand_strength_counts_wizards_and_trumps() -> None:
    assert hand_strength(["W", "B12", "B3", "R13", "G2", "J"], "blue") == 3.0


def _trick(hand: list[str], trick: list[str], bid: int, taken: int) -> Any:
    state = WIZARD.setup(3, {}, 1)
    state.phase, state.round, state.trump = TRICKS, 4, "blue"
    state.hands = [hand, ["R1"] * len(hand), ["R2"] * len(hand)]
    state.bids, state.tricks, state.trick = [bid, 0, 0], [taken, 0, 0], trick
    state.turn = state.leader = 0 if not trick else 3 - len(trick)
    return state


def test_wizard_plays_to_win_when_short_and_to_lose_when_made() -> None:
    short = _trick(["R4", "R12", "B2"], ["R9"], bid=1, taken=0)
    short.turn = 0
    picks = _choices(WIZARD.policy, short, 0, WIZARD.legal_actions(short, 0))
    assert all(a["card"] == "R12" for a in picks)
    made = _trick(["R4", "R12", "B2"], ["R9"], bid=0, taken=0)
    made.turn = 0
    picks = _choices(WIZARD.policy, made, 0, WIZARD.legal_actions(made, 0))
    assert all(a["card"] == "R4" for a in picks)


# -- Pandemic ----------------------------------------------------------------------


def test_pandemic_search_considers_the_planners_candidates_only() -> None:
    state = table(2, ("Medic", "Scientist"), hands={0: ["Paris", "Lima", "Airlift"]})
    legal = PANDEMIC.legal_actions(state, 0)
    searched = PANDEMIC.policy.search_actions(state, 0, legal)
    assert searched and len(searched) < len(legal) and all(a in legal for a in searched)
    assert not any(a["type"] in ("event", "pass") for a in searched)
    assert PANDEMIC.policy.search_actions(state, 1, legal) == legal  # not seat 1's turn: left alone


def test_pandemic_estimate_is_the_teams_and_grows_with_a_cure() -> None:
    state = table(2, ("Medic", "Scientist"))
    before = PANDEMIC.policy.evaluate(state)
    state.cured[0] = True
    after = PANDEMIC.policy.evaluate(state)
    assert before[0] == before[1] and 0.0 < before[0] < after[0] <= 1.0


# -- Skull -------------------------------------------------------------------------


def test_skull_search_considers_small_raises_only() -> None:
    state = SKULL.setup(4, {}, 1)
    state.mats = [[0, 0], [0, 0], [0, 0], [0, 0]]
    state.hands = [[1, 1], [1, 1], [1, 1], [1, 1]]
    state.phase, state.current, state.bid, state.bidder = BIDDING, 0, 2, 1
    legal = SKULL.legal_actions(state, 0)
    searched = SKULL.policy.search_actions(state, 0, legal)
    assert [a.get("count") for a in searched] == [3, 4, 5, None]
    assert all(a in legal for a in searched) and len(legal) == 7


def _skull_move(state: Any, seat: int, seed: int = 0) -> dict[str, Any]:
    move = SKULL.policy.choose(SKULL, state, seat, Rng(seed))
    assert move in SKULL.legal_actions(state, seat)
    return move


def test_skull_policy_opens_the_bidding_at_its_reach_once_a_flower_tops_its_mat() -> None:
    # seat 0's mat is one flower: its own flower and the top disc of each of the three other mats
    assert _skull_move(turn_position(), 0) == {"type": "bid", "count": 4}
    # with its skull on top it cannot turn up anything yet, so it places a disc
    for seed in range(10):
        assert _skull_move(turn_position(mats=["S", "S", "F", "S"]), 0, seed)["type"] == "place"


def test_skull_policy_raises_to_its_reach_and_passes_beyond_it() -> None:
    # seat 2 (mat FF, no skull) reaches 2 + 3 other mats = 5 > 3
    assert _skull_move(bidding_position(), 2) == {"type": "bid", "count": 5}
    # a skull under its flowers: it can turn up its top flower only, below the bid
    assert _skull_move(bidding_position(mats=["FF", "SF", "SF", "S"]), 2) == {"type": "pass"}


def test_skull_policy_flips_skull_less_players_first_then_the_tallest_stack() -> None:
    assert _skull_move(challenge_position(mats=["FF", "SF", "FFF", "S"]), 0) == {"type": "flip", "seat": 2}
    known = challenge_position(skull_known=["held", "held", "held", LOST])
    assert _skull_move(known, 0) == {"type": "flip", "seat": 3}


def test_skull_policy_never_bids_past_its_own_skull_in_the_challenge() -> None:
    state = bidding_position(mats=["FS", "SF", "FF", "S"], current=0, passed=[False, False, True, True])
    assert _skull_move(state, 0) == {"type": "pass"}
