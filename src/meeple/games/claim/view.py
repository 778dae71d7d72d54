"""What each seat (and a spectator) sees.

Public: the prize turned up, the cards played to the trick, the score piles
(face up), the discard, the deck's size, how many cards each hand and each
follower pile holds, and which of a seat's followers the other knows (the
prizes it won; in phase two, those still in its hand). A seat sees its own
hand and all its own followers, the blind cards too; it never sees the other
seat's hand or blind cards, and nobody sees the deck's order.
"""

from __future__ import annotations

from typing import Any

from . import scoring
from .components import FACTIONS
from .state import OVER, ClaimState


def view(state: ClaimState, seat: int | None) -> dict[str, Any]:
    """The seat's view as JSON; `seat=None` is a spectator."""
    over = state.phase == OVER
    return {
        "phase": state.phase,
        "trick": min(state.tricks % 13 + 1, 13) if not over else 13,
        "tricks_played": state.tricks,
        "you": seat,
        "leader": state.leader,
        "turn": None if over else state.turn,
        "lead": state.lead,
        "prize": state.prize,
        "deck": len(state.deck),
        "hand": None if seat is None else state.hands[seat][:],
        "my_followers": None if seat is None else state.followers[seat][:],
        "hand_sizes": [len(h) for h in state.hands],
        "follower_counts": [len(f) for f in state.followers],
        "known": [k[:] for k in state.known],
        "scores": [s[:] for s in state.scores],
        "discard": state.discard[:],
        "void": [v[:] for v in state.void],
        "last": None if state.last is None else state.last[:],
        "standing": [[sum(1 for c in pile if c[0] == f) for pile in state.scores] for f in FACTIONS],
        "factions": scoring.winners(state) if over else None,
        "won": scoring.factions_won(state) if over else None,
    }
