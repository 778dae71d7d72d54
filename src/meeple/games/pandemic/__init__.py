"""Pandemic (Matt Leacock, base game): the game object the registry finds as `pandemic`."""

from .rules import GAME, PandemicGame

__all__ = ["GAME", "PandemicGame"]
