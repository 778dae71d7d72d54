"""What each seat may see: everything on the table, its own hand, and only the size of the others' hands."""

from __future__ import annotations

from typing import Any

from .board import court_limit, hand_limit, influence, military_stars, ruler
from .components import COALITIONS, REGIONS, SUITS
from .dominance import checks_left
from .state import REGION_LOC, PaxState


def _step(state: PaxState, seat: int | None) -> dict[str, Any] | None:
    step = state.step
    if step is None:
        return None
    public = {k: v for k, v in step.items() if k in ("k", "seat", "n", "piece", "region", "why", "at", "full",
                                                      "offer", "to", "refused", "card", "after")}
    return public


def build_view(state: PaxState, seat: int | None) -> dict[str, Any]:
    """The table as `seat` sees it (None: a spectator)."""
    players = []
    for s in range(state.players):
        players.append({
            "loyalty": COALITIONS[state.loyalty[s]] if state.loyalty[s] >= 0 else None,
            "coins": state.coins[s], "vp": state.vp[s], "prizes": state.prizes[s],
            "court": state.courts[s][:], "hand_size": len(state.hands[s]),
            "hand": state.hands[s][:] if s == seat else None,
            "cylinders": state.cylinders[s * 10: s * 10 + 10],
            "influence": influence(state, s), "military": military_stars(state, s),
            "court_limit": court_limit(state, s), "hand_limit": hand_limit(state, s),
            "effects": state.pflags[s][:],
        })
    return {
        "phase": state.phase, "active": state.active, "actions": state.actions, "turn": state.turn,
        "favoured": SUITS[state.favoured], "market": [r[:] for r in state.market],
        "market_coins": [r[:] for r in state.mcoins], "deck": len(state.deck), "checks_left": checks_left(state),
        "checks_done": state.checks, "blocks": state.blocks[:], "players": players, "effects": state.flags[:],
        "rulers": {r: ruler(state, REGION_LOC[r]) for r in REGIONS}, "step": _step(state, seat),
        "used": state.used_cards[:], "discards": state.discards[:],
    }
