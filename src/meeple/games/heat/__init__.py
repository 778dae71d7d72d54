"""Heat: Pedal to the Metal: the game object the registry finds as `heat`."""

from .rules import GAME, HeatGame

__all__ = ["GAME", "HeatGame"]
