"""The challenge: the challenger turns up their own discs, then chooses whose top disc to flip.

The challenger's own discs are turned up automatically, top first, as many as
the bid needs (the rules leave them no choice); a skull among them ends the
challenge at once. Then each `flip` names the seat whose top face-down disc
the challenger turns up, one at a time.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event, seat_name

from . import aftermath
from .components import CHALLENGE, DISC_NAMES, SKULL, a_disc
from .state import SkullState

Action = dict[str, Any]


def begin(state: SkullState) -> list[Event]:
    """The high bidder becomes the challenger and turns up their own discs."""
    c = state.bidder
    assert c is not None
    state.phase, state.current = CHALLENGE, c
    events = [Event("challenge", f"{seat_name(c)} must flip {state.bid}, starting with their own discs",
                    data={"seat": c, "count": state.bid})]
    for _ in range(min(state.bid, len(state.mats[c]))):
        kind = _turn_up(state, c)
        events.append(Event("flip", f"{seat_name(c)} flips their own disc: {a_disc(kind)}", reveals=True,
                            data={"seat": c, "owner": c, "disc": DISC_NAMES[kind]}))
        if kind == SKULL:
            return events + aftermath.own_skull(state)
    return events + _check_success(state)


def is_other_mat(seat: int, target: int) -> bool:
    """Whether target's mat is not the challenger's own (whose discs are turned up for them)."""
    return target != seat


def can_flip(state: SkullState, target: int) -> bool:
    """Whether target's mat still has a face-down disc."""
    return state.flipped[target] < len(state.mats[target])


def flip_actions(state: SkullState, seat: int) -> list[Action]:
    """The other mats that still have a face-down disc (the challenger's own are all up)."""
    return [{"type": "flip", "seat": t} for t in range(state.players) if is_other_mat(seat, t) and can_flip(state, t)]


def flip(state: SkullState, seat: int, target: int) -> list[Event]:
    """Turn up target's top face-down disc: a skull fails the challenge, enough flowers win it."""
    kind = _turn_up(state, target)
    text = f"{seat_name(seat)} flips {seat_name(target)}'s disc: {a_disc(kind)}"
    events = [Event("flip", text, reveals=True, data={"seat": seat, "owner": target, "disc": DISC_NAMES[kind]})]
    if kind == SKULL:
        return events + aftermath.skull_of(state, target)
    return events + _check_success(state)


def _turn_up(state: SkullState, owner: int) -> int:
    """Turn up the top face-down disc of owner's mat and return its kind."""
    state.flipped[owner] += 1
    mat = state.mats[owner]
    return mat[len(mat) - state.flipped[owner]]


def _check_success(state: SkullState) -> list[Event]:
    return aftermath.success(state) if state.flipped_total() == state.bid else []
