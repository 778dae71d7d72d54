"""Dungeon Petz: imp families raise monster pets for the dungeon lords."""

from .rules import GAME, DungeonPetzGame

__all__ = ["GAME", "DungeonPetzGame"]
