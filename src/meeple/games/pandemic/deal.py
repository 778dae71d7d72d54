"""Setting up a table: the first infections, the hands, the epidemic piles and the roles."""

from __future__ import annotations

from meeple.engine import Event, Rng

from .components import EVENTS, INITIAL_INFECTION, START_CITY, STARTING_HAND
from .decks import draw_infection_top, stack_epidemic_piles
from .disease import infect_card
from .map import CITY_COUNT
from .state import ACTIONS, ROLES, PandemicState


def new_game(players: int, epidemics: int, chosen_roles: bool, seed: int) -> PandemicState:
    """A table ready for the first turn (or for the role choice when roles are chosen).

    The published order: a research station in Atlanta, nine cities infected
    with 3, 3, 3, 2, 2, 2, 1, 1, 1 cubes, hands dealt from the city and event
    cards, the rest split into epidemic piles, every pawn in Atlanta. Roles are
    dealt at random unless the players choose them; seat 0 plays first.
    """
    rng = Rng(seed)
    state = PandemicState(players=players, rng=rng, epidemics=epidemics)
    state.stations = [START_CITY]
    state.infection_deck = list(range(CITY_COUNT))
    rng.shuffle(state.infection_deck)
    state.infection_groups = [CITY_COUNT]
    ignore: list[Event] = []
    state.roles = [None] * players
    state.location = [START_CITY] * players
    state.stored = [None] * players
    for cubes in INITIAL_INFECTION:
        card = draw_infection_top(state)
        infect_card(state, card, cubes, ignore)
        state.infection_discard.append(card)
    cards = list(range(CITY_COUNT)) + list(EVENTS)
    rng.shuffle(cards)
    size = STARTING_HAND[players]
    state.hands = [sorted(cards[s * size:(s + 1) * size]) for s in range(players)]
    state.player_deck, state.piles = stack_epidemic_piles(cards[players * size:], epidemics, rng)
    if chosen_roles:
        state.phase = ROLES
    else:
        state.roles = rng.sample(range(7), players)
        state.phase = ACTIONS
    return state

