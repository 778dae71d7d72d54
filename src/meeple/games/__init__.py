"""The game registry: every game is an entry point in the group `meeple.games`.

A separately installed package adds a game by declaring, in its pyproject:

    [project.entry-points."meeple.games"]
    mygame = "my_package.mygame:GAME"

`get("mygame")` then returns that object and `all()` lists it.
"""

from __future__ import annotations

from functools import cache
from importlib.metadata import entry_points

from meeple.engine import Game

GROUP = "meeple.games"


class UnknownGame(KeyError):
    """No game is registered under that id."""

    def __str__(self) -> str:
        return f"no game called {self.args[0]!r}; known: {', '.join(ids())}"


@cache
def _registry() -> dict[str, Game]:
    found: dict[str, Game] = {}
    for ep in sorted(entry_points(group=GROUP), key=lambda e: e.name):
        game = ep.load()
        if not isinstance(game, Game):
            raise TypeError(f"entry point {ep.name} = {ep.value} is not a meeple Game")
        if game.id != ep.name:
            raise TypeError(f"entry point {ep.name} names a game whose id is {game.id!r}")
        found[ep.name] = game
    return found


def get(game_id: str) -> Game:
    """The registered game with this id (raises UnknownGame)."""
    try:
        return _registry()[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def all() -> list[Game]:  # noqa: A001 - the name the design gives the registry call
    """Every registered game, sorted by id."""
    return list(_registry().values())


def ids() -> list[str]:
    """The ids of every registered game."""
    return list(_registry())
