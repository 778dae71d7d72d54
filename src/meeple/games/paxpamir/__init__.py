"""Pax Pamir (2nd edition): the game object the registry finds as `paxpamir`."""

from .rules import GAME, PaxPamirGame

__all__ = ["GAME", "PaxPamirGame"]
