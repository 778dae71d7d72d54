"""The world map of base Pandemic: 48 cities, their disease colours and the 93 connections.

Facts from `shared/data/pandemic_map.md` (two public sources cross-checked).
Cities are numbered in the table's order (12 per colour, alphabetical within
a colour), so `COLOUR_OF[city] == city // 12`; the rules work on these
numbers and only actions, views and events spell out names.
"""

from __future__ import annotations

from collections import deque

COLOURS: tuple[str, ...] = ("blue", "yellow", "black", "red")
"""Disease colours; a colour's number is its index here."""

CITY_NAMES: tuple[str, ...] = (
    # blue
    "Atlanta", "Chicago", "Essen", "London", "Madrid", "Milan",
    "Montreal", "New York", "Paris", "San Francisco", "St. Petersburg", "Washington",
    # yellow
    "Bogota", "Buenos Aires", "Johannesburg", "Khartoum", "Kinshasa", "Lagos",
    "Lima", "Los Angeles", "Mexico City", "Miami", "Santiago", "Sao Paulo",
    # black
    "Algiers", "Baghdad", "Cairo", "Chennai", "Delhi", "Istanbul",
    "Karachi", "Kolkata", "Moscow", "Mumbai", "Riyadh", "Tehran",
    # red
    "Bangkok", "Beijing", "Ho Chi Minh City", "Hong Kong", "Jakarta", "Manila",
    "Osaka", "Seoul", "Shanghai", "Sydney", "Taipei", "Tokyo",
)

CITY_COUNT = len(CITY_NAMES)
CITY_INDEX: dict[str, int] = {name: i for i, name in enumerate(CITY_NAMES)}
COLOUR_OF: tuple[int, ...] = tuple(i // 12 for i in range(CITY_COUNT))

CONNECTIONS: tuple[tuple[str, str], ...] = (
    ("Algiers", "Cairo"), ("Algiers", "Istanbul"), ("Algiers", "Madrid"), ("Algiers", "Paris"),
    ("Atlanta", "Chicago"), ("Atlanta", "Miami"), ("Atlanta", "Washington"),
    ("Baghdad", "Cairo"), ("Baghdad", "Istanbul"), ("Baghdad", "Karachi"), ("Baghdad", "Riyadh"),
    ("Baghdad", "Tehran"),
    ("Bangkok", "Chennai"), ("Bangkok", "Ho Chi Minh City"), ("Bangkok", "Hong Kong"),
    ("Bangkok", "Jakarta"), ("Bangkok", "Kolkata"),
    ("Beijing", "Seoul"), ("Beijing", "Shanghai"),
    ("Bogota", "Buenos Aires"), ("Bogota", "Lima"), ("Bogota", "Mexico City"), ("Bogota", "Miami"),
    ("Bogota", "Sao Paulo"),
    ("Buenos Aires", "Sao Paulo"),
    ("Cairo", "Istanbul"), ("Cairo", "Khartoum"), ("Cairo", "Riyadh"),
    ("Chennai", "Delhi"), ("Chennai", "Jakarta"), ("Chennai", "Kolkata"), ("Chennai", "Mumbai"),
    ("Chicago", "Los Angeles"), ("Chicago", "Mexico City"), ("Chicago", "Montreal"),
    ("Chicago", "San Francisco"),
    ("Delhi", "Karachi"), ("Delhi", "Kolkata"), ("Delhi", "Mumbai"), ("Delhi", "Tehran"),
    ("Essen", "London"), ("Essen", "Milan"), ("Essen", "Paris"), ("Essen", "St. Petersburg"),
    ("Ho Chi Minh City", "Hong Kong"), ("Ho Chi Minh City", "Jakarta"), ("Ho Chi Minh City", "Manila"),
    ("Hong Kong", "Kolkata"), ("Hong Kong", "Manila"), ("Hong Kong", "Shanghai"), ("Hong Kong", "Taipei"),
    ("Istanbul", "Milan"), ("Istanbul", "Moscow"), ("Istanbul", "St. Petersburg"),
    ("Jakarta", "Sydney"),
    ("Johannesburg", "Khartoum"), ("Johannesburg", "Kinshasa"),
    ("Karachi", "Mumbai"), ("Karachi", "Riyadh"), ("Karachi", "Tehran"),
    ("Khartoum", "Kinshasa"), ("Khartoum", "Lagos"),
    ("Kinshasa", "Lagos"),
    ("Lagos", "Sao Paulo"),
    ("Lima", "Mexico City"), ("Lima", "Santiago"),
    ("London", "Madrid"), ("London", "New York"), ("London", "Paris"),
    ("Los Angeles", "Mexico City"), ("Los Angeles", "San Francisco"), ("Los Angeles", "Sydney"),
    ("Madrid", "New York"), ("Madrid", "Paris"), ("Madrid", "Sao Paulo"),
    ("Manila", "San Francisco"), ("Manila", "Sydney"), ("Manila", "Taipei"),
    ("Mexico City", "Miami"),
    ("Miami", "Washington"),
    ("Milan", "Paris"),
    ("Montreal", "New York"), ("Montreal", "Washington"),
    ("Moscow", "St. Petersburg"), ("Moscow", "Tehran"),
    ("New York", "Washington"),
    ("Osaka", "Taipei"), ("Osaka", "Tokyo"),
    ("San Francisco", "Tokyo"),
    ("Seoul", "Shanghai"), ("Seoul", "Tokyo"),
    ("Shanghai", "Taipei"), ("Shanghai", "Tokyo"),
)


def _neighbours() -> tuple[tuple[int, ...], ...]:
    linked: list[set[int]] = [set() for _ in range(CITY_COUNT)]
    for a, b in CONNECTIONS:
        i, j = CITY_INDEX[a], CITY_INDEX[b]
        linked[i].add(j)
        linked[j].add(i)
    return tuple(tuple(sorted(s)) for s in linked)


NEIGHBOURS: tuple[tuple[int, ...], ...] = _neighbours()
"""NEIGHBOURS[city]: the cities one drive/ferry away, in city-number order."""

NEIGHBOUR_SETS: tuple[frozenset[int], ...] = tuple(frozenset(n) for n in NEIGHBOURS)


def _distances() -> tuple[tuple[int, ...], ...]:
    """Drive/ferry distance between every pair of cities (breadth-first search)."""
    table = []
    for start in range(CITY_COUNT):
        dist = [-1] * CITY_COUNT
        dist[start] = 0
        todo = deque([start])
        while todo:
            here = todo.popleft()
            for there in NEIGHBOURS[here]:
                if dist[there] < 0:
                    dist[there] = dist[here] + 1
                    todo.append(there)
        table.append(tuple(dist))
    return tuple(table)


DISTANCE: tuple[tuple[int, ...], ...] = _distances()
"""DISTANCE[a][b]: the fewest drive/ferry moves from a to b (the map is connected)."""


def city(name: str) -> int:
    """The number of a city by its name (KeyError if there is no such city)."""
    return CITY_INDEX[name]
