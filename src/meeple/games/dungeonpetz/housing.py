"""Phase 3, first half: new cages and add-ons placed, every pet put in a cage (or released).

Every seat arranges at once (a simultaneous phase, done in the open: the rulebook has everybody
arrange together and asks no secrecy of it, and nothing one shop does here touches another, so
there is no choice to commit and reveal). New cages fill empty places by themselves; with all four
places built, the seat picks a cage to replace (its pet moves into the new one, its manure and
add-on go) or discards the new cage. New add-ons go on a cage of the seat's choice (replacing
one there) or are discarded. Waiting pets fill empty cages by themselves; the seat may then move
pets between cages (a swap; a waiting pet may take a caged pet's place) up to six times, and
pets still without a cage when it is done are released.
"""

from __future__ import annotations

from meeple.engine import Event

from .components import ADDONS, CAGE_SLOTS, CAGES, MAX_MOVES, PET_NAMES
from .losing import lose_pet
from .state import PetzState

WAITING_BASE = CAGE_SLOTS
"""`move` names a waiting pet as 4 + its index among the waiting pets."""


def arranging(s: PetzState, seat: int) -> bool:
    """The seat is still arranging its shop."""
    return s.phase == "arrange" and not s.ready[seat]


def placing_cage(s: PetzState, seat: int) -> bool:
    """A new cage waits for a place (all four places are built)."""
    return arranging(s, seat) and bool(s.new_cages[seat])


def placing_addon(s: PetzState, seat: int) -> bool:
    """A new add-on waits for a cage."""
    return arranging(s, seat) and not s.new_cages[seat] and bool(s.new_addons[seat])


def moving(s: PetzState, seat: int) -> bool:
    """Cages and add-ons are placed; pets may move."""
    return arranging(s, seat) and not s.new_cages[seat] and not s.new_addons[seat]


def may_move(s: PetzState, seat: int, pet: int, to: int) -> bool:
    """A pet (in a cage, or waiting) moves into another built cage, swapping with its occupant."""
    if not moving(s, seat) or s.moved[seat] >= MAX_MOVES or not 0 <= to < CAGE_SLOTS or s.cage[seat][to] < 0:
        return False
    if 0 <= pet < CAGE_SLOTS:
        return pet != to and s.kind[seat][pet] >= 0
    return 0 <= pet - WAITING_BASE < len(s.waiting[seat])


def move_targets(s: PetzState, seat: int) -> list[tuple[int, int]]:
    """Every (pet, cage) move allowed now."""
    if not moving(s, seat) or s.moved[seat] >= MAX_MOVES:
        return []
    pets = [*s.pets(seat), *(WAITING_BASE + i for i in range(len(s.waiting[seat])))]
    return [(p, t) for p in pets for t in range(CAGE_SLOTS) if may_move(s, seat, p, t)]


def needs_decision(s: PetzState, seat: int) -> bool:
    """Whether arranging asks the seat anything (else it is done by itself)."""
    if s.new_cages[seat] or s.new_addons[seat] or s.waiting[seat]:
        return True
    built = sum(1 for c in s.cage[seat] if c >= 0)
    return bool(s.pets(seat)) and built > 1


def begin(s: PetzState, seat: int, events: list[Event]) -> None:
    """New cages into empty places, waiting pets into empty cages."""
    for cage in list(s.new_cages[seat]):
        empty = [i for i in range(CAGE_SLOTS) if s.cage[seat][i] < 0]
        if not empty:
            break
        s.cage[seat][empty[0]] = cage
        s.new_cages[seat].remove(cage)
        events.append(Event("cage", f"{{p{seat}}} builds the {CAGES[cage][0]}."))
    house_waiting(s, seat)
    s.moved[seat] = 0


def house_waiting(s: PetzState, seat: int) -> None:
    """Waiting pets go into empty built cages, in order."""
    while s.waiting[seat]:
        free = [i for i in range(CAGE_SLOTS) if s.cage[seat][i] >= 0 and s.kind[seat][i] < 0]
        if not free:
            return
        put(s, seat, free[0], s.waiting[seat].pop(0))


def put(s: PetzState, seat: int, slot: int, pet: list[int]) -> None:
    """A pet (kind, size, suffering, mutation) into a slot."""
    s.kind[seat][slot], s.size[seat][slot], s.suffering[seat][slot], s.mutation[seat][slot] = pet


def take_out(s: PetzState, seat: int, slot: int) -> list[int]:
    """The pet of a slot, leaving it empty (its manure stays)."""
    pet = [s.kind[seat][slot], s.size[seat][slot], s.suffering[seat][slot], s.mutation[seat][slot]]
    put(s, seat, slot, [-1, 0, 0, 0])
    return pet


def place_cage(s: PetzState, seat: int, slot: int, events: list[Event]) -> None:
    """Replace the cage at `slot` by the first new cage (slot -1: discard it)."""
    cage = s.new_cages[seat].pop(0)
    if slot < 0:
        events.append(Event("cage", f"{{p{seat}}} discards the {CAGES[cage][0]}."))
    else:
        events.append(Event("cage", f"{{p{seat}}} replaces the {CAGES[s.cage[seat][slot]][0]} by the "
                            f"{CAGES[cage][0]}."))
        s.cage[seat][slot] = cage
        s.addon[seat][slot] = -1
        s.manure[seat][slot] = 0
    house_waiting(s, seat)


def place_addon(s: PetzState, seat: int, slot: int, events: list[Event]) -> None:
    """The first new add-on onto the cage at `slot` (-1: discard it)."""
    addon = s.new_addons[seat].pop(0)
    if slot < 0:
        events.append(Event("addon", f"{{p{seat}}} discards the {ADDONS[addon][0]}."))
    else:
        s.addon[seat][slot] = addon
        events.append(Event("addon", f"{{p{seat}}} fits the {ADDONS[addon][0]} to the {CAGES[s.cage[seat][slot]][0]}."))


def move(s: PetzState, seat: int, pet: int, to: int, events: list[Event]) -> None:
    """Swap a pet into another cage."""
    s.moved[seat] += 1
    other = take_out(s, seat, to)
    if pet < CAGE_SLOTS:
        mover = take_out(s, seat, pet)
        put(s, seat, pet, other)
    else:
        mover = s.waiting[seat].pop(pet - WAITING_BASE)
        if other[0] >= 0:
            s.waiting[seat].append(other)
    put(s, seat, to, mover)
    events.append(Event("move", f"{{p{seat}}} moves the {PET_NAMES[mover[0]]} to cage {to + 1}."))


def done(s: PetzState, seat: int, events: list[Event]) -> None:
    """Pets still without a cage are released."""
    while s.waiting[seat]:
        kind = s.waiting[seat].pop(0)[0]
        lose_pet(s, seat, -1, f"{PET_NAMES[kind]} has no cage and is released", events)
