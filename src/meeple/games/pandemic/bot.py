"""A rule-based Pandemic bot: `GAME.policy`, both a rollout policy and a full `meeple.bots.Bot`.

On its turn a seat plans its actions with a small beam search: every legal
action (flights only to the cities that matter: research stations, cities
with two or more cubes, other pawns) is tried on a copy, compound actions
are followed through their steps, a share is assumed accepted (and a hand
over the limit drops its least useful card), and
`evaluate.value` scores the result (cures, outbreak risk, cube danger near
and far, progress toward each cure and the walk to a station). It keeps the
best few plans per action and plays the first step of the best plan.

Around that, rules: roles in a fixed preference; discard the card the team
misses least (play it instead if it is an event); Resilient Population on the
epidemic city before it is shuffled back; One Quiet Night or Forecast when a
city on three cubes is likely to be drawn; Airlift or Government Grant for a
player holding a whole cure far from a station (all of these also out of
turn); accept a share when it helps.

`choose` looks only at a determinization for its seat (deck orders
resampled), and `evaluate` reads nothing of the decks but what the table
knows, so the bot plays on its seat's information. Out of turn the driver
asks `interject` before each step, and a seat holding an event plays it by
the same rules as on its own turn (Resilient Population, One Quiet Night,
Forecast, and Airlift or Government Grant at the start of the turn of a player
holding a whole cure far from a station).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from meeple.engine import Action, Policy, Rng

from .actions import colour_counts
from .components import CARD_INDEX, CARD_NAMES, cure_cards, is_event
from .disease import protector
from .evaluate import Context, context, station_distance, travel, value
from .hidden import determinize
from .legal import legal_actions
from .map import CITY_COUNT, CITY_INDEX, CITY_NAMES, COLOUR_OF, DISTANCE
from .play import play
from .state import ACTIONS, INFECT, INTENSIFY, OPEN_PHASES, ROLES, PandemicState

ROLE_PREFERENCE = ("Medic", "Scientist", "Researcher", "Operations Expert", "Dispatcher",
                   "Quarantine Specialist", "Contingency Planner")
BEAM = 4
SEARCH_SCALE = 4000.0
"""The `value` difference that moves a searched position's estimated worth from 1/2 to about 3/4."""


class PandemicPolicy(Policy):
    """Plans a turn with a beam search over `evaluate.value`; rules for everything else.

    For ISMCTS it also gives `search_actions` (on a player's turn, only the
    planner's candidates: flights to cities that matter, no events) and
    `evaluate` with `rollout_depth = 0`: a planned rollout step costs about
    12 ms, so whole rollouts left the default level one or two iterations a
    move; the search estimates its leaves with `value` instead.
    """

    name = "pandemic-rules"
    rollout_depth = 0

    def __init__(self, beam: int = BEAM) -> None:
        self.beam = beam

    def choose(self, game: Any, state: PandemicState, seat: int, rng: Rng) -> Action:
        """The bot's move for `seat` (the `meeple.bots.Bot` protocol)."""
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        return self.decide(determinize(state, seat, rng), seat, legal, self.beam)

    def interject(self, game: Any, state: PandemicState, seat: int, rng: Rng) -> Action | None:
        """An event card `seat` plays out of turn, when the game does not wait for it (the driver asks
        before each step), or None: the same rules as on its own turn, read from public facts only."""
        if state.phase not in OPEN_PHASES or state.pending is not None or state.over_limit() is not None \
                or not state.events_of(seat):
            return None
        return _event_choice(state, seat, game.legal_actions(state, seat), None)

    def rollout_action(self, state: PandemicState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """A quick move for search rollouts: the same rules, with a greedy one-action plan."""
        if len(legal) == 1:
            return legal[0]
        return self.decide(state, seat, legal, 1)

    def search_actions(self, state: PandemicState, seat: int, legal: Sequence[Action]) -> Sequence[Action]:
        """The actions ISMCTS searches: the planner's candidates on the seat's own turn, else every one."""
        if state.phase != ACTIONS or seat != state.current or state.pending is not None:
            return legal
        return worth_trying(state, seat, legal) or legal

    def evaluate(self, state: PandemicState) -> list[float]:
        """The team's estimated chance of winning, the same for every seat: a logistic of `value`."""
        v = value(state, context(state)) / SEARCH_SCALE
        chance = 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, v))))
        return [chance] * state.players

    def decide(self, state: PandemicState, seat: int, legal: Sequence[Action], beam: int) -> Action:
        """The move among `legal`; on the seat's turn the plan keeps `beam` sequences per action (1: greedy)."""
        if state.phase == ROLES:
            return _pick_role(legal)
        ctx = context(state)
        p = state.pending
        if p is not None:
            return _pending_choice(state, seat, legal, ctx, beam)
        if state.over_limit() == seat:
            return _discard_choice(state, seat, legal, ctx)
        event = _event_choice(state, seat, legal, ctx)
        if event is not None:
            return event
        if state.phase == ACTIONS and seat == state.current:
            return plan_turn(state, seat, ctx, beam)
        return next((a for a in legal if a["type"] != "event"), legal[0])


# -- planning the four actions -----------------------------------------------------


def plan_turn(state: PandemicState, seat: int, ctx: Context, beam: int) -> Action:
    """The first step of the best sequence of this turn's remaining actions: a beam search over
    single actions, and beside it a walk to each city that matters followed by the best greedy rest."""
    found = search_turn(state, seat, ctx, beam, beam > 1)
    if beam > 1:
        for v, first in journeys(state, seat, ctx):
            if found is None or v > found[0]:
                found = (v, first)
    if found is None:  # no candidate passed the filters: any legal step will do
        return legal_actions(state, seat)[0]
    return found[1]


def search_turn(
    state: PandemicState, seat: int, ctx: Context, beam: int, whole: bool = True,
) -> tuple[float, Action] | None:
    """The best (value, first step) of a beam search over the remaining actions, or of the next
    action alone unless `whole` (None: no candidate)."""
    start = value(state, ctx)
    finished: list[tuple[float, Action]] = []
    if state.pending is None:  # passing is an option, but not halfway through an action
        finished.append((start, {"type": "pass"}))
    frontier: list[tuple[float, Action | None, PandemicState]] = [(start, None, state)]
    while frontier:
        children: list[tuple[float, Action | None, PandemicState]] = []
        for _, first, s in frontier:
            for action, after in complete_actions(s, seat, ctx):
                v = value(after, ctx)
                lead = first or action
                if after.phase != ACTIONS or after.current != seat or after.result is not None:
                    finished.append((v, lead))
                else:
                    children.append((v, lead, after))
                    finished.append((v, lead))
        children.sort(key=lambda n: -n[0])
        frontier = children[:beam] if whole else []
    if not finished:
        return None
    return max(finished, key=lambda n: n[0])


def journeys(state: PandemicState, seat: int, ctx: Context) -> list[tuple[float, Action]]:
    """For each city that matters two or more moves away, (value, first step) of walking there by
    drives and shuttle flights, then playing the rest of the turn greedily. A beam over single
    actions prunes such walks when their first steps look no better than a treat nearby."""
    if state.pending is not None or state.actions_left < 2:
        return []
    out = []
    here = state.location[seat]
    for target in _targets(state, ctx):
        if not 2 <= travel(state, here, target) <= JOURNEY:
            continue
        s, first = state, None
        while s.location[seat] != target and _still_my_turn(s, seat):
            move = _step_toward(s, seat, target)
            if move is None:
                break
            s = s.clone()
            play(s, seat, move)
            first = first or move
        if first is None:
            continue
        rest = search_turn(s, seat, ctx, 1) if _still_my_turn(s, seat) else None
        out.append((rest[0] if rest is not None else value(s, ctx), first))
    return out


JOURNEY = 6
"""The farthest city (in moves) a journey heads for."""


def _still_my_turn(s: PandemicState, seat: int) -> bool:
    return s.phase == ACTIONS and s.current == seat and s.result is None and s.pending is None


def _targets(state: PandemicState, ctx: Context) -> set[int]:
    """Cities worth a journey: research stations, other pawns, cities on three cubes, and cities
    on two whose infection card may come up soon."""
    cubes = state.cubes
    out = set(state.stations) | set(state.location)
    for c in range(CITY_COUNT):
        top = max(cubes[4 * c:4 * c + 4])
        if top == 3 or (top == 2 and ctx.later[c] > 0):
            out.add(c)
    return out


def _step_toward(state: PandemicState, seat: int, target: int) -> Action | None:
    """The drive or shuttle flight that brings `seat` closest to `target` (None if none gets closer)."""
    best, best_d = None, travel(state, state.location[seat], target)
    for a in legal_actions(state, seat):
        if a["type"] in ("drive", "shuttle"):
            d = travel(state, CITY_INDEX[a["city"]], target)
            if d < best_d:
                best, best_d = a, d
    return best


def complete_actions(
    state: PandemicState, seat: int, ctx: Context, depth: int = 0,
) -> list[tuple[Action, PandemicState]]:
    """Each candidate action of `seat` carried through its further steps, as (first step, result):
    a share is accepted, and a hand over the limit drops its least useful card."""
    out: list[tuple[Action, PandemicState]] = []
    for action in candidates(state, seat):
        after = state.clone()
        play(after, seat, action)
        p = after.pending
        if p is not None and p["kind"] == "share":
            play(after, p["seat"], {"type": "accept"})
            p = after.pending
            while (over := after.over_limit()) is not None:
                discards = [{"type": "discard", "card": CARD_NAMES[c]} for c in sorted(set(after.hands[over]))]
                play(after, over, _best_by_value(after, over, discards, ctx))
        if p is not None and p["seat"] == seat and depth < 3 and after.phase == ACTIONS:
            out += [(action, last) for _, last in complete_actions(after, seat, ctx, depth + 1)]
        else:
            out.append((action, after))
    return out


def candidates(state: PandemicState, seat: int) -> list[Action]:
    """The legal actions worth trying: no events or pass, flights only to cities that matter."""
    return worth_trying(state, seat, legal_actions(state, seat))


def worth_trying(state: PandemicState, seat: int, legal: Sequence[Action]) -> list[Action]:
    """The actions of `legal` worth trying (see `candidates`)."""
    places = _places(state)
    out = []
    cheapest = _cheapest_card(state, seat)
    for a in legal:
        kind = a["type"]
        if kind in ("event", "pass"):
            continue
        if kind in ("fly", "build_at") and CITY_INDEX[a["city"]] not in places:
            continue
        if kind == "ops_move" and a["card"] != cheapest:
            continue
        out.append(a)
    return out


def _places(state: PandemicState) -> set[int]:
    """Research stations, cities with two or more cubes of a colour, and every pawn's city."""
    cubes = state.cubes
    hot = {c for c in range(CITY_COUNT) if max(cubes[4 * c:4 * c + 4]) >= 2}
    return hot | set(state.stations) | set(state.location)


def _cheapest_card(state: PandemicState, seat: int) -> str | None:
    counts = colour_counts(state.hands[seat])
    cities = [c for c in state.hands[seat] if not is_event(c)]
    if not cities:
        return None
    c = min(cities, key=lambda c: (not state.cured[COLOUR_OF[c]], counts[COLOUR_OF[c]], c))
    return CITY_NAMES[c]


# -- rules for the other decisions ---------------------------------------------------


def _pick_role(legal: Sequence[Action]) -> Action:
    offered = {a["role"]: a for a in legal}
    return next(offered[r] for r in ROLE_PREFERENCE if r in offered)


def _best_by_value(state: PandemicState, seat: int, options: Sequence[Action], ctx: Context) -> Action:
    best, best_v = options[0], float("-inf")
    for a in options:
        after = state.clone()
        play(after, seat, a)
        v = value(after, ctx)
        if v > best_v:
            best, best_v = a, v
    return best


def _pending_choice(state: PandemicState, seat: int, legal: Sequence[Action], ctx: Context, beam: int) -> Action:
    p = state.pending
    assert p is not None
    kind = p["kind"]
    if kind == "share":
        return _best_by_value(state, seat, legal, ctx)
    if kind == "forecast":
        return min(legal, key=lambda a: _threat(state, CARD_INDEX[a["card"]]))
    if kind == "resilient":
        return max(legal, key=lambda a: (_threat(state, CARD_INDEX[a["card"]]), a["card"]))
    if kind in ("airlift", "grant") or state.phase != ACTIONS:
        return _event_target(state, seat, legal, ctx)
    return plan_turn(state, seat, ctx, beam)


def _threat(state: PandemicState, c: int) -> int:
    """Cubes of a city's own colour that an infection there would add to (0 if it is protected)."""
    k = COLOUR_OF[c]
    if state.eradicated[k] or protector(state, c, k) is not None:
        return 0
    return state.cubes[4 * c + k]


def _event_target(state: PandemicState, seat: int, legal: Sequence[Action], ctx: Context) -> Action:
    holder = _far_cure_holder(state)
    p = state.pending
    assert p is not None
    if holder is not None:
        if p["kind"] == "airlift" and p["pawn"] is None:
            return next((a for a in legal if a.get("seat") == holder), legal[0])
        if p["kind"] == "airlift" and p["pawn"] == holder:
            here = state.location[holder]
            near = min(state.stations, key=lambda s: (DISTANCE[here][s], s))
            want = {"type": "fly", "city": CITY_NAMES[near]}
            if want in legal:
                return want
        if p["kind"] == "grant":
            want = {"type": "build_at", "city": CITY_NAMES[state.location[holder]]}
            if want in legal:
                return want
    options = [a for a in legal if a["type"] not in ("fly", "build_at") or CITY_INDEX[a["city"]] in _places(state)]
    return _best_by_value(state, seat, options or legal, ctx)


def _far_cure_holder(state: PandemicState) -> int | None:
    """A seat holding a whole cure of an uncured disease at least two moves from a station."""
    for s in range(state.players):
        counts = colour_counts(state.hands[s])
        need = cure_cards(state.roles[s])
        if any(counts[k] >= need and not state.cured[k] for k in range(4)) \
                and station_distance(state, state.location[s]) >= 2:
            return s
    return None


def _discard_choice(state: PandemicState, seat: int, legal: Sequence[Action], ctx: Context) -> Action:
    discards = [a for a in legal if a["type"] == "discard"]
    best = _best_by_value(state, seat, discards, ctx)
    if is_event(CARD_INDEX[best["card"]]):
        play_it = {"type": "event", "card": best["card"]}
        if play_it in legal:
            return play_it
    return best


def _event_choice(
    state: PandemicState, seat: int, legal: Sequence[Action], ctx: Context | None,
) -> Action | None:
    """The event card `seat` plays now, on its turn or out of turn, or None (`ctx`: None to work it
    out only when needed)."""
    held = {a["card"] for a in legal if a["type"] == "event"}
    if not held:
        return None
    if "Resilient Population" in held and state.phase == INTENSIFY:
        return {"type": "event", "card": "Resilient Population"}
    if state.phase == INFECT and state.infections_left == state.rate() and held & _INFECT_EVENTS:
        soon = (ctx or context(state)).soon
        danger = sum(soon[c] for c in range(CITY_COUNT) if _threat(state, c) == 3)
        if "One Quiet Night" in held and danger >= 0.4:
            return {"type": "event", "card": "One Quiet Night"}
        if "Forecast" in held and danger >= 0.2:
            return {"type": "event", "card": "Forecast"}
    if state.phase == ACTIONS and state.actions_left == 4 and held & _CURE_EVENTS:
        holder = _far_cure_holder(state)
        if holder is None or (seat != state.current and holder != state.current):
            return None  # out of turn, only for the player about to move
        if "Airlift" in held:
            return {"type": "event", "card": "Airlift"}
        if "Government Grant" in held and station_distance(state, state.location[holder]) >= 3:
            return {"type": "event", "card": "Government Grant"}
    return None


_INFECT_EVENTS = frozenset(("One Quiet Night", "Forecast"))
_CURE_EVENTS = frozenset(("Airlift", "Government Grant"))


POLICY = PandemicPolicy()
