"""Ponte del Diavolo (Martin Ebel, 2007): islands of four tiles, joined by bridges."""

from .rules import GAME, PonteDelDiavoloGame

__all__ = ["GAME", "PonteDelDiavoloGame"]
