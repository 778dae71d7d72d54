"""What a seat sees: the whole board (the game has no secrets), whose turn, and a score preview."""

from __future__ import annotations

from typing import Any

from . import bridges
from .board import cell_name
from .components import COLOUR_NAMES, SIZE
from .state import OVER, PonteState


def build_view(s: PonteState, seat: int | None) -> dict[str, Any]:
    """The view for `seat` (None for a spectator); the same for every seat but for `you`."""
    board = s.board
    return {
        "size": SIZE,
        "board": board.rows(),
        "tiles": {name: board.tile_names(c) for c, name in COLOUR_NAMES.items()},
        "bridges": [_bridge(s, i) for i in board.bridges],
        "phase": s.phase,
        "turn": None if s.phase == OVER else s.turn,
        "you": seat,
        "colours": [COLOUR_NAMES[s.colour_of(p)] for p in range(s.players)],
        "placed_this_turn": [cell_name(x) for x in s.placed],
        "final_turn": s.final_turn,
        "ended_by": s.ended_by,
        "turns": list(s.turns),
        "scores": [score_view(s, p) for p in range(s.players)],
    }


def _bridge(s: PonteState, span_id: int) -> dict[str, Any]:
    span = bridges.SPANS[span_id]
    return {
        "from": cell_name(span.a),
        "to": cell_name(span.b),
        "colour": COLOUR_NAMES[s.board.cells[span.a]],
        "kind": span.kind,
        "over": [cell_name(u) for u in span.under],
    }


def score_view(s: PonteState, seat: int) -> dict[str, Any]:
    """`seat`'s score if the game ended now, with each network of islands it counts."""
    sc = s.score(seat)
    return {
        "seat": seat,
        "colour": COLOUR_NAMES[s.colour_of(seat)],
        "points": sc.points,
        "islands": sc.islands,
        "bridges": sc.bridges,
        "networks": [
            {"islands": n.islands, "points": n.points, "tiles": [cell_name(t) for t in n.tiles]}
            for n in sc.networks
        ],
    }
