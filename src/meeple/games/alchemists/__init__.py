"""Alchemists: mix ingredients to deduce a hidden world, sell potions, and publish theories that will hold."""

from .rules import GAME, AlchemistsGame

__all__ = ["GAME", "AlchemistsGame"]
