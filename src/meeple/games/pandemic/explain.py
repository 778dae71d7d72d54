"""Why an action is refused, in a sentence a player can read.

Only called after `legal.legal_actions` refused the action (the one source of
legality), and after the engine refused anything of the wrong shape. Each
sentence is chosen by which predicate of the rules fails (`legal.py` for the
turn's structure, `moves.py` and `actions.py` for the actions, `eventcards.can_play`);
what is checked here itself is only the type of a value (a city name, a seat number).
"""

from __future__ import annotations

from typing import Any

from .actions import are_together, can_pay_station, colour_counts, has_cubes, has_cure_cards, keeps_event
from .components import (
    CARD_INDEX,
    COLOUR_INDEX,
    CONTINGENCY_PLANNER,
    DISPATCHER,
    HAND_LIMIT,
    OPERATIONS_EXPERT,
    RESEARCHER,
    ROLE_INDEX,
    cure_cards,
    is_event,
)
from .eventcards import can_play
from .legal import is_action_phase, is_choosing_roles, is_deciding, is_open_phase, is_role_free, is_your_turn
from .map import CITY_INDEX, CITY_NAMES
from .moves import holds, is_at_station, is_connected, is_role
from .state import PandemicState
from .text import who

Action = dict[str, Any]

_STEPS = {"draw": "draw two player cards", "epidemic": "resolve the epidemic",
          "intensify": "shuffle the infection discard pile back (intensify)", "infect": "infect cities"}
_PENDING = {
    "charter": "choose where the charter flight goes", "ops": "choose where to fly",
    "dispatch": "choose the move for the dispatched pawn", "relocate": "choose which research station to move",
    "share": "accept or refuse the share", "cure": "choose the cards to keep out of the cure",
    "airlift": "finish the Airlift", "grant": "choose where the Government Grant builds",
    "forecast": "put the Forecast cards back in order", "resilient": "choose the card Resilient Population removes",
}
_OUT_OF_PLACE = {
    "role": "Roles are chosen before the first turn.",
    "accept": "There is no share to answer.", "refuse": "There is no share to answer.",
    "keep": "No cure is waiting for the cards to keep.",
    "discard": "Nobody is over the hand limit.",
}
_TURN_ACTIONS = frozenset((
    "drive", "direct", "charter", "shuttle", "join", "ops_move", "dispatch", "build", "treat", "give", "take",
    "cure", "plan", "pass",
))


def explain(state: PandemicState, seat: int, action: Action) -> str:
    """The reason `action` is not legal for `seat` now."""
    kind = action["type"]
    if is_choosing_roles(state):
        return _role_reason(state, seat, action)
    if is_deciding(state):
        return _pending_reason(state, seat, kind)
    over = state.over_limit()
    if over is not None:
        return _limit_reason(state, seat, over, action)
    if kind == "event":
        return _event_reason(state, seat, action)
    if not is_your_turn(state, seat):
        return f"It is {who(state, state.current)}'s turn; out of turn you may only play an event card."
    if not is_action_phase(state):
        return f"Your actions are over: now {_STEPS[state.phase]}."
    if kind in _STEPS:
        return "Finish your four actions first (or pass)."
    if kind not in _TURN_ACTIONS:
        return _OUT_OF_PLACE.get(kind, f"There is nothing to {kind} now.")
    return _action_reason(state, seat, kind, action) or "That action is not allowed here."


def _role_reason(state: PandemicState, seat: int, action: Action) -> str:
    if not is_your_turn(state, seat):
        return f"The players are choosing roles; it is {who(state, state.current)}'s pick."
    if action["type"] != "role":
        return "First choose a role."
    role = action["role"]
    if not isinstance(role, str) or role not in ROLE_INDEX:
        return f"There is no role {role!r}."
    if not is_role_free(state, ROLE_INDEX[role]):
        return f"The {role} is already taken."
    return f"You cannot take the {role} now."


def _pending_reason(state: PandemicState, seat: int, kind: str) -> str:
    p = state.pending
    assert p is not None
    task = _PENDING[p["kind"]]
    if seat != p["seat"]:
        return f"Waiting for {who(state, p['seat'])} to {task}; nothing else can happen first."
    return f"First {task}; that {kind} is not one of the choices."


def _limit_reason(state: PandemicState, seat: int, over: int, action: Action) -> str:
    if seat != over:
        return f"{who(state, over)} holds more than {HAND_LIMIT} cards; nothing happens until they discard."
    if action["type"] == "discard":
        return f"You do not hold {action.get('card')!r}."
    if action["type"] == "event":
        return "You may only play an event card from your hand to get back to the hand limit."
    return f"You hold {len(state.hands[seat])} cards: discard or play an event card first (limit {HAND_LIMIT})."


def _event_reason(state: PandemicState, seat: int, action: Action) -> str:
    card = action.get("card")
    c = CARD_INDEX.get(card, -1) if isinstance(card, str) else -1
    if not is_event(c):
        return f"{action.get('card')!r} is not an event card."
    if c not in state.events_of(seat):
        return f"You do not hold {action['card']}."
    if not is_open_phase(state):
        return "Event cards can be played once the game has begun."
    if not can_play(state, c):
        return {
            "Forecast": "The infection deck is empty.",
            "Resilient Population": "The infection discard pile is empty.",
            "One Quiet Night": "One Quiet Night is already waiting for the next infect-cities step.",
        }.get(action["card"], "That event cannot be played now.")
    return "That event cannot be played now."


def _city_of(action: Action, key: str = "city") -> int | None:
    value = action.get(key)
    return CITY_INDEX.get(value) if isinstance(value, str) else None


def _action_reason(state: PandemicState, seat: int, kind: str, action: Action) -> str | None:
    here = state.location[seat]
    to = _city_of(action)
    if kind in ("drive", "direct", "shuttle", "join"):
        if to is None:
            return f"There is no city {action.get('city')!r}."
        if kind == "drive" and not is_connected(here, to):
            return f"{CITY_NAMES[to]} is not connected to {CITY_NAMES[here]}."
        if kind == "direct":
            return "You are already there." if to == here else f"A direct flight needs the {CITY_NAMES[to]} card."
    if kind == "charter" and not holds(state, seat, here):
        return f"A charter flight needs the card of the city you are in, {CITY_NAMES[here]}."
    if kind == "shuttle":
        return "Shuttle flights only go from one research station to another."
    if kind == "join":
        if is_role(state, seat, DISPATCHER):
            return "No other pawn is in that city."
        return "Only the Dispatcher can do that."
    if kind == "ops_move":
        return _ops_reason(state, seat, action)
    if kind == "dispatch":
        if not is_role(state, seat, DISPATCHER):
            return "Only the Dispatcher can move other pawns."
        return "There is no such other pawn."
    if kind == "build":
        if is_at_station(state, seat):
            return f"There is already a research station in {CITY_NAMES[here]}."
        if not can_pay_station(state, seat):
            return f"Building a research station here needs the {CITY_NAMES[here]} card."
    if kind == "treat":
        k = COLOUR_INDEX.get(action["colour"]) if isinstance(action["colour"], str) else None
        if k is None or not has_cubes(state, here, k):
            return f"There are no such cubes in {CITY_NAMES[here]}."
    if kind in ("give", "take"):
        return _share_reason(state, seat, kind, action)
    if kind == "cure":
        return _cure_reason(state, seat, action)
    if kind == "plan":
        if not is_role(state, seat, CONTINGENCY_PLANNER):
            return "Only the Contingency Planner can take an event card back from the discard pile."
        if keeps_event(state, seat):
            return "The Contingency Planner already keeps an event card."
        return "That event card is not in the player discard pile."
    return None


def _ops_reason(state: PandemicState, seat: int, action: Action) -> str:
    if not is_role(state, seat, OPERATIONS_EXPERT):
        return "Only the Operations Expert can fly from a research station with any city card."
    if state.ops_moved:
        return "The Operations Expert's flight is once per turn."
    if not is_at_station(state, seat):
        return "The Operations Expert's flight starts at a research station."
    return f"You hold no city card {action.get('card')!r}."


def _share_reason(state: PandemicState, seat: int, kind: str, action: Action) -> str:
    other = action.get("seat")
    if not isinstance(other, int) or isinstance(other, bool) or not 0 <= other < state.players or other == seat:
        return "Share knowledge with another player's seat."
    here = state.location[seat]
    if not are_together(state, seat, other):
        return "To share knowledge, both players must be in the same city."
    giver = seat if kind == "give" else other
    if not is_role(state, giver, RESEARCHER):
        return f"Only the card of the city you are both in ({CITY_NAMES[here]}) can change hands."
    return "That card cannot change hands (or it was refused this turn)."


def _cure_reason(state: PandemicState, seat: int, action: Action) -> str:
    colour = action.get("colour")
    k = COLOUR_INDEX.get(colour) if isinstance(colour, str) else None
    if k is None:
        return f"There is no colour {action.get('colour')!r}."
    if state.cured[k]:
        return f"{action['colour'].capitalize()} is already cured."
    if not is_at_station(state, seat):
        return "A cure is discovered at a research station."
    if has_cure_cards(state, seat, k):
        return f"You cannot discover a cure for {action['colour']} now."
    need = cure_cards(state.roles[seat])
    have = colour_counts(state.hands[seat])[k]
    return f"A cure needs {need} {action['colour']} city cards; you hold {have}."
