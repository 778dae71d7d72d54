"""Game start: two light tiles anywhere, then the pie rule (keep dark or swap), then dark moves."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.pontedeldiavolo.state import CHOOSE, OPENING, PLAY

from .positions import GAME, kinds, texts


def opened(first: str = "e5", second: str = "f5"):
    s = GAME.setup(2, {}, seed=7)
    GAME.apply(s, 0, {"type": "place", "cell": first})
    GAME.apply(s, 0, {"type": "place", "cell": second})
    return s


def test_the_first_player_may_place_a_light_tile_anywhere() -> None:
    s = GAME.setup(2, {}, seed=7)
    assert s.phase == OPENING and GAME.waiting_for(s) == {0}
    acts = GAME.legal_actions(s, 0)
    assert kinds(acts) == {"place"} and len(acts) == 100
    assert GAME.legal_actions(s, 1) == []


def test_the_opening_is_two_light_tiles_in_two_steps() -> None:
    s = GAME.setup(2, {}, seed=7)
    events = GAME.apply(s, 0, {"type": "place", "cell": "e5"})
    assert texts(events) == ["{p0} places a light tile on e5"]
    assert GAME.view(s, 0)["placed_this_turn"] == ["e5"]
    acts = GAME.legal_actions(s, 0)
    assert kinds(acts) == {"place"} and len(acts) == 99  # the second tile may go anywhere else, even beside
    GAME.apply(s, 0, {"type": "place", "cell": "f5"})
    assert s.phase == CHOOSE and GAME.waiting_for(s) == {1}
    assert GAME.view(s, None)["tiles"] == {"light": ["e5", "f5"], "dark": []}


def test_the_second_player_chooses_keep_or_swap_and_nothing_else() -> None:
    s = opened()
    assert GAME.legal_actions(s, 1) == [{"type": "keep"}, {"type": "swap"}]
    assert GAME.legal_actions(s, 0) == []
    with pytest.raises(IllegalAction, match="First choose your colour"):
        GAME.apply(s, 1, {"type": "place", "cell": "a1"})


def test_keep_leaves_the_second_player_dark_and_dark_moves_next() -> None:
    s = opened()
    events = GAME.apply(s, 1, {"type": "keep"})
    assert texts(events) == ["{p1} keeps the dark tiles and moves next"]
    assert s.phase == PLAY and GAME.waiting_for(s) == {1}
    assert GAME.view(s, None)["colours"] == ["light", "dark"]
    GAME.apply(s, 1, {"type": "place", "cell": "a1"})
    assert GAME.view(s, None)["tiles"]["dark"] == ["a1"]


def test_swap_gives_the_light_tiles_to_the_second_player_and_the_first_plays_dark_next() -> None:
    s = opened()
    events = GAME.apply(s, 1, {"type": "swap"})
    assert texts(events) == ["{p1} swaps and takes the light tiles; {p0} plays dark and moves next"]
    assert GAME.waiting_for(s) == {0}
    assert GAME.view(s, None)["colours"] == ["dark", "light"]
    GAME.apply(s, 0, {"type": "place", "cell": "a1"})
    assert GAME.view(s, None)["tiles"] == {"light": ["e5", "f5"], "dark": ["a1"]}
    # the light tiles of the opening now score for seat 1
    assert GAME.view(s, None)["scores"][1]["colour"] == "light"


def test_keep_and_swap_are_refused_once_play_has_begun() -> None:
    s = opened()
    GAME.apply(s, 1, {"type": "keep"})
    with pytest.raises(IllegalAction, match="Only the second player, right after the opening"):
        GAME.apply(s, 1, {"type": "swap"})


def test_turns_alternate_after_the_choice() -> None:
    s = opened()
    GAME.apply(s, 1, {"type": "keep"})
    GAME.apply(s, 1, {"type": "place", "cell": "a1"})
    GAME.apply(s, 1, {"type": "place", "cell": "j10"})
    assert GAME.waiting_for(s) == {0}
    assert s.turns == [1, 1]
