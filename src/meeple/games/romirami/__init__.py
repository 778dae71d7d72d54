"""Romi Rami: the game object the registry finds as `romirami`."""

from .rules import GAME, RomiRamiGame

__all__ = ["GAME", "RomiRamiGame"]
