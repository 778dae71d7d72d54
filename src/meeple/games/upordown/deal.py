"""Setting up a table: the only shuffle of the game.

The deck is 1 up to the table's highest number, shuffled. Each player gets
three cards (seat 0 first, who also starts), six go face up into the ring,
and the rest is split in half: the face-up pile (its top card showing) and
the face-down pile, which takes the odd card if there is one.
"""

from __future__ import annotations

from meeple.engine import Rng

from .components import COLUMNS, DISPLAY, HAND, deck_top
from .state import UpOrDownState


def new_game(players: int, length: str, seed: int) -> UpOrDownState:
    """A shuffled table for 2-6 players and a short or long game."""
    top = deck_top(players, length)
    rng = Rng(seed)
    deck = list(range(1, top + 1))
    rng.shuffle(deck)
    hands = [sorted(deck.pop() for _ in range(HAND)) for _ in range(players)]
    display = sorted(deck.pop() for _ in range(DISPLAY))
    half = len(deck) // 2
    return UpOrDownState(
        players=players, rng=rng, length=length, top=top,
        hands=hands, known=[[] for _ in range(players)], display=display,
        up=deck[:half], down=deck[half:],
        columns=[[[] for _ in range(COLUMNS)] for _ in range(players)],
        discards=[[] for _ in range(players)],
    )
