"""Game-agnostic players: the `Bot` protocol, the random bot, ISMCTS, bots by name, and a driver.

A bot sees a game only through the contract. It must use nothing its seat may
not know: the state it is handed is the real one (so that it can ask for the
legal actions), and a searching bot reaches hidden things only through
`game.determinize(state, seat, rng)` and `game.view(state, seat)`.

    from meeple.bots import make_bot
    bot = make_bot("ismcts:hard")
    action = bot.choose(game, state, seat, rng)

Importing the package loads only the protocol: every other name here is
imported from its submodule on first use, so a caller that needs `Bot` (the
arena, say) does not pull in the search.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from .base import BaseBot, Bot, Budget

if TYPE_CHECKING:
    from .driver import GameRecord, play_game
    from .factory import SPECS, BotSpecError, PolicyBot, make_bot, spec_for_game
    from .ismcts import ISMCTS, LEVELS
    from .random import RandomBot


def bot_name(bot: Bot) -> str:
    """A short name for logs and replay files (the bot's declared `name`)."""
    return str(bot.name)


_LAZY = {
    "GameRecord": "driver", "play_game": "driver",
    "SPECS": "factory", "BotSpecError": "factory", "PolicyBot": "factory", "make_bot": "factory",
    "spec_for_game": "factory",
    "ISMCTS": "ismcts", "LEVELS": "ismcts",
    "RandomBot": "random",
}
"""The names imported on first use, and the submodule each comes from."""


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value  # later look-ups are plain attribute reads
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


__all__ = [
    "ISMCTS", "LEVELS", "SPECS", "BaseBot", "Bot", "BotSpecError", "Budget", "GameRecord", "PolicyBot", "RandomBot",
    "bot_name", "make_bot", "play_game", "spec_for_game",
]
