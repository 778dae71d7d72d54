"""The cards and coins of For Sale, and what the player count changes at setup.

Money is counted in thousands of dollars throughout the rules code: a coin is
worth 1 ($1,000) and a cheque of $12,000 is the number 12. Only the event
texts and `dollars` speak in dollars.
"""

from __future__ import annotations

from dataclasses import dataclass

PROPERTIES: tuple[int, ...] = tuple(range(1, 31))
"""The 30 property cards, numbered 1 to 30, one of each."""

CHEQUES: tuple[int, ...] = tuple(sorted([0, 0, *(v for v in range(2, 16) for _ in range(2))]))
"""The 30 cheques in thousands: two of $0 and two each of $2,000 to $15,000 (no $1,000)."""


@dataclass(frozen=True)
class Setup:
    """What the player count decides: starting coins, cards left out, rounds per phase."""

    coins: int
    removed: int
    rounds: int


SETUPS: dict[int, Setup] = {
    3: Setup(coins=18, removed=6, rounds=8),
    4: Setup(coins=18, removed=2, rounds=7),
    5: Setup(coins=14, removed=0, rounds=6),
    6: Setup(coins=14, removed=0, rounds=5),
}
"""Per player count: 18 coins with 3-4 players and 14 with 5-6; six (3 players) or
two (4 players) cards of each kind left out unseen; so 8, 7, 6 or 5 rounds."""

MOST_PLAYERS = max(SETUPS)
"""The largest table (six)."""


def setup_for(players: int) -> Setup:
    """The setup for a player count (3 to 6)."""
    return SETUPS[players]


def dollars(thousands: int) -> str:
    """A money amount in thousands as players read it: `dollars(12) == "$12,000"`."""
    text = _DOLLARS.get(thousands)
    return text if text is not None else f"${thousands * 1000:,}"


_DOLLARS: dict[int, str] = {k: f"${k * 1000:,}" for k in range(200)}
"""Every amount a game can reach (at most 18 coins plus 30 cheques of $15,000), written once."""


def card_list(cards: list[int]) -> str:
    """Property numbers for event text: `card_list([3, 12, 25]) == "3, 12 and 25"`."""
    return _join([str(c) for c in cards])


def cheque_list(cheques: list[int]) -> str:
    """Cheque values for event text: `cheque_list([0, 9]) == "$0 and $9,000"`."""
    return _join([dollars(c) for c in cheques])


def _join(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"
