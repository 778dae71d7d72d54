"""Wizard's 60 cards: four suits of 1-13, four Wizards and four Jesters.

A card is a short string: a suit letter and a rank (`"R12"` is the 12 of red),
`"W"` a Wizard, `"J"` a Jester. The four Wizards (and the four Jesters) are
alike, so they share one code: a hand with two Wizards offers one "play a
Wizard" action, not two identical ones.

The suits carry the colours and peoples of the Amigo edition: blue humans,
green elves, red dwarves, yellow giants.
"""

from __future__ import annotations

WIZARD = "W"
JESTER = "J"
MOST_PLAYERS = 6
"""The largest table."""

SUITS: tuple[str, ...] = ("blue", "green", "red", "yellow")
"""Suit names, in the order hands are sorted and trump choices are offered."""

PEOPLE: dict[str, str] = {"blue": "humans", "green": "elves", "red": "dwarves", "yellow": "giants"}
"""The people each suit shows (the rules page names the suits by people)."""

RANKS: tuple[int, ...] = tuple(range(1, 14))

_LETTER = {"blue": "B", "green": "G", "red": "R", "yellow": "Y"}

DECK: tuple[str, ...] = (
    *(f"{_LETTER[s]}{r}" for s in SUITS for r in RANKS),
    *([WIZARD] * 4),
    *([JESTER] * 4),
)
"""All 60 cards in a fixed order (the order a new deck is shuffled from)."""

SUIT_OF: dict[str, str | None] = {
    **{f"{_LETTER[s]}{r}": s for s in SUITS for r in RANKS}, WIZARD: None, JESTER: None,
}
"""The suit of each card code; None for Wizards and Jesters."""

RANK_OF: dict[str, int] = {**{f"{_LETTER[s]}{r}": r for s in SUITS for r in RANKS}, WIZARD: 14, JESTER: 0}
"""The rank of each card code (a Wizard counts 14 and a Jester 0, for sorting only)."""

SUIT_CARDS: dict[str, frozenset[str]] = {s: frozenset(f"{_LETTER[s]}{r}" for r in RANKS) for s in SUITS}
"""The 13 cards of each suit."""

FOLLOWERS: dict[str, frozenset[str]] = {s: SUIT_CARDS[s] | {WIZARD, JESTER} for s in SUITS}
"""The cards that follow each suit: its own 13, the Wizard and the Jester."""

SORT_KEY: dict[str, int] = {c: i for i, c in enumerate((WIZARD, *DECK[:52], JESTER))}
"""Hand order: Wizards, then blue, green, red, yellow from 1 up, then Jesters."""


def is_card(value: object) -> bool:
    """Whether `value` is a card code."""
    return isinstance(value, str) and value in SUIT_OF


def sort_hand(cards: list[str]) -> list[str]:
    """A new list of `cards` in hand order."""
    return sorted(cards, key=SORT_KEY.__getitem__)


SHORT_NAME: dict[str, str] = {
    **{f"{_LETTER[s]}{r}": f"{r} of {s}" for s in SUITS for r in RANKS}, WIZARD: "Wizard", JESTER: "Jester",
}
"""Each card's name without an article, as card lists print it: `12 of red`, `Wizard`."""

CARD_NAME: dict[str, str] = {
    **{f"{_LETTER[s]}{r}": f"the {r} of {s}" for s in SUITS for r in RANKS}, WIZARD: "a Wizard", JESTER: "a Jester",
}
"""Each card's name with its article, as event texts print it: `the 12 of red`, `a Wizard`."""


def card_name(card: str) -> str:
    """Readable name with an article: `the 12 of red`, `a Wizard`, `a Jester`.

    >>> card_name("R12"), card_name("W")
    ('the 12 of red', 'a Wizard')
    """
    return CARD_NAME[card]


def cards_text(cards: list[str]) -> str:
    """A comma-separated list of card names without articles, e.g. `Wizard, 3 of blue, Jester`."""
    return ", ".join([SHORT_NAME[c] for c in cards]) if cards else "no cards"
