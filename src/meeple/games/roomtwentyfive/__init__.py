"""Room 25 Ultimate: find Room 25 in a sliding complex of deadly rooms, and get out together."""

from .rules import GAME, RoomTwentyFiveGame

__all__ = ["GAME", "RoomTwentyFiveGame"]
