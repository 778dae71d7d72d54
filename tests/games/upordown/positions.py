"""Named positions for the Up or Down? scenario tests, built field by field (no lucky seeds)."""

from __future__ import annotations

from typing import Any

from meeple.games.upordown import GAME
from meeple.games.upordown.state import COLUMN, DRAW, PLACE, UpOrDownState


def position(players: int = 2, **fields: Any) -> UpOrDownState:
    """A fresh short table for `players` with the given fields overwritten."""
    state = GAME.setup(players, {}, 0)
    for name, value in fields.items():
        if not hasattr(state, name):
            raise AttributeError(f"UpOrDownState has no field {name!r}")
        setattr(state, name, value)
    return state


def ring_turn() -> UpOrDownState:
    """Two players, seat 0 to place: ring 5 10 20 30 40 50; seat 0 holds 2, 25 and 42 (the
    highest card in a short two-player game), seat 1 holds 3, 33 and 41; face-up pile top 7
    (under it 8), face-down pile top 9 (under it 11); no columns yet."""
    return position(
        2, step=PLACE, turn=0, display=[5, 10, 20, 30, 40, 50], hands=[[2, 25, 42], [3, 33, 41]],
        known=[[], []], up=[8, 7], down=[11, 9], columns=[[[], [], []], [[], [], []]], discards=[[], []],
    )


def columns_turn(taken: int) -> UpOrDownState:
    """Seat 0 has taken `taken` and must lay it: column 1 is 12 (one card, no direction yet),
    column 2 goes up 14 -> 20 -> 26, column 3 is empty. Seat 1's columns: 4 -> 2 (down)."""
    state = ring_turn()
    state.step = COLUMN
    state.taken = taken
    state.hands[0] = [2, 42]
    state.columns = [[[12], [14, 20, 26], []], [[4, 2], [], []]]
    return state


def full_columns(taken: int) -> UpOrDownState:
    """As `columns_turn`, but column 3 now goes down 40 -> 35: no empty column is left."""
    state = columns_turn(taken)
    state.columns[0][2] = [40, 35]
    return state


def drawing() -> UpOrDownState:
    """Seat 0 has laid its card and must draw: face-up pile 8 under 7, face-down pile 11 under 9."""
    state = columns_turn(16)
    state.taken = None
    state.columns[0][0] = [12, 16]
    state.step = DRAW
    return state


def last_cards() -> UpOrDownState:
    """Both piles empty: seat 0 holds 25 alone, seat 1 holds nothing, seat 0 to place into
    ring 5 10 20 30 40 50; seat 0's columns are 12 and 14 -> 20 (up); seat 1 has 4 -> 2."""
    return position(
        2, step=PLACE, turn=0, display=[5, 10, 20, 30, 40, 50], hands=[[25], []], known=[[], []],
        up=[], down=[], columns=[[[12], [14, 20], []], [[4, 2], [], []]], discards=[[], [9, 1]],
    )
