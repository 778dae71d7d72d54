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


def engaged_of(state: GangstaState, seat: int) -> list[int]:
    """The seat's engaged gangsters, in gang order."""
    return [g for g in state.gangs[seat] if state.engaged[g]]


def free_readies(state: GangstaState, seat: int) -> int:
    """Engaged gangsters the seat may ready for free: one per Leader skill among its available gangsters."""
    return sum(skill(state, g, LEADER) for g in state.gangs[seat] if not state.engaged[g])


def is_synchronized(state: GangstaState, seat: int) -> bool:
    """Every gangster of the gang is engaged: they all become available at the start of the turn."""
    return all(state.engaged[g] for g in state.gangs[seat])


def ready_cost(state: GangstaState) -> int:
    """What readying one more engaged gangster costs the turn player now: free while Leader readies last."""
    return 0 if state.free > 0 else 1


def can_ready(state: GangstaState, seat: int, g: int) -> bool:
    """Gangster `g` is the seat's own, engaged, and the seat can pay for readying it."""
    return state.owner[g] == seat and state.engaged[g] and (state.free > 0 or state.money[seat] >= 1)


def price(state: GangstaState, seat: int, g: int) -> int:
    """What recruiting gangster `g` costs the seat."""
    return COST[g]


def can_afford(state: GangstaState, seat: int, g: int) -> bool:
    """The seat has the money to recruit gangster `g`."""
    return state.money[seat] >= price(state, seat, g)


def can_recruit(state: GangstaState, seat: int, g: int) -> bool:
    """Gangster `g` is in the river and the seat can pay for it."""
    return g in state.griver and can_afford(state, seat, g)


def covers(state: GangstaState, pool: list[int], need: tuple[int, ...] | list[int]) -> bool:
    """The gangsters of `pool` together have every skill `need` asks for."""
    for s in range(6):
        if need[s] and sum(skill(state, g, s) for g in pool) < need[s]:
            return False
    return True


def adds_needed(state: GangstaState, g: int, need: tuple[int, ...] | list[int]) -> bool:
    """Gangster `g` has at least one skill still needed."""
    base = BASE[g]
    for s in range(6):
        if need[s] and (base[s] or state.learned[g] == s):
            return True
    return False


def all_available(state: GangstaState) -> list[int]:
    """Every seat's available gangsters."""
    return [g for seat in range(state.players) for g in state.gangs[seat] if not state.engaged[g]]


def can_perform(state: GangstaState, seat: int, h: int) -> bool:
    """Heist `h` is in the river and the seat can complete it with available gangsters: its own for a single
    heist; for a co-op heist one of its own first, then any player's."""
    if h not in state.hriver:
        return False
    need = NEED[h]
    own = available(state, seat)
    if not IS_COOP[h]:
        return covers(state, own, need)
    if not any(adds_needed(state, g, need) for g in own):
        return False
    return covers(state, all_available(state), need)


def can_join(state: GangstaState, seat: int, g: int) -> bool:
    """Gangster `g` may join the crew being formed: available, not yet in it, adding a needed skill, and the
    seat's own unless the heist is co-op and the first member is in."""
    if state.owner[g] < 0 or state.engaged[g] or g in state.crew or not adds_needed(state, g, state.need):
        return False
    if state.owner[g] == seat:
        return True
    return IS_COOP[state.heist] and bool(state.crew)


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

