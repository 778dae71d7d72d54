"""A rule-based rollout policy for Heat: fast on straights, slow enough for the next corner.

Uniform random drivers shift at random, play random cards into corners, spin
out again and again and need 40-60 rounds for a race, so random rollouts say
little about a position. This policy drives the way a careful beginner does:

* shift: gear 4 with a long straight ahead, 3 or 2 as the next corner line
  nears (1 to cool down when the Engine is nearly empty and Heat clogs the
  hand); two gears at once only with Heat to spare;
* play: the highest cards while the corner is out of reach; near it, cards
  that keep the speed at the limit plus the Heat the driver can afford (a
  Stress card counts as 2.5);
* react: always cool down; Boost (with Heat to spare, or free on a Free Boost
  road) and the Adrenaline bonus only when the corner checks stay affordable;
  slipstream likewise (the longest the corner allows);
* discard the 0 and, on a straight, the 1s;
* Garage: draft the card with the best speed and symbols for its Heat
  (`draft_value`); brake to the fastest speed the corner allows; use Reduce
  Stress and Cooldown always, Salvage for the fastest cards, Direct Play and
  Accelerate like a Boost, the longest Slipstream the corner allows; Refresh
  cards of speed 2 or more; the expansions' Super Cool always (like Cooldown)
  and a Draft when the corner lines it crosses stay affordable at the turn's
  speed (a Draft is not speed, but its corners are checked).

It looks only at the state it is given (in a search, a determinization).
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import Action, Policy, Rng

from .components import HEAT, STRESS, speed_value
from .garage import adjust, draft_distance
from .planning import shift_heat
from .state import DRAFT, PLAN, REACT, SALVAGE, SPEED, Car, HeatState
from .track import corners_crossed, next_corner, track_of
from .turn import ADRENALINE_MOVE, BOOST, DRAFT_MOVE, SUPER_COOL, free_boost, turn_speed
from .upgrades import upgrade
from .weather import limit_of

STRESS_GUESS = 2.5
"""What a Stress card is worth on average (a basic card 1-4)."""


def _gap(state: HeatState, car: Car) -> tuple[int, int]:
    """Spaces until the next corner line is crossed, and its limit (a long straight when none is left)."""
    corner = next_corner(track_of(state), car.pos)
    if corner is None:
        return 99, 99
    line, info = corner
    return line - car.pos + 1, limit_of(state, info)


def _allowance(car: Car) -> int:
    """Heat the driver is willing to spend in the next corner."""
    return max(0, min(2, car.engine - 1))


def _card_value(card: str) -> float:
    return STRESS_GUESS if card == STRESS else float(speed_value(card))


def _excess(state: HeatState, car: Car, extra_move: int, extra_speed: int) -> int:
    """Heat the corner checks would cost with `extra_move` more spaces and `extra_speed` more speed."""
    speed = turn_speed(car) + extra_speed
    crossed = corners_crossed(track_of(state), car.start, car.pos + extra_move)
    shift = adjust(car)
    return sum(max(0, speed - limit_of(state, c) - shift) for _, c in crossed)


def draft_value(card: str) -> float:
    """How much the policy wants an upgrade: speed and symbols, less the Heat it costs."""
    up = upgrade(card)
    if up is None:
        return -5.0  # a Heat card
    return (sum(up.speeds) / len(up.speeds) + 2.5 * up.boost + 0.8 * up.cool + 0.5 * up.reduce
            + 0.6 * up.salvage + 0.3 * up.slip + 0.5 * up.adjust + (1.0 if up.direct or up.refresh else 0.0)
            + (1.0 if up.accelerate else 0.0) + 0.6 * up.super_cool + 0.5 * up.draft - 0.1 * up.scrap
            - 1.5 * up.heat)


def _draft(legal: Sequence[Action]) -> Action:
    return max(legal, key=lambda a: (draft_value(a["card"]), a["card"]))


def _speed(state: HeatState, car: Car, legal: Sequence[Action]) -> Action:
    """The fastest Brakes choice whose corners stay affordable, else the slowest."""
    room = _allowance(car)
    base = turn_speed(car)
    for a in sorted(legal, key=lambda a: -a["speed"]):
        if _excess(state, car, a["speed"], a["speed"] - base) <= room:
            return a
    return min(legal, key=lambda a: a["speed"])


def _salvage(legal: Sequence[Action]) -> Action:
    """The fastest card of the discard pile (never Heat or Stress); done when none is worth it."""
    best = max(legal, key=lambda a: speed_value(a["card"]) if a["type"] == "salvage" else 1.5)
    return best if best["type"] == "salvage" else legal[-1]


def _shift(state: HeatState, car: Car, legal: Sequence[Action]) -> Action:
    gap, limit = _gap(state, car)
    if car.engine <= 1 and car.hand.count(HEAT) >= 2:
        target = 1
    elif gap >= 14:
        target = 4
    elif gap >= 9:
        target = 3
    elif limit <= 3 and gap <= 4:
        target = 1
    else:
        target = 2
    def cost(a: Action) -> tuple[int, int]:
        heat = shift_heat(state, car, a["gear"])
        return (abs(a["gear"] - target) + (2 * heat if heat and car.engine < 3 else 0), a["gear"])
    return min(legal, key=cost)


def _play(state: HeatState, car: Car, legal: Sequence[Action]) -> Action:
    if len(legal) == 1:
        return legal[0]
    gear = car.plan_gear or car.gear
    left = gear - len(car.plan)
    so_far = sum(_card_value(c) for c in car.plan)
    gap, limit = _gap(state, car)
    best_case = so_far + 4 * left
    by_value = sorted(legal, key=lambda a: _card_value(a["card"]))
    if best_case < gap:
        return by_value[-1]
    target = limit + _allowance(car)
    for a in reversed(by_value):
        if so_far + _card_value(a["card"]) + (left - 1) <= target:
            return a
    return by_value[0]


def _react(state: HeatState, car: Car, legal: Sequence[Action]) -> Action:
    room = _allowance(car)
    for a in legal:
        kind, symbol = a["type"], a.get("symbol")
        if kind == "react" and symbol in ("cooldown", "adrenaline_cool", "reduce", "salvage", SUPER_COOL):
            return a
        if kind == "react" and symbol == DRAFT_MOVE and _excess(state, car, draft_distance(state, car), 0) <= room:
            return a
        if kind == "react" and symbol == "accelerate" and _excess(state, car, car.plus, car.plus) <= room:
            return a
        if kind == "direct":
            value = speed_value(a["card"])
            if _excess(state, car, value, value) <= room:
                return a
        if kind == "react" and symbol == BOOST and (car.engine >= 3 or free_boost(state, car)) \
                and _excess(state, car, 4, 4) <= room:
            return a
        if kind == "react" and symbol == ADRENALINE_MOVE and _excess(state, car, 1, 1) <= room:
            return a
    slips = sorted((a for a in legal if a["type"] == "slipstream"), key=lambda a: -a.get("spaces", 2))
    for a in slips:
        if _excess(state, car, a.get("spaces", 2), 0) <= room:
            return a
    return legal[-1]  # done


def _discard(state: HeatState, car: Car, legal: Sequence[Action]) -> Action:
    gap, _ = _gap(state, car)
    for a in legal:
        if a["type"] == "discard" and (a["card"] == "0" or (a["card"] == "1" and gap > 10)):
            return a
        if a["type"] == "refresh" and speed_value(a["card"]) >= 2:
            return a
    return legal[-1]  # done


def _standing(car: Car) -> float:
    """How well placed a car is: distance, plus a little for Heat in the Engine, less for Heat in hand."""
    return car.pos + 0.4 * car.engine - 0.6 * car.hand.count(HEAT) + (1000 if car.finished else 0)


class HeatPolicy(Policy):
    """`GAME.policy`: the rollout driver above, also what the `policy` bot plays."""

    rollout_depth = 30
    """About two rounds of a few cars: enough to see a corner taken or a spin-out."""

    def evaluate(self, state: HeatState) -> Sequence[float]:
        """Each driver's share of the other cars it is ahead of (alone: the share of the race covered)."""
        cars = state.cars
        seats = range(state.players)
        if len(cars) == 1:
            line = track_of(state).laps * track_of(state).spaces
            return [min(1.0, max(0.0, cars[0].pos / line))]
        marks = [_standing(c) for c in cars]
        out = []
        for s in seats:
            beaten = sum(1.0 if marks[s] > m else 0.5 if marks[s] == m else 0.0
                         for i, m in enumerate(marks) if i != s)
            out.append(beaten / (len(cars) - 1))
        return out

    def rollout_action(self, state: HeatState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """A plausible move among `legal`."""
        car = state.cars[seat]
        kind = legal[0]["type"]
        if state.phase == DRAFT:
            return _draft(legal)
        if state.step == SPEED:
            return _speed(state, car, legal)
        if state.step == SALVAGE:
            return _salvage(legal)
        if state.phase == PLAN:
            return _shift(state, car, legal) if kind == "shift" else _play(state, car, legal)
        if state.step == REACT:
            return _react(state, car, legal)
        return _discard(state, car, legal)


POLICY = HeatPolicy()
