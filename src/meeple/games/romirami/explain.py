"""Why an action is refused, in a sentence a player can read.

Only called for a well-formed action that `legal_actions` refused. Legality
lives in the predicates of `turn`; this module asks them in order and returns
the sentence of the first that fails. Its own checks are of values only
(a card id that is not an int, a list that is not a list).
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Action

from .components import CONTRACTS, NUMBER_CARDS, card_name, contract_name
from .state import BUILD, DISCARD, OVER, TAKE, RomiState
from .state import CONTRACTS as CONTRACT_PHASE
from .turn import (
    can_complete,
    can_pick,
    can_star,
    can_start,
    is_building,
    is_taking,
    is_your_turn,
    must_discard,
    star_free,
)

_STEP = {
    TAKE: "pick 1 to 3 cards of one number or one suit from the market, then take them",
    CONTRACT_PHASE: "complete a contract or end your turn (done)",
    BUILD: "play the next card (or your Star) on the contract you are completing",
    DISCARD: "discard down to 10 cards",
}


def explain(state: RomiState, seat: int, action: Action) -> str:
    """The reason `action` is not legal for `seat` now."""
    if state.phase == OVER:
        return "The game is over."
    if not is_your_turn(state, seat):
        return "It is not your turn."
    kind = action["type"]
    wrong_step = f"Now you must {_STEP[state.phase]}."
    if kind == "pick":
        return _why_not_pick(state, seat, action["card"]) if is_taking(state, seat) else wrong_step
    if kind == "take":
        return "Pick at least one card of the market first." if is_taking(state, seat) else wrong_step
    if kind == "complete":
        return _why_not_start(state, seat, action["contract"]) if state.phase == CONTRACT_PHASE else wrong_step
    if kind in ("use", "star"):
        if not is_building(state, seat):
            return wrong_step
        return _why_not_star(state, seat) if kind == "star" else _why_not_use(state, seat, action["card"])
    if kind == "discard":
        if not must_discard(state, seat):
            return "You discard only when your hand holds more than 10 cards at the end of your turn."
        return _not_held(state, seat, action["card"])
    return wrong_step  # "done" outside the contract step


def _is_card(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < NUMBER_CARDS


def _why_not_pick(state: RomiState, seat: int, card: Any) -> str:
    if not _is_card(card):
        return 'A pick is written {"type": "pick", "card": 12}: the id of a market card.'
    if card in state.chosen:
        return f"You have already picked {card_name(card)}."
    if card not in state.market:
        return f"{card_name(card)} (card {card}) is not in the market."
    assert not can_pick(state, seat, card)
    return "The cards you take must all have the same number or all the same suit."


def _why_not_start(state: RomiState, seat: int, contract: Any) -> str:
    if not isinstance(contract, int) or isinstance(contract, bool) or contract not in state.contracts:
        return "That contract is not in the contract market."
    assert not can_complete(state, seat, contract) and not can_start(state, seat, contract)
    star = "" if state.star_used[seat] else ", even with your Star"
    return f"Your hand cannot meet {contract_name(contract)}{star}."


def _not_held(state: RomiState, seat: int, card: Any) -> str:
    if not _is_card(card):
        return 'A card is written as its id, e.g. {"type": "use", "card": 12}.'
    return f"You do not hold {card_name(card)} (card {card})."


def _why_not_use(state: RomiState, seat: int, card: Any) -> str:
    if not _is_card(card) or card not in state.hands[seat]:
        return _not_held(state, seat, card)
    if any(card in p for p in state.picks):
        return f"{card_name(card)} is already on this contract."
    recipes = CONTRACTS[state.building][2]
    return (f"With {card_name(card)} there, your hand could no longer complete "
            f"{contract_name(state.building)} (recipe {len(state.picks)} of {len(recipes)}).")


def _why_not_star(state: RomiState, seat: int) -> str:
    if state.star_used[seat]:
        return "You have already used your Star this game."
    if not star_free(state, seat):
        return "Your Star is already on this contract."
    assert not can_star(state, seat)
    return "With the Star there, your hand could no longer complete this contract."
