"""Rebuilding a game from its seed and action log: the replay and recovery format."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .game import Action, Game, State


def replay(
    game: Game,
    players: int,
    options: Mapping[str, Any],
    seed: int,
    actions: Iterable[tuple[int, Action]],
) -> State:
    """The state after `setup(players, options, seed)` and every `(seat, action)` in order."""
    state = game.setup(players, options, seed)
    for seat, action in actions:
        game.apply(state, seat, action)
    return state
