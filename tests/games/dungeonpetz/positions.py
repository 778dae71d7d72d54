"""Named positions for the scenario tests, built directly on a fresh game."""

from __future__ import annotations

from typing import Any

from meeple.engine import Event
from meeple.games.dungeonpetz import GAME, flow
from meeple.games.dungeonpetz.components import CARDS, COLOURS, NEEDS, PET_NAMES, STARTER
from meeple.games.dungeonpetz.setup import turn_order
from meeple.games.dungeonpetz.state import PetzState


def fresh(players: int = 4, seed: int = 1, **options: Any) -> PetzState:
    """A new game at the start of round 1's grouping."""
    return GAME.setup(players, options, seed)


def card(colour: str, need: str, *, double: bool = False, avoid: tuple[int, ...] = ()) -> int:
    """A need card id of that colour and need (a double one if asked), not in `avoid`."""
    c, n = COLOURS.index(colour), NEEDS.index(need)
    return next(i for i, (cc, nn, second) in enumerate(CARDS)
                if cc == c and nn == n and (second >= 0) == double and i not in avoid)


def pet(name: str) -> int:
    """A pet kind by name."""
    return PET_NAMES.index(name)


def put_pet(s: PetzState, seat: int, slot: int, name: str, size: int, *, suffering: int = 0, mutation: int = 0,
            cage: int = STARTER, addon: int = -1, manure: int = 0) -> None:
    """A pet in a built cage."""
    s.cage[seat][slot] = cage
    s.addon[seat][slot] = addon
    s.manure[seat][slot] = manure
    s.kind[seat][slot], s.size[seat][slot] = pet(name), size
    s.suffering[seat][slot], s.mutation[seat][slot] = suffering, mutation


def groups(s: PetzState, plans: dict[int, list[tuple[int, int]]]) -> list[Event]:
    """Every seat makes the given groups and is ready (seats not named make none)."""
    events: list[Event] = []
    for seat in range(s.players):
        for imps, gold in plans.get(seat, []):
            events += GAME.apply(s, seat, {"type": "group", "imps": imps})
            if s.ready[seat]:
                break
            events += GAME.apply(s, seat, {"type": "gold", "amount": gold})
        if not s.ready[seat]:
            events += GAME.apply(s, seat, {"type": "ready"})
    return events


def evaluate(s: PetzState, needs: dict[int, dict[int, list[tuple[int, int]]]]) -> list[Event]:
    """Skip to phase 4 with these cards on the pets: {seat: {slot: [(card, flip)]}}; the first seat's care begins."""
    events: list[Event] = []
    for seat, slots in needs.items():
        for slot, cards in slots.items():
            s.assigned[seat][slot] = [[c, f, CARDS[c][0]] for c, f in cards]
    s.phase, s.order, s.turn = "care", turn_order(s), -1
    s.ready = [True] * s.players
    flow.next_carer(s, events)
    return events


def texts(events: list[Event]) -> list[str]:
    """The events' texts."""
    return [e.text for e in events]
