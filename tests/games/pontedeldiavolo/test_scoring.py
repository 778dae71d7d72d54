"""Scoring: networks of islands (joined by bridges, also through sandbanks) score triangular numbers."""

from __future__ import annotations

from meeple.games.pontedeldiavolo.scoring import triangular
from meeple.games.pontedeldiavolo.state import OVER

from .positions import DARK, GAME, LIGHT, position


def test_the_triangular_table_of_the_rules_page() -> None:
    assert [triangular(n) for n in range(1, 13)] == [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78]


# Three light islands joined in a row by two bridges (b1-d1 over c1, e2-g2 over
# f2) score 6; the lone island at the top scores 1 more.
CHAIN = """
    a b c d e f g h i j
10  L L . . . . . . . .
 9  L L . . . . . . . .
 8  . . . . . . . . . .
 7  . . . . . . . . . .
 6  . . . . . . . . . .
 5  . . . . . . . . . .
 4  . . . . . . . . . .
 3  . . . . . . . . . .
 2  L L + L L + L L . .
 1  L L + L L . L L . .
"""


def test_a_network_of_three_islands_scores_six() -> None:
    s = position(CHAIN, bridges_=[("b1", "d1"), ("e2", "g2")])
    score = GAME.view(s, None)["scores"][s.seat_of(LIGHT)]
    assert (score["points"], score["islands"], score["bridges"]) == (6 + 1, 4, 2)
    assert [(n["islands"], n["points"]) for n in score["networks"]] == [(3, 6), (1, 1)]
    assert score["networks"][1]["tiles"] == ["a9", "b9", "a10", "b10"]


# Island a1-b1-a2-b2, the sandbank d1-d2, island f1-g1-f2-g2: bridges b1-d1 and
# d2-f2 join both islands through the sandbank.
THROUGH_A_SANDBANK = """
    a b c d e f g h i j
10  . . . . . . . . . .
 9  . . . . . . . . . .
 8  . . . . . . . . . .
 7  . . . . . . . . . .
 6  . . . . . . . . . .
 5  . . . . . . . . . .
 4  . . . . . . . . . .
 3  . . . . . . . . . .
 2  L L . L + L L . . .
 1  L L + L . L L . . .
"""


def test_islands_joined_through_a_sandbank_form_one_network() -> None:
    s = position(THROUGH_A_SANDBANK, bridges_=[("b1", "d1"), ("d2", "f2")])
    score = s.score(s.seat_of(LIGHT))
    assert (score.points, score.islands, score.bridges) == (3, 2, 2)
    assert [n.islands for n in score.networks] == [2]


def test_without_the_second_bridge_the_islands_score_apart() -> None:
    s = position(THROUGH_A_SANDBANK, bridges_=[("b1", "d1")])
    assert s.score(s.seat_of(LIGHT)).points == 1 + 1


def test_sandbanks_alone_score_nothing() -> None:
    s = position(light=["c5", "e5", "h8"], bridges_=[("c5", "e5")])
    score = s.score(s.seat_of(LIGHT))
    assert (score.points, score.islands, score.bridges, score.networks) == (0, 0, 1, ())


def finished(diagram: str, bridges_: list[tuple[str, str]]):
    s = position(diagram, bridges_=bridges_)
    s.phase = OVER
    return GAME.outcome(s)


# Light: islands a1 and d1 joined (3 points, 2 islands). Dark: three lone islands (3 points, 3 islands).
TIE_ON_POINTS = """
    a b c d e f g h i j
10  D D . . D D . . D D
 9  D D . . D D . . D D
 8  . . . . . . . . . .
 7  . . . . . . . . . .
 6  . . . . . . . . . .
 5  . . . . . . . . . .
 4  . . . . . . . . . .
 3  . . . . . . . . . .
 2  L L . L L . . . . .
 1  L L + L L . . . . .
"""


def test_on_equal_points_most_islands_wins() -> None:
    out = finished(TIE_ON_POINTS, [("b1", "d1")])
    assert out.scores == (3, 3)
    assert out.tiebreaks == ((2, 1), (3, 0))
    assert out.ranks == (2, 1)


# Light and dark: two lone islands each (2 points, 2 islands); light has also bridged two sandbanks.
TIE_ON_ISLANDS = """
    a b c d e f g h i j
10  D D . . D D . . . .
 9  D D . . D D . . . .
 8  . . . . . . . . . .
 7  . . . . . . . . . .
 6  . . . . . . . . . .
 5  . . L + L . . . . .
 4  . . . . . . . . . .
 3  . . . . . . . . . .
 2  L L . . L L . . . .
 1  L L . . L L . . . .
"""


def test_on_equal_points_and_islands_most_bridges_wins() -> None:
    out = finished(TIE_ON_ISLANDS, [("c5", "e5")])
    assert out.scores == (2, 2)
    assert out.tiebreaks == ((2, 1), (2, 0))
    assert out.ranks == (1, 2)


def test_a_full_tie_is_shared() -> None:
    out = finished(TIE_ON_ISLANDS, [])
    assert out.ranks == (1, 1)


def test_scores_follow_the_colours_after_a_swap() -> None:
    s = position(TIE_ON_POINTS, bridges_=[("b1", "d1")], light_seat=1)
    s.phase = OVER
    assert GAME.outcome(s).scores == (3, 3) and GAME.outcome(s).ranks == (1, 2)
    assert s.colour_of(0) == DARK
