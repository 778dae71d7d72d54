"""Readable reasons why an action is not legal now.

Only called for well-formed actions that `turn.legal` does not list (the
engine refuses other shapes first). Every rule is asked of the predicates in
`turn`, the same ones `turn.legal` is built from; this module only chooses,
from the predicate that fails, the sentence to say.
"""

from __future__ import annotations

from typing import Any

from .components import NUM_DICE, TILES, WORM, face_name
from .state import PickominoState
from .turn import (
    has_kept,
    has_worm,
    is_face_up,
    is_opponent,
    is_within_score,
    is_your_turn,
    matches_score,
    may_stop,
    must_keep,
    must_roll,
    take_option,
    top_tile,
)


def explain(s: PickominoState, seat: int, action: dict[str, Any]) -> str:
    """The reason `action` by `seat` is refused."""
    if not is_your_turn(s, seat):
        return "It is not your turn."
    return _EXPLAINERS[action["type"]](s, seat, action)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_tile(value: Any) -> bool:
    return _is_int(value) and value in TILES


def _roll(s: PickominoState, seat: int, action: dict[str, Any]) -> str:
    if must_keep(s):
        return "Keep the dice of one face from this roll before rolling again."
    # Not your turn, not keeping: rolling is refused only with every die kept.
    return f"All {NUM_DICE} dice are kept; none are left to roll."


def _keep(s: PickominoState, seat: int, action: dict[str, Any]) -> str:
    face = action["face"]
    if not _is_int(face) or not 1 <= face <= WORM:
        return "Faces are the numbers 1 to 6 (6 is the worm)."
    if must_roll(s):
        return "Roll the dice first."
    if may_stop(s):
        return "You have already kept dice from this roll: roll again or stop and take a tile."
    if has_kept(s, face):
        return f"You already kept {face_name(face, 2)} this turn; choose a face you have not kept."
    return f"No die in this roll shows {'a worm' if face == WORM else f'a {face}'}."


def _stop_problem(s: PickominoState) -> str | None:
    """Why the player may not stop and claim a tile at all, or None."""
    if not may_stop(s):
        return "You can only take a tile after keeping dice from a roll."
    if not has_worm(s):
        return "You need at least one worm among your kept dice to take a tile."
    return None


def _take(s: PickominoState, seat: int, action: dict[str, Any]) -> str:
    tile, score = action["tile"], s.score
    if not _is_tile(tile):
        return f"Tiles are numbered {TILES[0]} to {TILES[-1]}."
    problem = _stop_problem(s)
    if problem:
        return problem
    option = take_option(s)
    if option is not None and option[1] is not None:
        return f"Your score of {score} matches tile {score} on top of another player's stack: you must steal it."
    if not is_within_score(tile, score):
        return f"You can only take tiles up to your score of {score}."
    if not is_face_up(s, tile):
        return f"Tile {tile} is not face up on the grill."
    if option is None:  # not reached: a face-up tile within the score is always on offer
        return f"No tile is available for your score of {score}."
    return f"You must take tile {option[0]}, the highest tile on the grill not above your score of {score}."


def _steal(s: PickominoState, seat: int, action: dict[str, Any]) -> str:
    tile, victim, score = action["tile"], action["from"], s.score
    if not _is_tile(tile):
        return f"Tiles are numbered {TILES[0]} to {TILES[-1]}."
    if not _is_int(victim) or not 0 <= victim < s.players:
        return f"There is no seat {victim!r} at this table."
    if not is_opponent(seat, victim):
        return "You cannot steal from yourself."
    problem = _stop_problem(s)
    if problem:
        return problem
    top = top_tile(s, victim)
    if top is None:
        return "That player has no tiles to steal."
    if top != tile:
        if tile in s.stacks[victim]:
            return f"Only the top tile of a stack can be stolen; that player's top tile is {top}."
        return f"That player's top tile is {top}, not {tile}."
    if not matches_score(tile, score):
        return f"You can only steal a tile equal to your score of {score}."
    return "You cannot steal that tile now."


_EXPLAINERS = {"roll": _roll, "keep": _keep, "take": _take, "steal": _steal}
