"""Losing a pet (it escapes, mutates away, dies of suffering, or has no cage): the shop's reputation pays."""

from __future__ import annotations

from meeple.engine import Event

from .components import CARD_COLOUR, POTION
from .state import PetzState


def discard_needs(s: PetzState, seat: int, slot: int) -> None:
    """The cards on a pet go to their discard piles, potions back to the supply."""
    for card, _flip, _colour in s.assigned[seat][slot]:
        if card == POTION:
            s.potions += 1
        else:
            s.discards[CARD_COLOUR[card]].append(card)
    s.assigned[seat][slot] = []


def lose_pet(s: PetzState, seat: int, slot: int, reason: str, events: list[Event]) -> None:
    """Remove the pet of `slot` (-1: one not in a cage) with its needs and tokens; manure stays.
    The shop loses 1 reputation for each full 10 it has."""
    if slot >= 0:
        discard_needs(s, seat, slot)
        s.kind[seat][slot], s.size[seat][slot], s.suffering[seat][slot], s.mutation[seat][slot] = -1, 0, 0, 0
    loss = s.rep[seat] // 10
    s.rep[seat] -= loss
    s.lost[seat] += 1
    cost = f"Reputation -{loss}." if loss else "No reputation lost (under 10)."
    events.append(Event("lost", f"{{p{seat}}} loses a pet: {reason}. {cost}",
                        data={"seat": seat, "loss": loss}))
