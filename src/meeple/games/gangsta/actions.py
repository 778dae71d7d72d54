"""The legal actions of each stage, built from the predicates of `gang`, and the dispatch of a legal action.

Actions are prebuilt objects (one per gangster, heist or seat), shared through
`shared_legal_actions` and never changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from meeple.engine import Action, Event

from .components import GANGSTERS, HEISTS, SKILLS
from .flow import Events, discard_gangster, end_of_action, reveal_discards
from .gang import (
    can_afford,
    can_discard,
    can_divert,
    can_learn,
    can_ready,
    can_recruit,
    can_steal_from,
    can_target,
    joinable,
    leaders,
    performable,
    price,
    two_skilled,
)
from .heists import choose_heist, join, next_reward, recruit
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

N_GANGSTERS = len(GANGSTERS)
N_HEISTS = len(HEISTS)


def _per(kind: str, field: str, n: int) -> tuple[Action, ...]:
    return tuple({"type": kind, field: i} for i in range(n))


READY = _per("ready", "gangster", N_GANGSTERS)
RECRUIT_A = _per("recruit", "gangster", N_GANGSTERS)
HEIST_A = _per("heist", "heist", N_HEISTS)
ADD = _per("add", "gangster", N_GANGSTERS)
LEARN_A = _per("learn", "gangster", N_GANGSTERS)
DIVERT_A = _per("divert", "gangster", N_GANGSTERS)
DISCARD = _per("discard", "gangster", N_GANGSTERS)
DROP_G = _per("drop_gangster", "gangster", N_GANGSTERS)
DROP_H = _per("drop_heist", "heist", N_HEISTS)
STEAL_A = _per("steal", "target", 5)
TARGET_A = _per("target", "target", 5)
DONE: Action = {"type": "done"}
PASS: Action = {"type": "pass"}
SKIP: Action = {"type": "skip"}
KEEP: Action = {"type": "keep"}

SHAPES = {
    "ready": "gangster", "done": "", "recruit": "gangster", "heist": "heist", "pass": "", "add": "gangster",
    "learn": "gangster", "skip": "", "steal": "target", "divert": "gangster", "target": "target",
    "discard": "gangster", "drop_gangster": "gangster", "drop_heist": "heist", "keep": "",
}


ALONE = tuple(frozenset((s,)) for s in range(5))
NOBODY: frozenset[int] = frozenset()


def waiting_for(state: GangstaState) -> frozenset[int]:
    """The seats that owe an action: the turn player, or the seats owing a discard."""
    stage = state.stage
    if stage in _ELSEWHERE:
        if stage == OVER:
            return NOBODY
        if stage == VICTIM:
            return ALONE[state.victim]
        if stage == WARS_PICK:
            return ALONE[state.wars_winner]
        return frozenset(s for s in range(state.players) if state.owing[s] and state.pending[s] < 0)
    return ALONE[state.turn]


_ELSEWHERE = frozenset((OVER, SNITCH, WARS, VICTIM, WARS_PICK))
"""Stages where the table does not wait for the turn player alone."""


def acting_seat(state: GangstaState, seat: int) -> bool:
    """Whether `seat` owes an action now."""
    if state.stage in _ELSEWHERE:
        return seat in waiting_for(state)
    return seat == state.turn


def shared_actions(state: GangstaState, seat: int) -> Sequence[Action]:
    """The seat's legal actions as prebuilt objects."""
    if not acting_seat(state, seat):
        return ()
    stage = state.stage
    if stage == MOBILIZE:
        return [READY[g] for g in state.gangs[seat] if can_ready(state, seat, g)] + [DONE]
    if stage == ACTION:
        out = [RECRUIT_A[g] for g in state.griver if can_afford(state, seat, g)]
        out += [HEIST_A[h] for h in performable(state, seat)]
        out.append(PASS)
        return out
    if stage == CREW:
        return [ADD[g] for g in joinable(state, seat)]
    if stage == LEARN:
        return [LEARN_A[g] for g in state.crew if can_learn(state, seat, g)] + [SKIP]
    if stage == RECRUIT:
        return [RECRUIT_A[g] for g in state.griver if can_recruit(state, seat, g)] + [SKIP]
    if stage == STEAL:
        return [STEAL_A[t] for t in range(state.players) if can_steal_from(state, seat, t)] + [SKIP]
    if stage == DIVERT:
        return [DIVERT_A[g] for t in range(state.players) if t != seat for g in state.gangs[t]
                if can_divert(state, seat, g)] + [DONE]
    if stage == TARGET:
        return [TARGET_A[t] for t in range(state.players) if can_target(state, seat, t)] + [SKIP]
    if stage == VICTIM:
        return [DISCARD[g] for g in state.gangs[seat] if two_skilled(state, g)]
    if stage == DROP:
        return [DROP_G[g] for g in state.griver] + [DROP_H[h] for h in state.hriver] + [KEEP]
    if stage in (SNITCH, WARS):
        return [DISCARD[g] for g in state.gangs[seat] if can_discard(state, seat, g)]
    if stage == WARS_PICK:
        return [DISCARD[g] for g in state.gangs[state.victim] if can_discard(state, state.victim, g)]
    return ()


def play_action(state: GangstaState, seat: int, action: Action) -> list[Event]:
    """Apply a legal action (see `shared_actions`)."""
    events: Events = []
    kind = action["type"]
    stage = state.stage
    if stage == MOBILIZE:
        _mobilize(state, seat, action, events)
    elif stage == ACTION:
        _act(state, seat, action, events)
    elif stage == CREW:
        join(state, action["gangster"], events)
    elif stage in (SNITCH, WARS):
        state.pending[seat] = action["gangster"]
        events.append(Event("chosen", f"{{p{seat}}} has chosen a gangster to discard."))
        if not waiting_for(state):
            reveal_discards(state, events, "snitch" if stage == SNITCH else "end of Gang Wars")
            end_of_action(state, events)
    elif stage == WARS_PICK:
        discard_gangster(state, action["gangster"], events, f"chosen by {{p{seat}}} at the end of Gang Wars")
        state.victim = -1
        end_of_action(state, events)
    elif stage == DROP:
        _drop(state, seat, action, events)
    elif kind == "skip" or (kind == "done" and stage == DIVERT):
        events.append(Event("skip", f"{{p{seat}}} lets the reward go." if kind == "skip" else
                            f"{{p{seat}}} stops the diversion."))
        next_reward(state, events)
    else:
        _reward(state, seat, action, events)
    return events


def _mobilize(state: GangstaState, seat: int, action: Action, events: Events) -> None:
    if action["type"] == "done":
        state.stage = ACTION
        return
    g = action["gangster"]
    if state.free > 0:
        state.free -= 1
        how = "free, thanks to a Leader"
    else:
        state.money[seat] -= 1
        how = "for $1"
    state.engaged[g] = False
    events.append(Event("ready", f"{{p{seat}}} readies {GANGSTERS[g].name} ({how}).", data={"gangster": g}))
    if not any(can_ready(state, seat, x) for x in state.gangs[seat]):
        state.stage = ACTION


def _act(state: GangstaState, seat: int, action: Action, events: Events) -> None:
    kind = action["type"]
    if kind == "recruit":
        recruit(state, seat, action["gangster"], events)
        end_of_action(state, events)
    elif kind == "heist":
        choose_heist(state, action["heist"], events)
    else:
        gain = leaders(state, seat)
        if state.options.get("pass_minimum") and gain < 2:
            gain = 2
        state.money[seat] += gain
        events.append(Event("pass", f"{{p{seat}}} passes and takes ${gain}.", data={"seat": seat, "gain": gain}))
        state.stage = DROP


def _drop(state: GangstaState, seat: int, action: Action, events: Events) -> None:
    kind = action["type"]
    if kind == "drop_gangster":
        g = action["gangster"]
        state.griver.remove(g)
        state.gdiscard.append(g)
        events.append(Event("drop", f"{{p{seat}}} discards {GANGSTERS[g].name} from the river."))
    elif kind == "drop_heist":
        h = action["heist"]
        state.hriver.remove(h)
        state.hdiscard.append(h)
        events.append(Event("drop", f"{{p{seat}}} discards {HEISTS[h].name} from the river."))
    end_of_action(state, events)


def _reward(state: GangstaState, seat: int, action: Action, events: Events) -> None:
    kind = action["type"]
    card = HEISTS[state.heist]
    if kind == "learn":
        g = action["gangster"]
        state.learned[g] = card.learn
        events.append(Event("learn", f"{GANGSTERS[g].name} learns {SKILLS[card.learn]}.", data={"gangster": g}))
    elif kind == "recruit":
        recruit(state, seat, action["gangster"], events)
    elif kind == "steal":
        t = action["target"]
        amount = min(card.steal, state.money[t])
        state.money[t] -= amount
        state.money[seat] += amount
        events.append(Event("steal", f"{{p{seat}}} steals ${amount} from {{p{t}}}.",
                            data={"from": t, "amount": amount}))
    elif kind == "divert":
        g = action["gangster"]
        state.engaged[g] = True
        state.divert_left -= 1
        events.append(Event("divert", f"{{p{seat}}} engages {GANGSTERS[g].name} ({{p{state.owner[g]}}})."))
        if state.divert_left > 0 and any(can_divert(state, seat, x) for x in range(N_GANGSTERS)):
            return
    elif kind == "target":
        t = action["target"]
        state.victim = t
        state.stage = VICTIM
        events.append(Event("target", f"{{p{seat}}} orders a hit on {{p{t}}}'s gang."))
        return
    elif kind == "discard":  # the assassination's victim chooses
        discard_gangster(state, action["gangster"], events, "assassinated")
        state.victim = -1
    next_reward(state, events)


def describe(state: GangstaState, seat: int, action: Action) -> str:
    """A short label for a legal action."""
    kind = action.get("type")
    g = action.get("gangster")
    h = action.get("heist")
    t = action.get("target")
    gname = GANGSTERS[g].name if isinstance(g, int) and 0 <= g < N_GANGSTERS else "?"
    hname = HEISTS[h].name if isinstance(h, int) and 0 <= h < N_HEISTS else "?"
    cost = f" for ${price(state, seat, g)}" if isinstance(g, int) and gname != "?" else ""
    labels: dict[Any, str] = {
        "ready": f"ready {gname}", "done": "done", "recruit": f"recruit {gname}{cost}", "heist": f"go for {hname}",
        "pass": "pass", "add": f"{gname} joins the crew", "learn": f"{gname} learns the skill", "skip": "skip",
        "steal": f"steal from {{p{t}}}", "divert": f"engage {gname}", "target": f"hit {{p{t}}}'s gang",
        "discard": f"discard {gname}", "drop_gangster": f"discard {gname} from the river",
        "drop_heist": f"discard {hname} from the river", "keep": "discard nothing",
    }
    return labels.get(kind, str(kind))

