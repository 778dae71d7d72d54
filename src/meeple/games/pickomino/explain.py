"""Readable reasons why an action is not legal now.

Only called for actions that `turn.legal` does not list, so legality itself
stays in one place; this module only finds the most useful sentence.
"""

from __future__ import annotations

from typing import Any

from .components import NUM_DICE, TILES, WORM, face_name
from .state import DECIDE, KEEP, ROLL, PickominoState
from .turn import take_option

_SHAPES = {
    "roll": ((), '{"type": "roll"}'),
    "keep": (("face",), '{"type": "keep", "face": F}'),
    "take": (("tile",), '{"type": "take", "tile": T}'),
    "steal": (("tile", "from"), '{"type": "steal", "tile": T, "from": SEAT}'),
}


def explain(s: PickominoState, seat: int, action: dict[str, Any]) -> str:
    """The reason `action` by `seat` is refused."""
    if seat != s.turn:
        return "It is not your turn."
    kind = action["type"]
    if kind not in _SHAPES:
        return f'Pickomino has no "{kind}" action: you can roll, keep, take or steal.'
    fields, shape = _SHAPES[kind]
    if set(action) != {"type", *fields}:
        return f"A {kind} action is written {shape}."
    return _EXPLAINERS[kind](s, seat, action)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _roll(s: PickominoState, seat: int, action: dict[str, Any]) -> str:
    if s.phase == KEEP:
        return "Keep the dice of one face from this roll before rolling again."
    if s.dice_left == 0:
        return f"All {NUM_DICE} dice are kept; none are left to roll."
    return "You cannot roll now."


def _keep(s: PickominoState, seat: int, action: dict[str, Any]) -> str:
    face = action["face"]
    if not _is_int(face) or not 1 <= face <= WORM:
        return "Faces are the numbers 1 to 6 (6 is the worm)."
    if s.phase == ROLL:
        return "Roll the dice first."
    if s.phase == DECIDE:
        return "You have already kept dice from this roll: roll again or stop and take a tile."
    if face in s.kept:
        return f"You already kept {face_name(face, 2)} this turn; choose a face you have not kept."
    if face not in s.roll:
        return f"No die in this roll shows {'a worm' if face == WORM else f'a {face}'}."
    return "You cannot keep that face now."


def _stop_problem(s: PickominoState) -> str | None:
    """Why the player may not stop and claim a tile at all, or None."""
    if s.phase != DECIDE:
        return "You can only take a tile after keeping dice from a roll."
    if WORM not in s.kept:
        return "You need at least one worm among your kept dice to take a tile."
    return None


def _take(s: PickominoState, seat: int, action: dict[str, Any]) -> str:
    tile, score = action["tile"], s.score
    if not _is_int(tile) or tile not in TILES:
        return f"Tiles are numbered {TILES[0]} to {TILES[-1]}."
    problem = _stop_problem(s)
    if problem:
        return problem
    option = take_option(s)
    if option is not None and option[1] is not None:
        return f"Your score of {score} matches tile {score} on top of another player's stack: you must steal it."
    if tile > score:
        return f"You can only take tiles up to your score of {score}."
    if tile not in s.grill:
        return f"Tile {tile} is not face up on the grill."
    if option is None:
        return f"No tile is available for your score of {score}."
    return f"You must take tile {option[0]}, the highest tile on the grill not above your score of {score}."


def _steal(s: PickominoState, seat: int, action: dict[str, Any]) -> str:
    tile, victim, score = action["tile"], action["from"], s.score
    if not _is_int(tile) or tile not in TILES:
        return f"Tiles are numbered {TILES[0]} to {TILES[-1]}."
    if not _is_int(victim) or not 0 <= victim < s.players:
        return f"There is no seat {victim!r} at this table."
    if victim == seat:
        return "You cannot steal from yourself."
    problem = _stop_problem(s)
    if problem:
        return problem
    stack = s.stacks[victim]
    if not stack:
        return "That player has no tiles to steal."
    if stack[-1] != tile:
        if tile in stack:
            return f"Only the top tile of a stack can be stolen; that player's top tile is {stack[-1]}."
        return f"That player's top tile is {stack[-1]}, not {tile}."
    if tile != score:
        return f"You can only steal a tile equal to your score of {score}."
    return "You cannot steal that tile now."


_EXPLAINERS = {"roll": _roll, "keep": _keep, "take": _take, "steal": _steal}
