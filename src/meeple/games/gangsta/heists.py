"""A heist from choice to rewards: the crew joins one gangster at a time, then the extra rewards in order.

Once every needed skill is in, the crew is engaged and the initiator takes the
heist's money and influence; on a co-op heist with two or more players in the
crew, every one of them takes the co-op money. The extra rewards follow in a
fixed order (learning, rallying, fast recruitment, theft, diversion,
assassination, play again); a reward nobody could use is skipped with a note.
"""

from __future__ import annotations

from collections.abc import Callable

from meeple.engine import Event

from .components import BASE, GANGSTERS, HEISTS, IS_COOP, NEED, Heist
from .flow import Events, end_of_action
from .gang import can_divert, can_learn, can_recruit, can_steal_from, can_target, price
from .state import CREW, DIVERT, LEARN, RECRUIT, STEAL, TARGET, GangstaState

REWARD_ORDER = ("learn", "rally", "recruit", "steal", "divert", "kill", "replay")


def choose_heist(state: GangstaState, h: int, events: Events) -> None:
    """The turn player picks a heist it can complete; its crew is formed next."""
    state.heist = h
    state.need = list(NEED[h])
    state.crew = []
    state.stage = CREW
    kind = "co-op heist" if IS_COOP[h] else "heist"
    events.append(Event("heist", f"{{p{state.turn}}} goes for the {kind} {HEISTS[h].name}.", data={"heist": h}))


def join(state: GangstaState, g: int, events: Events) -> None:
    """Gangster `g` joins the crew; with every skill in, the heist is done."""
    state.crew.append(g)
    need = state.need
    skills = BASE[g]
    learned = state.learned[g]
    for s in range(6):
        if need[s]:
            left = need[s] - skills[s] - (learned == s)
            need[s] = left if left > 0 else 0
    owner = state.owner[g]
    events.append(Event("join", f"{GANGSTERS[g].name} ({{p{owner}}}) joins the crew.",
                        data={"gangster": g, "seat": owner}))
    if not any(need):
        complete(state, events)


def complete(state: GangstaState, events: Events) -> None:
    """The crew is engaged; money, influence and the co-op money are paid; the extra rewards begin."""
    seat, h = state.turn, state.heist
    card = HEISTS[h]
    state.hriver.remove(h)
    state.performed[seat].append(h)
    for g in state.crew:
        state.engaged[g] = True
    state.money[seat] += card.cash
    events.append(Event("done", f"{{p{seat}}} pulls off {card.name}: ${card.cash} and {card.influence} influence.",
                        data={"seat": seat, "heist": h}))
    if IS_COOP[h]:
        partners = sorted({state.owner[g] for g in state.crew})
        if len(partners) > 1:
            for p in partners:
                state.money[p] += card.coop_cash
            names = ", ".join(f"{{p{p}}}" for p in partners)
            events.append(Event("coop", f"Co-op money: ${card.coop_cash} each to {names}.", data={"seats": partners}))
    state.todo = list(TODO[h])
    next_reward(state, events)


_FIELD = {"divert": "diversion"}


def _has(card: Heist, reward: str) -> bool:
    """Whether the heist card carries this extra reward."""
    if reward == "learn":
        return card.learn >= 0
    return int(getattr(card, _FIELD.get(reward, reward))) > 0


TODO = tuple(tuple(r for r in REWARD_ORDER if _has(card, r)) for card in HEISTS)
"""Each heist's extra rewards, in the order they come."""


CHOICES: dict[str, tuple[str, Callable[[GangstaState, int], bool], str]] = {
    "learn": (LEARN, lambda s, seat: any(can_learn(s, seat, g) for g in s.crew),
              "Learning: no gangster of the crew can learn the skill."),
    "recruit": (RECRUIT, lambda s, seat: any(can_recruit(s, seat, g) for g in s.griver),
                "Fast recruitment: no gangster in the river is affordable."),
    "steal": (STEAL, lambda s, seat: any(can_steal_from(s, seat, t) for t in range(s.players)),
              "Theft: no opponent has any money."),
    "divert": (DIVERT, lambda s, seat: any(can_divert(s, seat, g) for g in range(len(GANGSTERS))),
               "Diversion: no opponent has an available gangster."),
    "kill": (TARGET, lambda s, seat: any(can_target(s, seat, t) for t in range(s.players)),
             "Assassination: no opponent has a gangster with exactly two skills."),
}
"""The rewards the player chooses for: the stage that asks, whether there is anything to choose, the note
when there is not."""


def next_reward(state: GangstaState, events: Events) -> None:
    """The next extra reward that someone can use (the table waits for its choice), else the end of the action."""
    seat = state.turn
    card = HEISTS[state.heist]
    while state.todo:
        reward = state.todo.pop(0)
        if reward == "rally":
            for g in state.gangs[seat]:
                state.engaged[g] = False
            events.append(Event("rally", f"Rallying: {{p{seat}}}'s whole gang is available again."))
        elif reward == "replay":
            if state.replaying:
                events.append(Event("no_replay", "Play again cannot be used twice in a row."))
            else:
                state.replay_next = True
        else:
            stage, usable, note = CHOICES[reward]
            state.divert_left = card.diversion
            if usable(state, seat):
                state.stage = stage
                return
            events.append(Event(f"no_{reward}", note))
    end_of_action(state, events)


def recruit(state: GangstaState, seat: int, g: int, events: Events) -> None:
    """Gangster `g` leaves the river for the seat's gang, available, for its cost."""
    cost = price(state, seat, g)
    state.money[seat] -= cost
    state.griver.remove(g)
    state.gangs[seat].append(g)
    state.owner[g] = seat
    state.engaged[g] = False
    events.append(Event("recruit", f"{{p{seat}}} recruits {GANGSTERS[g].name} for ${cost}.",
                        data={"seat": seat, "gangster": g}))
