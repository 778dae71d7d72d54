"""What each seat (and a spectator) sees.

Public: both markets, the discard pile, every completed contract, every Suit
Bonus pile (its cards were shown when played), Stars, trophies, the contract
being built and its cards. A hand is seen whole by its owner only; the others
see its size and the cards it took from the market in the open (`known`).
Hidden from all: the order of the deck and of the contract deck.
"""

from __future__ import annotations

from typing import Any

from .components import CONTRACTS, SUITS, TARGET
from .scoring import breakdown, trophy_count, trophy_side, trophy_winner
from .state import RomiState


def view(state: RomiState, seat: int | None) -> dict[str, Any]:
    """The seat's view as JSON; `seat=None` is a spectator."""
    n = state.players
    return {
        "phase": state.phase,
        "you": seat,
        "turn": state.turn,
        "first": state.first,
        "round": state.round + 1,
        "target": TARGET[n],
        "market": sorted(state.market),
        "chosen": state.chosen[:],
        "contracts": state.contracts[:],
        "deck": len(state.deck),
        "contract_deck": len(state.contract_deck),
        "discard": state.discard[:],
        "hand": state.hands[seat][:] if seat is not None else None,
        "hand_sizes": [len(h) for h in state.hands],
        "known": [k[:] for k in state.known],
        "star_used": state.star_used[:],
        "done": [d[:] for d in state.done],
        "bonus": [b[:] for b in state.bonus],
        "trophies": state.trophies[:],
        "building": state.building if state.building >= 0 else None,
        "picks": [p[:] for p in state.picks],
        "scores": [breakdown(state, s) for s in range(n)],
        "info": _info(state),
        "trophy_sides": [_trophy(state, t) for t in range(len(state.trophies))],
    }


def _trophy(state: RomiState, tile: int) -> dict[str, Any]:
    """The side a trophy shows, its points, the counts of its icon by seat and its holder so far."""
    kind, what, points = trophy_side(state, tile)
    return {"kind": kind, "what": SUITS[what] if kind == "suit" else what, "points": points,
            "counts": [trophy_count(state, s, tile) for s in range(state.players)],
            "leader": trophy_winner(state, tile)}


def _info(state: RomiState) -> dict[str, Any]:
    """Points, suit and recipes of every contract in sight, by id (for the renderer)."""
    seen = set(state.contracts) | {c for d in state.done for c in d}
    if state.building >= 0:
        seen.add(state.building)
    return {str(c): {"points": CONTRACTS[c][0], "suit": SUITS[CONTRACTS[c][1]],
                     "recipes": [[kind, size, fixed] for kind, size, fixed in CONTRACTS[c][2]]} for c in sorted(seen)}
