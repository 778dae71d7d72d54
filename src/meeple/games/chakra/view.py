"""What each seat (and a spectator) sees.

Public: the flows, the bag's content by colour, every board (chakras,
bubbles, earth, notches, inspiration spaces, meditation tokens), yin-yangs,
objectives and their claims, the receive or pattern in progress. Hidden: the
plenitude values. A seat sees exactly the tokens of its own meditation
colours (`plenitude[k]` is None for the others); everyone sees all seven at
the end. The eighth token, in the box, is never shown.
"""

from __future__ import annotations

from typing import Any

from .board import harmonized_count, is_harmonized, is_passable
from .components import BLACK, CHAKRAS, OBJECTIVE_BONUSES, OBJECTIVES, WHITE
from .scoring import breakdown
from .state import OVER, ChakraState, reserve


def visible_plenitude(state: ChakraState, seat: int | None) -> list[int | None]:
    """The plenitude values the reader may see, by chakra colour (None: face down to them)."""
    if state.phase == OVER:
        return list(state.plenitude)
    seen = state.meditation[seat] if seat is not None else []
    return [state.plenitude[k] if k in seen else None for k in range(CHAKRAS)]


def view(state: ChakraState, seat: int | None) -> dict[str, Any]:
    """The seat's view as JSON; `seat=None` is a spectator."""
    plenitude = visible_plenitude(state, seat)
    return {
        "phase": state.phase,
        "you": seat,
        "turn": state.turn,
        "first": state.first,
        "round": state.round if state.phase == OVER else state.round + 1,
        "ending": state.ending,
        "yinyang": state.yinyang,
        "bag": state.bag[:WHITE + 1 if state.yinyang else BLACK + 1],
        "flows": [f[:] for f in state.flows],
        "plenitude": plenitude,
        "boards": [_board(state, s, plenitude) for s in range(state.players)],
        "objectives": [{"id": g, "name": OBJECTIVES[g][0], "text": OBJECTIVES[g][2],
                        "claims": state.claims[i][:], "bonuses": list(OBJECTIVE_BONUSES)}
                       for i, g in enumerate(state.goals)],
        "flow": state.flow if state.flow >= 0 else None,
        "chosen": state.chosen[:],
        "moves_left": [m[:] for m in state.moves_left],
        "moved": [m[:] for m in state.moved],
    }


def _board(state: ChakraState, seat: int, plenitude: list[int | None]) -> dict[str, Any]:
    chakras = state.chakras[seat]
    return {
        "chakras": [c[:] for c in chakras],
        "harmonized": [is_harmonized(chakras[k], k) for k in range(CHAKRAS)],
        "passable": [is_passable(chakras[k], k) for k in range(CHAKRAS)],
        "count": harmonized_count(chakras),
        "bubbles": state.bubbles[seat][:],
        "earth": state.earth[seat],
        "earth_white": state.earth_white[seat],
        "notches": state.notches[seat][:],
        "spaces": state.spaces[seat][:],
        "reserve": reserve(state, seat),
        "meditation": state.meditation[seat][:],
        "halves": state.halves[seat],
        "score": breakdown(state, seat, plenitude),
    }
