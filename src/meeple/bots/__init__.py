"""Game-agnostic players: the `Bot` protocol, the random bot, ISMCTS, bots by name, and a driver.

A bot sees a game only through the contract. It must use nothing its seat may
not know: the state it is handed is the real one (so that it can ask for the
legal actions), and a searching bot reaches hidden things only through
`game.determinize(state, seat, rng)` and `game.view(state, seat)`.

    from meeple.bots import make_bot
    bot = make_bot("ismcts:hard")
    action = bot.choose(game, state, seat, rng)
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from meeple.engine import Action, Game, Rng, State

from .driver import GameRecord, play_game
from .random import RandomBot


@runtime_checkable
class Bot(Protocol):
    """Something that picks an action for one seat."""

    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        """One of `game.legal_actions(state, seat)`, drawing any randomness from `rng`."""
        ...


def bot_name(bot: Bot) -> str:
    """A short name for logs and replay files: the bot's `name` attribute, else its class name."""
    return str(getattr(bot, "name", type(bot).__name__))


from .factory import SPECS, BotSpecError, PolicyBot, make_bot, spec_for_game  # noqa: E402 - needs Bot defined first
from .ismcts import ISMCTS, LEVELS, Budget  # noqa: E402

__all__ = [
    "ISMCTS", "LEVELS", "SPECS", "Bot", "BotSpecError", "Budget", "GameRecord", "PolicyBot", "RandomBot",
    "bot_name", "make_bot", "play_game", "spec_for_game",
]
