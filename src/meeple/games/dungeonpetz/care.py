"""Phase 4, evaluating needs, one shop after another in turn order.

Forced steps run by themselves: poop (manure), a pet with nothing it eats going hungry, magic
beyond anti-magic (mutations; two lose the pet), manure in the cage + disease above 2 (one
suffering per point above 2: README.md explains the reading), suffering reaching the size (the
pet is lost). The seat decides the rest: which hungry pet eats next and what (old food first) or
that a pet eats no more, which pet the Snack bag, Rattle, Muzzle or Charm helps (asked as its own
step before the need it serves, only when two or more pets could use it), which pets its free imps
entertain (an imp plays with a pet and its right-hand neighbour at once), whether to calm an angry
pet with imps (they go to the hospital) or let it escape, and which surplus need cards to discard.
"""

from __future__ import annotations

from meeple.engine import Event

from .components import (
    ADDONS,
    ANGER,
    ARTIFACTS,
    CAGE_SLOTS,
    CAGES,
    CARD_COLOUR,
    CHARM,
    DISEASE,
    DRAIN,
    FEED,
    HEAL,
    HUNGER,
    MAGIC,
    MUZZLE,
    OMNI,
    PET_DIET,
    PET_NAMES,
    PLAY,
    POOP,
    POUCH,
    RATTLE,
    SNACKS,
    TOY,
)
from .losing import lose_pet
from .needs import need_counts
from .state import PetzState

FEED_STAGE, PLAY_STAGE, ANGER_STAGE, DISCARD_STAGE, TOOL_STAGE = "feed", "play", "anger", "discard", "tool"


def cage_stats(s: PetzState, seat: int, slot: int) -> tuple[int, int, set[str]]:
    """Strength, anti-magic and specials of a cage with its add-on."""
    _, strength, anti, special = CAGES[s.cage[seat][slot]]
    specials = {special}
    addon = s.addon[seat][slot]
    if addon >= 0:
        _, a_strength, a_anti, a_special = ADDONS[addon]
        strength, anti = strength + a_strength, anti + a_anti
        specials.add(a_special)
    return strength, anti, specials


def has_artifact(s: PetzState, seat: int, effect: str) -> bool:
    """The seat owns an artifact with this effect."""
    return any(ARTIFACTS[a][1] == effect for a in s.artifacts[seat])


def hand_limit(s: PetzState, seat: int, colour: int) -> int:
    """Cards of a colour kept between rounds: one, plus one per pouch of that colour."""
    return 1 + sum(1 for a in s.artifacts[seat] if ARTIFACTS[a][1] == POUCH and ARTIFACTS[a][2] == colour)


def over_limit(s: PetzState, seat: int) -> list[int]:
    """Cards in hand of colours held beyond the limit (the ones the seat may discard)."""
    counts = [0, 0, 0, 0]
    for card in s.hand[seat]:
        counts[CARD_COLOUR[card]] += 1
    over = {c for c in range(4) if counts[c] > hand_limit(s, seat, c)}
    return [card for card in s.hand[seat] if CARD_COLOUR[card] in over]


# -- predicates for the seat's decisions ---------------------------------------------------------------

def caring(s: PetzState, seat: int, stage: str) -> bool:
    """The seat is deciding this stage of its evaluation."""
    return s.phase == "care" and s.current() == seat and s.stage == stage


def may_entertain(s: PetzState, seat: int, slot: int) -> bool:
    """A free imp plays with the pet of `slot` (and its right-hand neighbour)."""
    return caring(s, seat, PLAY_STAGE) and 0 <= slot < CAGE_SLOTS and s.play_left[slot] > 0 and s.imps[seat] > 0


def angry_slot(s: PetzState) -> int:
    """The pet whose anger is being decided."""
    return next(i for i in range(CAGE_SLOTS) if s.anger_left[i] > 0)


# -- the evaluation ----------------------------------------------------------------------------------------

def begin(s: PetzState, seat: int, events: list[Event]) -> None:
    """Hunger needs counted (feeding pens and the snack bag take theirs), poop into the cages; then feeding."""
    slots = s.pets(seat)
    s.hunger_left, s.magic_left = [0] * CAGE_SLOTS, [0] * CAGE_SLOTS
    for slot in slots:
        counts = need_counts(s, seat, slot)
        specials = cage_stats(s, seat, slot)[2]
        s.hunger_left[slot] = max(0, counts[HUNGER] - (1 if FEED in specials else 0))
        s.manure[seat][slot] += max(0, counts[POOP] - (1 if DRAIN in specials else 0))
    s.stage = FEED_STAGE
    if not offer_tool(s, seat, SNACKS, events):
        next_hungry(s, seat, events)


# -- the four one-need artifacts -----------------------------------------------------------------------------

def _needs_of(s: PetzState, effect: str) -> list[int]:
    """The per-slot counts an artifact takes one from."""
    return {SNACKS: s.hunger_left, RATTLE: s.play_left, MUZZLE: s.anger_left, CHARM: s.magic_left}[effect]


def tool_slots(s: PetzState, seat: int, effect: str) -> list[int]:
    """The pets the artifact could help now (one need of its kind left)."""
    left = _needs_of(s, effect)
    return [slot for slot in range(CAGE_SLOTS) if left[slot] > 0]


def may_use_tool(s: PetzState, seat: int, slot: int) -> bool:
    """The artifact being placed helps the pet of `slot`."""
    return caring(s, seat, TOOL_STAGE) and slot in tool_slots(s, seat, s.tool)


def offer_tool(s: PetzState, seat: int, effect: str, events: list[Event]) -> bool:
    """Before a need is handled, the seat's artifact for it takes one from a pet: by itself when only one pet
    could use it; with several the seat is asked (True: the decision is pending)."""
    if not has_artifact(s, seat, effect):
        return False
    slots = tool_slots(s, seat, effect)
    if len(slots) == 1:
        _apply_tool(s, seat, effect, slots[0], events)
    if len(slots) < 2:
        return False
    s.tool, s.resume, s.stage = effect, s.stage, TOOL_STAGE
    return True


def _apply_tool(s: PetzState, seat: int, effect: str, slot: int, events: list[Event]) -> None:
    _needs_of(s, effect)[slot] -= 1
    name = next(ARTIFACTS[a][0] for a in s.artifacts[seat] if ARTIFACTS[a][1] == effect)
    events.append(Event("artifact", f"{{p{seat}}}'s {name} helps the {PET_NAMES[s.kind[seat][slot]]}."))


def use_tool(s: PetzState, seat: int, slot: int, events: list[Event]) -> None:
    """The seat's choice: the artifact helps this pet; the evaluation goes on where it stopped."""
    effect = s.tool
    _apply_tool(s, seat, effect, slot, events)
    s.tool, s.stage, s.resume = "", s.resume, ""
    if effect == SNACKS:
        next_hungry(s, seat, events)
    elif effect == RATTLE:
        _play_or_end(s, seat, events)
    elif effect == MUZZLE:
        next_anger(s, seat, events)
    else:
        settle(s, seat, events)


def edible(s: PetzState, seat: int, slot: int) -> list[str]:
    """The food kinds the seat has that the pet eats ("veg", "meat")."""
    diet = PET_DIET[s.kind[seat][slot]]
    food = s.food[seat]
    return [kind for kind, i in (("veg", 0), ("meat", 1))
            if diet in (kind, OMNI) and food[i] + food[i + 2] > 0]


def hungry_slots(s: PetzState) -> list[int]:
    """The pets still hungry (each one the seat may feed next, in any order)."""
    return [i for i in range(CAGE_SLOTS) if s.hunger_left[i] > 0]


def may_feed(s: PetzState, seat: int, slot: int, food: str) -> bool:
    """The seat feeds a hungry pet a token it eats."""
    return (caring(s, seat, FEED_STAGE) and 0 <= slot < CAGE_SLOTS and s.hunger_left[slot] > 0
            and food in edible(s, seat, slot))


def may_starve(s: PetzState, seat: int, slot: int) -> bool:
    """The seat lets a hungry pet eat no more."""
    return caring(s, seat, FEED_STAGE) and 0 <= slot < CAGE_SLOTS and s.hunger_left[slot] > 0


def next_hungry(s: PetzState, seat: int, events: list[Event]) -> None:
    """Pets with nothing left to eat go hungry by themselves; if any hungry pet could still eat, the seat is
    asked which to feed."""
    waiting = False
    for slot in hungry_slots(s):
        if edible(s, seat, slot):
            waiting = True
        else:
            starve(s, seat, slot, events)
    if not waiting:
        start_play(s, seat, events)


def feed(s: PetzState, seat: int, slot: int, food: str, events: list[Event]) -> None:
    """One food token (old first) for one hunger need of the pet of `slot`."""
    stock = s.food[seat]
    i = 0 if food == "veg" else 1
    stock[i + 2 if stock[i + 2] else i] -= 1
    s.hunger_left[slot] -= 1
    next_hungry(s, seat, events)


def starve(s: PetzState, seat: int, slot: int, events: list[Event]) -> None:
    """The pet eats no more: its remaining hunger is suffering."""
    left = s.hunger_left[slot]
    s.hunger_left[slot] = 0
    s.suffering[seat][slot] += left
    events.append(Event("hungry", f"{{p{seat}}}'s {PET_NAMES[s.kind[seat][slot]]} goes hungry: {left} suffering."))


def stop_feeding(s: PetzState, seat: int, slot: int, events: list[Event]) -> None:
    """The seat's `starve` decision: this pet goes hungry, feeding goes on."""
    starve(s, seat, slot, events)
    next_hungry(s, seat, events)


def start_play(s: PetzState, seat: int, events: list[Event]) -> None:
    """Play needs counted (toys and the rattle take theirs); the play decisions open, or are skipped."""
    slots = s.pets(seat)
    s.play_left = [0] * CAGE_SLOTS
    for slot in slots:
        plays = need_counts(s, seat, slot)[PLAY] - (1 if TOY in cage_stats(s, seat, slot)[2] else 0)
        s.play_left[slot] = max(0, plays)
    s.stage = PLAY_STAGE
    if not offer_tool(s, seat, RATTLE, events):
        _play_or_end(s, seat, events)


def _play_or_end(s: PetzState, seat: int, events: list[Event]) -> None:
    """The play decisions open, or are skipped with nothing to play or nobody to play."""
    if not any(s.play_left) or s.imps[seat] == 0:
        end_play(s, seat, events)


def entertain(s: PetzState, seat: int, slot: int, events: list[Event]) -> None:
    """An imp plays with a pet and its right-hand neighbour."""
    s.imps[seat] -= 1
    s.busy[seat] += 1
    s.play_left[slot] -= 1
    if slot + 1 < CAGE_SLOTS and s.play_left[slot + 1] > 0:
        s.play_left[slot + 1] -= 1
    events.append(Event("play", f"{{p{seat}}}'s imp plays with the {PET_NAMES[s.kind[seat][slot]]}."))
    if not any(s.play_left) or s.imps[seat] == 0:
        end_play(s, seat, events)


def end_play(s: PetzState, seat: int, events: list[Event]) -> None:
    """Unplayed-with pets suffer; then anger beyond the cages' strength."""
    for slot in s.pets(seat):
        if s.play_left[slot]:
            s.suffering[seat][slot] += s.play_left[slot]
            events.append(Event("bored", f"{{p{seat}}}'s {PET_NAMES[s.kind[seat][slot]]} is bored: "
                                f"{s.play_left[slot]} suffering."))
    s.play_left = [0] * CAGE_SLOTS
    s.anger_left = [0] * CAGE_SLOTS
    for slot in s.pets(seat):
        s.anger_left[slot] = max(0, need_counts(s, seat, slot)[ANGER] - cage_stats(s, seat, slot)[0])
    s.stage = ANGER_STAGE
    if not offer_tool(s, seat, MUZZLE, events):
        next_anger(s, seat, events)


def next_anger(s: PetzState, seat: int, events: list[Event]) -> None:
    """Angry pets the imps cannot hold escape by themselves; the first one they could hold is asked."""
    while any(s.anger_left):
        slot = angry_slot(s)
        if s.imps[seat] >= s.anger_left[slot]:
            return
        s.anger_left[slot] = 0
        lose_pet(s, seat, slot, "it breaks out of its cage and escapes", events)
    end_anger(s, seat, events)


def calm(s: PetzState, seat: int, events: list[Event]) -> None:
    """Imps hold the angry pet: one per anger beyond the cage, and they go to the hospital."""
    slot = angry_slot(s)
    hurt = s.anger_left[slot]
    s.imps[seat] -= hurt
    s.hospital[seat] += [s.round + 1] * hurt
    s.anger_left[slot] = 0
    events.append(Event("calm", f"{{p{seat}}}'s imps hold the {PET_NAMES[s.kind[seat][slot]]}: {hurt} imp(s) "
                        "go to the hospital."))
    next_anger(s, seat, events)


def release(s: PetzState, seat: int, events: list[Event]) -> None:
    """The angry pet is let go."""
    slot = angry_slot(s)
    s.anger_left[slot] = 0
    lose_pet(s, seat, slot, "it is let escape", events)
    next_anger(s, seat, events)


def end_anger(s: PetzState, seat: int, events: list[Event]) -> None:
    """Magic beyond the cages' anti-magic counted (the Charm takes one); then `settle`."""
    s.magic_left = [0] * CAGE_SLOTS
    for slot in s.pets(seat):
        s.magic_left[slot] = max(0, need_counts(s, seat, slot)[MAGIC] - cage_stats(s, seat, slot)[1])
    if not offer_tool(s, seat, CHARM, events):
        settle(s, seat, events)


def settle(s: PetzState, seat: int, events: list[Event]) -> None:
    """Mutations, sickness and suffering, then surplus cards."""
    for slot in s.pets(seat):
        counts = need_counts(s, seat, slot)
        specials = cage_stats(s, seat, slot)[2]
        name = PET_NAMES[s.kind[seat][slot]]
        excess = s.magic_left[slot]
        if excess > 0:
            s.mutation[seat][slot] += excess
            if s.mutation[seat][slot] >= 2:
                lose_pet(s, seat, slot, f"the {name} mutates into something else entirely", events)
                continue
            events.append(Event("mutate", f"{{p{seat}}}'s {name} mutates."))
        sick = s.manure[seat][slot] + counts[DISEASE] - (1 if HEAL in specials else 0)
        if sick > 2:
            s.suffering[seat][slot] += sick - 2
            events.append(Event("sick", f"{{p{seat}}}'s {name} gets sick: {sick - 2} suffering."))
        if s.suffering[seat][slot] >= s.size[seat][slot]:
            lose_pet(s, seat, slot, f"the {name} suffers too much", events)
    s.magic_left = [0] * CAGE_SLOTS
    s.stage = DISCARD_STAGE


def discard(s: PetzState, seat: int, card: int) -> None:
    """A surplus card from hand to its discard pile."""
    s.hand[seat].remove(card)
    s.discards[CARD_COLOUR[card]].append(card)
