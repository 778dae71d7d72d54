"""For Sale (Stefan Dorra): the game object the registry finds as `forsale`."""

from .rules import GAME, ForSaleGame

__all__ = ["GAME", "ForSaleGame"]
