"""What each seat (and a spectator) sees: the public table plus, for a seat, its own discs.

Public: every player's disc count, hand size, mat height and face-up discs,
successes and mat side, what the table knows about their skull, the bid and
who passed. Private to a seat: the kinds in its hand, on its mat and lost.
Nobody sees another seat's face-down disc, hand or lost discs.
"""

from __future__ import annotations

from typing import Any

from .components import CHALLENGE, DISC_NAMES, FLOWER, OPENING, OVER, SKULL, mat_side
from .state import SkullState


def build_view(state: SkullState, seat: int | None) -> dict[str, Any]:
    """The view for `seat` (None = spectator)."""
    view: dict[str, Any] = {
        "phase": state.phase,
        "round": state.round,
        "starter": state.starter,
        "current": None if state.phase in (OPENING, OVER) else state.current,
        "bid": state.bid or None,
        "bidder": state.bidder,
        "challenger": state.bidder if state.phase == CHALLENGE else None,
        "flips_left": state.bid - state.flipped_total() if state.phase == CHALLENGE else None,
        "discs_on_mats": state.on_mats(),
        "winner": state.winner,
        "players": _public_players(state),
        "you": None if seat is None else _private(state, seat),
    }
    return view


def _public_players(state: SkullState) -> list[dict[str, Any]]:
    """One public entry per seat (written with locals: views are built very often in search)."""
    opening = state.phase == OPENING
    out = []
    for s, (mat, up, hand, points) in enumerate(zip(state.mats, state.flipped, state.hands, state.points, strict=True)):
        held, on_mat = hand[0] + hand[1], len(mat)
        out.append({
            "seat": s,
            "discs": held + on_mat,
            "hand": held,
            "mat": [None] * (on_mat - up) + [DISC_NAMES[k] for k in mat[on_mat - up:]],
            "successes": points,
            "mat_side": mat_side(points),
            "skull": state.skull_known[s],
            "eliminated": held + on_mat == 0,
            "passed": state.passed[s],
            "placed": on_mat > 0 if opening else None,
        })
    return out


def _private(state: SkullState, s: int) -> dict[str, Any]:
    lost = state.lost(s)
    return {
        "seat": s,
        "hand": {"flower": state.hands[s][FLOWER], "skull": state.hands[s][SKULL]},
        "mat": [DISC_NAMES[k] for k in state.mats[s]],
        "lost": {"flower": lost[FLOWER], "skull": lost[SKULL]},
    }
