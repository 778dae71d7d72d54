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

from .actions import colour_counts
from .components import CUBES_PER_COLOUR, RESEARCHER, cure_cards, is_event
from .decks import pile_contents
from .disease import protector
from .map import CITY_COUNT, COLOUR_OF, DISTANCE, NEIGHBOURS
from .state import PandemicState

WIN = 1e7
CURE = 10_000.0
OUTBREAK = 1_200.0
EVENT_CARD = 60.0
FULL_SET = 900.0
"""What the collector's cards of a colour are worth, growing with the square of their share of a cure."""
SET_BONUS = 2000.0
"""Extra worth of a whole cure in one hand; it shrinks by TO_CURE for each move to a station."""
TO_CURE = 400.0
TO_STATION = 60.0
"""Per move between a collector and a station, scaled by the square of the share of the cure held."""
MEETING = 45.0
"""Per move apart of a collector and a player who could hand over a card of its colour."""
TEAM_CARD = 150.0
TEAM_CAP = 2.4
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


def station_distance(state: PandemicState, c: int) -> int:
    """Drive distance from city c to the nearest research station."""
    return min(DISTANCE[c][s] for s in state.stations)


def travel(state: PandemicState, a: int, b: int) -> int:
    """Moves from a to b by driving, using shuttle flights between stations when shorter."""
    direct = DISTANCE[a][b]
    if len(state.stations) < 2 or direct <= 2:
        return direct
    return min(direct, station_distance(state, a) + 1 + station_distance(state, b))


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
        near = min(*(travel(state, p, c) for p in where), 6)
        if top == 2:
            v -= 12.0 + 150.0 * soon + 3.0 * near
            continue
        chain = 1 + sum(1 for n in NEIGHBOURS[c] if cubes[4 * n + k] == 3)
        v -= 60.0 + chain * OUTBREAK * (soon + 0.5 * (later - soon)) + (25.0 + 150.0 * later) * near
    return v


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
        if have >= need:
            v += SET_BONUS - TO_CURE * min(_station_reach(state, best), 4)
        else:
            v -= TO_STATION * ratio * ratio * min(_station_reach(state, best), 8)
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


def _station_reach(state: PandemicState, seat: int) -> int:
    """Actions a seat needs to stand on a research station (a flight card makes it one)."""
    here = state.location[seat]
    d = station_distance(state, here)
    if d > 1 and any(c in state.stations for c in state.hands[seat]):
        d = 1
    return d
