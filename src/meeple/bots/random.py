"""The random bot: a uniform choice among the legal actions."""

from __future__ import annotations

from meeple.engine import Action, Game, Rng, State

from .base import BaseBot


class RandomBot(BaseBot):
    """Plays a uniformly random legal action; it looks at nothing but the legal list.

    >>> from meeple.engine import Rng
    >>> class Coin:
    ...     def legal_tuple(self, state, seat): return ({"type": "heads"}, {"type": "tails"})
    >>> RandomBot().choose(Coin(), None, 0, Rng(3))["type"] in ("heads", "tails")
    True
    """

    name = "random"

    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        """A legal action of `seat` drawn with `rng` (ValueError if there is none)."""
        actions = game.legal_tuple(state, seat)
        if not actions:
            raise ValueError(f"seat {seat} has no legal action to choose from")
        return actions[rng.below(len(actions))]

    def __repr__(self) -> str:
        return "RandomBot()"
