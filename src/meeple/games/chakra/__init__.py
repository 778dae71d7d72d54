"""Chakra: the game object the registry finds as `chakra`."""

from .rules import GAME, ChakraGame

__all__ = ["GAME", "ChakraGame"]
