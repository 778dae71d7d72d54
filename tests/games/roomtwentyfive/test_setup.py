"""The complex per mode and character count, the countdown, characters and roles."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.games.roomtwentyfive import GAME
from meeple.games.roomtwentyfive.components import (
    CENTER,
    CENTRAL,
    COLOUR,
    DEATH,
    EXIT,
    GUARD,
    INNER,
    JAMMING,
    KEY,
    OUTER,
    REGENERATION,
    ROBOT,
    SHREDDER,
    TIMER,
    VISION,
)


def colours(state) -> Counter:
    return Counter(COLOUR[k] for k in state.kind)


@pytest.mark.parametrize("seed", range(30))
def test_room_25_vision_and_robot_start_among_the_twelve_corner_rooms(seed: int) -> None:
    state = GAME.setup(6, {"mode": "suspicion"}, seed)
    assert state.kind[CENTER] == CENTRAL and len(OUTER) == len(INNER) == 12
    for tile, kind in enumerate(state.kind):
        if kind in (EXIT, VISION, ROBOT):
            assert state.tile_pos[tile] in OUTER
    assert {state.tile_pos[t] for t in range(25) if state.outer[t]} == set(OUTER)


@pytest.mark.parametrize("players", [4, 5])
def test_suspicion_4_5_characters_takes_the_pages_rooms(players: int) -> None:
    for seed in range(10):
        state = GAME.setup(players, {"mode": "suspicion"}, seed)
        kinds = Counter(state.kind)
        assert colours(state) == {"blue": 2, "green": 5, "yellow": 8, "red": 10}
        assert kinds[JAMMING] >= 1 and kinds[DEATH] >= 2 and kinds[TIMER] >= 1 and kinds[EXIT] == 1


@pytest.mark.parametrize("players", [6, 7, 8])
def test_suspicion_6_characters_takes_regeneration_robot_and_two_shredders(players: int) -> None:
    for seed in range(10):
        state = GAME.setup(players, {"mode": "suspicion"}, seed)
        kinds = Counter(state.kind)
        assert colours(state) == {"blue": 2, "green": 5, "yellow": 8, "red": 10}
        assert kinds[REGENERATION] >= 1 and kinds[ROBOT] >= 1 and kinds[SHREDDER] == 2 and kinds[DEATH] >= 1
        assert kinds[JAMMING] >= 1


def test_cooperation_has_the_key_room() -> None:
    state = GAME.setup(4, {}, 3)
    assert Counter(state.kind)[KEY] == 1 and colours(state) == {"blue": 3, "green": 6, "yellow": 8, "red": 8}


@pytest.mark.parametrize(("mode", "players", "turns"), [
    ("suspicion", 4, 10), ("suspicion", 5, 10), ("suspicion", 6, 10), ("suspicion", 7, 9), ("suspicion", 8, 8),
    ("cooperation", 4, 8), ("cooperation", 5, 7), ("cooperation", 6, 6), ("cooperation", 1, 8),
    ("cooperation", 2, 8), ("cooperation", 3, 6),
])
def test_the_countdown_per_mode_and_character_count(mode: str, players: int, turns: int) -> None:
    assert GAME.setup(players, {"mode": mode}, 1).last_turn == turns


@pytest.mark.parametrize(("players", "owners"), [
    (1, [0, 0, 0, 0]), (2, [0, 1, 0, 1]), (3, [0, 1, 2, 0, 1, 2]), (4, [0, 1, 2, 3]),
])
def test_fewer_than_four_players_play_two_characters_each(players: int, owners: list[int]) -> None:
    state = GAME.setup(players, {}, 1)
    assert state.owner == owners and all(state.pos_of(c) == CENTER for c in range(len(owners)))


@pytest.mark.parametrize(("players", "guards"), [(4, 1), (5, 1), (6, 2), (7, 2), (8, 2)])
def test_suspicion_deals_one_or_two_guards(players: int, guards: int) -> None:
    roles = [GAME.setup(players, {"mode": "suspicion"}, seed).role for seed in range(20)]
    assert all(r.count(GUARD) == guards for r in roles)
    assert len({tuple(r) for r in roles}) > 1


def test_suspicion_needs_four_players() -> None:
    with pytest.raises(Exception, match="only for"):
        GAME.setup(3, {"mode": "suspicion"}, 1)
