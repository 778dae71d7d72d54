"""Who may act now: the predicates that every phase's legal actions and refusals share.

`legal_actions` of each phase and the sentences of `explain` ask these same
functions, so the two cannot disagree about whose move it is.
"""

from __future__ import annotations

from meeple.engine import ONE_SEAT

from .components import BIDDING, CHALLENGE, CHOOSE_START, DISCARD, OPENING, OVER, TURN
from .state import SkullState

PHASE_ACTIONS = {
    OPENING: ("place",),
    TURN: ("place", "bid"),
    BIDDING: ("bid", "pass"),
    CHALLENGE: ("flip",),
    DISCARD: ("discard",),
    CHOOSE_START: ("start",),
    OVER: (),
}
"""The kinds of action each phase allows, in the order `legal_actions` lists them."""

"""One-seat `waiting_for` answers, built once (asked before every action)."""


def owes_first_disc(state: SkullState, seat: int) -> bool:
    """Whether, in the opening, seat is still in the game and has not placed its first disc.

    With its mat empty, a seat is in the game exactly when its hand is not empty.
    """
    if state.phase != OPENING or state.mats[seat]:
        return False
    hand = state.hands[seat]
    return hand[0] + hand[1] > 0


def is_your_turn(state: SkullState, seat: int) -> bool:
    """Whether seat may act now: owing a first disc in the opening, else being the seat to act."""
    phase = state.phase
    if phase == OPENING:
        return owes_first_disc(state, seat)
    return phase != OVER and seat == state.current


def opening_waits(state: SkullState) -> frozenset[int]:
    """Seats that still owe their first disc of the round (`owes_first_disc` written out: this is
    asked at every step of the opening, and again by each first disc placed)."""
    if state.phase != OPENING:
        return frozenset()
    mats, hands = state.mats, state.hands
    return frozenset([s for s in range(state.players) if not mats[s] and hands[s][0] + hands[s][1] > 0])


def waiting_for(state: SkullState) -> frozenset[int]:
    """Everyone owing a first disc in the opening; else the one seat to act; nobody at the end."""
    phase = state.phase
    if phase == OPENING:
        return opening_waits(state)
    return frozenset() if phase == OVER else ONE_SEAT[state.current]


def is_time_to(state: SkullState, kind: str) -> bool:
    """Whether the phase allows actions of `kind` (e.g. "pass" only once the bidding is on)."""
    return kind in PHASE_ACTIONS[state.phase]


def has_disc(state: SkullState, seat: int, kind: int) -> bool:
    """Whether seat holds a disc of `kind` (FLOWER or SKULL) in its hand."""
    return state.hands[seat][kind] > 0
