"""Bridges: two squares apart in a line or a knight's move, over water, one per tile, never crossing."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.pontedeldiavolo import bridges

from .positions import DARK, GAME, LIGHT, bridges_listed, position


def refusal(s, start: str, end: str) -> str:
    with pytest.raises(IllegalAction) as info:
        GAME.apply(s, s.turn, {"type": "bridge", "from": start, "to": end})
    return info.value.reason


@pytest.mark.parametrize(
    ("other", "listed"),
    [
        ("c5", ("c5", "e5")), ("g5", ("e5", "g5")), ("e3", ("e3", "e5")), ("e7", ("e5", "e7")),  # straight
        ("c3", ("c3", "e5")), ("g3", ("g3", "e5")), ("c7", ("e5", "c7")), ("g7", ("e5", "g7")),  # diagonal
        ("d3", ("d3", "e5")), ("f3", ("f3", "e5")), ("c4", ("c4", "e5")), ("g4", ("g4", "e5")),  # knight
        ("c6", ("e5", "c6")), ("g6", ("e5", "g6")), ("d7", ("e5", "d7")), ("f7", ("e5", "f7")),
    ],
)
def test_a_bridge_spans_two_squares_in_a_line_or_a_knights_move(other: str, listed: tuple[str, str]) -> None:
    s = position(light=["e5", other])
    assert bridges_listed(s) == [listed]  # named from the lower square (rank, then file)


@pytest.mark.parametrize("other", ["d5", "f6", "b5", "h5", "e8", "b2", "h8", "c8", "g2", "e1"])
def test_no_bridge_at_any_other_distance(other: str) -> None:
    s = position(light=["e5", other])
    assert bridges_listed(s) == []


def test_a_bridge_of_the_wrong_shape_is_refused_with_the_reason() -> None:
    s = position(light=["e5", "h5"])
    assert refusal(s, "e5", "h5") == "e5 and h5 are neither two squares apart in a line nor a knight's move apart."


def test_all_sixteen_spans_from_one_tile() -> None:
    assert len(bridges.SPANS) == 576
    e5 = 44
    assert sum(1 for s in bridges.SPANS if e5 in (s.a, s.b)) == 16
    assert {s.kind for s in bridges.SPANS} == {"straight", "diagonal", "knight"}


@pytest.mark.parametrize(
    ("ends", "blocker"),
    [
        (("c5", "e5"), "d5"),
        (("c3", "e5"), "d4"),
        (("c3", "d5"), "c4"),  # a knight's bridge needs both squares it passes over to be water
        (("c3", "d5"), "d4"),
    ],
)
def test_a_bridge_may_not_pass_over_a_tile_of_either_colour(ends: tuple[str, str], blocker: str) -> None:
    for colour in (LIGHT, DARK):
        tiles = {"light": list(ends), "dark": []}
        tiles["light" if colour == LIGHT else "dark"].append(blocker)
        s = position(light=tiles["light"], dark=tiles["dark"])
        assert ends not in bridges_listed(s)
        assert refusal(s, *ends) == f"A bridge spans water only, and {blocker} under it holds a tile."


def test_each_tile_takes_only_one_bridge() -> None:
    s = position(light=["c5", "e5", "g5", "f7"], bridges_=[("c5", "e5")])
    assert bridges_listed(s) == [("g5", "f7")]
    assert refusal(s, "e5", "g5") == "The tile on e5 already has a bridge; each tile takes only one."
    assert refusal(s, "e5", "f7") == "The tile on e5 already has a bridge; each tile takes only one."


def test_bridges_may_not_cross_diagonally() -> None:
    s = position(light=["c3", "e5", "e3", "c5"], bridges_=[("c3", "e5")])
    assert ("e3", "c5") not in bridges_listed(s)
    assert refusal(s, "e3", "c5") == "That bridge would cross the bridge c3–e5."


def test_bridges_may_not_cross_even_of_different_colours() -> None:
    s = position(light=["c4", "e4"], dark=["d3", "d5"], bridges_=[("c4", "e4")], to_move=DARK)
    assert bridges_listed(s) == []
    assert refusal(s, "d3", "d5") == "That bridge would cross the bridge c4–e4."


def test_knights_bridges_may_not_cross() -> None:
    s = position(light=["c3", "d5", "d3", "c5"], bridges_=[("c3", "d5")])
    assert ("d3", "c5") not in bridges_listed(s)
    assert refusal(s, "d3", "c5") == "That bridge would cross the bridge c3–d5."


def test_parallel_knights_bridges_may_share_a_square_of_water() -> None:
    # c3-d5 passes over c4 and d4, d3-e5 over d4 and e4: the lines never meet
    s = position(light=["c3", "d5", "d3", "e5"], bridges_=[("c3", "d5")])
    assert ("d3", "e5") in bridges_listed(s)


def test_a_bridge_joins_two_tiles_of_your_own_colour() -> None:
    s = position(light=["c5"], dark=["e5", "c7", "e7"])
    assert bridges_listed(s) == []
    assert refusal(s, "c5", "e5") == "A bridge joins two of your tiles, and e5 is a tile of the other colour."
    assert refusal(s, "c5", "c7") == "A bridge joins two of your tiles, and c7 is a tile of the other colour."
    assert refusal(s, "a5", "c5") == "A bridge joins two of your tiles, and a5 is water."


def test_a_bridge_may_join_sandbanks_and_islands() -> None:
    # b2 is a one-tile sandbank; d1-d2-e1-e2 is an island
    s = position(light=["b2", "d1", "d2", "e1", "e2"])
    assert ("b2", "d2") in bridges_listed(s)
    GAME.apply(s, s.turn, {"type": "bridge", "from": "b2", "to": "d2"})
    assert GAME.view(s, None)["bridges"] == [
        {"from": "b2", "to": "d2", "colour": "light", "kind": "straight", "over": ["c2"]}
    ]


def test_a_bridge_is_named_from_its_lower_square() -> None:
    s = position(light=["c5", "e5"])
    assert refusal(s, "e5", "c5") == "Name this bridge from c5 to e5."
    assert refusal(s, "e5", "z9") == "'z9' is not a square; squares run from a1 to j10."


def test_every_span_passes_over_one_or_two_squares() -> None:
    """`bridges.tile_placed` reads the first and last square under a span as all of them."""
    assert {len(span.under) for span in bridges.SPANS} == {1, 2}
