"""Setup: the deck per player count and game length, hands, the ring, the two piles, the colours."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.games.upordown import GAME
from meeple.games.upordown.components import BLOCKS, COLOUR_OF, COLOURS, DECKS, colour

RANGES = [
    (2, "short", 42), (2, "long", 54), (3, "short", 60), (3, "long", 78), (4, "short", 78),
    (4, "long", 102), (5, "short", 96), (5, "long", 126), (6, "short", 96), (6, "long", 126),
]


@pytest.mark.parametrize(("players", "length", "top"), RANGES)
def test_the_deck_runs_from_1_to_the_page_s_number(players: int, length: str, top: int) -> None:
    s = GAME.setup(players, {"length": length}, 7)
    cards = [c for h in s.hands for c in h] + s.display + s.up + s.down
    assert sorted(cards) == list(range(1, top + 1))
    assert s.top == top == DECKS[players][length]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_three_cards_each_six_in_the_ring_and_the_rest_split_in_half(players: int) -> None:
    s = GAME.setup(players, {}, 3)
    assert [len(h) for h in s.hands] == [3] * players
    assert len(s.display) == 6 and s.display == sorted(s.display)
    rest = s.top - 6 - 3 * players
    assert len(s.up) == rest // 2 and len(s.down) == rest - rest // 2
    assert s.turn == 0 and s.step == "place"
    assert GAME.waiting_for(s) == frozenset({0})


def test_the_short_game_is_the_default() -> None:
    assert GAME.setup(2, {}, 1).top == 42


def test_every_block_of_six_numbers_holds_each_colour_once() -> None:
    assert len(COLOUR_OF) == 126
    for block in BLOCKS:
        assert sorted(block) == sorted(COLOURS)
    assert Counter(COLOUR_OF) == {c: 21 for c in COLOURS}


@pytest.mark.parametrize("top", sorted({t for d in DECKS.values() for t in d.values()}))
def test_every_deck_is_colour_balanced(top: int) -> None:
    assert Counter(colour(n) for n in range(1, top + 1)) == {c: top // 6 for c in COLOURS}
