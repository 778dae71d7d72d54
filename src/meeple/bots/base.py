"""What every bot is: the `Bot` protocol, its thinking `Budget`, and `BaseBot` with the optional parts' defaults."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from meeple.engine import Action, Game, Rng, State


@dataclass(frozen=True)
class Budget:
    """How long to think: at most `iterations`, and at most `ms` milliseconds when set.

    Only an iteration budget is reproducible: with `ms` the number of
    iterations depends on the machine and its load.
    """

    iterations: int = 1000
    ms: float | None = None

    def __post_init__(self) -> None:
        if self.iterations < 1:
            raise ValueError(f"a budget needs at least one iteration, got {self.iterations}")
        if self.ms is not None and self.ms <= 0:
            raise ValueError(f"a time budget must be positive, got {self.ms} ms")

    def label(self) -> str:
        """`500` or `500/1000ms`, for names and reports."""
        return str(self.iterations) if self.ms is None else f"{self.iterations}/{self.ms:g}ms"


@runtime_checkable
class Bot(Protocol):
    """Something that picks an action for one seat, with a short `name` for logs and replay files.

    `BaseBot` adds the optional parts with their defaults: `budget` (how long
    a move may think; None when the bot does not say) and `last_iterations`
    (the search iterations its last move took; 0 for a bot that does not
    search). Bots the factory makes are all `BaseBot`s, so the match code
    reads those attributes directly.
    """

    name: str

    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        """One of `game.legal_actions(state, seat)`, drawing any randomness from `rng`."""
        ...


class BaseBot:
    """A `Bot` with every optional attribute declared: subclass it and write `choose`."""

    name: str = "bot"
    budget: Budget | None = None
    """How long one move may think; None: the bot declares no bound."""
    last_iterations: int = 0
    """Search iterations of the last move (0: no search)."""

    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        """One of `game.legal_actions(state, seat)`, drawing any randomness from `rng`."""
        raise NotImplementedError(f"{type(self).__name__} must implement choose()")

    def interject(self, game: Game, state: State, seat: int, rng: Rng) -> Action | None:
        """A move for `seat` while the game does not wait for it (Pandemic's event cards), or None (the
        default: the bot acts only when waited for). The driver asks before each step."""
        return None

    def interjects(self, game: Game) -> bool:
        """Whether `interject` may ever answer something at `game`: a server table sends its bots' out-of-turn
        questions to a worker process only for these (False, the default, with the default hook)."""
        return False
