"""How the log names characters and rooms."""

from __future__ import annotations

from .components import CHARACTER_NAMES
from .state import RoomState

COLUMNS = "ABCDE"


def who(state: RoomState, c: int) -> str:
    """"Alice ({p0})": the character and the seat that plays it."""
    return f"{CHARACTER_NAMES[c]} ({{p{state.owner[c]}}})"


def where(pos: int) -> str:
    """A position as the board's coordinates, "C3" for the centre (columns A-E, rows 1-5)."""
    return f"{COLUMNS[pos % 5]}{pos // 5 + 1}"
