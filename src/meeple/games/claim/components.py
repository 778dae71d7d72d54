"""The 52 cards of Claim and how they are written.

A card is a string: a faction letter and a value, "G0" to "P9". Goblins have
five 0s (so "G0" appears five times in the deck); Knights run 2 to 9; the
other three factions 0 to 9. Cards of the same faction and value are
identical, so hands are multisets, kept as sorted lists.
"""

from __future__ import annotations

GOBLINS, KNIGHTS, UNDEAD, DWARVES, DOPPELGANGERS = "G", "K", "U", "D", "P"
FACTIONS: tuple[str, ...] = (GOBLINS, KNIGHTS, UNDEAD, DWARVES, DOPPELGANGERS)
"""The five factions, in the order the score sheet lists them."""

FACTION_NAMES: dict[str, str] = {
    GOBLINS: "Goblins", KNIGHTS: "Knights", UNDEAD: "Undead", DWARVES: "Dwarves", DOPPELGANGERS: "Doppelgängers",
}

DECK: tuple[str, ...] = tuple(sorted(
    [f"{GOBLINS}{v}" for v in range(10)] + [f"{GOBLINS}0"] * 4
    + [f"{KNIGHTS}{v}" for v in range(2, 10)]
    + [f"{f}{v}" for f in (UNDEAD, DWARVES, DOPPELGANGERS) for v in range(10)]
))
"""The whole deck: Goblins 14 (0-9 and four more 0s), Knights 8 (2-9), Undead, Dwarves and
Doppelgängers 10 each (0-9): 52 cards."""

CARDS: tuple[str, ...] = tuple(sorted(set(DECK)))
"""Each distinct card once (48 of them)."""

HAND_SIZE = 13
"""Cards dealt to each player, and tricks in each phase."""
TRICKS = 2 * HAND_SIZE


def faction(card: str) -> str:
    """The faction letter of a card: `faction("K7") == "K"`."""
    return card[0]


def value(card: str) -> int:
    """The printed value of a card: `value("K7") == 7`."""
    return int(card[1])


def card_name(card: str) -> str:
    """How a card reads in a sentence: `card_name("K7") == "Knight 7"` (looked up: every trick names cards)."""
    name = _CARD_NAMES.get(card)
    return name if name is not None else f"{_SINGULAR[card[0]]} {card[1]}"


_SINGULAR = {GOBLINS: "Goblin", KNIGHTS: "Knight", UNDEAD: "Undead", DWARVES: "Dwarf", DOPPELGANGERS: "Doppelgänger"}
_CARD_NAMES = {c: f"{_SINGULAR[c[0]]} {c[1]}" for c in CARDS}


def remove_one(cards: list[str], card: str) -> bool:
    """Remove one copy of `card` from `cards` if present; whether it was."""
    if card in cards:
        cards.remove(card)
        return True
    return False


def minus(cards: list[str], taken: list[str]) -> list[str]:
    """The multiset `cards` without one copy of each card in `taken` (sorted)."""
    left = sorted(cards)
    for c in taken:
        left.remove(c)
    return left
