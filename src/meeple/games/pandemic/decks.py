"""The two decks and what the table knows about their order.

The player deck is built from epidemic piles and `state.piles` keeps how many
cards of each pile are left; the infection deck is a stack of groups of known
cards in unknown order (`state.infection_groups`). Every draw keeps these
sizes in step with the lists, so `hidden.determinize` can reshuffle exactly
what nobody has seen.
"""

from __future__ import annotations

from meeple.engine import Rng

from .components import EPIDEMIC
from .state import PandemicState


def stack_epidemic_piles(cards: list[int], epidemics: int, rng: Rng) -> tuple[list[int], list[int]]:
    """Split `cards` into `epidemics` piles as equal as possible, shuffle one epidemic into each and
    stack them with the smaller piles at the bottom. Returns the deck (top last) and the pile sizes
    (bottom first)."""
    base, extra = divmod(len(cards), epidemics)
    sizes = [base] * (epidemics - extra) + [base + 1] * extra  # bottom first: small piles below
    deck: list[int] = []
    start = 0
    for size in sizes:
        pile = [*cards[start:start + size], EPIDEMIC]
        start += size
        rng.shuffle(pile)
        deck += pile
    return deck, [size + 1 for size in sizes]


def draw_player_card(state: PandemicState) -> int:
    """Take the top card of the player deck."""
    card = state.player_deck.pop()
    state.piles[-1] -= 1
    if state.piles[-1] == 0:
        state.piles.pop()
    return card


def draw_infection_top(state: PandemicState) -> int:
    """Take the top infection card (the caller puts it on the discard pile)."""
    card = state.infection_deck.pop()
    groups = state.infection_groups
    groups[-1] -= 1  # `_shrink(groups, -1)` written out: once for every infection card drawn
    if groups[-1] == 0:
        groups.pop()
    return card


def draw_infection_bottom(state: PandemicState) -> int:
    """Take the bottom infection card, as an epidemic does."""
    card = state.infection_deck.pop(0)
    _shrink(state.infection_groups, 0)
    return card


def _shrink(groups: list[int], at: int) -> None:
    groups[at] -= 1
    if groups[at] == 0:
        groups.pop(at)


def intensify(state: PandemicState) -> list[int]:
    """Shuffle the infection discard pile onto the deck as a new known group; return its cards."""
    cards = state.infection_discard
    state.rng.shuffle(cards)
    state.infection_discard = []
    if cards:
        state.infection_deck += cards
        state.infection_groups.append(len(cards))
    return sorted(cards)


def take_top_infection(state: PandemicState, count: int) -> list[int]:
    """Lift the top `count` infection cards off the deck (for Forecast), top card first."""
    return [draw_infection_top(state) for _ in range(min(count, len(state.infection_deck)))]


def put_back_known(state: PandemicState, top_first: list[int]) -> None:
    """Put cards back on the infection deck in a known order, the first one on top."""
    for card in reversed(top_first):
        state.infection_deck.append(card)
        state.infection_groups.append(1)


def pile_contents(state: PandemicState) -> list[tuple[int, int]]:
    """Each remaining player-deck pile, bottom first, as (cards left, epidemics among them).
    Both numbers are public: every drawn card is shown to all."""
    out = []
    start = 0
    for size in state.piles:
        out.append((size, state.player_deck[start:start + size].count(EPIDEMIC)))
        start += size
    return out
