"""Pickomino: roll eight dice, keep one face at a time, and collect worm tiles."""

from .rules import GAME, PickominoGame

__all__ = ["GAME", "PickominoGame"]
