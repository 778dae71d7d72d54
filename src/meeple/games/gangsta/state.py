"""Gangsta!'s state: gangs, money, the two rivers and decks, the chapter, and who owes which choice.

Cards are indexes into `components.GANGSTERS` and `components.HEISTS`. Decks
are shuffled lists drawn from the end; views show only their sizes, and
determinize reshuffles them (see `hidden`).

`stage` says what the table waits for:

* MOBILIZE: the turn player readies engaged gangsters (`free` Leader readies left);
* ACTION: recruit, heist or pass;
* CREW: a heist chosen (`heist`), gangsters joining one at a time (`crew`, `need`);
* LEARN, RECRUIT, STEAL, DIVERT, TARGET: the heist's extra rewards still in `todo`;
* VICTIM: the assassination's target (`victim`) discards a two-skill gangster;
* DROP: after passing, the turn player may discard a river card;
* SNITCH, WARS: every seat in `owing` chooses in secret a gangster to discard (`pending`);
* WARS_PICK: 2 players, double Mercenaries: the winner picks the loser's discard;
* OVER.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from meeple.engine import Rng

MOBILIZE, ACTION, CREW, LEARN, RECRUIT, STEAL, DIVERT, TARGET, VICTIM, DROP, SNITCH, WARS, WARS_PICK, OVER = (
    "mobilize", "action", "crew", "learn", "recruit", "steal", "divert", "target", "victim", "drop", "snitch",
    "wars", "wars_pick", "over",
)


@dataclass(slots=True)
class GangstaState:
    """Everything about one table (see the module docstring)."""

    players: int
    rng: Rng
    options: dict[str, Any] = field(default_factory=dict)
    chapter: int = 0
    turn: int = 0
    """The seat whose turn it is."""
    stage: str = MOBILIZE
    gangs: list[list[int]] = field(default_factory=list)
    """Each seat's gangsters, the Boss first, then in recruiting order."""
    owner: list[int] = field(default_factory=list)
    """Per gangster: the seat whose gang holds it, or -1."""
    engaged: list[bool] = field(default_factory=list)
    """Per gangster: engaged (True) or available."""
    learned: list[int] = field(default_factory=list)
    """Per gangster: the skill it learned, or -1."""
    money: list[int] = field(default_factory=list)
    performed: list[list[int]] = field(default_factory=list)
    """Heists each seat has performed (their influence counts at the end)."""
    gdeck: list[int] = field(default_factory=list)
    gdiscard: list[int] = field(default_factory=list)
    """Gangsters discarded from the river: shuffled back when the gangster deck runs out."""
    gone: list[int] = field(default_factory=list)
    """Gangsters discarded from a gang: out of the game."""
    hdeck: list[int] = field(default_factory=list)
    """The current chapter's heist deck."""
    hdiscard: list[int] = field(default_factory=list)
    """The current chapter's heists discarded from the river: shuffled back when its deck runs out."""
    griver: list[int] = field(default_factory=list)
    hriver: list[int] = field(default_factory=list)
    snitches: list[int] = field(default_factory=list)
    """Snitches revealed in the current chapter."""
    free: int = 0
    heist: int = -1
    crew: list[int] = field(default_factory=list)
    need: list[int] = field(default_factory=list)
    todo: list[str] = field(default_factory=list)
    """The current heist's extra rewards still to come, the next first."""
    divert_left: int = 0
    victim: int = -1
    owing: list[bool] = field(default_factory=list)
    pending: list[int] = field(default_factory=list)
    """Each owing seat's secret discard (-1 until chosen)."""
    replaying: bool = False
    """This turn is a "play again" turn (a second one in a row is not allowed)."""
    replay_next: bool = False
    wars_winner: int = -1
    ended_by: str = ""

    def copy(self) -> GangstaState:
        """A fast independent copy."""
        return GangstaState(
            self.players, Rng(self.rng.state), self.options, self.chapter, self.turn, self.stage,
            [g[:] for g in self.gangs], self.owner[:], self.engaged[:], self.learned[:], self.money[:],
            [p[:] for p in self.performed], self.gdeck[:], self.gdiscard[:], self.gone[:], self.hdeck[:],
            self.hdiscard[:], self.griver[:], self.hriver[:], self.snitches[:], self.free, self.heist,
            self.crew[:], self.need[:], self.todo[:], self.divert_left, self.victim, self.owing[:],
            self.pending[:], self.replaying, self.replay_next, self.wars_winner, self.ended_by,
        )


def dump_state(state: GangstaState) -> dict[str, Any]:
    """Plain JSON sharing no list with the state: every field by name, lists copied one level deep."""
    out: dict[str, Any] = {}
    for f in fields(GangstaState):
        value = getattr(state, f.name)
        if f.name == "rng":
            value = value.state
        elif isinstance(value, dict):
            value = dict(value)
        elif isinstance(value, list):
            value = [x[:] if isinstance(x, list) else x for x in value]
        out[f.name] = value
    return out


def load_state(data: dict[str, Any]) -> GangstaState:
    """Inverse of `dump_state`."""
    values = dict(data)
    values["rng"] = Rng(data["rng"])
    for name, value in values.items():
        if isinstance(value, list):
            values[name] = [list(x) if isinstance(x, list) else x for x in value]
        elif isinstance(value, dict):
            values[name] = dict(value)
    return GangstaState(**values)
