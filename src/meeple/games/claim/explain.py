"""Why an action is refused, in a sentence a player can read.

Only called for a well-formed action that `legal_actions` refused. The
predicates live in `tricks` (which builds `legal_actions` from them); this
module picks the sentence of the first one that fails.
"""

from __future__ import annotations

from meeple.engine import Action

from .components import CARDS, FACTION_NAMES, card_name
from .state import ClaimState
from .tricks import can_follow, holds, is_over, is_your_turn, lead_faction

WRITTEN = 'A card is written {"type": "play", "card": "K7"} (a faction letter G, K, U, D or P and a value).'


def explain(state: ClaimState, seat: int, action: Action) -> str:
    """The reason `action` is not legal for `seat` now."""
    if is_over(state):
        return "The game is over."
    if not is_your_turn(state, seat):
        return "It is not your turn to play."
    card = action["card"]
    if not isinstance(card, str) or card not in CARDS:
        return WRITTEN
    if not holds(state, seat, card):
        return f"You do not hold {card_name(card)}."
    lead = lead_faction(state)
    assert lead is not None and can_follow(state, seat), "any held card is legal otherwise"
    name = FACTION_NAMES[lead]
    return f"You hold {name}, so you must play one of them or a Doppelgänger."
