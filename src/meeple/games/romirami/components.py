"""Romi Rami's cards: 92 Number cards, 36 Contracts and 4 two-sided Trophies (mechanics only).

A Number card is an int id 0..91: suit `id // 23`, and within a suit the
values run four 1s, five 2s, five 3s, five 4s, four 5s. A Contract is an int
id 0..35 into CONTRACTS; its recipes are (kind, size, fixed value or 0) with
kind "K" (cards of one number) or "R" (a run of consecutive numbers).
"""

from __future__ import annotations

SUITS = ("heart", "diamond", "cherry", "clover")
SUIT_SIGN = {"heart": "♥", "diamond": "♦", "cherry": "●", "clover": "♣"}
"""Signs for the log; cherries are a plain dot (an emoji font may be missing)."""
PER_VALUE = (4, 5, 5, 5, 4)
"""How many cards of the values 1..5 each suit has (23 per suit)."""

PER_SUIT = sum(PER_VALUE)
VALUE: tuple[int, ...] = tuple(v + 1 for _ in SUITS for v, n in enumerate(PER_VALUE) for _ in range(n))
SUIT: tuple[int, ...] = tuple(s for s in range(len(SUITS)) for _ in range(PER_SUIT))
NUMBER_CARDS = len(VALUE)

Recipe = tuple[str, int, int]
"""("K", n, fixed value or 0) or ("R", n, 0)."""

HEART, DIAMOND, CHERRY, CLOVER = range(4)


def _c(points: int, suit: int, *recipes: str) -> tuple[int, int, tuple[Recipe, ...]]:
    out: list[Recipe] = []
    for r in recipes:
        size, kind = int(r[0]), r[1]
        fixed = int(r[3]) if "=" in r else 0
        out.append((kind, size, fixed))
    return (points, suit, tuple(out))


CONTRACTS: tuple[tuple[int, int, tuple[Recipe, ...]], ...] = (
    _c(2, HEART, "4K"), _c(2, CLOVER, "4K"), _c(2, DIAMOND, "4K"), _c(4, CHERRY, "5K"),
    _c(4, HEART, "5K"), _c(4, CLOVER, "5K"), _c(4, CHERRY, "2K", "2K", "2K"), _c(4, CLOVER, "2K", "2K", "2K"),
    _c(5, CHERRY, "2K=1", "4K"), _c(5, CLOVER, "2K=5", "4K"), _c(1, DIAMOND, "2K=2", "2K"),
    _c(1, HEART, "2K=4", "2K"), _c(5, HEART, "2K=1", "4R"), _c(5, CHERRY, "2K=5", "4R"),
    _c(4, HEART, "3K", "3R"), _c(4, CLOVER, "3K", "3R"), _c(4, DIAMOND, "3K", "3R"), _c(4, CHERRY, "3K", "3K"),
    _c(4, HEART, "3K", "3K"), _c(2, DIAMOND, "2K", "3K"), _c(2, CHERRY, "2K", "3K"), _c(2, CLOVER, "2K", "3K"),
    _c(1, CHERRY, "4R"), _c(1, DIAMOND, "4R"), _c(1, CLOVER, "4R"), _c(3, DIAMOND, "5R"),
    _c(3, HEART, "5R"), _c(3, CHERRY, "5R"), _c(6, CLOVER, "3R", "4K"), _c(6, HEART, "3R", "4K"),
    _c(6, DIAMOND, "3K", "4R"), _c(6, CHERRY, "3K", "4R"), _c(6, DIAMOND, "2K", "5R"), _c(6, CLOVER, "2K", "5R"),
    _c(9, HEART, "3R", "5K"), _c(9, DIAMOND, "3R", "5K"),
)

TROPHIES: tuple[tuple[tuple[str, int, int], tuple[str, int, int]], ...] = (
    (("suit", CHERRY, 3), ("size", 2, 5)),
    (("suit", HEART, 3), ("size", 3, 4)),
    (("suit", CLOVER, 3), ("size", 4, 3)),
    (("suit", DIAMOND, 3), ("size", 5, 2)),
)
"""Each tile: (side A, side B), a side being ("suit", suit, points) or ("size", cards, points)."""

TARGET = {2: 7, 3: 6, 4: 5}
"""Completed contracts that end the game at the end of the round, by player count."""
MARKET = 6
CONTRACT_MARKET = 4
HAND = 3
HAND_LIMIT = 10
ROUND_CAP = 60
"""A safeguard the rules lack: the game also ends after this many rounds (never reached in play)."""


CARD_NAMES: tuple[str, ...] = tuple(f"{VALUE[c]}{SUIT_SIGN[SUITS[SUIT[c]]]}" for c in range(NUMBER_CARDS))
"""Each card's `card_name`, written once: the log names cards at nearly every action."""


def card_name(card: int) -> str:
    """ "3♥": the value and the suit's sign."""
    return CARD_NAMES[card]


def cards_text(cards: list[int]) -> str:
    """ "1♥ 3♣" in the given order, or "no cards"."""
    return " ".join([CARD_NAMES[c] for c in cards]) if cards else "no cards"


def recipe_name(recipe: Recipe) -> str:
    """ "pair of 1s", "3 of a kind", "run of 4"."""
    kind, n, fixed = recipe
    if kind == "R":
        return f"run of {n}"
    if n == 2:
        return f"pair of {fixed}s" if fixed else "pair"
    return f"{n} of a kind" if not fixed else f"{n} {fixed}s"


def _contract_name(cid: int) -> str:
    points, suit, recipes = CONTRACTS[cid]
    return f"{SUITS[suit]} {points} pts: " + " + ".join(recipe_name(r) for r in recipes)


CONTRACT_NAMES: tuple[str, ...] = tuple(_contract_name(cid) for cid in range(len(CONTRACTS)))
"""Each contract's `contract_name`, written once."""


def contract_name(cid: int) -> str:
    """ "heart 4 pts: pair of 1s + run of 4"."""
    return CONTRACT_NAMES[cid]
