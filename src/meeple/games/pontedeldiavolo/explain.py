"""Why an action is refused: which predicate of the rules failed, in a sentence naming the square, tile or bridge.

The engine has already refused anything of the wrong shape (see the game's
`action_shapes`). What is left is chosen here from the predicates the legal
actions are built from (`legal.py`) and the two checks of the rules,
`bans.ban` for a tile and `bridges.span_problem` for a bridge.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Action

from . import bans, bridges
from .board import cell_name, parse_cell
from .components import COLOUR_NAMES, EMPTY, ISLAND
from .legal import can_pass, can_place_second, has_placed_one, is_choosing_colours, is_over, is_your_turn
from .state import PonteState


def explain(s: PonteState, seat: int, action: Action) -> str:
    """Why `action` is not legal for `seat` now."""
    kind = action["type"]
    if is_over(s):
        return "The game is over."
    if not is_your_turn(s, seat):
        return "It is not your turn."
    if is_choosing_colours(s) or kind in ("keep", "swap"):
        return _explain_choice(s)
    colour = s.colour_of(seat)
    if kind == "place":
        return _explain_place(s, colour, action["cell"])
    if has_placed_one(s):
        return "You have placed one tile this turn: place your second tile."
    if kind == "bridge":
        return _explain_bridge(s, colour, action["from"], action["to"])
    if not can_pass(s, colour):
        return "You can still place two tiles, so you cannot pass: the game ends only when you cannot."
    return "You cannot pass now."


def _explain_choice(s: PonteState) -> str:
    if not is_choosing_colours(s):
        return "Only the second player, right after the opening, chooses colours (keep or swap)."
    return "First choose your colour: keep the dark tiles or swap to the light ones."


def _explain_place(s: PonteState, colour: int, where: Any) -> str:
    cell = parse_cell(where)
    if cell is None:
        return f"{where!r} is not a square; squares run from a1 to j10."
    found = bans.ban(s.board, colour, cell)
    if found is not None:
        return _ban_sentence(found, colour, cell)
    if not has_placed_one(s) and not can_place_second(s, colour, cell):
        return f"After a tile on {cell_name(cell)} you could not place a second tile this turn; choose another square."
    return f"You cannot place a tile on {cell_name(cell)} now."


def _ban_sentence(found: bans.Ban, colour: int, cell: int) -> str:
    """The sentence for the ban `bans.ban` found on `cell`."""
    name, mine = cell_name(cell), COLOUR_NAMES[colour]
    w = found.witness
    if found.code == bans.OCCUPIED:
        return f"{name} already holds a tile."
    if found.code == bans.UNDER_BRIDGE:
        return f"{name} lies under a bridge; no tile may go there."
    if found.code == bans.NEAR_ISLAND:
        return f"{name} touches your {mine} island at {cell_name(w)}; nothing of your colour may touch an island."
    if found.code == bans.TOO_LARGE:
        return f"A tile on {name} would make a group of {w} tiles; a group stops at {ISLAND} (an island)."
    return (
        f"A tile on {name} would complete an island touching your tile on {cell_name(w)} diagonally; "
        "an island may not touch another tile of your colour."
    )


def _explain_bridge(s: PonteState, colour: int, start: Any, end: Any) -> str:
    a, b = parse_cell(start), parse_cell(end)
    if a is None or b is None:
        bad = start if a is None else end
        return f"{bad!r} is not a square; squares run from a1 to j10."
    span = bridges.SPAN_BETWEEN.get((a, b))
    if span is None:
        return f"{cell_name(a)} and {cell_name(b)} are neither two squares apart in a line nor a knight's move apart."
    problem = bridges.span_problem(s.board, colour, span)
    if problem is not None:
        return _span_sentence(s, problem)
    return f"Name this bridge from {cell_name(min(a, b))} to {cell_name(max(a, b))}."


def _span_sentence(s: PonteState, problem: tuple[str, int]) -> str:
    """The sentence for the rule `bridges.span_problem` found broken."""
    code, w = problem
    if code == bridges.NOT_YOURS:
        what = "water" if s.board.cells[w] == EMPTY else "a tile of the other colour"
        return f"A bridge joins two of your tiles, and {cell_name(w)} is {what}."
    if code == bridges.HAS_BRIDGE:
        return f"The tile on {cell_name(w)} already has a bridge; each tile takes only one."
    if code == bridges.NOT_WATER:
        return f"A bridge spans water only, and {cell_name(w)} under it holds a tile."
    return f"That bridge would cross the bridge {bridges.SPANS[w].label}."
