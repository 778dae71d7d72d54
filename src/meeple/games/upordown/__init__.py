"""Up or Down?: the game object the registry finds as `upordown`."""

from .rules import GAME, UpOrDownGame

__all__ = ["GAME", "UpOrDownGame"]
