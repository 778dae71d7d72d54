"""Skull: place flowers and skulls face down, bid how many flowers you can flip, and bluff."""

from .rules import GAME, SkullGame

__all__ = ["GAME", "SkullGame"]
