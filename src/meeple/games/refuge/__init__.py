"""Refuge: walk out, draw tiles from your bag, buy better ones, and get home before the storm."""

from .rules import GAME, RefugeGame

__all__ = ["GAME", "RefugeGame"]
