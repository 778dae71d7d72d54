"""A new game and phase 1 of every round: income, the market refilled, pets arriving, tiles revealed."""

from __future__ import annotations

from meeple.engine import Event, Rng

from .components import (
    CAGE_DECK,
    CARD_COLOUR,
    CARDS,
    CUSTOMERS,
    EXHIBITION_FOOD,
    EXHIBITIONS,
    GROUP,
    MARKET_ADDONS,
    MARKET_ARTIFACTS,
    MARKET_CAGES,
    MEAT_STAND,
    NEUTRAL_PATHS,
    NEW_ADDONS,
    NEW_CAGES,
    NEW_PETS,
    PET_NAMES,
    POTIONS,
    RELATIVES,
    ROUND_ONE_FOOD,
    STANDS,
    START_GOLD,
    START_IMPS,
    STARTER,
    rounds_for,
)
from .state import PetzState


def new_game(players: int, double: bool, foresight: int, seed: int) -> tuple[PetzState, list[Event]]:
    """Shuffled decks, an empty market, each shop with its old dirty cage, then round 1 begins."""
    s = PetzState(players, Rng(seed))
    s.rounds, s.double, s.foresight = rounds_for(players), double, foresight
    s.init_seats()
    rng = s.rng
    s.decks = [[i for i in range(len(CARDS)) if CARD_COLOUR[i] == c] for c in range(4)]
    for deck in s.decks:
        rng.shuffle(deck)
    s.discards = [[], [], [], []]
    s.potions = POTIONS
    s.stands = [[0, 0] for _ in STANDS]
    s.cage_deck = list(CAGE_DECK)
    s.addon_deck = list(range(6))
    s.artifact_deck = list(range(10))
    s.pet_deck = list(range(len(PET_NAMES)))
    for deck in (s.cage_deck, s.addon_deck, s.artifact_deck, s.pet_deck):
        rng.shuffle(deck)
    ex = list(range(len(EXHIBITIONS)))
    cu = list(range(len(CUSTOMERS)))
    rng.shuffle(ex)
    rng.shuffle(cu)
    shows = s.rounds - 1
    sales = s.rounds - 2
    s.exhibitions = [-1, -1, *ex[:shows]]
    s.customers = [-1, -1, -1, *cu[:sales]]
    s.unused_tiles = [sorted(ex[shows:]), sorted(cu[sales:])]
    for seat in range(players):
        s.gold[seat] = START_GOLD
        s.imps[seat] = START_IMPS
        s.relatives[seat] = list(RELATIVES)
        s.cage[seat][0] = STARTER
        s.manure[seat][0] = 1
        s.hand[seat] = [draw(s, c) for c in range(4)]
    s.high = [s.pet_deck.pop()]
    events = [Event("setup", f"{s.rounds} rounds. Every shop opens with one old, dirty cage.")]
    begin_round(s, events)
    return s, events


def draw(s: PetzState, colour: int) -> int:
    """The top card of a need deck (its discards reshuffled in when it runs out)."""
    deck = s.decks[colour]
    if not deck:
        deck.extend(sorted(s.discards[colour]))
        s.discards[colour] = []
        s.rng.shuffle(deck)
    return deck.pop()


def refill(deck: list[int], market: list[int], new: int, limit: int) -> None:
    """New items join the market; the oldest leave once it holds more than `limit`."""
    for _ in range(new):
        if deck:
            market.append(deck.pop())
    del market[:max(0, len(market) - limit)]


def begin_round(s: PetzState, events: list[Event]) -> None:
    """Phase 1, then the secret grouping of phase 2 opens for everyone."""
    r = s.round
    for i, seat in enumerate(turn_order(s)):
        gets = 1 if i == 0 or (i == 1 and s.players == 4) else 2
        s.gold[seat] += gets
    events.append(Event("round", f"Round {r} of {s.rounds}. Income: the start player {{p{s.start}}} takes 1 gold"
                        + (", the next player 1," if s.players == 4 else ",") + " the others 2."))
    veg, meat, mixed = EXHIBITION_FOOD[s.exhibitions[r]] if r >= 2 else ROUND_ONE_FOOD
    s.stands[0][0] += veg
    s.stands[1][1] += meat
    s.stands[2][0] += mixed
    s.stands[2][1] += mixed
    if r > 1:
        if s.high:
            s.stands[STANDS.index(MEAT_STAND)][1] += len(s.high)
            events.append(Event("pets_leave", f"{len(s.high)} unsold grown pet(s) leave; the meat stand gets as "
                                "much meat."))
        s.high = s.low
        s.low = []
        refill(s.cage_deck, s.cage_market, NEW_CAGES, MARKET_CAGES)
        refill(s.addon_deck, s.addon_market, NEW_ADDONS, MARKET_ADDONS)
        s.artifact_market = []
        refill(s.artifact_deck, s.artifact_market, MARKET_ARTIFACTS, MARKET_ARTIFACTS)
    else:
        refill(s.cage_deck, s.cage_market, MARKET_CAGES, MARKET_CAGES)
        refill(s.addon_deck, s.addon_market, MARKET_ADDONS, MARKET_ADDONS)
        refill(s.artifact_deck, s.artifact_market, MARKET_ARTIFACTS, MARKET_ARTIFACTS)
    for _ in range(NEW_PETS):
        if s.pet_deck:
            s.low.append(s.pet_deck.pop())
    paths = NEUTRAL_PATHS.get(s.players, ())
    s.neutral = [path[(r - 1) % len(path)] for path in paths]
    s.phase = GROUP
    for seat in range(s.players):
        s.groups[seat] = []
        s.making[seat] = 0
        s.ready[seat] = False
        s.judge[seat] = False
        s.assigned[seat] = [[], [], [], []]
    s.taken = {}
    s.queue = []
    s.qpos = 0


def turn_order(s: PetzState) -> list[int]:
    """Seats from the start player on, clockwise."""
    return [(s.start + i) % s.players for i in range(s.players)]


def visible_exhibition(s: PetzState, r: int) -> bool:
    """The exhibition of round `r` is face up: one round ahead with Regular Foresight (more with the option)."""
    return r <= s.round + s.foresight or s.phase == "over"


def visible_customer(s: PetzState, r: int) -> bool:
    """The customer of round `r` is face up: at the start of the game the one for round 3 shows."""
    return r <= s.round + 1 + s.foresight or s.phase == "over"
