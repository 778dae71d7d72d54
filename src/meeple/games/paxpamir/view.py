"""What each seat may see: everything on the table, its own hand, and only the size of the others' hands."""

from __future__ import annotations

from typing import Any

from meeple.engine.catalogue import js_module

from .board import court_limit, hand_limit, influence, military_stars, ruler
from .components import COALITIONS, REGIONS, SUITS
from .dominance import checks_left
from .state import REGION_LOC, PaxState


def _step(state: PaxState, seat: int | None) -> dict[str, Any] | None:
    step = state.step
    if step is None:
        return None
    public = {k: v for k, v in step.items() if k in ("k", "seat", "n", "piece", "region", "why", "at", "full",
                                                      "offer", "to", "ask", "manners", "card", "after")}
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
    out = {
        "phase": state.phase, "active": state.active, "actions": state.actions, "turn": state.turn,
        "favoured": SUITS[state.favoured], "market": [r[:] for r in state.market],
        "market_coins": [r[:] for r in state.mcoins], "deck": len(state.deck), "checks_left": checks_left(state),
        "checks_done": state.checks, "blocks": state.blocks[:], "players": players, "effects": state.flags[:],
        "rulers": {r: ruler(state, REGION_LOC[r]) for r in REGIONS}, "step": _step(state, seat),
        "used": state.used_cards[:], "discards": state.discards[:],
    }
    if state.wakhan >= 0:
        out["wakhan"] = _wakhan(state)
    return out


def _wakhan(state: PaxState) -> dict[str, Any]:
    """Wakhan's public side: her seat, the AI card she revealed (its front) and the back of her deck's
    top card; the order of her deck stays hidden."""
    from .wakhan import AI_CARDS

    out: dict[str, Any] = {"seat": state.wakhan, "deck": len(state.ai_deck), "discard": len(state.ai_discard),
                           "card": None, "back": None,
                           "influence": {c: influence(state, state.wakhan, i) for i, c in enumerate(COALITIONS)},
                           "prizes": {c: state.wk_prizes[i] for i, c in enumerate(COALITIONS)}}
    if state.ai_discard:
        card = AI_CARDS[state.ai_discard[-1]]
        out["card"] = {"n": card.n, "actions": list(card.actions), "column_arrow": card.column_arrow,
                       "row_arrow": card.row_arrow, "loyalty": [COALITIONS[c] for c in card.loyalty],
                       "regions": list(card.regions)}
    if state.ai_deck:
        top = AI_CARDS[state.ai_deck[-1]]
        out["back"] = {"columns": list(top.columns), "rows": ["top" if r == 0 else "bottom" for r in top.rows]}
    return out


def catalogue_module() -> str:
    """The JavaScript module `cards.js` the board reads each card's printed facts from."""
    from .components import ACTIONS, CARDS, EVENTS, card_name

    rows = {}
    for n, c in CARDS.items():
        rows[n] = {"name": c.name, "region": c.region, "suit": SUITS[c.suit], "rank": c.rank,
                   "patriot": COALITIONS[c.patriot] if c.patriot >= 0 else None,
                   "prize": COALITIONS[c.prize] if c.prize >= 0 else None,
                   "actions": [a for a in ACTIONS if a in c.actions],
                   "impacts": {"tribe": c.tribes, "road": c.roads, "army": c.armies, "spy": c.spies,
                               "leverage": int(c.leverage)},
                   "climate": SUITS[c.climate] if c.climate >= 0 else None, "ability": c.ability or None}
    for n in range(101, 105):
        rows[n] = {"name": "Dominance Check", "event": True}
    for n, (gone, bought) in EVENTS.items():
        rows[n] = {"name": card_name(n), "event": True, "discarded": gone, "purchased": bought}
    return js_module({str(k): v for k, v in sorted(rows.items())}, "meeple.games.paxpamir.view")


if __name__ == "__main__":
    from pathlib import Path

    (Path(__file__).parent / "cards.js").write_text(catalogue_module())
