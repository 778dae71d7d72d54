"""The pieces of Ponte del Diavolo: the 10×10 board's size, the two colours of tiles, and the island size."""

from __future__ import annotations

SIZE = 10
CELLS = SIZE * SIZE
FILES = "abcdefghij"

EMPTY, LIGHT, DARK = 0, 1, 2
"""Square contents. LIGHT and DARK are also bit flags in `Board.zone`."""

COLOUR_NAMES = {LIGHT: "light", DARK: "dark"}
ISLAND = 4
"""An island is a group of exactly this many tiles; no group grows larger."""
