"""Who may see what, and resampling what a seat cannot see.

The view and `determinize` both ask `sees_hand` and `sees_bid`, so what is
shown and what is resampled can never disagree.

Hidden: the other hands (and, with foresight, your own card while trump is
chosen and predictions are made), the undealt deck, and the other players'
predictions while they are secret (until all are in with hidden prediction;
until the round ends with secret prediction). The face-up trump card and
every card played this round are public.

`determinize` deals the unseen cards uniformly at random among the unseen
hands and the deck, keeping each hand's size. It ignores what play has shown
about voids (a player who did not follow suit holds none of it), so a
determinization may give a player a card of a suit they are known to lack.
Unseen predictions are drawn uniformly from 0 to the hand size.
"""

from __future__ import annotations

from meeple.engine import Rng

from .components import sort_hand
from .state import BID, OVER, TRUMP, WizardState
from .variants import HIDDEN, SIMULTANEOUS_BIDDING, foresight_round


def in_foresight(state: WizardState) -> bool:
    """Whether the current round is a foresight round (cards held to foreheads)."""
    return state.round == 0 and state.phase != OVER and foresight_round(state.options, 0, state.hand_size)


def sees_hand(state: WizardState, viewer: int | None, owner: int) -> bool:
    """Whether `viewer` (None = spectator) may see the cards in `owner`'s hand.

    With foresight every player sees the others' cards all round, and their
    own once predictions are made (it is played face up, so nothing is gained
    by hiding it then).
    """
    if viewer is None:
        return False
    if viewer == owner:
        return not (in_foresight(state) and state.phase in (TRUMP, BID))
    return in_foresight(state)


def sees_bid(state: WizardState, viewer: int | None, owner: int) -> bool:
    """Whether `viewer` may see `owner`'s prediction for the current round."""
    mode = state.options["bidding"]
    if mode not in SIMULTANEOUS_BIDDING or viewer == owner or state.phase == OVER:
        return True
    return mode == HIDDEN and state.phase != BID


def determinize(state: WizardState, seat: int, rng: Rng) -> WizardState:
    """A copy in which all `seat` cannot see is drawn anew from `rng`.

    The pool of unseen cards is sorted before it is dealt, so two states that
    look the same to `seat` give the same result for the same `rng`.
    """
    out = state.copy()
    unseen = [s for s in range(state.players) if not sees_hand(state, seat, s)]
    pool = state.deck[:]
    for s in unseen:
        pool += state.hands[s]
    pool.sort()
    groups = deal_at_random(pool, [*(len(state.hands[s]) for s in unseen), len(state.deck)], rng)
    for s, cards in zip(unseen, groups, strict=False):  # the last group is the deck
        out.hands[s] = sort_hand(cards)
    out.deck = groups[-1]
    for s in range(state.players):
        if state.bids[s] is not None and not sees_bid(state, seat, s):
            out.bids[s] = rng.below(state.hand_size + 1)
    out.rng = Rng(rng.next64())
    return out


def deal_at_random(pool: list[str], sizes: list[int], rng: Rng) -> list[list[str]]:
    """Split `pool` (shuffled in place) uniformly at random into groups of the given sizes.

    A partial Fisher-Yates shuffle: only the cards of all groups but the
    largest are drawn, the largest takes what is left. Several swap positions
    come from one draw below the product of their ranges (exactly uniform),
    since determinize runs at every node of a bot's search.
    """
    last = sizes.index(max(sizes))
    n, need, i = len(pool), len(pool) - sizes[last], 0
    while i < need:
        span, k = 1, i
        while k < need and span * (n - k) < _DRAW_LIMIT:
            span *= n - k
            k += 1
        x = rng.below(span)
        for t in range(i, k):
            x, offset = divmod(x, n - t)
            pool[t], pool[t + offset] = pool[t + offset], pool[t]
        i = k
    groups: list[list[str]] = [[] for _ in sizes]
    at = 0
    for g in [*range(last), *range(last + 1, len(sizes)), last]:
        groups[g] = pool[at:at + sizes[g]]
        at += sizes[g]
    return groups


_DRAW_LIMIT = 1 << 62
