"""The cards of Up or Down?: numbers 1-126, each in one of six colours, and the deck per table.

The published colour of each number is not public, so Meeple uses its own
balanced assignment: the numbers fall into blocks of six (1-6, 7-12, ...,
121-126) and every block holds each colour exactly once, in the order of
BLOCKS (21 fixed permutations, chosen once with a seeded shuffle so that every
colour also sits at each place in a block three or four times). Every deck a
table uses (42, 54, 60, 78, 96, 102 or 126 cards) is a whole number of
blocks, so every deck holds the same number of cards of each colour.
"""

from __future__ import annotations

COLOURS: dict[str, str] = {
    "R": "red", "O": "orange", "Y": "yellow", "G": "green", "B": "blue", "P": "purple",
}
"""Colour letters and their names."""

BLOCKS: tuple[str, ...] = (
    "ROPYBG", "GORPBY", "GYPBRO", "ROYPBG", "BRPGYO", "GOPYRB", "BGPRYO",
    "PGOBRY", "OPBYGR", "OBYPGR", "RPYOGB", "PBGROY", "OYGBRP", "BRGPOY",
    "YOBGPR", "RGYOBP", "GBOPYR", "YGROPB", "OPYRBG", "BGROPY", "BYROGP",
)
"""The colour of numbers 6b+1 .. 6b+6 for block b (0-based), one letter each."""

HIGHEST = 6 * len(BLOCKS)
"""126: the highest number in the box."""

COLOUR_OF: str = "".join(BLOCKS)
"""`COLOUR_OF[n - 1]` is the colour letter of card n."""

DECKS: dict[int, dict[str, int]] = {
    2: {"short": 42, "long": 54},
    3: {"short": 60, "long": 78},
    4: {"short": 78, "long": 102},
    5: {"short": 96, "long": 126},
    6: {"short": 96, "long": 126},
}
"""The highest card in play (the deck is 1 to it) by player count and game length."""

HAND = 3
"""Cards in hand at the start, and after each draw while the piles last."""
DISPLAY = 6
"""Cards in the ring between turns (seven for a moment while a turn is under way)."""
COLUMNS = 3
"""Columns in front of each player."""


def colour(card: int) -> str:
    """The colour letter of a card: `colour(1) == "R"`."""
    return COLOUR_OF[card - 1]


def deck_top(players: int, length: str) -> int:
    """The highest number in play for a table: `deck_top(2, "short") == 42`."""
    return DECKS[players][length]


def card_list(cards: list[int]) -> str:
    """Numbers for event text: `card_list([3, 12, 25]) == "3, 12 and 25"`."""
    names = [str(c) for c in cards]
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"
