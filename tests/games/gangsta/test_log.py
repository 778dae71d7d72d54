"""The log reads as sentences: every event of whole random games names seats as {pN} and cards by name."""

from __future__ import annotations

import pytest

from meeple.games.gangsta import GAME

from ..playouts import unreadable_events


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {"clans": True}), (4, {"pass_minimum": True}),
                                                  (5, {"catch_up": True})])
def test_every_event_of_a_whole_game_is_a_readable_sentence(players: int, options: dict) -> None:
    assert unreadable_events(GAME, players, options, seed=3) == []

