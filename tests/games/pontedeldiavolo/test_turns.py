"""A turn is two tiles (two steps) or one bridge; the first tile only goes where a second still fits."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.pontedeldiavolo import bans
from meeple.games.pontedeldiavolo.board import parse_cell

from .positions import GAME, LIGHT, bridges_listed, kinds, position, texts

# The dark tiles only fill the board here (as one big group, which real play
# never makes): what matters is that light has just a1 and b1 left. A tile on
# a1 forbids b1 (a group of five), a tile on b1 forbids a1 (it completes the
# island b1-c1-c2-c3, and a1 would touch it).
CORNERED = """
    a b c d e f g h i j
10  D D D D D D D D D D
 9  D D D D D D D D D D
 8  D D D D D D D D D D
 7  D D D D D D D D D D
 6  D D D D D D D D D D
 5  D D D D D D D D D D
 4  D D D D D D D D D D
 3  D D L D D D D D D D
 2  D D L D D D D D D D
 1  . . L D D D D D D D
"""

# As CORNERED, and light also has g1-g2 and i1-i2 with water on h1 between them:
# a tile on h1 would make a group of five, but a bridge may span it.
CORNERED_WITH_A_BRIDGE = """
    a b c d e f g h i j
10  D D D D D D D D D D
 9  D D D D D D D D D D
 8  D D D D D D D D D D
 7  D D D D D D D D D D
 6  D D D D D D D D D D
 5  D D D D D D D D D D
 4  D D D D D D D D D D
 3  D D L D D D D D D D
 2  D D L D D D L D L D
 1  . . L D D D L . L D
"""


def test_after_the_first_tile_only_a_second_tile_may_follow() -> None:
    s = position(light=["c5", "e5"])
    assert ("c5", "e5") in bridges_listed(s)
    GAME.apply(s, s.turn, {"type": "place", "cell": "a1"})
    acts = GAME.legal_actions(s, s.turn)
    assert kinds(acts) == {"place"} and len(acts) == 97  # every water square
    with pytest.raises(IllegalAction, match="place your second tile"):
        GAME.apply(s, s.turn, {"type": "bridge", "from": "c5", "to": "e5"})
    with pytest.raises(IllegalAction, match="place your second tile"):
        GAME.apply(s, s.turn, {"type": "pass"})


def test_the_turn_passes_after_the_second_tile() -> None:
    s = position(light=["c5"])
    mover = s.turn
    GAME.apply(s, mover, {"type": "place", "cell": "a1"})
    assert GAME.waiting_for(s) == {mover}
    events = GAME.apply(s, mover, {"type": "place", "cell": "j10"})
    assert texts(events) == [f"{{p{mover}}} places a light tile on j10"]
    assert GAME.waiting_for(s) == {1 - mover} and s.placed == []


def test_a_bridge_is_a_whole_turn() -> None:
    s = position(light=["c5", "e5"])
    mover = s.turn
    events = GAME.apply(s, mover, {"type": "bridge", "from": "c5", "to": "e5"})
    assert texts(events) == [f"{{p{mover}}} builds a light bridge from c5 to e5"]
    assert GAME.waiting_for(s) == {1 - mover}


def test_a_first_tile_that_would_leave_no_room_for_the_second_is_not_offered() -> None:
    s = position(CORNERED)
    assert bans.legal_cells(s.board, LIGHT) == [parse_cell("a1"), parse_cell("b1")]  # each legal alone
    assert GAME.legal_actions(s, s.turn) == [{"type": "pass"}]
    with pytest.raises(IllegalAction, match="After a tile on a1 you could not place a second tile"):
        GAME.apply(s, s.turn, {"type": "place", "cell": "a1"})


def test_a_player_who_cannot_place_two_tiles_may_still_bridge_or_pass() -> None:
    s = position(CORNERED_WITH_A_BRIDGE)
    assert GAME.legal_actions(s, s.turn) == [
        {"type": "bridge", "from": "g1", "to": "i1"},
        {"type": "pass"},
    ]


def test_a_bridge_by_a_player_who_cannot_place_tiles_does_not_end_the_game() -> None:
    s = position(CORNERED_WITH_A_BRIDGE)
    light = s.turn
    GAME.apply(s, light, {"type": "bridge", "from": "g1", "to": "i1"})
    assert GAME.waiting_for(s) == {1 - light} and not s.final_turn
