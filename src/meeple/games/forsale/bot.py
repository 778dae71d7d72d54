"""A rollout policy for For Sale: bid about what the spread of the cards is worth, sell by rank.

Uniform random rollouts bid random totals up to all one's coins, so every
simulated auction is won by a reckless overbid and the search learns little
about the real price of a card. This policy plays the way a plain human does:

* bidding: the highest card on the table is worth more than the lowest one
  (which a seat gets by passing) by about half their difference in cheques;
  a seat raises by one coin while the bid stays two coins under that (give or
  take one), keeping coins for the rounds still to come; otherwise it passes.
  Among policy players, this margin beat margins of one and three, and
  shares of a third and a quarter of the difference (400 games);
* selling: high cheques on the table call for a high property, low ones for a
  low property: the seat plays the card of its hand whose rank in the hand
  matches where the round's best cheque stands between $0 and $15,000, give
  or take one.

It looks only at the state it is given, which in a search is already a
determinization for the searching seat.
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import Action, Policy, Rng

from .bidding import bid_limits
from .state import BIDDING, ForSaleState

TOP_CHEQUE = 15
"""The highest cheque, in thousands."""
MARGIN = 2
"""Coins kept under half the spread of the table when bidding."""
RAISES = (0, 1, 2, 4)
"""The raises above the lowest bid that the search considers (0 is the lowest bid itself)."""


class ForSalePolicy(Policy):
    """`GAME.policy`: `rollout_action` for ISMCTS rollouts, `search_actions` for its tree."""

    def search_actions(self, state: ForSaleState, seat: int, legal: Sequence[Action]) -> Sequence[Action]:
        """Pass and the raises in RAISES: the search spread over every total bid learns too little."""
        if state.phase != BIDDING or len(legal) <= len(RAISES) + 1:
            return legal
        low = legal[1]["amount"]
        return [legal[0]] + [a for a in legal[1:] if a["amount"] - low in RAISES]

    def rollout_action(self, state: ForSaleState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """A plausible move among `legal` (the game's own list, so bids ascend after the pass)."""
        if state.phase == BIDDING:
            return _bid_or_pass(state, seat, legal, rng)
        return _sell(state, seat, legal, rng)


def _bid_or_pass(state: ForSaleState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    low, high = bid_limits(state, seat)
    if low > high or len(legal) < 2:
        return legal[0]
    spread = state.table[-1] - state.table[0]
    rounds_left = max(1, state.rounds - state.round)
    purse = state.coins[seat] + state.bids[seat]
    worth = spread // 2 - MARGIN + rng.below(3) - 1
    ceiling = min(worth, purse - (rounds_left - 1) // 2, high)
    if low <= ceiling:
        return legal[1]  # the lowest raise: {"type": "bid", "amount": low}
    return legal[0]  # {"type": "pass"}


def _sell(state: ForSaleState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    hand = len(legal)
    if hand == 1:
        return legal[0]
    share = max(state.cheque_table) / TOP_CHEQUE
    at = round(share * (hand - 1)) + rng.below(3) - 1
    return legal[min(hand - 1, max(0, at))]  # legal lists the hand lowest first


POLICY = ForSalePolicy()
