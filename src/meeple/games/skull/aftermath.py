"""The end of a challenge: success, the lost disc, elimination, the winner and the next round.

Who knows what (see README): a disc lost to another player's skull is drawn at
random from all of the challenger's discs and leaves the game unseen; only the
challenger learns its kind (by looking at what they have left). A challenger who
flipped their own skull discards a disc of their choice, face down.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event, seat_name

from .acting import has_disc
from .components import (
    CHOOSE_START,
    DISC_NAMES,
    DISCARD,
    FLOWER,
    HELD,
    LOST,
    OPENING,
    OVER,
    SKULL,
    UNKNOWN,
    WINS_NEEDED,
    a_disc,
)
from .state import SkullState

Action = dict[str, Any]


# -- outcomes of a challenge ------------------------------------------------------

def success(state: SkullState) -> list[Event]:
    """The challenger flipped enough flowers: a first success turns the mat, a second wins."""
    c = state.current
    state.points[c] += 1
    if state.points[c] >= WINS_NEEDED:
        events = [Event("win", f"{seat_name(c)} wins a second challenge and the game", data={"seat": c})]
        return events + finish(state, c)
    events = [Event("success", f"{seat_name(c)} wins the challenge and turns their mat to the flower side",
                    data={"seat": c})]
    collect(state)
    return events + start_round(state, c)


def skull_of(state: SkullState, owner: int) -> list[Event]:
    """Another player's skull: that player takes one of the challenger's discs at random, unseen."""
    c = state.current
    collect(state)
    hand = state.hands[c]
    kind = FLOWER if state.rng.below(hand[FLOWER] + hand[SKULL]) < hand[FLOWER] else SKULL
    hand[kind] -= 1
    _forget_skull(state, c)
    events = [
        Event("lose", f"{seat_name(c)} flipped a skull and loses a disc, taken at random by {seat_name(owner)}",
              reveals=True, data={"seat": c, "owner": owner}),
        Event("lost", f"You lose {a_disc(kind)}", to=(c,), data={"seat": c, "disc": DISC_NAMES[kind]}),
    ]
    if not state.in_game(c):
        return events + eliminated(state, c, starter=owner)
    return events + start_round(state, c)


def own_skull(state: SkullState) -> list[Event]:
    """The challenger's own skull: they discard a disc of their choice (no choice if it is their last)."""
    c = state.current
    collect(state)
    if state.hands[c][FLOWER]:
        state.phase = DISCARD
        return [Event("own_skull", f"{seat_name(c)} flipped their own skull and discards a disc of their choice",
                      data={"seat": c})]
    state.hands[c][SKULL] = 0
    events = [Event("own_skull", f"{seat_name(c)} flipped their own skull, their last disc, and discards it",
                    data={"seat": c})]
    return events + eliminated(state, c, starter=None)


def discard_actions(state: SkullState, seat: int) -> list[Action]:
    """The kinds the challenger may discard after flipping their own skull."""
    return [{"type": "discard", "disc": DISC_NAMES[kind]} for kind in (FLOWER, SKULL) if has_disc(state, seat, kind)]


def discard(state: SkullState, seat: int, kind: int) -> list[Event]:
    """Discard the chosen disc face down; the challenger starts the next round."""
    state.hands[seat][kind] -= 1
    _forget_skull(state, seat)
    events = [
        Event("discard", f"{seat_name(seat)} discards a disc face down", data={"seat": seat}),
        Event("discarded", f"You discard {a_disc(kind)}", to=(seat,), data={"seat": seat, "disc": DISC_NAMES[kind]}),
    ]
    return events + start_round(state, seat)


def start_actions(state: SkullState, seat: int) -> list[Action]:
    """Whom a challenger eliminated by their own skull may pick to start the next round (any seat in the game)."""
    return [{"type": "start", "seat": s} for s in state.in_game_seats()]


def choose_start(state: SkullState, seat: int, target: int) -> list[Event]:
    """The eliminated challenger names the next round's first player."""
    events = [Event("choose_start", f"{seat_name(seat)} chooses {seat_name(target)} to start the next round",
                    data={"seat": seat, "target": target})]
    return events + start_round(state, target)


# -- elimination, the end, the next round -------------------------------------------

def eliminated(state: SkullState, c: int, starter: int | None) -> list[Event]:
    """c lost their last disc: the last player left wins; else `starter` (or c's choice) starts."""
    events = [Event("eliminated", f"{seat_name(c)} has lost their last disc and is out of the game",
                    data={"seat": c})]
    left = state.in_game_seats()
    if len(left) == 1:
        events.append(Event("win", f"{seat_name(left[0])} is the last player left and wins the game",
                            data={"seat": left[0]}))
        return events + finish(state, left[0])
    if starter is not None:
        return events + start_round(state, starter)
    state.phase = CHOOSE_START
    events.append(Event("choosing", f"{seat_name(c)} chooses who starts the next round", data={"seat": c}))
    return events


def finish(state: SkullState, winner: int) -> list[Event]:
    """The game is over; the mats stay as they are for everyone to see."""
    state.phase, state.winner = OVER, winner
    return []


def start_round(state: SkullState, starter: int) -> list[Event]:
    """Everyone still in places a first disc at once; `starter` then plays first."""
    state.phase, state.starter, state.current = OPENING, starter, starter
    state.bid, state.bidder = 0, None
    state.passed = [False] * state.players
    state.round += 1
    return [Event("round", f"Round {state.round}: everyone places a first disc; {seat_name(starter)} will play first",
                  data={"round": state.round, "seat": starter})]


def collect(state: SkullState) -> None:
    """Everyone takes their discs back, after the table learns from the discs shown."""
    for s in range(state.players):
        shown = state.shown(s)
        if SKULL in shown:
            state.skull_known[s] = HELD
        elif shown and len(shown) == state.discs(s):
            state.skull_known[s] = LOST
        for kind in state.mats[s]:
            state.hands[s][kind] += 1
        state.mats[s] = []
        state.flipped[s] = 0


def _forget_skull(state: SkullState, seat: int) -> None:
    """After an unseen loss the table no longer knows whether seat kept its skull."""
    if state.skull_known[seat] != LOST:
        state.skull_known[seat] = UNKNOWN
