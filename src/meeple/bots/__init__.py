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

from .base import BaseBot, Bot, Budget
from .driver import GameRecord, play_game
from .factory import SPECS, BotSpecError, PolicyBot, make_bot, spec_for_game
from .ismcts import ISMCTS, LEVELS
from .random import RandomBot


def bot_name(bot: Bot) -> str:
    """A short name for logs and replay files (the bot's declared `name`)."""
    return str(bot.name)


__all__ = [
    "ISMCTS", "LEVELS", "SPECS", "BaseBot", "Bot", "BotSpecError", "Budget", "GameRecord", "PolicyBot", "RandomBot",
    "bot_name", "make_bot", "play_game", "spec_for_game",
]
