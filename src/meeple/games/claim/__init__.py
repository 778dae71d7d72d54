"""Claim (Scott Almes): the game object the registry finds as `claim`."""

from .rules import GAME, ClaimGame

__all__ = ["GAME", "ClaimGame"]
