"""Files a game ships in its own package for the browser: its renderer (`ui.js`), styles, README.md."""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable

from meeple.engine import Game


def game_file(game: Game, name: str) -> Traversable | None:
    """A file shipped in the game's own package (`ui.js`, `README.md`), if it has one."""
    package = type(game).__module__.rpartition(".")[0] or type(game).__module__
    try:
        found = files(package) / name
    except (ModuleNotFoundError, TypeError):
        return None
    return found if found.is_file() else None
