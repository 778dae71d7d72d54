"""Module D: objective cards, who meets them, and the bonuses of the first and second to do so.

Objectives are checked at the end of each player's turn, for that player.
The first player to meet one takes its 2-point bonus, the second its 1-point
bonus; nobody takes both bonuses of one objective.
"""

from __future__ import annotations

from meeple.engine import Event

from .board import is_harmonized
from .components import CHAKRAS, OBJECTIVE_BONUSES, OBJECTIVES
from .state import ChakraState


def _harmonized(state: ChakraState, seat: int) -> list[bool]:
    chakras = state.chakras[seat]
    return [is_harmonized(chakras[k], k) for k in range(CHAKRAS)]


def meets(state: ChakraState, seat: int, goal: int) -> bool:
    """Whether the seat's board meets objective card `goal` now."""
    _, kind, _, named = OBJECTIVES[goal]
    if kind == "pair":
        done = _harmonized(state, seat)
        return all(done[k] for k in named)
    if kind == "every":
        return all(state.chakras[seat])
    if kind == "row":
        done = _harmonized(state, seat)
        return any(done[k] and done[k + 1] and done[k + 2] for k in range(CHAKRAS - 2))
    if kind == "pairs":
        done = _harmonized(state, seat)
        pairs = [k for k in range(CHAKRAS - 1) if done[k] and done[k + 1]]
        return any(b >= a + 2 for a in pairs for b in pairs)
    if kind == "visions":
        return len(state.meditation[seat]) == CHAKRAS
    return state.earth[seat] >= 3  # grounded


def claim(state: ChakraState, seat: int) -> list[Event]:
    """Give the seat each objective in play it now meets and has no bonus of, while a bonus is left."""
    events: list[Event] = []
    for i, goal in enumerate(state.goals):
        claims = state.claims[i]
        if seat in claims or len(claims) == len(OBJECTIVE_BONUSES) or not meets(state, seat, goal):
            continue
        claims.append(seat)
        points = OBJECTIVE_BONUSES[len(claims) - 1]
        events.append(Event("objective", f"{{p{seat}}} meets the objective {OBJECTIVES[goal][0]} "
                            f"({OBJECTIVES[goal][2]}): {points} point{'s' if points > 1 else ''}",
                            data={"seat": seat, "objective": goal, "points": points}))
    return events


def bonus(state: ChakraState, seat: int) -> int:
    """The seat's objective bonus points so far."""
    return sum(OBJECTIVE_BONUSES[c.index(seat)] for c in state.claims if seat in c)
