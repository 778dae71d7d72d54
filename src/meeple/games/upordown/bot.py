"""A rollout policy for Up or Down?: take and lay cards the way a careful player does.

Uniform random rollouts lay cards on any column they fit and discard whole
columns on a whim, so a simulated game ends with short, broken columns and
the search cannot tell a good column from a bad one. This policy:

* take: the neighbour that makes the better column move (below);
* column: lays where the card closes the smallest gap after the column's
  last card (in its direction), preferring the column's main colour; starts
  an empty column with a card near either end of the deck (room to grow);
  discards a column only when nothing fits well, the one that loses least;
* place and draw: at random (the search tree chooses those in earnest).

It reads only the state it is given, which in a search is already a
determinization for the searching seat.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from meeple.engine import Action, Policy, Rng

from .components import COLUMNS, colour
from .scoring import column_score
from .state import COLUMN, TAKE, UpOrDownState
from .turn import direction, fits


def lay_value(cards: list[int], card: int, top: int) -> float:
    """How good laying `card` on a column holding `cards` is, higher better (it must fit)."""
    if not cards:
        return 0.2 + abs(card - (top + 1) / 2) / top
    bonus = 0.0
    main = Counter(colour(c) for c in cards).most_common(1)[0][0]
    if colour(card) == main:
        bonus = 0.5
    way = direction(cards)
    if way is None:
        room = top - card if card > cards[0] else card - 1
        return 0.5 + bonus + room / top
    gap = abs(card - cards[-1])
    return 1.5 + bonus - 4 * gap / top


def discard_value(cards: list[int]) -> float:
    """How bad discarding a column is: the points it would lose (a discard keeps one point a card)."""
    return -0.5 - (column_score(cards) - len(cards)) / 10


def best_move(state: UpOrDownState, seat: int, card: int) -> tuple[float, int, bool]:
    """The best (value, column, discard?) for `card` on the seat's columns."""
    best = (-1e9, 0, True)
    for k in range(COLUMNS):
        cards = state.columns[seat][k]
        if fits(cards, card):
            v = lay_value(cards, card, state.top)
            if v > best[0]:
                best = (v, k, False)
        if cards:
            v = discard_value(cards)
            if v > best[0]:
                best = (v, k, True)
    return best


class UpOrDownPolicy(Policy):
    """`GAME.policy`: `rollout_action` for ISMCTS rollouts and for the `policy` bot."""

    def rollout_action(self, state: UpOrDownState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """A plausible move among `legal`."""
        if len(legal) == 1:
            return legal[0]
        if state.step == TAKE:
            a, b = legal
            va = best_move(state, seat, a["card"])[0]
            vb = best_move(state, seat, b["card"])[0]
            return a if va > vb or (va == vb and rng.below(2) == 0) else b
        if state.step == COLUMN and state.taken is not None:
            _, k, dropped = best_move(state, seat, state.taken)
            kind = "discard" if dropped else "column"
            for action in legal:
                if action["type"] == kind and action["column"] == k:
                    return action
        return legal[rng.below(len(legal))]


POLICY = UpOrDownPolicy()
