"""Named positions for the For Sale scenario tests, built field by field (no lucky seeds)."""

from __future__ import annotations

from typing import Any

from meeple.games.forsale import GAME
from meeple.games.forsale.components import CHEQUES, PROPERTIES
from meeple.games.forsale.state import BIDDING, OVER, SELLING, ForSaleState


def position(players: int, **fields: Any) -> ForSaleState:
    """A fresh table for `players` with the given fields overwritten."""
    state = GAME.setup(players, {}, 0)
    for name, value in fields.items():
        if not hasattr(state, name):
            raise AttributeError(f"ForSaleState has no field {name!r}")
        setattr(state, name, value)
    return state


def rest(cards: tuple[int, ...], *used: list[int]) -> list[int]:
    """The multiset `cards` without every card in `used`, sorted."""
    left = list(cards)
    for group in used:
        for card in group:
            left.remove(card)
    return left


def opening_auction() -> ForSaleState:
    """Four players, round 1 of 7: properties 3, 12, 17 and 25 on the table, 18 coins each,
    seat 0 to bid. Properties 1 and 30 were left out; the next four cards of the deck
    (top last) are 28, 9, 20 and 5."""
    table, top, removed = [3, 12, 17, 25], [28, 9, 20, 5], [1, 30]
    return position(
        4, phase=BIDDING, round=0, table=table, property_deck=rest(PROPERTIES, table, top, removed) + top,
        removed_properties=removed, coins=[18] * 4, bids=[0] * 4, passed=[False] * 4,
        turn=0, start_player=0, hands=[[], [], [], []], highest=[0] * 4,
    )


def hot_auction() -> ForSaleState:
    """The opening auction after seat 0 bid $3,000, seat 1 $5,000 and seat 2 $6,000:
    seat 3 to act with 18 coins; in hand seat 0 holds 15 coins, seat 1 13, seat 2 12."""
    state = opening_auction()
    state.bids = [3, 5, 6, 0]
    state.coins = [15, 13, 12, 18]
    state.turn = 3
    return state


LAST_HANDS = [[1, 4, 10, 13, 19, 24, 27], [2, 5, 6, 11, 14, 20, 25], [3, 7, 8, 9, 12, 15, 16, 21]]


def last_auction() -> ForSaleState:
    """Three players, the last of 8 auctions, started by seat 2 who passed at once (taking
    property 8); seat 0 bid $1,000, seat 1 raised to $2,000; seat 0 to act with 3 coins in
    hand. Properties 22 and 29 remain; the next cheques (top last) are $0, $15,000, $7,000."""
    table, top = [22, 29], [0, 15, 7]
    removed_cheques = [0, 2, 2, 13, 14, 15]
    return position(
        3, phase=BIDDING, round=7, table=table, property_deck=[],
        removed_properties=rest(PROPERTIES, *LAST_HANDS, table),
        cheque_deck=rest(CHEQUES, removed_cheques, top) + top, removed_cheques=removed_cheques,
        coins=[3, 1, 6], bids=[1, 2, 0], passed=[False, False, True], turn=0, start_player=2,
        hands=[h[:] for h in LAST_HANDS], highest=[27, 25, 21],
    )


def selling_round() -> ForSaleState:
    """Three players, selling round 7 of 8: cheques $0, $7,000 and $15,000 on the table;
    hands 1-2-4 / 5-6-25 / 3-12; the last cheques (top last) are $3,000, $9,000, $11,000.
    Coins 4, 1, 6; cheques won so far 20, 30 and 25 thousand."""
    return position(
        3, phase=SELLING, round=6, table=[], property_deck=[],
        cheque_table=[0, 7, 15], cheque_deck=[3, 9, 11],
        hands=[[1, 2, 4], [5, 6, 25], [3, 12]], pending=[None] * 3,
        coins=[4, 1, 6], bids=[0] * 3, passed=[False] * 3,
        cheques=[[10, 10], [15, 15], [12, 13]], highest=[27, 25, 21],
    )


def final_round() -> ForSaleState:
    """Three players, the last selling round: cheques $3,000, $9,000 and $11,000 on the
    table; each seat holds one property (1, 6, 12); coins 4, 1, 6; cheques so far
    27, 45 and 28 thousand."""
    return position(
        3, phase=SELLING, round=7, table=[], property_deck=[], cheque_deck=[],
        cheque_table=[3, 9, 11], hands=[[1], [6], [12]], pending=[None] * 3,
        coins=[4, 1, 6], bids=[0] * 3, passed=[False] * 3,
        cheques=[[10, 10, 7], [15, 15, 15], [12, 13, 3]], highest=[27, 25, 21],
    )


def finished(coins: list[int], cheques: list[list[int]], highest: list[int]) -> ForSaleState:
    """A game over with the given coins left, cheques won and highest property bought."""
    n = len(coins)
    return position(
        n, phase=OVER, round=0, table=[], property_deck=[], cheque_deck=[], cheque_table=[],
        hands=[[] for _ in range(n)], pending=[None] * n, coins=coins, bids=[0] * n,
        passed=[False] * n, cheques=cheques, highest=highest,
    )
