"""Doing a legal action: one small handler per action type.

Only called with actions from `legal.legal_actions`, so handlers trust their
input. Names in the action are turned back into numbers here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.engine import Event

from . import actions, eventcards, moves, turn
from .components import CARD_INDEX, COLOUR_INDEX, ROLE_INDEX
from .map import CITY_INDEX
from .state import DRAW, PandemicState

Action = dict[str, Any]


def play(state: PandemicState, seat: int, action: Action) -> list[Event]:
    """Apply a legal action and return the events it caused."""
    return _HANDLERS[action["type"]](state, seat, action)


def _action_done(state: PandemicState, events: list[Event]) -> list[Event]:
    """An action finished without a further question: it uses one of the four; after the last one the
    player draws."""
    if state.pending is None and state.result is None:
        state.actions_left -= 1
        if state.actions_left == 0:
            state.phase = DRAW
    return events


def _step_move(state: PandemicState, seat: int, a: Action) -> list[Event]:
    return _action_done(state, moves.step_move(state, seat, a["type"], CITY_INDEX[a["city"]]))


def _charter(state: PandemicState, seat: int, a: Action) -> list[Event]:
    moves.start_charter(state, seat)
    return []


def _ops_move(state: PandemicState, seat: int, a: Action) -> list[Event]:
    moves.start_ops_move(state, seat, CARD_INDEX[a["card"]])
    return []


def _dispatch(state: PandemicState, seat: int, a: Action) -> list[Event]:
    moves.start_dispatch(state, seat, a["seat"])
    return []


def _fly(state: PandemicState, seat: int, a: Action) -> list[Event]:
    to = CITY_INDEX[a["city"]]
    if state.pending is not None and state.pending["kind"] == "airlift":
        return eventcards.airlift_fly(state, seat, to)
    events = moves.finish_flight(state, seat, to)
    state.pending = None
    return _action_done(state, events)


def _build(state: PandemicState, seat: int, a: Action) -> list[Event]:
    return _action_done(state, actions.start_build(state, seat, state.location[seat]))


def _remove_station(state: PandemicState, seat: int, a: Action) -> list[Event]:
    p = state.pending
    assert p is not None
    events = actions.finish_build(state, seat, p["city"], CITY_INDEX[a["city"]], p["event"])
    state.pending = None
    if p["event"] is not None:
        return events + eventcards.use_event(state, seat, p["event"])
    return _action_done(state, events)


def _treat(state: PandemicState, seat: int, a: Action) -> list[Event]:
    return _action_done(state, actions.treat(state, seat, COLOUR_INDEX[a["colour"]]))


def _propose(state: PandemicState, seat: int, a: Action) -> list[Event]:
    return actions.propose(state, seat, a["type"], CARD_INDEX[a["card"]], a["seat"])


def _answer(state: PandemicState, seat: int, a: Action) -> list[Event]:
    accepted = a["type"] == "accept"
    events = actions.answer(state, seat, accepted)
    return _action_done(state, events) if accepted else events


def _cure(state: PandemicState, seat: int, a: Action) -> list[Event]:
    return _action_done(state, actions.start_cure(state, seat, COLOUR_INDEX[a["colour"]]))


def _keep(state: PandemicState, seat: int, a: Action) -> list[Event]:
    return _action_done(state, actions.keep(state, seat, CARD_INDEX[a["card"]]))


def _plan(state: PandemicState, seat: int, a: Action) -> list[Event]:
    return _action_done(state, actions.plan(state, seat, CARD_INDEX[a["card"]]))


def _event(state: PandemicState, seat: int, a: Action) -> list[Event]:
    return eventcards.play_event(state, seat, CARD_INDEX[a["card"]])


_HANDLERS: dict[str, Callable[[PandemicState, int, Action], list[Event]]] = {
    "role": lambda s, seat, a: turn.choose_role(s, seat, ROLE_INDEX[a["role"]]),
    "drive": _step_move, "direct": _step_move, "shuttle": _step_move, "join": _step_move,
    "charter": _charter, "ops_move": _ops_move, "dispatch": _dispatch, "fly": _fly,
    "build": _build, "remove_station": _remove_station, "treat": _treat,
    "give": _propose, "take": _propose, "accept": _answer, "refuse": _answer,
    "cure": _cure, "keep": _keep, "plan": _plan,
    "pass": lambda s, seat, a: turn.pass_actions(s, seat),
    "draw": lambda s, seat, a: turn.draw(s, seat),
    "epidemic": lambda s, seat, a: turn.epidemic(s),
    "intensify": lambda s, seat, a: turn.intensify_step(s),
    "infect": lambda s, seat, a: turn.infect(s, seat),
    "discard": lambda s, seat, a: turn.discard_over_limit(s, seat, CARD_INDEX[a["card"]]),
    "event": _event,
    "pawn": lambda s, seat, a: eventcards.airlift_pawn(s, a["seat"]),
    "build_at": lambda s, seat, a: eventcards.grant_site(s, seat, CITY_INDEX[a["city"]]),
    "forecast": lambda s, seat, a: eventcards.forecast_pick(s, seat, CARD_INDEX[a["card"]]),
    "remove_card": lambda s, seat, a: eventcards.resilient_remove(s, seat, CARD_INDEX[a["card"]]),
}

ACTION_TYPES = frozenset(_HANDLERS)
