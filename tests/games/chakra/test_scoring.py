"""The end trigger with equal turns, and the final score: plenitude, alleviated energy, the red chain."""

from __future__ import annotations

from meeple.games.chakra import GAME
from meeple.games.chakra.components import GREEN, RED, YELLOW
from meeple.games.chakra.scoring import chain, chain_leaders, totals

from .positions import board, finished_boards, harmonized, position, receiving


def test_the_rules_page_example_scores_14_against_12() -> None:
    s = finished_boards()
    assert chain(s, 0) == 0 and chain(s, 1) == 3  # red, orange, yellow
    assert chain_leaders(s) == [1]
    assert totals(s) == [14, 12]
    out = GAME.outcome(s)
    assert out is not None and out.ranks == (1, 2)


def test_no_chain_bonus_without_a_harmonized_red() -> None:
    s = finished_boards()
    board(s, 1, harmonized(1, 4, 5))
    assert chain_leaders(s) == []


def test_equal_chains_from_red_both_take_the_bonus() -> None:
    s = finished_boards()
    board(s, 0, harmonized(5, 6, 2))
    board(s, 1, harmonized(5, 6, 0))
    assert chain_leaders(s) == [0, 1]
    assert totals(s) == [2 + 1 + 2 + 2, 2 + 1 + 4 + 2]


def test_black_energy_left_on_a_board_costs_nothing() -> None:
    s = finished_boards()
    s.chakras[0][0] = [7, 7]
    assert totals(s)[0] == 14


def test_five_harmonized_chakras_end_the_game_once_the_round_is_complete() -> None:
    s = position(3, flows=receiving().flows)
    board(s, 1, {**harmonized(0, 1, 2, 3), RED: [RED, RED]})
    s.turn = 1
    GAME.apply(s, 1, {"type": "flow", "flow": 2})
    GAME.apply(s, 1, {"type": "take", "colour": RED})
    events = GAME.apply(s, 1, {"type": "place", "chakra": RED})
    assert s.ending and "ending" in [e.type for e in events]
    assert GAME.outcome(s) is None and s.turn == 2  # seat 2 still plays: everyone gets the same turns
    GAME.apply(s, 2, {"type": "meditate"})
    events = GAME.apply(s, 2, {"type": "look", "colour": YELLOW if GREEN in s.meditation[2] else GREEN})
    assert GAME.outcome(s) is not None and s.phase == "over"
    assert [e.type for e in events][-4:] == ["reveal", "score", "score", "score"]
    assert GAME.progress(s) == 1.0
