"""Setup: the deck built in six piles by the player count, the market dealt, starting rupees."""

from __future__ import annotations

from meeple.engine import Rng

from .components import CARDS, CYLINDERS, DOMINANCE, EVENTS, START_RUPEES
from .state import PAGE, PaxState
from .wakhan import AI_CARDS


def build_deck(players: int, rng: Rng) -> tuple[list[int], list[int], list[int]]:
    """The deck (top card last), where each pile starts in it (bottom pile first), the unused events.

    Six piles of 5 + players court cards; from the top, the first pile has no event, the second
    two events, each of the last four one event and one Dominance Check; each pile shuffled.
    """
    court = sorted(CARDS)
    rng.shuffle(court)
    events = sorted(EVENTS)
    rng.shuffle(events)
    size = 5 + players
    piles_top_first: list[list[int]] = []
    for i in range(6):
        pile = court[i * size: (i + 1) * size]
        if i == 1:
            pile += [events.pop(), events.pop()]
        elif i >= 2:
            pile += [DOMINANCE[i - 2], events.pop()]
        rng.shuffle(pile)
        piles_top_first.append(pile)
    deck: list[int] = []
    starts: list[int] = []
    for pile in reversed(piles_top_first):
        starts.append(len(deck))
        deck.extend(pile)
    return deck, starts, sorted(events)


def new_game(players: int, seed: int, ruling: str = PAGE, wakhan: bool = False) -> PaxState:
    """A table before the first loyalty choice: a random player chooses first. With Wakhan, `players`
    counts her too (the deck is built for all): she is the last seat, with 4 rupees, no loyalty and her
    shuffled AI deck; the persons choose in seat order from seat 0, and she takes the first turn."""
    rng = Rng(seed)
    deck, starts, boxed = build_deck(players, rng)
    state = PaxState(players=players, rng=rng, ruling=ruling)
    state.deck, state.piles, state.boxed = deck, starts, boxed
    state.market = [[0] * 6 for _ in range(2)]
    state.mcoins = [[0] * 6 for _ in range(2)]
    for col in range(6):
        for row in range(2):
            state.market[row][col] = state.deck.pop()
    state.loyalty = [-1] * players
    state.coins = [START_RUPEES] * players
    state.vp = [0] * players
    state.prizes = [0] * players
    state.hands = [[] for _ in range(players)]
    state.courts = [[] for _ in range(players)]
    state.blocks = [0] * 36
    state.cylinders = [0] * (CYLINDERS * players)
    state.pflags = [[] for _ in range(players)]
    if wakhan:
        state.wakhan = players - 1
        state.ai_deck = sorted(AI_CARDS)
        rng.shuffle(state.ai_deck)
        state.wk = [0, 0]
        state.wk_prizes = [0, 0, 0]
    state.first = 0 if wakhan else rng.below(players)
    state.active = state.first
    state.step = {"k": "loyalty", "seat": state.first}
    return state
