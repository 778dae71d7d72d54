"""Scores: each column is its cards times the cards of its most frequent colour, +1 per discarded card."""

from __future__ import annotations

from meeple.games.upordown import GAME
from meeple.games.upordown.components import colour
from meeple.games.upordown.scoring import column_score, score

from .positions import last_cards


def test_the_colours_used_below() -> None:
    assert [colour(n) for n in (1, 2, 3, 8, 9, 17, 19)] == ["R", "O", "P", "O", "R", "R", "R"]


def test_a_column_scores_its_length_times_its_main_colour() -> None:
    assert column_score([]) == 0
    assert column_score([1]) == 1
    assert column_score([1, 2, 3]) == 3  # three colours, one card each: 3 x 1
    assert column_score([1, 9, 19, 2]) == 12  # three reds among four: 4 x 3
    assert column_score([2, 8, 1, 9]) == 8  # two oranges and two reds: 4 x 2


def test_discards_score_one_point_a_card() -> None:
    s = last_cards()
    s.columns[0] = [[1, 9, 19, 2], [], []]
    s.discards[0] = [5, 6, 7]
    assert score(s, 0) == 12 + 3


def test_equal_scores_share_the_win() -> None:
    s = last_cards()
    s.columns = [[[1, 9], [], []], [[19, 17], [], []]]  # two reds each: 2 x 2
    s.discards = [[3, 4], [5]]
    s.step = "over"
    assert GAME.outcome(s).scores == (6, 5)  # type: ignore[union-attr]
    s.discards = [[3, 4], [5, 6]]
    out = GAME.outcome(s)
    assert out is not None and out.ranks == (1, 1)


def test_the_last_card_scores_the_game_and_names_the_winners() -> None:
    s = last_cards()
    s.columns = [[[12], [14, 20], []], [[19, 17], [], []]]  # seat 0: 1 + 2 + (after 30) 3; seat 1: 4 + 2 discards
    GAME.apply(s, 0, {"type": "place", "card": 25})
    GAME.apply(s, 0, {"type": "take", "card": 30})
    events = GAME.apply(s, 0, {"type": "column", "column": 1})
    assert [e.text for e in events[-3:]] == [
        "{p0} scores 7: columns 1 + 6 + 0, discards 0 (place 1).",
        "{p1} scores 6: columns 4 + 0 + 0, discards 2 (place 2).",
        "{p0} wins with 7 points.",
    ]
