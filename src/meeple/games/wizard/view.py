"""What each seat (or a spectator) sees: the table as a UI draws it.

Keys: `phase`, `round`/`rounds`, `cards` (hand size this round), `dealer`,
`waiting` (seats to act), `trump_card` (face up; null when none was left),
`trump` (the suit, null for none), `deck` (cards left undealt), `hand` (yours
in hand order; null for spectators and while your foresight card is on your
forehead), `hand_sizes`, `foreheads` (only in a foresight round: each other
player's card, null for yours), `bidding` (the prediction rule), `bids` (by
seat: the prediction, `"?"` for one made but secret from you, null for none
yet), `tricks` (won this round), `leader`/`trick`/`lead_suit` (the trick so
far), `history` (this round's finished tricks as `[leader, winner, [cards in
play order]]`), `scores` and `sheet` (one row per finished round: `[bid,
tricks, points]` by seat). The views are kept compact because a golden
playthrough stores five of them per step.
"""

from __future__ import annotations

from typing import Any

from .hidden import in_foresight, sees_bid, sees_hand
from .rounds import waiting_seats
from .state import WizardState
from .tricks import lead_suit


def build_view(state: WizardState, seat: int | None) -> dict[str, Any]:
    """The view for `seat` (None = spectator)."""
    view: dict[str, Any] = {
        "phase": state.phase, "round": state.round + 1, "rounds": len(state.sizes), "cards": state.hand_size,
        "dealer": state.dealer, "waiting": sorted(waiting_seats(state)),
        "trump_card": state.trump_card, "trump": state.trump, "deck": len(state.deck),
        "hand": state.hands[seat][:] if seat is not None and sees_hand(state, seat, seat) else None,
        "hand_sizes": [len(h) for h in state.hands],
        "bidding": state.options["bidding"],
        "bids": [b if b is None or sees_bid(state, seat, s) else "?" for s, b in enumerate(state.bids)],
        "tricks": state.tricks[:], "leader": state.leader, "trick": state.trick[:],
        "lead_suit": lead_suit(state.trick),
        "history": state.history[:], "scores": state.scores[:], "sheet": state.sheet[:],
    }
    if in_foresight(state):
        view["foreheads"] = [
            h[0] if s != seat and h and sees_hand(state, seat, s) else None for s, h in enumerate(state.hands)
        ]
    return view
