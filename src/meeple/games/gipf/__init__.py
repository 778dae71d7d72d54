"""GIPF by Kris Burm: push pieces in from the edge, make rows of four, keep your GIPFs."""

from .rules import GAME, GipfGame

__all__ = ["GAME", "GipfGame"]
