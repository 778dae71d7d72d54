"""Setup per player count: coins, cards left out, rounds, the first auction."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.engine import InvalidOptions
from meeple.games.forsale import GAME
from meeple.games.forsale.components import CHEQUES, PROPERTIES


def test_the_cards() -> None:
    assert tuple(range(1, 31)) == PROPERTIES
    assert len(CHEQUES) == 30
    assert Counter(CHEQUES) == Counter({0: 2, **{v: 2 for v in range(2, 16)}})
    assert 1 not in CHEQUES


@pytest.mark.parametrize(
    ("players", "coins", "removed", "rounds"),
    [(3, 18, 6, 8), (4, 18, 2, 7), (5, 14, 0, 6), (6, 14, 0, 5)],
)
def test_setup_per_player_count(players: int, coins: int, removed: int, rounds: int) -> None:
    s = GAME.setup(players, {}, 11)
    assert s.coins == [coins] * players
    assert s.rounds == rounds and players * rounds == 30 - removed
    assert len(s.removed_properties) == removed and len(s.removed_cheques) == removed
    assert sorted(s.property_deck + s.table + s.removed_properties) == list(PROPERTIES)
    assert sorted(s.cheque_deck + s.removed_cheques) == sorted(CHEQUES)
    assert len(s.table) == players and s.table == sorted(s.table)
    assert len(s.cheque_deck) == players * rounds


def test_seat_0_opens_the_first_auction() -> None:
    s = GAME.setup(4, {}, 3)
    assert GAME.waiting_for(s) == frozenset({0})
    assert s.phase == "bidding" and s.round == 0 and s.start_player == 0
    assert s.bids == [0] * 4 and s.passed == [False] * 4 and s.hands == [[]] * 4


def test_the_same_seed_deals_the_same_cards() -> None:
    assert GAME.dump(GAME.setup(5, {}, 8)) == GAME.dump(GAME.setup(5, {}, 8))
    assert GAME.dump(GAME.setup(5, {}, 8)) != GAME.dump(GAME.setup(5, {}, 9))


@pytest.mark.parametrize("players", [2, 7])
def test_three_to_six_players(players: int) -> None:
    with pytest.raises(ValueError, match="3-6 players"):
        GAME.setup(players, {}, 1)


def test_no_options() -> None:
    with pytest.raises(InvalidOptions):
        GAME.setup(4, {"variant": True}, 1)
