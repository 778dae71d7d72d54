"""Readable refusals, chosen from the predicates that build the legal actions.

`explain` is called only for a well-formed action that is not listed. It says
who the table waits for when the seat owes nothing; otherwise it asks the
predicates of `gang` for the action's card in order and returns the sentence of
the first that fails, or what the stage asks for. Its own checks are only of
values (a gangster number out of range, a seat the table does not have).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.engine import seat_name

from .actions import N_GANGSTERS, N_HEISTS, acting_seat
from .components import COST, GANGSTERS, HEISTS, IS_COOP, SKILLS
from .gang import adds_needed, all_available, available, can_afford, can_target, covers, two_skilled
from .state import (
    ACTION,
    CREW,
    DIVERT,
    DROP,
    LEARN,
    MOBILIZE,
    OVER,
    RECRUIT,
    SNITCH,
    STEAL,
    TARGET,
    VICTIM,
    WARS,
    WARS_PICK,
    GangstaState,
)

Action = dict[str, Any]

NOW = {
    MOBILIZE: "Now ready engaged gangsters, or say done.",
    ACTION: "Now recruit a gangster, go for a heist, or pass.",
    CREW: "Now add gangsters to the crew until the heist has every skill it needs.",
    LEARN: "Now choose which gangster of the crew learns the skill, or skip.",
    RECRUIT: "Now recruit a gangster from the river (fast recruitment), or skip.",
    STEAL: "Now choose an opponent to steal from, or skip.",
    DIVERT: "Now engage available gangsters of your opponents, or say done.",
    TARGET: "Now choose an opponent for the hit, or skip.",
    VICTIM: "Now choose which of your two-skill gangsters the hit takes.",
    DROP: "You may discard one card from a river, or keep them all.",
    SNITCH: "Now choose in secret a gangster to discard.",
    WARS: "Now choose in secret a gangster to discard.",
    WARS_PICK: "Now choose which of your opponent's gangsters is discarded.",
}
"""What a seat owing an action must do, by stage."""


def explain(state: GangstaState, seat: int, action: Action) -> str:
    """Why `action` is not legal for `seat` now."""
    if state.stage == OVER:
        return "The game is over."
    if not acting_seat(state, seat):
        return _waiting(state, seat)
    check = _CHECKS.get((state.stage, action["type"]))
    reason = check(state, seat, action) if check else None
    return reason or NOW[state.stage]


def _waiting(state: GangstaState, seat: int) -> str:
    stage = state.stage
    if stage in (SNITCH, WARS):
        if state.owing[seat]:
            return "You have chosen your discard; the others are still choosing."
        return "The players who owe a discard are choosing it in secret."
    if stage == VICTIM:
        return f"{seat_name(state.victim)} is choosing which gangster the hit takes."
    if stage == WARS_PICK:
        return f"{seat_name(state.wars_winner)} is choosing which gangster {seat_name(state.victim)} discards."
    return f"It is {seat_name(state.turn)}'s turn."


def _gangster(action: Action) -> int | None:
    g = action.get("gangster")
    return g if type(g) is int and 0 <= g < N_GANGSTERS else None


def _heist(action: Action) -> int | None:
    h = action.get("heist")
    return h if type(h) is int and 0 <= h < N_HEISTS else None


def _target(state: GangstaState, action: Action) -> int | None:
    t = action.get("target")
    return t if type(t) is int and 0 <= t < state.players else None


NO_GANGSTER = f'A gangster is named by its number, 0 to {N_GANGSTERS - 1}: {{"type": "ready", "gangster": 7}}.'
NO_HEIST = f'A heist is named by its number, 0 to {N_HEISTS - 1}: {{"type": "heist", "heist": 12}}.'
NO_SEAT = "There is no such player at this table."


def _ready(state: GangstaState, seat: int, action: Action) -> str | None:
    g = _gangster(action)
    if g is None:
        return NO_GANGSTER
    name = GANGSTERS[g].name
    if state.owner[g] != seat:
        return f"{name} is not in your gang."
    if not state.engaged[g]:
        return f"{name} is already available."
    return "Your Leaders' free readies are used up and readying costs $1: you have no money."


def _recruit(state: GangstaState, seat: int, action: Action) -> str | None:
    g = _gangster(action)
    if g is None:
        return NO_GANGSTER
    if g not in state.griver:
        return f"{GANGSTERS[g].name} is not in the gangster river."
    if not can_afford(state, seat, g):
        return f"{GANGSTERS[g].name} costs ${COST[g]} and you have ${state.money[seat]}."
    return None


def _heist_choice(state: GangstaState, seat: int, action: Action) -> str | None:
    h = _heist(action)
    if h is None:
        return NO_HEIST
    name = HEISTS[h].name
    if h not in state.hriver:
        return f"{name} is not in the heist river."
    need = HEISTS[h].need
    if not IS_COOP[h]:
        return f"Your available gangsters lack skills {name} needs ({_needs(need)})."
    if not any(adds_needed(state, g, need) for g in available(state, seat)):
        return f"A co-op heist starts with one of your own available gangsters adding a skill {name} needs."
    if not covers(state, all_available(state), need):
        return f"Even with every player's available gangsters, {name} lacks skills ({_needs(need)})."
    return None


def _needs(need: tuple[int, ...] | list[int]) -> str:
    return ", ".join(f"{n} {SKILLS[s]}" for s, n in enumerate(need) if n)


def _add(state: GangstaState, seat: int, action: Action) -> str | None:
    g = _gangster(action)
    if g is None:
        return NO_GANGSTER
    name = GANGSTERS[g].name
    if state.owner[g] < 0:
        return f"{name} is in nobody's gang."
    if g in state.crew:
        return f"{name} is already in the crew."
    if state.engaged[g]:
        return f"{name} is engaged: only available gangsters take part in a heist."
    if not adds_needed(state, g, state.need):
        return f"{name} adds no skill the heist still needs ({_needs(state.need)})."
    if not IS_COOP[state.heist]:
        return "Only your own gangsters take part in a single heist."
    return "A co-op heist starts with one of your own gangsters; then any player's may join."


def _learn(state: GangstaState, seat: int, action: Action) -> str | None:
    g = _gangster(action)
    if g is None:
        return NO_GANGSTER
    name = GANGSTERS[g].name
    if g not in state.crew or state.owner[g] != seat:
        return f"Only a gangster of yours who took part in the heist can learn; {name} did not."
    if state.learned[g] >= 0:
        return f"{name} has already learned a skill: a gangster learns only one."
    return f"{name} has the Leader skill already: nobody gets a second one."


def _steal(state: GangstaState, seat: int, action: Action) -> str | None:
    t = _target(state, action)
    if t is None:
        return NO_SEAT
    if t == seat:
        return "You cannot steal from yourself."
    return f"{seat_name(t)} has no money to steal."


def _divert(state: GangstaState, seat: int, action: Action) -> str | None:
    g = _gangster(action)
    if g is None:
        return NO_GANGSTER
    name = GANGSTERS[g].name
    if state.owner[g] < 0:
        return f"{name} is in nobody's gang."
    if state.owner[g] == seat:
        return f"{name} is yours: a diversion engages your opponents' gangsters."
    return f"{name} is engaged already."


def _target_choice(state: GangstaState, seat: int, action: Action) -> str | None:
    t = _target(state, action)
    if t is None:
        return NO_SEAT
    if t == seat:
        return "The hit is on an opponent's gang, not yours."
    if not can_target(state, seat, t):
        return f"{seat_name(t)} has no gangster with exactly two skills."
    return None


def _victim(state: GangstaState, seat: int, action: Action) -> str | None:
    g = _gangster(action)
    if g is None:
        return NO_GANGSTER
    if state.owner[g] != seat:
        return f"{GANGSTERS[g].name} is not in your gang."
    if not two_skilled(state, g):
        return "The hit takes a gangster with exactly two skills (never the Boss)."
    return None


def _discard(state: GangstaState, seat: int, action: Action) -> str | None:
    g = _gangster(action)
    if g is None:
        return NO_GANGSTER
    whose = state.victim if state.stage == WARS_PICK else seat
    if state.owner[g] != whose:
        return f"{GANGSTERS[g].name} is not in {'your' if whose == seat else seat_name(whose) + chr(39) + 's'} gang."
    return "A Boss is never discarded."


def _drop_gangster(state: GangstaState, seat: int, action: Action) -> str | None:
    g = _gangster(action)
    if g is None:
        return NO_GANGSTER
    return f"{GANGSTERS[g].name} is not in the gangster river."


def _drop_heist(state: GangstaState, seat: int, action: Action) -> str | None:
    h = _heist(action)
    if h is None:
        return NO_HEIST
    return f"{HEISTS[h].name} is not in the heist river."


_CHECKS: dict[tuple[str, str], Callable[[GangstaState, int, Action], str | None]] = {
    (MOBILIZE, "ready"): _ready,
    (ACTION, "recruit"): _recruit,
    (ACTION, "heist"): _heist_choice,
    (CREW, "add"): _add,
    (LEARN, "learn"): _learn,
    (RECRUIT, "recruit"): _recruit,
    (STEAL, "steal"): _steal,
    (DIVERT, "divert"): _divert,
    (TARGET, "target"): _target_choice,
    (VICTIM, "discard"): _victim,
    (SNITCH, "discard"): _discard,
    (WARS, "discard"): _discard,
    (WARS_PICK, "discard"): _discard,
    (DROP, "drop_gangster"): _drop_gangster,
    (DROP, "drop_heist"): _drop_heist,
}
"""The actions with values to check, by stage; any other action is refused with what the stage asks for."""
