"""A position's worth for the team, as the bot sees it: only what every seat can see.

`Context` holds what stays fixed while one player plans their actions (how
likely each city's infection card is to come up soon, from the public
discard pile and the known groups on top of the infection deck); `value`
scores a position: cures, outbreaks, cubes weighted by that risk, how close
the team is to each cure and to a research station, and how near the
players are to the cities that threaten to break out.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .actions import colour_counts
from .components import CUBES_PER_COLOUR, OPERATIONS_EXPERT, RESEARCHER, cure_cards, is_event
from .decks import pile_contents
from .disease import protector
from .map import CITY_COUNT, COLOUR_OF, DISTANCE, NEIGHBOURS
from .state import ACTIONS, PandemicState

WIN = 1e7
LOSS = 40_000.0
"""What the risk of an outbreak counts for when it would be the eighth."""
CURE = 20_000.0
"""Worth more than everything a held set adds (SET_BONUS, HELD_SET, CURE_THIS_TURN, its cards), so
a cure in reach is always made."""
OUTBREAK = 1_200.0
EVENT_CARD = 60.0
FULL_SET = 900.0
"""What the collector's cards of a colour are worth, growing with the square of their share of a cure."""
SET_BONUS = 4000.0
"""Extra worth of a cure the team holds; it shrinks by TO_CURE for each action still needed: the
meetings and shares that bring the cards into one hand (`gather_actions`), then the way to a
station (`cure_reach`)."""
TO_CURE = 300.0
HELD_SET = 2500.0
"""Extra worth of a whole cure in one hand over one the team could gather: without it, two sets a
few shares short outweighed one whole set, and a collector over the hand limit broke a set it could
cure with on its next turn to keep a second colour."""
TO_STATION = 60.0
"""Per move between a collector and a station, scaled by the square of the share of the cure held."""
MEETING = 45.0
"""Per move apart of a collector and a player who could hand over a card of its colour."""
TEAM_CARD = 150.0
TEAM_CAP = 2.4
CURE_THIS_TURN = 3000.0
"""Extra worth of a whole cure in the current player's hand with a station in reach this turn."""
REACH_CAP = 12
THREE_CUBES = 60.0
TWO_CUBES = 12.0
"""Fixed cost of an unprotected city on three (two) cubes of a colour, beside the risk terms."""
"""Every card of an uncured colour is worth TEAM_CARD to the team, up to TEAM_CAP cures' worth of them."""


@dataclass(frozen=True)
class Context:
    """For each city, the chance that its infection card comes up in this turn's infections
    (`soon`) and before the current player's next turn (`later`)."""

    soon: tuple[float, ...]
    later: tuple[float, ...]


def context(state: PandemicState) -> Context:
    """Chances from public knowledge only: the groups of known cards on top of the infection deck
    (their order unknown) and the discard pile, which comes back on top after an epidemic."""
    rate, players = state.rate(), state.players
    soon = _chances(state, rate, _epidemic_chance(state, 2))
    later = _chances(state, rate * players, _epidemic_chance(state, 2 * players))
    return Context(tuple(soon), tuple(max(a, b) for a, b in zip(soon, later, strict=True)))


def _chances(state: PandemicState, draws: int, epidemic: float) -> list[float]:
    out = [0.0] * CITY_COUNT
    deck, groups = state.infection_deck, state.infection_groups
    top, above = len(deck), 0
    for i in range(len(groups) - 1, -1, -1):
        size = groups[i]
        chance = 0.0 if above >= draws else min(1.0, (draws - above) / size)
        for c in deck[top - size:top]:  # which group a card is in is public; the order is not used
            out[c] = chance
        top -= size
        above += size
    back = epidemic * min(1.0, draws / (len(state.infection_discard) + 1))
    for c in state.infection_discard:
        out[c] = back
    return out


def _epidemic_chance(state: PandemicState, cards: int) -> float:
    """The chance that the next `cards` player cards hold an epidemic (pile sizes are public)."""
    chance, left = 0.0, cards
    for size, epidemics in reversed(pile_contents(state)):
        if left <= 0:
            break
        chance += epidemics * min(1.0, left / size)
        left -= size
    return min(1.0, chance)


@lru_cache(maxsize=512)
def _to_stations(stations: tuple[int, ...]) -> tuple[int, ...]:
    """For every city, the drive distance to the nearest of these research stations."""
    return tuple(min(DISTANCE[c][s] for s in stations) for c in range(CITY_COUNT))


def station_distance(state: PandemicState, c: int) -> int:
    """Drive distance from city c to the nearest research station."""
    return _to_stations(tuple(state.stations))[c]


def travel(state: PandemicState, a: int, b: int) -> int:
    """Moves from a to b by driving, using shuttle flights between stations when shorter."""
    direct = DISTANCE[a][b]
    if len(state.stations) < 2 or direct <= 2:
        return direct
    near = _to_stations(tuple(state.stations))
    return min(direct, near[a] + 1 + near[b])


def _nearest_pawn(where: list[int], c: int, near: tuple[int, ...] | None) -> int:
    """Moves from city c to the nearest pawn (`travel`, with `near` from `_to_stations` or None
    when shuttles cannot help), at most 6."""
    best = 6
    to_c = DISTANCE[c]
    for p in where:
        d = to_c[p]
        if near is not None and d > 2:
            d = min(d, near[p] + 1 + near[c])
        if d < best:
            best = d
    return best


def value(state: PandemicState, ctx: Context) -> float:
    """Higher is better for the team."""
    if state.result is not None:
        return WIN + sum(state.cured) if state.won else -WIN + sum(state.cured) * CURE
    v = CURE * sum(state.cured) - OUTBREAK * state.outbreaks
    v += _disease_value(state, ctx)
    v += _card_value(state)
    for k in range(4):
        if state.supply[k] < 6:
            v -= 150.0 * (6 - state.supply[k])
    return v


def _disease_value(state: PandemicState, ctx: Context) -> float:
    v = 0.0
    cubes = state.cubes
    where = state.location
    near_station = _to_stations(tuple(state.stations)) if len(state.stations) >= 2 else None
    for c in range(CITY_COUNT):
        base = 4 * c
        top = max(cubes[base], cubes[base + 1], cubes[base + 2], cubes[base + 3])
        if not top:
            continue
        total = cubes[base] + cubes[base + 1] + cubes[base + 2] + cubes[base + 3]
        v -= 3.0 * total
        k = cubes.index(top, base, base + 4) - base
        if top < 2 or protector(state, c, k) is not None:
            continue
        soon, later = ctx.soon[c], ctx.later[c]
        near = _nearest_pawn(where, c, near_station)
        if top == 2:
            v -= TWO_CUBES + 150.0 * soon + 3.0 * near
            continue
        chain = 1 + sum(1 for n in NEIGHBOURS[c] if cubes[4 * n + k] == 3)
        cost = _OUTBREAK_COST[min(state.outbreaks + chain, 12)] - _OUTBREAK_COST[state.outbreaks]
        v -= THREE_CUBES + cost * (soon + 0.5 * (later - soon)) + (25.0 + 150.0 * later) * near
    return v


_OUTBREAK_COST: tuple[float, ...] = tuple(
    sum(LOSS if j >= 8 else OUTBREAK * (1 + max(0, j - 4)) for j in range(1, n + 1)) for n in range(13)
)
"""What n outbreaks from none would cost: each dearer from the fifth on, the eighth a loss."""


def _card_value(state: PandemicState) -> float:
    v = 0.0
    counts = [colour_counts(h) for h in state.hands]
    for s in range(state.players):
        v += EVENT_CARD * sum(1 for c in state.hands[s] if is_event(c))
        if state.stored[s] is not None:
            v += EVENT_CARD
    for k in range(4):
        if state.cured[k]:
            continue
        best = min(range(state.players), key=lambda s: (-counts[s][k], cure_cards(state.roles[s]), s))
        need = cure_cards(state.roles[best])
        have = counts[best][k]
        ratio = min(have, need) / need
        total = sum(counts[s][k] for s in range(state.players))
        v += FULL_SET * ratio * ratio + TEAM_CARD * min(total, TEAM_CAP * need)
        reach = cure_reach(state, best, k, need)
        if have >= need:
            v += SET_BONUS + HELD_SET - TO_CURE * min(reach, REACH_CAP)
            if best == state.current and state.phase == ACTIONS and reach < state.actions_left:
                v += CURE_THIS_TURN  # the cure is in reach of this turn's actions
            continue
        gather = gather_actions(state, counts, k, best, need)
        if gather is not None:  # the team holds the cure: meetings, shares, then the walk to a station
            v += SET_BONUS - TO_CURE * min(gather + reach, REACH_CAP)
        else:
            v -= TO_STATION * ratio * ratio * min(reach, 8)
            v -= _meeting_cost(state, counts, k, best, need)
        if state.supply[k] == CUBES_PER_COLOUR:
            v += 100.0
    return v


def _meeting_cost(state: PandemicState, counts: list[list[int]], k: int, collector: int, need: int) -> float:
    """How far the others holding colour-k cards are from handing them to the collector: both must
    stand in the city of the card given (anywhere together when the giver is the Researcher)."""
    cost = 0.0
    here = state.location[collector]
    for giver in range(state.players):
        n = counts[giver][k]
        if giver == collector or n == 0:
            continue
        there = state.location[giver]
        if state.roles[giver] == RESEARCHER:
            apart = travel(state, here, there)
        else:
            apart = min(travel(state, here, c) + travel(state, there, c)
                        for c in state.hands[giver] if c < CITY_COUNT and COLOUR_OF[c] == k)
        urgency = 1.0 if counts[collector][k] + n >= need else 0.4
        cost += MEETING * urgency * min(apart, 6)
    return cost


def gather_actions(state: PandemicState, counts: list[list[int]], k: int, collector: int, need: int) -> float | None:
    """Actions the team needs to bring `need` colour-k cards into the collector's hand (moves to
    meet, counted for both pawns, and one share per card), or None if the team holds too few."""
    short = need - counts[collector][k]
    if sum(counts[s][k] for s in range(state.players)) - counts[collector][k] < short:
        return None
    here = state.location[collector]
    costs: list[float] = []
    for giver in range(state.players):
        if giver == collector or not counts[giver][k]:
            continue
        there = state.location[giver]
        if state.roles[giver] == RESEARCHER:  # one meeting anywhere, for every card
            costs += [travel(state, here, there) / counts[giver][k]] * counts[giver][k]
        else:
            costs += [travel(state, here, c) + travel(state, there, c)
                      for c in state.hands[giver] if c < CITY_COUNT and COLOUR_OF[c] == k]
    costs.sort()
    return sum(costs[:short]) + short


def cure_reach(state: PandemicState, seat: int, k: int, need: int) -> int:
    """Actions `seat` needs to stand on a research station while keeping `need` colour-k cards:
    driving (and shuttles), a flight paid with a spare card, or building where a spare card allows
    (the Operations Expert builds for free)."""
    here = state.location[seat]
    stations = state.stations
    best = station_distance(state, here)
    if best <= 1:
        return best
    hand = state.hands[seat]
    surplus = sum(1 for c in hand if c < CITY_COUNT and COLOUR_OF[c] == k) - need
    if state.roles[seat] == OPERATIONS_EXPERT:
        return 1
    for c in hand:
        if c >= CITY_COUNT or (COLOUR_OF[c] == k and surplus <= 0):
            continue
        if c == here or c in stations:
            return 1  # a charter flight or a station built here, or a direct flight onto a station
        best = min(best, DISTANCE[here][c] + 1, 1 + station_distance(state, c))
    return best
