"""Skull's components and fixed numbers: four discs per player and a two-sided mat.

Discs are small ints so states copy fast; `DISC_NAMES` gives the words that
actions, views and events use.
"""

from __future__ import annotations

FLOWER = 0
SKULL = 1
DISC_NAMES = ("flower", "skull")
DISC_BY_NAME = {name: kind for kind, name in enumerate(DISC_NAMES)}

FLOWERS_EACH = 3
SKULLS_EACH = 1
DISCS_EACH = FLOWERS_EACH + SKULLS_EACH
MOST_PLAYERS = 6
"""The largest table (the box's count)."""
STARTING_HAND = (FLOWERS_EACH, SKULLS_EACH)
"""A hand is `[flowers, skulls]`; every player starts with three flowers and one skull."""

WINS_NEEDED = 2
"""The first success turns the mat to its flower side; a second wins the game."""

HELD, LOST, UNKNOWN = "held", "lost", "unknown"
"""What the whole table knows about whether a player still owns their skull."""

OPENING, TURN, BIDDING, CHALLENGE, DISCARD, CHOOSE_START, OVER = (
    "opening", "turn", "bidding", "challenge", "discard", "choose_start", "over",
)
"""Phases: everyone places a first disc at once; the player to act places or bids;
the bidding goes round; the challenger flips; a challenger who flipped their own
skull discards a disc of their choice; an eliminated challenger picks who starts;
the game is over."""


def a_disc(kind: int) -> str:
    """`a flower` or `a skull`, for event text."""
    return f"a {DISC_NAMES[kind]}"


def mat_side(points: int) -> str:
    """Which side of the mat is up: the skull side until the first success."""
    return "flower" if points else "skull"
