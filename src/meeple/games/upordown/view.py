"""What each seat (and a spectator) sees.

Public: the ring, every column (with its direction and score), the top card of
the face-up pile and how many cards each pile holds, each hand's size, the
hand cards each seat drew from the face-up pile (everyone saw them), the size
of every discard pile, and the colour of every number (it is printed on the
cards). A seat also sees its own hand and its own discards. Hidden: the rest
of other hands, the face-down pile and the face-up pile under its top card.
"""

from __future__ import annotations

from typing import Any

from .components import COLOUR_OF
from .scoring import column_score, score
from .state import OVER, UpOrDownState
from .turn import direction


def view(state: UpOrDownState, seat: int | None) -> dict[str, Any]:
    """The seat's view as JSON; `seat=None` is a spectator."""
    n = state.players
    over = state.step == OVER
    return {
        "step": state.step,
        "turn": None if over else state.turn,
        "you": seat,
        "length": state.length,
        "top": state.top,
        "colours": COLOUR_OF[: state.top],
        "display": state.display[:],
        "placed": state.placed,
        "taken": state.taken,
        "up_top": state.up[-1] if state.up else None,
        "up_count": len(state.up),
        "down_count": len(state.down),
        "hand": state.hands[seat][:] if seat is not None else None,
        "hand_counts": [len(h) for h in state.hands],
        "known": [k[:] for k in state.known],
        "columns": [[c[:] for c in cols] for cols in state.columns],
        "directions": [[direction(c) for c in cols] for cols in state.columns],
        "column_scores": [[column_score(c) for c in cols] for cols in state.columns],
        "discard_counts": [len(d) for d in state.discards],
        "my_discards": state.discards[seat][:] if seat is not None else None,
        "scores": [score(state, s) for s in range(n)],
    }
