"""Who the game waits for and what each seat may do: the one source of legality.

The order of precedence: a decision in progress (`state.pending`) belongs to
its seat alone; otherwise a seat over the hand limit must discard or play an
event and nothing else happens; otherwise the current player takes the step
of the turn, and every seat holding an event card may play it.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import ONE_SEAT, Action

from .actions import can_build, cure_choices, keep_choices, plan_choices, relocate_choices, share_choices, treat_choices
from .components import CONTINGENCY_PLANNER, EVENTS, ROLE_NAMES
from .eventcards import event_choices, step_choices
from .moves import fly_targets, own_moves, pawn_moves
from .prebuilt import DISCARD, ONLY, ROLE
from .state import ACTIONS, OPEN_PHASES, OVER, ROLES, PandemicState

_EVENT_CARDS = frozenset(EVENTS)
"""Who holds none of these (and stores none) has no event to play: most seats, most steps."""


def waiting_for(state: PandemicState) -> frozenset[int]:
    """The seat whose decision the game needs now (empty once the game is over)."""
    if state.phase == OVER:
        return frozenset()
    if state.pending is not None:
        return ONE_SEAT[state.pending["seat"]]
    over = state.over_limit() if state.phase != ROLES else None
    return ONE_SEAT[state.current if over is None else over]


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


def shared_actions(state: PandemicState, seat: int) -> list[Action]:
    """Every action `seat` may take now, as the shared objects of `prebuilt` (never to be changed).

    The predicates above, read inline: this runs once for every step of every game.
    """
    phase = state.phase
    if phase == OVER:
        return []
    if phase == ROLES:
        return role_choices(state) if seat == state.current else []
    pending = state.pending
    if pending is not None:
        return pending_choices(state) if seat == pending["seat"] else []
    over = state.over_limit()
    if over is not None:
        if seat != over:
            return []
        discards = [DISCARD[c] for c in sorted(set(state.hands[seat]))]
        return discards + event_choices(state, seat, hand_only=True)
    out: list[Action] = []
    if seat == state.current:
        out = turn_choices(state, seat) if phase == ACTIONS else [ONLY[phase]]
    if phase in OPEN_PHASES and (state.stored[seat] is not None or not _EVENT_CARDS.isdisjoint(state.hands[seat])):
        out += event_choices(state, seat)
    return out


def role_choices(state: PandemicState) -> list[Action]:
    """The roles nobody has taken yet."""
    return [ROLE[r] for r in range(len(ROLE_NAMES)) if is_role_free(state, r)]


def turn_choices(state: PandemicState, seat: int) -> list[Action]:
    """The current player's actions: moves, build, treat, share, cure, the planner's pick, pass.

    Each kind's own listing is asked only when its cheap precondition holds (this runs every action step).
    """
    out = own_moves(state, seat)
    here = state.location[seat]
    at_station = here in state.stations
    if not at_station and can_build(state, seat):
        out.append(ONLY["build"])
    cubes = state.cubes
    if cubes[here * 4] or cubes[here * 4 + 1] or cubes[here * 4 + 2] or cubes[here * 4 + 3]:
        out += treat_choices(state, seat)
    if state.location.count(here) > 1:  # not alone here: someone to share with
        out += share_choices(state, seat)
    if at_station:
        out += cure_choices(state, seat)
    if state.roles[seat] == CONTINGENCY_PLANNER:
        out += plan_choices(state, seat)
    out.append(ONLY["pass"])
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
