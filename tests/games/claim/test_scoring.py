"""The end: a faction to the majority, a tie to the highest card, three factions win."""

from __future__ import annotations

from meeple.games.claim import GAME
from meeple.games.claim.scoring import faction_winner, factions_won

from .positions import final_trick


def finish(scores: list[list[str]]):  # type: ignore[no-untyped-def]
    s = final_trick(scores, [["G3"], ["G5"]])
    GAME.apply(s, 0, {"type": "play", "card": "G3"})
    GAME.apply(s, 1, {"type": "play", "card": "G5"})  # seat 1 scores Goblins 3 and 5
    return s


def test_most_cards_of_a_faction_wins_it() -> None:
    s = finish([["K2", "K3"], ["K9"]])
    assert faction_winner(s, "K") == 0


def test_a_tie_in_count_goes_to_the_highest_card() -> None:
    s = finish([["U1", "U9"], ["U7", "U8"]])
    assert faction_winner(s, "U") == 0


def test_a_faction_nobody_scored_is_unclaimed() -> None:
    s = finish([[], []])
    assert faction_winner(s, "D") is None


def test_identical_counts_and_highest_cards_leave_a_faction_unclaimed() -> None:
    s = finish([["G0", "G0", "G0"], ["G0"]])  # seat 1 ends with G0, G3, G5
    assert faction_winner(s, "G") == 1
    s = final_trick([["G0"], ["G0"]], [["K2"], ["K3"]])
    GAME.apply(s, 0, {"type": "play", "card": "K2"})
    GAME.apply(s, 1, {"type": "play", "card": "K3"})
    assert faction_winner(s, "G") is None


def test_three_factions_win_the_game() -> None:
    s = finish([["K2", "U3", "D4", "P1"], ["K3"]])
    # K: 1-1, highest 3 -> seat 1; U, D, P -> seat 0; G -> seat 1
    assert factions_won(s) == [3, 2]
    out = GAME.outcome(s)
    assert out is not None and list(out.ranks) == [1, 2]


def test_equal_faction_counts_are_a_draw() -> None:
    s = finish([["U3", "D4"], []])  # seat 0: U, D; seat 1: G; K and P unclaimed
    assert factions_won(s) == [2, 1]
    s = finish([["U3", "D4"], ["K2"]])
    assert factions_won(s) == [2, 2]
    out = GAME.outcome(s)
    assert out is not None and list(out.ranks) == [1, 1]
