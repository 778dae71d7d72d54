"""Named positions for the Chakra scenario tests, built field by field (no lucky seeds)."""

from __future__ import annotations

from typing import Any

from meeple.games.chakra import GAME
from meeple.games.chakra.components import BLACK, GREEN, ORANGE, PURPLE, RED, WHITE, YELLOW
from meeple.games.chakra.state import ChakraState

E = -1
"""An empty maya space."""
PLENITUDE = [4, 4, 2, 1, 3, 2, 1]
"""Purple 4, dark blue 4, light blue 2, green 1, yellow 3, orange 2, red 1; the box holds a 3."""


def position(players: int = 2, options: dict[str, Any] | None = None, **fields: Any) -> ChakraState:
    """A fresh table with known plenitude tokens and empty boards, the given fields overwritten."""
    state = GAME.setup(players, options or {}, 0)
    state.plenitude = PLENITUDE[:]
    state.box = 3
    state.meditation = [[GREEN] for _ in range(players)]
    for name, value in fields.items():
        if not hasattr(state, name):
            raise AttributeError(f"ChakraState has no field {name!r}")
        setattr(state, name, value)
    return state


def board(state: ChakraState, seat: int, chakras: dict[int, list[int]] | None = None,
          bubbles: list[int] | None = None, earth: int = 0, notches: tuple[int, ...] = (),
          spaces: tuple[int, ...] = ()) -> ChakraState:
    """Set one seat's board: energies by chakra, bubbles, alleviated blacks, tokens in notches and on spaces."""
    state.chakras[seat] = [sorted((chakras or {}).get(k, [])) for k in range(7)]
    state.bubbles[seat] = sorted(bubbles or [])
    state.earth[seat] = earth
    state.notches[seat] = [k in notches for k in range(7)]
    state.spaces[seat] = [i in spaces for i in range(8)]
    return state


def receiving() -> ChakraState:
    """Two players, seat 0 to act on an empty board. Flow 1: red, green, black; flow 2: yellow, yellow,
    orange; flow 3: purple, red, green."""
    return position(2, flows=[[RED, GREEN, BLACK], [YELLOW, YELLOW, ORANGE], [PURPLE, RED, GREEN]])


def harmonized(*chakras: int) -> dict[int, list[int]]:
    """Each named chakra holding three energies of its own colour."""
    return {k: [k, k, k] for k in chakras}


def yin_yang() -> ChakraState:
    """Module A, seat 0 to act. Flow 1: white, red, green; flow 2: white, black, yellow; flow 3: white only."""
    return position(2, {"yinyang": True}, flows=[[WHITE, RED, GREEN], [WHITE, BLACK, YELLOW], [WHITE, E, E]])


def finished_boards() -> ChakraState:
    """The rules page's scoring example, at the end: seat 0 harmonized dark blue (4), light blue (2),
    green (1), yellow (3) and orange (2) and alleviated 2 blacks; seat 1 harmonized dark blue, yellow,
    orange and red (1), a chain of 3 from red."""
    state = position(2)
    board(state, 0, harmonized(1, 2, 3, 4, 5), earth=2)
    board(state, 1, harmonized(1, 4, 5, 6))
    state.phase = "over"
    return state
