"""Burgle Bros (Tim Fowers): the game object the registry finds as `burglebros`."""

from .rules import GAME, BurgleBrosGame

__all__ = ["GAME", "BurgleBrosGame"]
