"""What each seat sees: the public table, its own hand, seals and notes, and its deduction grid.

Never in a view before the end: the world, other players' ingredients and
favours, the kind of another player's seal, which ingredients another player
mixed (only the result the rules make public), the order of any deck.
"""

from __future__ import annotations

from typing import Any

from .components import ADVENTURERS, ARTIFACT_EFFECTS, ARTIFACTS, GRANTS, ORDER_TRACK, SEALS, SPACES, open_spaces
from .goods import deck_left, zone
from .state import OVER, AlchemistsState
from .theories import in_conflict
from .worlds import grid, known


def artifact_info(a: int) -> dict[str, Any]:
    """One artifact for the board."""
    name, level, cost, vp, effect = ARTIFACTS[a]
    return {"id": a, "name": name, "level": level, "cost": cost, "vp": vp, "effect": effect,
            "ability": ARTIFACT_EFFECTS[effect]}


def build_view(s: AlchemistsState, seat: int | None) -> dict[str, Any]:
    """The view for `seat` (None: a spectator)."""
    over = s.phase == OVER
    players = []
    for x in range(s.players):
        players.append({
            "gold": s.gold[x], "rep": s.rep[x], "zone": zone(s.rep[x]), "hand": sum(s.hands[x]),
            "favours": len(s.favours[x]), "artifacts": s.artifacts[x][:], "grants": s.grants[x][:],
            "cubes": s.cubes[x], "declared": {SPACES[k]: n for k, n in enumerate(s.decl[x]) if n},
            "associate": [SPACES[k] for k in s.assoc[x]], "unused": s.unused[x], "hospital": s.hospital[x],
            "paralysed": s.paralysed[x], "order": s.order_pos[x],
            "results": [[n[0], n[3]] for n in s.notes[x]] if not over and x != seat else
                       [[n[0], n[3], n[1], n[2]] for n in s.notes[x]],
        })
    theories = []
    for i in range(8):
        if s.theory[i] < 0:
            continue
        seals = [{"seat": who, "seal": SEALS[k] if over or who == seat else None} for who, k in s.seals[i]]
        theories.append({"ingredient": i, "alchemical": s.theory[i], "seals": seals, "conflict": in_conflict(s, i)})
    out: dict[str, Any] = {
        "round": s.round, "phase": s.phase, "start": s.start, "players": players,
        "actor": s.actor if s.actor >= 0 else None, "stage": s.stage,
        "space": SPACES[s.space] if 0 <= s.space < len(SPACES) and s.phase == "resolve" else None,
        "pending": s.pending[:], "armed": s.armed[:], "picking": s.picking[:], "declaring": s.declaring[:],
        "order": s.order[:], "order_track": [list(t) for t in ORDER_TRACK],
        "open_spaces": list(open_spaces(s.round)) if not over else [],
        "tasks": [[SPACES[k] if k >= 0 else "refund", x] for k, x in s.tasks],
        "market": s.market[:], "deck": deck_left(s), "favour_deck": sum(s.favour_deck),
        "adventurer": ({"name": ADVENTURERS[s.adventurer][0], "wants": list(ADVENTURERS[s.adventurer][1])}
                       if s.adventurer >= 0 else None),
        "sold": s.sold[:], "refunds": s.refunds[:], "sellers": s.sellers[:],
        "artifact_market": [artifact_info(a) for a in s.art_market],
        "theories": theories, "conflicts": [p[:] for p in s.conflicts],
        "grants": [{"id": g, "ingredients": list(GRANTS[g][0]), "vp": GRANTS[g][1]} for g in s.grants_left],
        "exhibits": [e[:] for e in s.exhibits], "student_sick": s.student_sick,
        "public_notes": [n[:] for n in s.public_notes],
        "world": s.world[:] if over else None,
        "scores": s.scores[:], "breakdown": [dict(b) for b in s.breakdown],
        "you": None,
    }
    if seat is not None:
        notes = known(s.public_notes, s.notes[seat])
        g = grid(notes)
        out["you"] = {
            "seat": seat, "hand": s.hands[seat][:], "favours": s.favours[seat][:],
            "seals_left": {SEALS[k]: n for k, n in enumerate(s.seals_left[seat])},
            "notes": [n[:] for n in s.notes[seat]], "grid": g, "worlds": sum(g[0]),
        }
    return out
