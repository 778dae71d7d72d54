"""The game registry: every game is an entry point in the group `meeple.games`.

A separately installed package adds a game by declaring, in its pyproject:

    [project.entry-points."meeple.games"]
    mygame = "my_package.mygame:GAME"

`get("mygame")` then returns that object and `all()` lists it.
"""

from __future__ import annotations

import logging
from functools import cache
from importlib.metadata import entry_points

from meeple.engine import Game

GROUP = "meeple.games"
log = logging.getLogger(__name__)


class UnknownGame(KeyError):
    """No game is registered under that id."""

    def __str__(self) -> str:
        return f"no game called {self.args[0]!r}; known: {', '.join(ids())}"


@cache
def _load() -> tuple[dict[str, Game], dict[str, str]]:
    """Load every entry point once; a broken plugin is reported, not fatal to the others."""
    found: dict[str, Game] = {}
    broken: dict[str, str] = {}
    for ep in sorted(entry_points(group=GROUP), key=lambda e: e.name):
        try:
            game = ep.load()
        except Exception as exc:  # one bad plugin must not hide the rest
            broken[ep.name] = f"{ep.value}: {exc!r}"
            log.error("game %s could not be loaded: %r", ep.name, exc)
            continue
        if not isinstance(game, Game):
            broken[ep.name] = f"{ep.value} is not a meeple Game"
        elif game.id != ep.name:
            broken[ep.name] = f"{ep.value} has id {game.id!r}, not {ep.name!r}"
        else:
            found[ep.name] = game
    return found, broken


def _registry() -> dict[str, Game]:
    return _load()[0]


def broken() -> dict[str, str]:
    """Entry points that failed to load, with the reason (empty when all is well)."""
    return dict(_load()[1])


def get(game_id: str) -> Game:
    """The registered game with this id (raises UnknownGame)."""
    try:
        return _registry()[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def all() -> list[Game]:  # shadows the builtin: the name the design gives the registry call
    """Every registered game, sorted by id."""
    return list(_registry().values())


def ids() -> list[str]:
    """The ids of every registered game."""
    return list(_registry())
