"""Determinize: resample every disc a seat cannot see, consistently with what it knows.

For each other player the seat knows the set they started with (three flowers,
one skull), how many discs they have lost, hold and have on their mat, the
face-up discs on the mat, and what the table knows about their skull (HELD,
LOST or UNKNOWN, see README). So the only unknown about another player is
where their skull is, if it is not face up: lost, in hand, or at one of the
face-down places of their mat. We choose that place uniformly among the places
the knowledge allows; every other unseen disc is a flower. The seat's own discs
stay as they are, and the Rng is replaced.
"""

from __future__ import annotations

from meeple.engine import Rng

from .components import DISCS_EACH, FLOWER, HELD, LOST, SKULL
from .state import SkullState


def determinize(state: SkullState, seat: int, rng: Rng) -> SkullState:
    """A copy of `state` in which every disc `seat` cannot see is redrawn from `rng`."""
    out = state.copy()
    for other in range(state.players):
        if other != seat:
            _redraw(out, other, rng)
    out.rng = Rng(rng.next64())
    return out


def skull_places(state: SkullState, owner: int) -> tuple[int, int, int]:
    """Where owner's skull may be for someone who cannot see it: how many lost, in-hand
    and face-down mat places the knowledge allows (all zero when it is face up)."""
    mat = state.mats[owner]
    hidden = len(mat) - state.flipped[owner]
    if SKULL in mat[hidden:]:
        return 0, 0, 0
    hand = state.hands[owner]
    size = hand[FLOWER] + hand[SKULL]
    known = state.skull_known[owner]
    lost = 0 if known == HELD else DISCS_EACH - size - len(mat)
    return lost, (0 if known == LOST else size), (0 if known == LOST else hidden)


def _redraw(state: SkullState, owner: int, rng: Rng) -> None:
    """Put owner's skull at a random allowed place and flowers everywhere else unseen."""
    lost, in_hand, on_mat = skull_places(state, owner)
    if not lost + in_hand + on_mat:
        return
    where = rng.below(lost + in_hand + on_mat) - lost
    hand = state.hands[owner]
    size = hand[FLOWER] + hand[SKULL]
    state.hands[owner] = [size - 1, 1] if 0 <= where < in_hand else [size, 0]
    mat = state.mats[owner]
    for i in range(len(mat) - state.flipped[owner]):
        mat[i] = SKULL if i == where - in_hand else FLOWER
