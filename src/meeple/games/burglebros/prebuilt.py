"""The actions every legal list hands out, built once and shared (never changed).

`actions.legal` copies them for callers who asked for their own list; the
bots and `apply`'s identity check read the shared objects.
"""

from __future__ import annotations

from meeple.engine import Action

from .components import MAX_CELLS

_CELLS = range(MAX_CELLS)
PEEKS = tuple({"type": "peek", "cell": c} for c in _CELLS)
"""`PEEKS[c]`: the peek into cell `c`."""
MOVES = tuple({"type": "move", "to": c} for c in _CELLS)
"""`MOVES[c]`: the plain move into cell `c` (no `how`, no `exit`)."""
HACK: Action = {"type": "hack"}
END_TURN: Action = {"type": "end_turn"}
XRAYS = tuple({"type": "xray", "cell": c} for c in _CELLS)
"""`XRAYS[c]`: the Peterman's X-Ray through a wall into cell `c`."""
CRYBABIES = tuple({"type": "crybaby", "cell": c} for c in _CELLS)
"""`CRYBABIES[c]`: the Crybaby's alarm in cell `c`."""
CROWS = tuple({"type": "crow", "cell": c} for c in _CELLS)
"""`CROWS[c]`: the Raven's crow to cell `c`."""
ORDERS_TO = tuple({"type": "orders", "seat": i} for i in range(4))
"""`ORDERS_TO[i]`: the Rook's Orders to seat `i`."""
