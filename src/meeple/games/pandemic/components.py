"""The cards, roles, tracks and counts of base Pandemic, and how cards are numbered.

Facts from `shared/data/pandemic_map.md` and the published rules. A card is a
small int: 0-47 the city cards (the city's number, see `map.py`), 48-52 the
five events, 53 an epidemic (all epidemics are alike). Actions, views and
events name cards by their name.
"""

from __future__ import annotations

from .map import CITY_COUNT, CITY_INDEX, CITY_NAMES, COLOURS

CUBES_PER_COLOUR = 24
MAX_STATIONS = 6
OUTBREAK_LIMIT = 8
"""The eighth outbreak loses the game."""
INFECTION_RATES: tuple[int, ...] = (2, 2, 2, 3, 3, 4, 4)
"""The infection rate track; the marker starts on the first space."""
HAND_LIMIT = 7
ACTIONS_PER_TURN = 4
CURE_CARDS = 5
SCIENTIST_CURE_CARDS = 4
STARTING_HAND: dict[int, int] = {2: 4, 3: 3, 4: 2}
INITIAL_INFECTION: tuple[int, ...] = (3, 3, 3, 2, 2, 2, 1, 1, 1)
"""Cubes placed on each of the first nine infection cards drawn at setup."""
START_CITY = CITY_INDEX["Atlanta"]

AIRLIFT, FORECAST, GOVERNMENT_GRANT, ONE_QUIET_NIGHT, RESILIENT_POPULATION = range(48, 53)
EVENTS: tuple[int, ...] = (AIRLIFT, FORECAST, GOVERNMENT_GRANT, ONE_QUIET_NIGHT, RESILIENT_POPULATION)
EVENT_NAMES: tuple[str, ...] = (
    "Airlift", "Forecast", "Government Grant", "One Quiet Night", "Resilient Population",
)
EPIDEMIC = 53
FORECAST_CARDS = 6

CARD_NAMES: tuple[str, ...] = (*CITY_NAMES, *EVENT_NAMES, "Epidemic")
CARD_INDEX: dict[str, int] = {name: i for i, name in enumerate(CARD_NAMES)}

(CONTINGENCY_PLANNER, DISPATCHER, MEDIC, OPERATIONS_EXPERT,
 QUARANTINE_SPECIALIST, RESEARCHER, SCIENTIST) = range(7)
ROLE_NAMES: tuple[str, ...] = (
    "Contingency Planner", "Dispatcher", "Medic", "Operations Expert",
    "Quarantine Specialist", "Researcher", "Scientist",
)
ROLE_INDEX: dict[str, int] = {name: i for i, name in enumerate(ROLE_NAMES)}

DIFFICULTIES: dict[int, str] = {4: "Introductory", 5: "Standard", 6: "Heroic"}
"""Epidemic cards in the player deck for each difficulty."""

COLOUR_INDEX: dict[str, int] = {name: i for i, name in enumerate(COLOURS)}


def is_city(card: int) -> bool:
    """Whether a card is a city card."""
    return card < CITY_COUNT


def is_event(card: int) -> bool:
    """Whether a card is one of the five events."""
    return CITY_COUNT <= card < EPIDEMIC


def card_name(card: int) -> str:
    """The printed name of a card: a city, an event or "Epidemic"."""
    return CARD_NAMES[card]


def names(cards: list[int]) -> list[str]:
    """Card names for a list of cards, in the same order."""
    return [CARD_NAMES[c] for c in cards]


def cure_cards(role: int | None) -> int:
    """City cards of one colour needed to discover a cure (the Scientist needs one fewer)."""
    return SCIENTIST_CURE_CARDS if role == SCIENTIST else CURE_CARDS
