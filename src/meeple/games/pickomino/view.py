"""What a seat or a spectator sees. Pickomino hides nothing, so every view shows the whole table."""

from __future__ import annotations

from typing import Any

from .components import FACE_LEGEND, NUM_DICE, TILES, WORMS
from .state import DECIDE, PickominoState
from .turn import has_worm, take_option


def build_view(s: PickominoState, seat: int | None) -> dict[str, Any]:
    """The table as JSON: grill, stacks, the turn in progress, and who is to act."""
    option = take_option(s) if s.phase == DECIDE else None
    return {
        "you": seat,
        "players": s.players,
        "turn": s.turn,
        "phase": s.phase,
        "faces": dict(FACE_LEGEND),
        "grill": _grill(s),
        "stacks": [list(stack) for stack in s.stacks],
        "tops": [stack[-1] if stack else None for stack in s.stacks],
        "worms": s.worm_totals(),
        "roll": list(s.roll),
        "kept": list(s.kept),
        "dice_left": NUM_DICE - len(s.kept),
        "score": s.score,
        "worm_kept": has_worm(s),
        "can_take": None if option is None else {"tile": option[0], "from": option[1]},
    }


def _tile(tile: int, face_up: bool) -> dict[str, Any]:
    return {"tile": tile, "worms": WORMS[tile], "face_up": face_up}


_UP = {t: _tile(t, True) for t in TILES}
_DOWN = {t: _tile(t, False) for t in TILES}
"""Each tile's entry in a view's grill, face up and turned over, shared by every view (never changed): the
server builds a view for every seat after every move."""


def _grill(s: PickominoState) -> list[dict[str, Any]]:
    """Every tile still on the grill, ascending, face up or turned over."""
    down = s.turned
    if not down:
        return [_UP[t] for t in s.grill]  # the grill is kept ascending
    return [_DOWN[t] if t in down else _UP[t] for t in sorted(s.grill + down)]
