"""Every declared game loads through its entry point and satisfies the contract's attributes."""

from __future__ import annotations

import pytest

from meeple import games
from meeple.engine import Game


def test_no_entry_point_is_broken() -> None:
    assert games.broken() == {}


def test_games_are_found_by_id() -> None:
    for game in games.all():
        assert isinstance(game, Game)
        assert games.get(game.id) is game
        assert 1 <= game.min_players <= game.max_players
        assert game.max_steps > 0


def test_unknown_game_is_a_clear_error() -> None:
    with pytest.raises(games.UnknownGame, match="no game called 'chess'"):
        games.get("chess")
