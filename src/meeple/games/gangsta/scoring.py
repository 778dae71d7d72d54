"""The final count: influence on the gangsters and on the heists performed, plus the two majorities.

The wealthiest player and the player with the most gangsters (the Boss counts)
each win 2 influence, or 1 each on a tie (with the Clans variant, each clan's majority does in place of
the most gangsters). The most influence wins; a tie goes
to the bigger gang, and is shared if that ties too.
"""

from __future__ import annotations

from .components import CLANS, GANGSTERS
from .gang import gang_influence, heist_influence
from .state import GangstaState


def majority(values: list[int]) -> list[int]:
    """2 to a sole leader, 1 to each of tied leaders, 0 to the others."""
    top = max(values)
    leaders = [v == top for v in values]
    bonus = 2 if sum(leaders) == 1 else 1
    return [bonus if lead else 0 for lead in leaders]


def clan_majorities(state: GangstaState) -> list[int]:
    """The Clans variant's bonus in place of the most gangsters: for each clan any gang holds, 2 to the gang
    with most of its gangsters (the Boss counts), 1 each on a tie."""
    out = [0] * state.players
    for clan in range(len(CLANS)):
        counts = [sum(GANGSTERS[g].clan == clan for g in gang) for gang in state.gangs]
        if max(counts):
            for seat, bonus in enumerate(majority(counts)):
                out[seat] += bonus
    return out


def breakdown(state: GangstaState) -> list[dict[str, int]]:
    """Each seat's score by part."""
    wealth = majority(state.money)
    size = clan_majorities(state) if state.options.get("clans") else majority([len(g) for g in state.gangs])
    out = []
    for s in range(state.players):
        parts = {"gangsters": gang_influence(state, s), "heists": heist_influence(state, s),
                 "wealth": wealth[s], "gang_size": size[s]}
        parts["total"] = sum(parts.values())
        out.append(parts)
    return out


def final_scores(state: GangstaState) -> list[int]:
    """Each seat's final influence."""
    return [p["total"] for p in breakdown(state)]
