"""Skull for Meeple: `GAME` is the registered game object."""

from .rules import SkullGame

GAME = SkullGame()

__all__ = ["GAME", "SkullGame"]
