"""Who the game waits for and what each seat may do: the one source of legality.

The order of precedence: a decision in progress (`state.pending`) belongs to
its seat alone; otherwise a seat over the hand limit must discard or play an
event and nothing else happens; otherwise the current player takes the step
of the turn, and every seat holding an event card may play it.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from typing import Any

from meeple.engine import ONE_SEAT, Action

from .actions import cure_choices, keep_choices, plan_choices, relocate_choices, share_choices
from .components import (
    CONTINGENCY_PLANNER,
    DISPATCHER,
    EVENTS,
    HAND_LIMIT,
    OPERATIONS_EXPERT,
    ROLE_NAMES,
    SCIENTIST_CURE_CARDS,
)
from .eventcards import event_choices, step_choices
from .map import CITY_COUNT
from .moves import fly_targets, join_targets, pawn_moves
from .prebuilt import DIRECT, DISCARD, DISPATCH, DRIVES_FROM, JOIN, ONLY, OPS_MOVE, ROLE, SHUTTLE, TREAT
from .state import ACTIONS, DRAW, EPIDEMIC, INFECT, INTENSIFY, OPEN_PHASES, OVER, ROLES, PandemicState

_EVENT_CARDS = frozenset(EVENTS)
"""Who holds none of these (and stores none) has no event to play: most seats, most steps."""
CHARTER, BUILD, PASS = ONLY["charter"], ONLY["build"], ONLY["pass"]
_STEP = {phase: (ONLY[phase],) for phase in (DRAW, EPIDEMIC, INTENSIFY, INFECT)}
"""The legal tuple of a step after the actions when its seat holds no event (the usual case)."""


def waiting_for(state: PandemicState) -> frozenset[int]:
    """The seat whose decision the game needs now (empty once the game is over)."""
    if state.phase == OVER:
        return frozenset()
    if state.pending is not None:
        return ONE_SEAT[state.pending["seat"]]
    if state.phase != ROLES:
        for hand in state.hands:  # the usual answer of `state.over_limit()` (None) found inline: every step
            if len(hand) > HAND_LIMIT:
                over = state.over_limit()
                assert over is not None
                return ONE_SEAT[over]
    return ONE_SEAT[state.current]


# -- the predicates of the turn's structure (explain.py reads them too) -------------------------


def is_choosing_roles(state: PandemicState) -> bool:
    """Whether the players are still picking roles, one after the other."""
    return state.phase == ROLES


def is_deciding(state: PandemicState) -> bool:
    """Whether a decision in progress (a flight's city, a share's answer, ...) comes before anything else."""
    return state.pending is not None


def deciding_seat(state: PandemicState) -> int | None:
    """The seat that owes the decision in progress, if any."""
    return None if state.pending is None else int(state.pending["seat"])


def is_your_turn(state: PandemicState, seat: int) -> bool:
    """Whether `seat` is the current player."""
    return seat == state.current


def is_action_phase(state: PandemicState) -> bool:
    """Whether the current player is taking their four actions."""
    return state.phase == ACTIONS


def is_open_phase(state: PandemicState) -> bool:
    """Whether event cards may be played (the game has begun)."""
    return state.phase in OPEN_PHASES


def is_role_free(state: PandemicState, role: int) -> bool:
    """Whether nobody has taken `role` yet."""
    return role not in state.roles


def legal_actions(state: PandemicState, seat: int) -> list[Action]:
    """Every action `seat` may take now, including event cards out of turn, as fresh objects."""
    return [dict(a) for a in shared_actions(state, seat)]


def shared_actions(state: PandemicState, seat: int) -> Sequence[Action]:
    """Every action `seat` may take now, as the shared objects of `prebuilt` (never to be changed).

    The predicates above, read inline: this runs once for every step of every game. A step of the turn
    after the actions (draw, epidemic, ...) with no event to play is a prebuilt one-action tuple.
    """
    phase = state.phase
    if phase == OVER:
        return []
    if phase == ROLES:
        return role_choices(state) if seat == state.current else []
    pending = state.pending
    if pending is not None:
        return pending_choices(state) if seat == pending["seat"] else []
    hands = state.hands
    for hand in hands:  # the usual answer of `state.over_limit()` (None) found inline
        if len(hand) > HAND_LIMIT:
            if seat != state.over_limit():
                return []
            discards = [DISCARD[c] for c in sorted(set(hands[seat]))]
            return discards + event_choices(state, seat, hand_only=True)
    # The phase is one of OPEN_PHASES now: every seat holding an event may play it.
    has_event = state.stored[seat] is not None or not _EVENT_CARDS.isdisjoint(hands[seat])
    if seat != state.current:
        return event_choices(state, seat) if has_event else []
    if phase != ACTIONS:
        return [ONLY[phase], *event_choices(state, seat)] if has_event else _STEP[phase]
    out = turn_choices(state, seat)
    if has_event:
        out += event_choices(state, seat)
    return out


def role_choices(state: PandemicState) -> list[Action]:
    """The roles nobody has taken yet."""
    return [ROLE[r] for r in range(len(ROLE_NAMES)) if is_role_free(state, r)]


def turn_choices(state: PandemicState, seat: int) -> list[Action]:
    """The current player's actions: moves, build, treat, share, cure, the planner's pick, pass.

    The moves of `moves.pawn_moves` for the seat's own pawn come first, then the Operations Expert's
    flight from a station (once a turn) or the Dispatcher's pick of another pawn, then the other kinds.
    The predicates of `moves.py` and `actions.py` (`is_at_station`, `can_pay_station`, `is_role`, ...)
    are read inline and each kind's own listing is asked only when its cheap precondition holds: this
    runs at every action step.
    """
    here = state.location[seat]
    hand = state.hands[seat]
    role = state.roles[seat]
    stations = state.stations
    at_station = here in stations
    holds_here = here in hand
    out: list[Action] = list(DRIVES_FROM[here])
    for c in hand:  # a loop, not a list comprehension (a call)
        if c < CITY_COUNT and c != here:  # is_city
            out.append(DIRECT[c])
    if holds_here:
        out.append(CHARTER)
    if at_station and len(stations) > 1:
        out += [SHUTTLE[c] for c in sorted(stations) if c != here]
    if role == DISPATCHER:
        out += [JOIN[c] for c in join_targets(state, seat)]
        out += [DISPATCH[s] for s in range(state.players) if s != seat]
    elif role == OPERATIONS_EXPERT and at_station and not state.ops_moved:
        out += [OPS_MOVE[c] for c in hand if c < CITY_COUNT]
    if not at_station and (holds_here or role == OPERATIONS_EXPERT):
        out.append(BUILD)
    cubes = state.cubes
    i = here * 4
    if cubes[i] or cubes[i + 1] or cubes[i + 2] or cubes[i + 3]:
        out += compress(TREAT, cubes[i:i + 4])  # each colour with cubes here
    if state.location.count(here) > 1:  # not alone here: someone to share with
        out += share_choices(state, seat)
    if at_station and len(hand) >= SCIENTIST_CURE_CARDS:  # fewer cards cure nothing
        out += cure_choices(state, seat)
    if role == CONTINGENCY_PLANNER and state.stored[seat] is None and not _EVENT_CARDS.isdisjoint(
            state.player_discard):
        out += plan_choices(state, seat)
    out.append(PASS)
    return out


def pending_choices(state: PandemicState) -> list[Action]:
    """The choices of the decision in progress."""
    p: dict[str, Any] = state.pending  # type: ignore[assignment]
    kind = p["kind"]
    if kind in ("charter", "ops"):
        return fly_targets(state, p["pawn"])
    if kind == "dispatch":
        return pawn_moves(state, p["seat"], p["pawn"])
    if kind == "relocate":
        return relocate_choices(state)
    if kind == "share":
        return [ONLY["accept"], ONLY["refuse"]]
    if kind == "cure":
        return keep_choices(state, p["seat"])
    return step_choices(state)
