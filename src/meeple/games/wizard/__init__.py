"""Wizard, the trick-taking game of exact predictions (Ken Fisher)."""

from .rules import GAME, WizardGame

__all__ = ["GAME", "WizardGame"]
