"""Setting up a table and turning up the cards of each round.

All chance in For Sale is the two shuffles at setup; after that the decks are
only dealt from the top, so the Rng is never drawn on again during play.
"""

from __future__ import annotations

from meeple.engine import Event, Rng

from .components import CHEQUES, PROPERTIES, card_list, cheque_list, setup_for
from .state import SELLING, ForSaleState


def new_game(players: int, seed: int) -> ForSaleState:
    """Shuffle both decks, leave cards out unseen, hand out coins, turn up round one."""
    rules = setup_for(players)
    rng = Rng(seed)
    props, removed_props = _shuffled_minus(PROPERTIES, rules.removed, rng)
    cheques, removed_cheques = _shuffled_minus(CHEQUES, rules.removed, rng)
    state = ForSaleState(
        players=players, rng=rng, rounds=rules.rounds,
        property_deck=props, cheque_deck=cheques,
        removed_properties=removed_props, removed_cheques=removed_cheques,
        coins=[rules.coins] * players, bids=[0] * players, passed=[False] * players,
        hands=[[] for _ in range(players)], highest=[0] * players,
        pending=[None] * players, cheques=[[] for _ in range(players)],
    )
    reveal_properties(state)
    return state


def _shuffled_minus(cards: tuple[int, ...], removed: int, rng: Rng) -> tuple[list[int], list[int]]:
    """A shuffled deck without its first `removed` cards, and those cards (sorted)."""
    deck = list(cards)
    rng.shuffle(deck)
    return deck[removed:], sorted(deck[:removed])


def reveal_properties(state: ForSaleState) -> Event:
    """Turn up one property per player and open the auction with the start player."""
    n = state.players
    state.table = sorted(state.property_deck.pop() for _ in range(n))
    state.bids = [0] * n
    state.passed = [False] * n
    state.turn = state.start_player
    return Event(
        "properties", f"Round {state.round + 1}: properties {card_list(state.table)} are up for auction; "
        f"{{p{state.turn}}} bids first.",
        reveals=True, data={"round": state.round + 1, "properties": state.table[:], "start": state.turn},
    )


def reveal_cheques(state: ForSaleState) -> Event:
    """Turn up one cheque per player; every seat now chooses a property at once."""
    n = state.players
    state.phase = SELLING
    state.cheque_table = sorted(state.cheque_deck.pop() for _ in range(n))
    state.pending = [None] * n
    return Event(
        "cheques", f"Selling round {state.round + 1}: cheques {cheque_list(state.cheque_table)} are up for sale.",
        reveals=True, data={"round": state.round + 1, "cheques": state.cheque_table[:]},
    )
