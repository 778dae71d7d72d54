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

from . import state as st
from .actions import N_GANGSTERS, N_HEISTS, acting_seat
from .components import GANGSTERS, HEISTS, IS_COOP, SKILLS
from .gang import adds_needed, all_available, available, can_afford, covers, price, two_skilled
from .state import GangstaState

Action = dict[str, Any]

NOW = {
    st.MOBILIZE: "Now ready engaged gangsters, or say done.",
    st.ACTION: "Now recruit a gangster, go for a heist, or pass.",
    st.CREW: "Now add gangsters to the crew until the heist has every skill it needs.",
    st.LEARN: "Now choose which gangster of the crew learns the skill, or skip.",
    st.RECRUIT: "Now recruit a gangster from the river (fast recruitment), or skip.",
    st.STEAL: "Now choose an opponent to steal from, or skip.",
    st.DIVERT: "Now engage available gangsters of your opponents, or say done.",
    st.TARGET: "Now choose an opponent for the hit, or skip.",
    st.VICTIM: "Now choose which of your two-skill gangsters the hit takes.",
    st.DROP: "You may discard one card from a river, or keep them all.",
    st.SNITCH: "Now choose in secret a gangster to discard.",
    st.WARS: "Now choose in secret a gangster to discard.",
    st.WARS_PICK: "Now choose which of your opponent's gangsters is discarded.",
}
"""What a seat owing an action must do, by stage."""


def explain(state: GangstaState, seat: int, action: Action) -> str:
    """Why `action` is not legal for `seat` now."""
    if state.stage == st.OVER:
        return "The game is over."
    if not acting_seat(state, seat):
        return _waiting(state, seat)
    check = _CHECKS.get((state.stage, action["type"]))
    reason = check(state, seat, action) if check else None
    return reason or NOW[state.stage]


def _waiting(state: GangstaState, seat: int) -> str:
    stage = state.stage
    if stage in (st.SNITCH, st.WARS):
        if state.owing[seat]:
            return "You have chosen your discard; the others are still choosing."
        return "The players who owe a discard are choosing it in secret."
    if stage == st.VICTIM:
        return f"{seat_name(state.victim)} is choosing which gangster the hit takes."
    if stage == st.WARS_PICK:
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


def _ready(state: GangstaState, seat: int, g: int) -> str | None:
    name = GANGSTERS[g].name
    if state.owner[g] != seat:
        return f"{name} is not in your gang."
    if not state.engaged[g]:
        return f"{name} is already available."
    return "Your Leaders' free readies are used up and readying costs $1: you have no money."


def _recruit(state: GangstaState, seat: int, g: int) -> str | None:
    if g not in state.griver:
        return f"{GANGSTERS[g].name} is not in the gangster river."
    if not can_afford(state, seat, g):
        return f"{GANGSTERS[g].name} costs ${price(state, seat, g)} and you have ${state.money[seat]}."
    return None


def _heist_choice(state: GangstaState, seat: int, h: int) -> str | None:
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


def _add(state: GangstaState, seat: int, g: int) -> str | None:
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


def _learn(state: GangstaState, seat: int, g: int) -> str | None:
    name = GANGSTERS[g].name
    if g not in state.crew or state.owner[g] != seat:
        return f"Only a gangster of yours who took part in the heist can learn; {name} did not."
    if state.learned[g] >= 0:
        return f"{name} has already learned a skill: a gangster learns only one."
    return f"{name} has the Leader skill already: nobody gets a second one."


def _opponent(state: GangstaState, seat: int, action: Action, yourself: str, lacks: str) -> str | None:
    """A theft's or a hit's target: a seat of the table, not the player's own, having what the reward takes."""
    t = _target(state, action)
    if t is None:
        return NO_SEAT
    if t == seat:
        return yourself
    return f"{seat_name(t)} {lacks}."


def _steal(state: GangstaState, seat: int, action: Action) -> str | None:
    return _opponent(state, seat, action, "You cannot steal from yourself.", "has no money to steal")


def _divert(state: GangstaState, seat: int, g: int) -> str | None:
    name = GANGSTERS[g].name
    if state.owner[g] < 0:
        return f"{name} is in nobody's gang."
    if state.owner[g] == seat:
        return f"{name} is yours: a diversion engages your opponents' gangsters."
    return f"{name} is engaged already."


def _target_choice(state: GangstaState, seat: int, action: Action) -> str | None:
    return _opponent(state, seat, action, "The hit is on an opponent's gang, not yours.",
                     "has no gangster with exactly two skills")


def _victim(state: GangstaState, seat: int, g: int) -> str | None:
    if state.owner[g] != seat:
        return f"{GANGSTERS[g].name} is not in your gang."
    if not two_skilled(state, g):
        return "The hit takes a gangster with exactly two skills (never the Boss)."
    return None


def _discard(state: GangstaState, seat: int, g: int) -> str | None:
    whose = state.victim if state.stage == st.WARS_PICK else seat
    if state.owner[g] != whose:
        return f"{GANGSTERS[g].name} is not in {'your' if whose == seat else seat_name(whose) + chr(39) + 's'} gang."
    return "A Boss is never discarded."


def _drop_gangster(state: GangstaState, seat: int, g: int) -> str | None:
    return _recruit(state, seat, g)


def _drop_heist(state: GangstaState, seat: int, h: int) -> str | None:
    return _heist_choice(state, seat, h)


Check = Callable[[GangstaState, int, Action], str | None]


def _on(card: Callable[[Action], int | None], missing: str,
        check: Callable[[GangstaState, int, int], str | None]) -> Check:
    """A check of an action naming a card (`card` reads its number), once the number is one."""
    def checked(state: GangstaState, seat: int, action: Action) -> str | None:
        number = card(action)
        return missing if number is None else check(state, seat, number)
    return checked


def _on_gangster(check: Callable[[GangstaState, int, int], str | None]) -> Check:
    """A check of an action naming a gangster."""
    return _on(_gangster, NO_GANGSTER, check)


def _on_heist(check: Callable[[GangstaState, int, int], str | None]) -> Check:
    """A check of an action naming a heist."""
    return _on(_heist, NO_HEIST, check)


_CHECKS: dict[tuple[str, str], Check] = {
    (st.MOBILIZE, "ready"): _on_gangster(_ready),
    (st.ACTION, "recruit"): _on_gangster(_recruit),
    (st.ACTION, "heist"): _on_heist(_heist_choice),
    (st.CREW, "add"): _on_gangster(_add),
    (st.LEARN, "learn"): _on_gangster(_learn),
    (st.RECRUIT, "recruit"): _on_gangster(_recruit),
    (st.STEAL, "steal"): _steal,
    (st.DIVERT, "divert"): _on_gangster(_divert),
    (st.TARGET, "target"): _target_choice,
    (st.VICTIM, "discard"): _on_gangster(_victim),
    (st.SNITCH, "discard"): _on_gangster(_discard),
    (st.WARS, "discard"): _on_gangster(_discard),
    (st.WARS_PICK, "discard"): _on_gangster(_discard),
    (st.DROP, "drop_gangster"): _on_gangster(_drop_gangster),
    (st.DROP, "drop_heist"): _on_heist(_drop_heist),
}
"""The actions with values to check, by stage; any other action is refused with what the stage asks for."""
