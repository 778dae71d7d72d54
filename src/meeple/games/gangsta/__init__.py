"""Gangsta! for 2-5 players: recruit gangsters, pull off heists through three chapters, and survive the snitches."""

from .rules import GAME, GangstaGame

__all__ = ["GAME", "GangstaGame"]
