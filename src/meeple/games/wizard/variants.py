"""The table options (every variant on the rules page) and what they change.

* `bidding` — how predictions are made: in turn and open (the standard rule),
  `hidden` (everyone predicts at once, all revealed before play), `secret`
  (everyone predicts at once, revealed only when the round ends) or
  `plus_minus_one` (in turn and open, but the dealer, who predicts last, may
  not make the predictions add up to the tricks available). These exclude one
  another, which is why they are one option: plus/minus 1 needs a last bidder
  who knows the others' predictions, and simultaneous bidding has none.
* `five_rounds` — only rounds 1 to 5 (one to five cards) are played.
* `amigo` — the Amigo tournament's ten rounds with the page's hand sizes, for
  3, 4 and 5 players only. It cannot be combined with `five_rounds`.
* `foresight` — in a first round of one card, each player sees every card but
  their own when trump is chosen and predictions are made.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from meeple.engine import InvalidOptions, Option

from .components import DECK

OPEN, HIDDEN, SECRET, PLUS_MINUS_ONE = "open", "hidden", "secret", "plus_minus_one"
SIMULTANEOUS_BIDDING = (HIDDEN, SECRET)

OPTIONS: tuple[Option, ...] = (
    Option(
        "bidding", "Predictions",
        ((OPEN, "In turn, open (standard)"), (HIDDEN, "Hidden prediction"),
         (PLUS_MINUS_ONE, "Plus/minus 1"), (SECRET, "Secret prediction")),
        OPEN,
        help="Hidden: all predict at once, revealed before play. Plus/minus 1: the dealer may not make "
        "the predictions add up to the number of tricks. Secret: all predict at once, revealed at the "
        "end of the round.",
    ),
    Option.flag("five_rounds", "5 rounds", help="Only five rounds (one to five cards) are played."),
    Option(
        "amigo", "Amigo tournament length", ((False, "No"), (True, "Yes")), False,
        help="Ten rounds with the tournament's hand sizes (3 players: 2, 4, ... 20; 4 players: 1, 3, 5, "
        "7, 9, 11, 12, ... 15; 5 players: 2, 4, 5, 6, ... 12).",
        players=(3, 4, 5),
    ),
    Option.flag("foresight", "Foresight",
                help="In the first round (one card each) you see everyone's card but your own."),
)

AMIGO_HAND_SIZES: dict[int, tuple[int, ...]] = {
    3: tuple(range(2, 21, 2)),
    4: (1, 3, 5, 7, 9, 11, 12, 13, 14, 15),
    5: (2, 4, *range(5, 13)),
}
"""The Amigo tournament's cards per player in each of its ten rounds."""


def check_combination(options: Mapping[str, Any]) -> None:
    """Raise InvalidOptions for choices that cannot be played together."""
    if options["five_rounds"] and options["amigo"]:
        raise InvalidOptions("Choose either 5 rounds or the Amigo tournament length, not both.")


def hand_sizes(players: int, options: Mapping[str, Any]) -> tuple[int, ...]:
    """Cards dealt to each player in each round, in order.

    >>> hand_sizes(6, {"five_rounds": False, "amigo": False})
    (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
    """
    if options["amigo"]:
        return AMIGO_HAND_SIZES[players]
    if options["five_rounds"]:
        return (1, 2, 3, 4, 5)
    return tuple(range(1, len(DECK) // players + 1))


def max_actions(players: int, options: Mapping[str, Any]) -> int:
    """An upper bound on the actions of a game: per round a trump choice, the bids and the cards."""
    return sum(1 + players + n * players for n in hand_sizes(players, options))


def foresight_round(options: Mapping[str, Any], round_index: int, hand_size: int) -> bool:
    """Whether this round is played with foresight (the first round, if it deals one card)."""
    return bool(options["foresight"]) and round_index == 0 and hand_size == 1
