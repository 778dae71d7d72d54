"""What each seat (and a spectator) sees.

Every card a seat takes, every bid, refund and cheque happens in the open, so
a player with a perfect memory knows every hand, every coin count and every
cheque; the view shows them all rather than reward memory. What stays hidden:
the order of both decks, the cards left out at setup (3-4 players), and the
property each other seat has laid face down in a selling round until all are
revealed. Only counts of those are shown.
"""

from __future__ import annotations

from typing import Any

from .state import BIDDING, ForSaleState


def view(state: ForSaleState, seat: int | None) -> dict[str, Any]:
    """The seat's view as JSON; `seat=None` is a spectator."""
    n = state.players
    bidding = state.phase == BIDDING
    return {
        "phase": state.phase,
        "round": min(state.round + 1, state.rounds),
        "rounds": state.rounds,
        "you": seat,
        "turn": state.turn if bidding else None,
        "start_player": state.start_player,
        "table": state.table[:],
        "high_bid": state.high_bid() if bidding else 0,
        "high_bidder": state.high_bidder() if bidding else None,
        "bids": state.bids[:] if bidding else [0] * n,
        "passed": state.passed[:] if bidding else [False] * n,
        "coins": state.coins[:],
        "hands": [h[:] for h in state.hands],
        "highest_property": state.highest[:],
        "cheque_table": state.cheque_table[:],
        "chosen": [p is not None for p in state.pending],
        "my_choice": state.pending[seat] if seat is not None else None,
        "cheques": [c[:] for c in state.cheques],
        "money": [state.money(s) for s in range(n)],
        "last_sales": [sale[:] for sale in state.last_sales],
        "property_deck": len(state.property_deck),
        "cheque_deck": len(state.cheque_deck),
        "removed_each": len(state.removed_properties),
    }
