"""A gang's skills and the small rule predicates the legal actions and the refusals share.

A gangster's skills are its printed ones plus the one it may have learned.
Every predicate answers one question a player could ask ("may I ready him?",
"does she add a skill the heist still needs?").
"""

from __future__ import annotations

from .components import BASE, COST, GANGSTERS, HEISTS, IS_COOP, LEADER, MERCENARY, NEED
from .state import GangstaState


def skill(state: GangstaState, g: int, s: int) -> int:
    """How many of skill `s` gangster `g` has (a learned skill adds one)."""
    return BASE[g][s] + (1 if state.learned[g] == s else 0)


def skills_of(state: GangstaState, g: int) -> list[int]:
    """Gangster `g`'s six skill counts."""
    out = list(BASE[g])
    if state.learned[g] >= 0:
        out[state.learned[g]] += 1
    return out


def total_skills(state: GangstaState, g: int) -> int:
    """All of gangster `g`'s skills, a learned one included."""
    return sum(BASE[g]) + (1 if state.learned[g] >= 0 else 0)


def gang_skill(state: GangstaState, seat: int, s: int) -> int:
    """Skill `s` across the whole gang of `seat`, engaged or not."""
    return sum(skill(state, g, s) for g in state.gangs[seat])


def gang_skill_total(state: GangstaState, seat: int) -> int:
    """Every skill in the gang of `seat` (the opportunity income counts these)."""
    return sum(total_skills(state, g) for g in state.gangs[seat])


def leaders(state: GangstaState, seat: int) -> int:
    """Leader skills in the gang: the pass income."""
    return gang_skill(state, seat, LEADER)


def mercenaries(state: GangstaState, seat: int) -> int:
    """Mercenary skills in the gang: what the end of Gang Wars compares."""
    return gang_skill(state, seat, MERCENARY)


def available(state: GangstaState, seat: int) -> list[int]:
    """The seat's available gangsters, in gang order."""
    return [g for g in state.gangs[seat] if not state.engaged[g]]


def free_readies(state: GangstaState, seat: int) -> int:
    """Engaged gangsters the seat may ready for free: one per Leader skill among its available gangsters."""
    return sum(skill(state, g, LEADER) for g in state.gangs[seat] if not state.engaged[g])


def can_ready(state: GangstaState, seat: int, g: int) -> bool:
    """Gangster `g` is the seat's own, engaged, and the seat can pay for readying it."""
    return state.owner[g] == seat and state.engaged[g] and (state.free > 0 or state.money[seat] >= 1)


def price(state: GangstaState, seat: int, g: int) -> int:
    """What recruiting gangster `g` costs the seat: $1 less from its Boss's clan with the Clans variant."""
    if state.options.get("clans") and GANGSTERS[g].clan == GANGSTERS[state.gangs[seat][0]].clan:
        return COST[g] - 1
    return COST[g]


def can_afford(state: GangstaState, seat: int, g: int) -> bool:
    """The seat has the money to recruit gangster `g`."""
    return state.money[seat] >= price(state, seat, g)


def can_recruit(state: GangstaState, seat: int, g: int) -> bool:
    """Gangster `g` is in the river and the seat can pay for it."""
    return g in state.griver and can_afford(state, seat, g)


FIELD = 7
"""Skill counts are packed into one int, 7 bits a skill (6 for the count, a guard bit above it), so that a
pool's skills add up in one sum and one subtraction compares them with a heist's needs."""
GUARD = sum(1 << (FIELD * s + 6) for s in range(6))
PACK = tuple(sum(b[s] << (FIELD * s) for s in range(6)) for b in BASE)
LEARN_BIT = (*tuple(1 << FIELD * s for s in range(6)), 0)
"""The packed value of a learned skill, by skill; index -1 (nothing learned) is 0."""


def pack(need: tuple[int, ...] | list[int]) -> int:
    """Six skill counts as one packed int."""
    return sum(need[s] << (FIELD * s) for s in range(6))


def needed_mask(need: tuple[int, ...] | list[int]) -> int:
    """The packed fields of the skills still needed."""
    return sum(0x3F << (FIELD * s) for s in range(6) if need[s])


def value(state: GangstaState, g: int) -> int:
    """Gangster `g`'s skills, packed."""
    return PACK[g] + LEARN_BIT[state.learned[g]]


def pool_value(state: GangstaState, pool: list[int]) -> int:
    """The skills of a pool of gangsters, packed and summed."""
    learned = state.learned
    return sum(PACK[g] + LEARN_BIT[learned[g]] for g in pool)


def covers_value(total: int, need: int) -> bool:
    """Every packed skill count of `total` is at least the one of `need`."""
    return ((total | GUARD) - need) & GUARD == GUARD


def covers(state: GangstaState, pool: list[int], need: tuple[int, ...] | list[int]) -> bool:
    """The gangsters of `pool` together have every skill `need` asks for."""
    return covers_value(pool_value(state, pool), pack(need))


def adds_needed(state: GangstaState, g: int, need: tuple[int, ...] | list[int]) -> bool:
    """Gangster `g` has at least one skill still needed."""
    return bool(value(state, g) & needed_mask(need))


def all_available(state: GangstaState) -> list[int]:
    """Every seat's available gangsters."""
    return [g for seat in range(state.players) for g in state.gangs[seat] if not state.engaged[g]]


NEED_PACKED = tuple(pack(n) for n in NEED)
NEED_MASK = tuple(needed_mask(n) for n in NEED)


def performable(state: GangstaState, seat: int) -> list[int]:
    """The river heists the seat can complete with available gangsters: with its own for a single heist; for a
    co-op heist with one of its own adding a needed skill first, then any player's."""
    engaged, learned = state.engaged, state.learned
    own = [PACK[g] + LEARN_BIT[learned[g]] for g in state.gangs[seat] if not engaged[g]]
    own_value = sum(own) | GUARD
    everyone = -1
    out = []
    for h in state.hriver:
        if not IS_COOP[h]:
            if (own_value - NEED_PACKED[h]) & GUARD == GUARD:
                out.append(h)
            continue
        mask = NEED_MASK[h]
        if not any(v & mask for v in own):
            continue
        if everyone < 0:
            everyone = pool_value(state, all_available(state)) | GUARD
        if (everyone - NEED_PACKED[h]) & GUARD == GUARD:
            out.append(h)
    return out


def can_perform(state: GangstaState, seat: int, h: int) -> bool:
    """Heist `h` is one the seat can complete now (see `performable`)."""
    return h in performable(state, seat)


def joinable(state: GangstaState, seat: int) -> list[int]:
    """The gangsters that may join the crew being formed: available, not yet in it, adding a skill still needed,
    and the seat's own unless the heist is co-op and its first member is in; the seat's own first."""
    mask = needed_mask(state.need)
    anyone = IS_COOP[state.heist] and bool(state.crew)
    order = [seat] + [s for s in range(state.players) if s != seat] if anyone else [seat]
    engaged, crew = state.engaged, state.crew
    return [g for s in order for g in state.gangs[s]
            if not engaged[g] and g not in crew and value(state, g) & mask]


def can_join(state: GangstaState, seat: int, g: int) -> bool:
    """Gangster `g` may join the crew now (see `joinable`)."""
    return g in joinable(state, seat)


def can_learn(state: GangstaState, seat: int, g: int) -> bool:
    """Gangster `g` took part in the heist for the seat, has learned nothing yet, and would not get a second
    Leader skill."""
    s = HEISTS[state.heist].learn
    return g in state.crew and state.owner[g] == seat and state.learned[g] < 0 and not (
        s == LEADER and BASE[g][LEADER] > 0)


def can_steal_from(state: GangstaState, seat: int, target: int) -> bool:
    """An opponent with money to steal."""
    return 0 <= target < state.players and target != seat and state.money[target] > 0


def can_divert(state: GangstaState, seat: int, g: int) -> bool:
    """An available gangster of an opponent."""
    return state.owner[g] >= 0 and state.owner[g] != seat and not state.engaged[g]


def two_skilled(state: GangstaState, g: int) -> bool:
    """A gangster (never a Boss) with exactly two skills, a learned one included: an assassination's mark."""
    return not GANGSTERS[g].boss and total_skills(state, g) == 2


def can_target(state: GangstaState, seat: int, target: int) -> bool:
    """An opponent whose gang holds a two-skill gangster."""
    return 0 <= target < state.players and target != seat and any(
        two_skilled(state, g) for g in state.gangs[target])


def can_discard(state: GangstaState, seat: int, g: int) -> bool:
    """A gangster of the seat's gang other than its Boss (a Boss is never discarded)."""
    return state.owner[g] == seat and not GANGSTERS[g].boss


def has_discardable(state: GangstaState, seat: int) -> bool:
    """The gang holds a gangster other than the Boss."""
    return len(state.gangs[seat]) > 1


def gang_influence(state: GangstaState, seat: int) -> int:
    """Influence printed on the gang's gangsters."""
    return sum(GANGSTERS[g].influence for g in state.gangs[seat])


def heist_influence(state: GangstaState, seat: int) -> int:
    """Influence of the heists the seat has performed."""
    return sum(HEISTS[h].influence for h in state.performed[seat])

