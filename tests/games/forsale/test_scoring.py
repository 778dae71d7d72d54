"""The score (coins + cheques), the page's tie-breakers and BGA's tie-break number."""

from __future__ import annotations

from meeple.games.forsale import GAME

from .positions import final_round, finished


def test_score_is_coins_plus_cheques_in_dollars() -> None:
    s = final_round()
    for seat, prop in ((0, 1), (1, 6), (2, 12)):
        events = GAME.apply(s, seat, {"type": "sell", "property": prop})
    out = GAME.outcome(s)
    assert out is not None
    assert out.scores == (34_000, 55_000, 45_000)
    assert out.ranks == (3, 1, 2) and out.winners == [1]
    assert [e.text for e in events[-4:]] == [
        "{p1} finishes with $55,000: $54,000 in cheques and $1,000 in coins (place 1).",
        "{p2} finishes with $45,000: $39,000 in cheques and $6,000 in coins (place 2).",
        "{p0} finishes with $34,000: $30,000 in cheques and $4,000 in coins (place 3).",
        "{p1} wins For Sale.",
    ]


def test_no_outcome_before_the_end() -> None:
    assert GAME.outcome(final_round()) is None


def test_a_tie_on_money_goes_to_the_most_coins_left() -> None:
    s = finished(coins=[2, 6, 0], cheques=[[15, 13], [12, 12], [20]], highest=[30, 11, 29])
    out = GAME.outcome(s)
    assert out.scores == (30_000, 30_000, 20_000)
    assert out.ranks == (2, 1, 3)
    assert out.tiebreaks == ((2, 30), (6, 11), (0, 29))


def test_a_tie_on_money_and_coins_goes_to_the_highest_property() -> None:
    s = finished(coins=[3, 3, 1, 9], cheques=[[15, 7], [14, 8], [2], [0]], highest=[24, 27, 30, 12])
    out = GAME.outcome(s)
    assert out.scores == (25_000, 25_000, 3_000, 9_000)
    assert out.ranks == (2, 1, 4, 3)


def test_the_rules_page_example_of_bgas_tie_break_number() -> None:
    s = finished(coins=[3, 3, 5], cheques=[[15, 15, 7], [15, 14, 8], [14, 13, 8]], highest=[27, 24, 16])
    out = GAME.outcome(s)
    assert out.scores == (40_000, 40_000, 40_000)
    assert out.extra == {"bga_tiebreak": [327, 324, 516]}
    assert out.ranks == (2, 3, 1)


def test_ties_are_always_broken_because_properties_are_unique() -> None:
    s = finished(coins=[4, 4, 4], cheques=[[9], [9], [9]], highest=[17, 18, 3])
    assert GAME.outcome(s).ranks == (2, 1, 3)
