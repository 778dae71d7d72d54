"""The bot's care for its crew: the Rook's Orders to pull a teammate out of the guard's way.

A teammate does not act between its turns, but the guards walk after every
turn. The Rook (basic side) may spend an action to move another thief one
room; the bot does it when that teammate stands where the guard is likely to
walk and one ordered step takes it somewhere much calmer. Only public facts
are used (`foresight.danger`).
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import Action

from .foresight import danger
from .movement import ORDERS, move_actions
from .state import BurgleState


def _calmest(s: BurgleState, mover: int, moves: Sequence[Action]) -> tuple[float, Action] | None:
    """The ordered move that leaves `mover` in the calmest room, with that room's danger."""
    steps = [a for a in moves if a.get("type") == "move" and a["to"] >= 0]
    if not steps:
        return None
    hot = {f: danger(s, f) for f in {s.layout.floor(a["to"]) for a in steps}}
    return min(((hot[s.layout.floor(a["to"])].get(a["to"], 0.0), a) for a in steps),
               key=lambda pair: (pair[0], pair[1]["to"]))


def rescue(s: BurgleState, seat: int, by_type: dict[str, list[Action]], calm: float) -> Action | None:
    """Orders for the teammate in the worst danger (at least `calm`) whom one step takes below
    `calm`, or None."""
    best: tuple[float, Action] | None = None
    for order in by_type.get("orders", []):
        mate = s.thieves[order["seat"]]
        here = danger(s, s.layout.floor(mate.pos)).get(mate.pos, 0.0)
        out = _calmest(s, order["seat"], move_actions(s, order["seat"], ORDERS))
        if here >= calm and out is not None and out[0] < calm and (best is None or here > best[0]):
            best = (here, order)
    return best[1] if best else None


def ordered_move(s: BurgleState, legal: Sequence[Action]) -> Action | None:
    """The answer to the Rook's Orders: the move into the calmest room."""
    prompt = s.prompt or {}
    if prompt.get("kind") != "orders":
        return None
    out = _calmest(s, prompt["mover"], legal)
    return out[1] if out else None
