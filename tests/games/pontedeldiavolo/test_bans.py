"""Where a tile may not go: one test per placement ban, and the cases the bans leave open."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.pontedeldiavolo.board import parse_cell

from .positions import DARK, GAME, LIGHT, places, position


def refusal(s, cell: str) -> str:
    with pytest.raises(IllegalAction) as info:
        GAME.apply(s, s.turn, {"type": "place", "cell": cell})
    return info.value.reason


def test_a_tile_may_not_go_on_a_tile_of_either_colour() -> None:
    s = position(light=["c5"], dark=["d5"])
    assert "c5" not in places(s) and "d5" not in places(s)
    assert len(places(s)) == 98
    assert refusal(s, "d5") == "d5 already holds a tile."


@pytest.mark.parametrize(
    ("ends", "under"),
    [
        (("c5", "e5"), ["d5"]),  # straight
        (("c3", "e5"), ["d4"]),  # diagonal
        (("c3", "d5"), ["c4", "d4"]),  # knight's move: both squares it passes over
        (("e4", "c5"), ["d4", "d5"]),  # knight's move lying the other way
    ],
)
def test_no_tile_of_either_colour_goes_under_a_bridge(ends: tuple[str, str], under: list[str]) -> None:
    for mover in (LIGHT, DARK):
        s = position(light=ends, bridges_=[ends], to_move=mover)
        assert not set(under) & set(places(s))
        for cell in under:
            assert refusal(s, cell) == f"{cell} lies under a bridge; no tile may go there."


ISLAND = """
    a b c d e f g h i j
10  . . . . . . . . . .
 9  . . . . . . . . . .
 8  . . . . . . . . . .
 7  . . . . . . . . . .
 6  . . L L . . . . . .
 5  . . L L . . . . . .
 4  . . . . . . . . . .
 3  . . . . . . . . . .
 2  . . . . . . . . . .
 1  . . . . . . . . . .
"""
RING = ["b4", "c4", "d4", "e4", "b5", "e5", "b6", "e6", "b7", "c7", "d7", "e7"]


def test_no_tile_may_touch_an_island_of_its_colour_even_diagonally() -> None:
    s = position(ISLAND)
    assert not set(RING) & set(places(s))
    assert len(places(s)) == 100 - 4 - 12
    assert refusal(s, "e7") == "e7 touches your light island at d6; nothing of your colour may touch an island."
    assert refusal(s, "c4").startswith("c4 touches your light island at c5")


def test_the_other_colour_may_touch_an_island() -> None:
    s = position(ISLAND, to_move=DARK)
    assert set(RING) <= set(places(s))


def test_a_group_may_not_grow_beyond_four_tiles() -> None:
    s = position(light=["b2", "c2", "e2", "f2", "b8", "c8", "d8", "f8"])
    assert "d2" not in places(s)  # 2 + 1 + 2
    assert "e8" not in places(s)  # 3 + 1 + 1
    assert "a8" in places(s)  # joins b8-c8-d8 only: an island of 4, touching nothing
    assert refusal(s, "d2") == "A tile on d2 would make a group of 5 tiles; a group stops at 4 (an island)."
    assert refusal(s, "e8") == "A tile on e8 would make a group of 5 tiles; a group stops at 4 (an island)."


def test_a_fourth_tile_completes_an_island_when_nothing_of_its_colour_touches_it() -> None:
    s = position(light=["b2", "c2", "d2"])
    assert {"a2", "e2", "b1", "b3", "d3"} <= set(places(s))
    GAME.apply(s, s.turn, {"type": "place", "cell": "e2"})
    assert s.board.is_island(parse_cell("e2"))


def test_an_island_may_not_be_completed_touching_a_tile_of_its_colour_diagonally() -> None:
    s = position(light=["b2", "c2", "d2", "f3"])
    assert "e2" not in places(s)  # b2-c2-d2-e2 would touch f3 at a corner
    assert "d3" in places(s)  # b2-c2-d2-d3 touches nothing
    assert refusal(s, "e2") == (
        "A tile on e2 would complete an island touching your tile on f3 diagonally; "
        "an island may not touch another tile of your colour."
    )


def test_an_island_may_be_completed_touching_the_other_colour() -> None:
    s = position(light=["b2", "c2", "d2"], dark=["f3", "e3", "e1"])
    assert "e2" in places(s)


def test_sandbanks_may_touch_each_other_diagonally() -> None:
    s = position(light=["b2", "c2", "d2", "c5"])
    assert {"e3", "a3", "b4", "d4", "d6", "b6"} <= set(places(s))


def test_the_other_colours_tiles_never_limit_group_size() -> None:
    s = position(light=["b2", "c2", "e2", "f2"], dark=["d3", "d1"], to_move=DARK)
    assert "d2" in places(s)
