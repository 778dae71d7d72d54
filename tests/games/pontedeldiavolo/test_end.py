"""The end: a player who cannot place two tiles (and will not bridge) ends the game; dark gets equal turns."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction

from .positions import DARK, GAME, LIGHT, position, texts

# Nine light islands whose surroundings cover every square of water: light
# cannot place a single tile and has no bridge (the islands are three apart),
# while dark may still place on any water square.
LIGHT_IS_BLOCKED = """
    a b c d e f g h i j
10  L L . . L L . . L L
 9  L L . . L L . . L L
 8  . . . . . . . . . .
 7  . . . . . . . . . .
 6  L L . . L L . . L L
 5  L L . . L L . . L L
 4  . . . . . . . . . .
 3  . . . . . . . . . .
 2  L L . . L L . . L L
 1  L L . . L L . . L L
"""
DARK_IS_BLOCKED = LIGHT_IS_BLOCKED.replace("L", "D")


def test_passing_is_refused_while_two_tiles_can_be_placed() -> None:
    s = position(light=["c5"])
    assert {"type": "pass"} not in GAME.legal_actions(s, s.turn)
    with pytest.raises(IllegalAction, match="You can still place two tiles, so you cannot pass"):
        GAME.apply(s, s.turn, {"type": "pass"})


def test_when_light_ends_the_game_dark_takes_one_last_turn() -> None:
    s = position(LIGHT_IS_BLOCKED, to_move=LIGHT)
    light, dark = s.seat_of(LIGHT), s.seat_of(DARK)
    assert GAME.legal_actions(s, light) == [{"type": "pass"}]
    events = GAME.apply(s, light, {"type": "pass"})
    assert texts(events) == [
        f"{{p{light}}} cannot place two tiles and ends the game; {{p{dark}}} (dark) takes one last turn"
    ]
    assert GAME.waiting_for(s) == {dark} and GAME.outcome(s) is None
    assert GAME.view(s, None)["final_turn"] is True
    GAME.apply(s, dark, {"type": "place", "cell": "c1"})
    assert GAME.outcome(s) is None  # the last turn is a whole turn: two tiles
    events = GAME.apply(s, dark, {"type": "place", "cell": "h8"})
    assert texts(events)[-1] == (
        "The game ends: {p0} 9 points (9 islands, 0 bridges); {p1} 0 points (0 islands, 0 bridges)"
    )
    assert GAME.waiting_for(s) == frozenset()
    assert s.turns[light] == s.turns[dark]
    assert GAME.outcome(s).scores == (9, 0) and GAME.progress(s) == 1.0


def test_when_dark_ends_the_game_it_ends_at_once() -> None:
    s = position(DARK_IS_BLOCKED, to_move=DARK)
    light, dark = s.seat_of(LIGHT), s.seat_of(DARK)
    assert GAME.legal_actions(s, dark) == [{"type": "pass"}]
    events = GAME.apply(s, dark, {"type": "pass"})
    assert texts(events) == [
        f"{{p{dark}}} cannot place two tiles and ends the game",
        "The game ends: {p0} 0 points (0 islands, 0 bridges); {p1} 9 points (9 islands, 0 bridges)",
    ]
    assert GAME.waiting_for(s) == frozenset() and GAME.legal_actions(s, light) == []
    assert s.turns[light] == s.turns[dark]
    assert GAME.outcome(s).ranks == (2, 1)


def test_dark_may_also_end_its_last_turn_with_a_bridge() -> None:
    s = position(LIGHT_IS_BLOCKED, dark=["c8", "e8"], to_move=DARK, final_turn=True)
    dark = s.seat_of(DARK)
    GAME.apply(s, dark, {"type": "bridge", "from": "c8", "to": "e8"})
    assert GAME.outcome(s) is not None


def test_the_light_player_is_the_one_passing_even_after_a_swap() -> None:
    s = position(LIGHT_IS_BLOCKED, to_move=LIGHT, light_seat=1)
    GAME.apply(s, 1, {"type": "pass"})
    assert GAME.waiting_for(s) == {0}  # seat 0 plays dark and gets the last turn


def test_nothing_is_accepted_after_the_end() -> None:
    s = position(DARK_IS_BLOCKED, to_move=DARK)
    GAME.apply(s, s.turn, {"type": "pass"})
    with pytest.raises(IllegalAction, match="The game is over"):
        GAME.apply(s, 0, {"type": "place", "cell": "c1"})


def test_progress_grows_as_the_board_closes() -> None:
    empty = position()
    blocked = position(LIGHT_IS_BLOCKED)
    assert GAME.progress(empty) == 0.0
    assert GAME.progress(blocked) == 0.99  # light has no square left; the end is one or two turns away
