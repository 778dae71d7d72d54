"""Why an action is refused, in a sentence naming the square, tile or bridge at fault."""

from __future__ import annotations

from typing import Any

from meeple.engine import Action

from . import bans, bridges
from .board import cell_name, parse_cell
from .state import CHOOSE, OVER, PonteState

_FIELDS = {
    "place": ("cell",),
    "bridge": ("from", "to"),
    "keep": (),
    "swap": (),
    "pass": (),
}


def explain(s: PonteState, seat: int, action: Action) -> str:
    """Why `action` is not legal for `seat` now."""
    kind = action.get("type")
    if kind not in _FIELDS:
        return f"There is no {kind!r} action here; the actions are place, bridge, pass, keep and swap."
    wanted = {"type", *_FIELDS[kind]}
    if set(action) != wanted:
        fields = ", ".join(_FIELDS[kind]) or "no other field"
        return f"A {kind} action takes {fields}; got {', '.join(sorted(map(str, action)))}."
    if s.phase == OVER:
        return "The game is over."
    if seat != s.turn:
        return "It is not your turn."
    if s.phase == CHOOSE or kind in ("keep", "swap"):
        return _explain_choice(s)
    colour = s.colour_of(seat)
    if kind == "place":
        return _explain_place(s, colour, action["cell"])
    if s.placed:
        return "You have placed one tile this turn: place your second tile."
    if kind == "bridge":
        return _explain_bridge(s, colour, action["from"], action["to"])
    return "You can still place two tiles, so you cannot pass: the game ends only when you cannot."


def _explain_choice(s: PonteState) -> str:
    if s.phase != CHOOSE:
        return "Only the second player, right after the opening, chooses colours (keep or swap)."
    return "First choose your colour: keep the dark tiles or swap to the light ones."


def _explain_place(s: PonteState, colour: int, where: Any) -> str:
    cell = parse_cell(where)
    if cell is None:
        return f"{where!r} is not a square; squares run from a1 to j10."
    found = bans.ban(s.board, colour, cell)
    if found is not None:
        return bans.describe(found, colour, cell)
    return f"After a tile on {cell_name(cell)} you could not place a second tile this turn; choose another square."


def _explain_bridge(s: PonteState, colour: int, start: Any, end: Any) -> str:
    a, b = parse_cell(start), parse_cell(end)
    if a is None or b is None:
        bad = start if a is None else end
        return f"{bad!r} is not a square; squares run from a1 to j10."
    reason = bridges.describe(s.board, colour, a, b)
    if reason:
        return reason
    return f"Name this bridge from {cell_name(min(a, b))} to {cell_name(max(a, b))}."
