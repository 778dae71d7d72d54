"""Phase 5 (selling from round 3, then spare imps) and phase 6 (aging).

Selling: in turn order each shop may sell one pet of size 4 or more that the round's customer
likes (match above 0): on the black market for 2 x match reputation, or, once per round for the
whole table, on the platform for 3 x match, using one of the seat's imps booked there in an
earlier round. The customer pays gold by size (2 less for a mutated pet). Then the cards on pets
are discarded, each spare imp may clean 2 manure from an empty cage, and the rest earn 1 gold each.
"""

from __future__ import annotations

from meeple.engine import Event

from .components import CAGE_SLOTS, CUSTOMERS, PET_NAMES, grown, sale_gold
from .losing import discard_needs
from .scoring import customer_match
from .state import PetzState

MARKET, PLATFORM = "market", "platform"


def selling(s: PetzState, seat: int) -> bool:
    """The seat's turn to sell."""
    return s.phase == "sell" and s.current() == seat


def sale_value(s: PetzState, seat: int, slot: int) -> int:
    """The customer's match for a pet, 0 if it cannot be sold (too small, not liked)."""
    if not 0 <= slot < CAGE_SLOTS or s.kind[seat][slot] < 0 or s.size[seat][slot] < 4:
        return 0
    return max(0, customer_match(s, seat, slot, s.customers[s.round]))


def may_sell(s: PetzState, seat: int, slot: int, venue: str) -> bool:
    """A liked pet of size 4+; the platform needs the seat's booked imp and nobody's platform sale this round."""
    if not selling(s, seat) or sale_value(s, seat, slot) <= 0:
        return False
    return venue == MARKET or (venue == PLATFORM and s.platform[seat] > 0 and not s.platform_used)


def sales(s: PetzState, seat: int) -> list[tuple[int, str]]:
    """Every (slot, venue) sale allowed now."""
    return [(slot, venue) for slot in range(CAGE_SLOTS) for venue in (MARKET, PLATFORM)
            if may_sell(s, seat, slot, venue)]


def sell(s: PetzState, seat: int, slot: int, venue: str, events: list[Event]) -> None:
    """The customer buys the pet."""
    value = sale_value(s, seat, slot)
    times = 3 if venue == PLATFORM else 2
    if venue == PLATFORM:
        s.platform[seat] -= 1
        s.busy[seat] += 1
        s.platform_used = True
    gold = sale_gold(s.size[seat][slot], s.mutation[seat][slot] > 0)
    name = PET_NAMES[s.kind[seat][slot]]
    s.rep[seat] += times * value
    s.gold[seat] += gold
    s.sold[seat] += 1
    discard_needs(s, seat, slot)
    s.kind[seat][slot], s.size[seat][slot], s.suffering[seat][slot], s.mutation[seat][slot] = -1, 0, 0, 0
    where = "on the platform" if venue == PLATFORM else "on the black market"
    events.append(Event("sell", f"{{p{seat}}} sells the {name} to the {CUSTOMERS[s.customers[s.round]][0]} {where}: "
                        f"match {value}, {times * value} reputation and {gold} gold."))


def cleanable(s: PetzState, seat: int) -> list[int]:
    """Empty built cages with manure, when a spare imp is at home."""
    if s.imps[seat] <= 0:
        return []
    return [i for i in range(CAGE_SLOTS) if s.cage[seat][i] >= 0 and s.kind[seat][i] < 0 and s.manure[seat][i] > 0]


def may_clean(s: PetzState, seat: int, slot: int) -> bool:
    """A spare imp cleans an empty cage."""
    return s.phase == "clean" and s.current() == seat and slot in cleanable(s, seat)


def clean(s: PetzState, seat: int, slot: int, events: list[Event]) -> None:
    """Two manure out of an empty cage."""
    s.imps[seat] -= 1
    s.busy[seat] += 1
    s.manure[seat][slot] = max(0, s.manure[seat][slot] - 2)
    events.append(Event("clean", f"{{p{seat}}}'s imp cleans cage {slot + 1}."))


def wages(s: PetzState, seat: int, events: list[Event]) -> None:
    """Each imp still idle earns 1 gold."""
    if s.imps[seat]:
        s.gold[seat] += s.imps[seat]
        events.append(Event("wages", f"{{p{seat}}}'s {s.imps[seat]} idle imp(s) earn {s.imps[seat]} gold."))


def discard_all_needs(s: PetzState) -> None:
    """Used need cards and potions leave the pets."""
    for seat in range(s.players):
        for slot in range(CAGE_SLOTS):
            discard_needs(s, seat, slot)


def age(s: PetzState, events: list[Event]) -> None:
    """Pets grow, food goes old (old food is thrown away), imps come home, the start token passes."""
    for seat in range(s.players):
        for slot in s.pets(seat):
            s.size[seat][slot] = grown(s.size[seat][slot])
        food = s.food[seat]
        s.food[seat] = [0, 0, food[0], food[1]]
        back = [r for r in s.hospital[seat] if r <= s.round]
        s.hospital[seat] = [r for r in s.hospital[seat] if r > s.round]
        s.imps[seat] += s.busy[seat] + len(back)
        s.busy[seat] = 0
        s.platform[seat] += s.booked[seat]
        s.booked[seat] = 0
    if s.round + 1 == s.rounds:
        low = min(s.rep)
        s.start = next(p for p in pass_order(s) if s.rep[p] == low)
    else:
        s.start = pass_order(s)[0]
    events.append(Event("aging", f"The pets grow, food ages, the imps come home. {{p{s.start}}} starts the next "
                        "round."))


def pass_order(s: PetzState) -> list[int]:
    """Who receives the start token next, in order: clockwise with four players, to the right with two or three."""
    step = 1 if s.players == 4 else -1
    return [(s.start + step * i) % s.players for i in range(1, s.players + 1)]

