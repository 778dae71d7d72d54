"""Tricks: which suit must be followed, which cards may be played, who wins.

A trick is the list of its cards in the order played. These are pure
functions of the cards, so scenario tests can call them directly.
"""

from __future__ import annotations

from collections.abc import Sequence

from .components import FOLLOWERS, JESTER, RANK_OF, SUIT_CARDS, SUIT_OF, WIZARD


def lead_suit(cards: Sequence[str]) -> str | None:
    """The suit players must follow, or None when there is none (yet).

    Leading Jesters do not set a suit; the first card after them does. A Wizard
    led — or the first card after leading Jesters being a Wizard — leaves the
    trick free: the others may play anything.

    >>> lead_suit(["J", "R7", "B3"]), lead_suit(["W", "R7"]), lead_suit(["J", "J"])
    ('red', None, None)
    """
    for card in cards:
        if card == JESTER:
            continue
        return SUIT_OF[card]
    return None


def must_follow(hand: Sequence[str], cards: Sequence[str]) -> str | None:
    """The suit `hand` must follow on a trick holding `cards`, or None when any card goes.

    A player holding the suit led must follow it (a Wizard or a Jester always goes).

    >>> must_follow(["B2", "R5"], ["R3"]), must_follow(["B2", "J"], ["R3"]), must_follow(["R5"], ["W"])
    ('red', None, None)
    """
    suit = lead_suit(cards)
    if suit is None or SUIT_CARDS[suit].isdisjoint(hand):
        return None
    return suit


def follows(card: str, suit: str | None) -> bool:
    """Whether `card` may be played when `suit` must be followed (None: any card may)."""
    return suit is None or card in FOLLOWERS[suit]


def playable(hand: Sequence[str], cards: Sequence[str]) -> list[str]:
    """The distinct cards of `hand` that may be played to a trick holding `cards`: those that `follows`.

    >>> playable(["W", "B2", "R5", "R9", "J"], ["R3"])
    ['W', 'R5', 'R9', 'J']
    """
    distinct = list(dict.fromkeys(hand))
    suit = must_follow(distinct, cards)
    if suit is None:
        return distinct
    followers = FOLLOWERS[suit]  # what `follows(c, suit)` asks, without a call per card
    return [c for c in distinct if c in followers]


def winning_index(cards: Sequence[str], trump: str | None) -> int:
    """The position in `cards` (a complete trick) of the winning card.

    The first Wizard wins; failing that the highest trump; failing that the
    highest card of the suit led; a trick of Jesters only goes to the first.

    >>> winning_index(["R3", "W", "W"], "blue"), winning_index(["J", "J", "J"], None)
    (1, 0)
    >>> winning_index(["R3", "R9", "B2"], "blue"), winning_index(["J", "G4", "G11"], "red")
    (2, 2)
    """
    if WIZARD in cards:
        return cards.index(WIZARD)
    suit = trump if trump is not None and not SUIT_CARDS[trump].isdisjoint(cards) else lead_suit(cards)
    if suit is None:
        return 0
    of_suit = SUIT_CARDS[suit]
    best = top = -1  # a suit's ranks are distinct, so the highest is the one card that beats `top`
    for i, card in enumerate(cards):
        if card in of_suit and RANK_OF[card] > top:
            best, top = i, RANK_OF[card]
    return best

