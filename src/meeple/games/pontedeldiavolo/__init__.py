"""Ponte del Diavolo for Meeple: `GAME` is the registered game object."""

from .rules import PonteDelDiavolo

GAME = PonteDelDiavolo()

__all__ = ["GAME", "PonteDelDiavolo"]
