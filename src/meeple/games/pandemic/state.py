"""The state of a game of Pandemic, its fast copy and its JSON form.

Piles are lists whose END is the top card. Cities, colours, cards and roles
are small ints (see `map.py` and `components.py`). Two lists of sizes record
what every player knows about the order of the hidden decks:

* `piles`: the player deck is stacked from epidemic piles (bottom first);
  each entry is how many cards of that pile are still in the deck. A pile
  holds one epidemic until it is drawn.
* `infection_groups`: the infection deck is a stack of groups (bottom first)
  whose cards are known but whose order is not: the cards under the last
  intensify, each re-shuffled discard pile, and a card per group after a
  Forecast.

`pending` is a decision in progress (a flight's destination, an event's
target, a proposal waiting for an answer ...) as a small JSON dict. It is
never changed in place, only replaced, so copies may share it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from meeple.engine import Rng

from .components import CUBES_PER_COLOUR, EVENTS, HAND_LIMIT, INFECTION_RATES, is_event
from .map import CITY_COUNT

ROLES = "roles"
ACTIONS = "actions"
DRAW = "draw"
EPIDEMIC = "epidemic"
INTENSIFY = "intensify"
INFECT = "infect"
OVER = "over"
PHASES = (ROLES, ACTIONS, DRAW, EPIDEMIC, INTENSIFY, INFECT, OVER)
OPEN_PHASES = frozenset((ACTIONS, DRAW, EPIDEMIC, INTENSIFY, INFECT))
"""The steps between which events may be played."""
_EVENT_CARDS = frozenset(EVENTS)


@dataclass
class PandemicState:
    """Everything about one table. `cubes[city * 4 + colour]` counts cubes on the board."""

    players: int
    rng: Rng
    epidemics: int
    phase: str = ACTIONS
    current: int = 0
    actions_left: int = 4
    roles: list[int | None] = field(default_factory=list)
    location: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    stored: list[int | None] = field(default_factory=list)
    """The event a Contingency Planner keeps on the role card (None for everyone else)."""
    cubes: list[int] = field(default_factory=lambda: [0] * (CITY_COUNT * 4))
    supply: list[int] = field(default_factory=lambda: [CUBES_PER_COLOUR] * 4)
    stations: list[int] = field(default_factory=list)
    cured: list[bool] = field(default_factory=lambda: [False] * 4)
    eradicated: list[bool] = field(default_factory=lambda: [False] * 4)
    outbreaks: int = 0
    rate_index: int = 0
    player_deck: list[int] = field(default_factory=list)
    piles: list[int] = field(default_factory=list)
    player_discard: list[int] = field(default_factory=list)
    infection_deck: list[int] = field(default_factory=list)
    infection_groups: list[int] = field(default_factory=list)
    infection_discard: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    """Cards out of the game: infection cards removed by Resilient Population, events the planner used."""
    epidemics_drawn: int = 0
    epidemics_pending: int = 0
    infections_left: int = 0
    quiet_night: bool = False
    ops_moved: bool = False
    refused: list[list[Any]] = field(default_factory=list)
    """Share proposals refused this turn, as [kind, card, other seat]; they cannot be made again."""
    pending: dict[str, Any] | None = None
    result: str | None = None
    won: bool = False

    # -- queries used everywhere ---------------------------------------------------

    def rate(self) -> int:
        """Infection cards drawn at the end of a turn."""
        return INFECTION_RATES[self.rate_index]

    def over_limit(self) -> int | None:
        """The seat holding more than seven cards (at most one at a time), else None."""
        for s, hand in enumerate(self.hands):  # one hand a seat (none before the deal); asked at every step
            if len(hand) > HAND_LIMIT:
                return s
        return None

    def seat_with_role(self, role: int) -> int | None:
        """The seat playing `role`, or None when nobody does."""
        roles = self.roles
        return roles.index(role) if role in roles else None

    def events_of(self, seat: int) -> list[int]:
        """The event cards a seat may play: from the hand, and the planner's stored one."""
        hand = self.hands[seat]
        out = [] if _EVENT_CARDS.isdisjoint(hand) else [c for c in hand if is_event(c)]
        stored = self.stored[seat]
        if stored is not None:
            out.append(stored)
        return out

    def discard(self, seat: int, card: int) -> None:
        """Move a card from a seat's hand to the player discard pile."""
        self.hands[seat].remove(card)
        self.player_discard.append(card)

    def clone(self) -> PandemicState:
        """An independent copy, written out by hand because bots clone a lot."""
        c = PandemicState.__new__(PandemicState)
        d = self.__dict__.copy()
        d["rng"] = Rng(self.rng.state)
        d["roles"] = self.roles[:]
        d["location"] = self.location[:]
        d["hands"] = [h[:] for h in self.hands]
        d["stored"] = self.stored[:]
        d["cubes"] = self.cubes[:]
        d["supply"] = self.supply[:]
        d["stations"] = self.stations[:]
        d["cured"] = self.cured[:]
        d["eradicated"] = self.eradicated[:]
        d["player_deck"] = self.player_deck[:]
        d["piles"] = self.piles[:]
        d["player_discard"] = self.player_discard[:]
        d["infection_deck"] = self.infection_deck[:]
        d["infection_groups"] = self.infection_groups[:]
        d["infection_discard"] = self.infection_discard[:]
        d["removed"] = self.removed[:]
        d["refused"] = self.refused[:]  # its entries are never changed in place
        c.__dict__ = d
        return c


_FIELDS = tuple(f.name for f in fields(PandemicState))


def dump(state: PandemicState) -> dict[str, Any]:
    """Plain JSON data sharing no list with the state; `load(dump(s))` dumps the same."""
    return _detached(state)


def load(data: dict[str, Any]) -> PandemicState:
    """Inverse of `dump`."""
    state = PandemicState(rng=Rng(data["rng"]), **{k: v for k, v in data.items() if k != "rng"})
    return PandemicState(**{**_detached(state), "rng": Rng(data["rng"])})


def _detached(state: PandemicState) -> dict[str, Any]:
    copy = state.clone()
    data = {name: getattr(copy, name) for name in _FIELDS}
    data["rng"] = state.rng.state
    data["refused"] = [list(r) for r in state.refused]
    data["pending"] = _copy_json(state.pending)
    return data


def _copy_json(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy_json(v) for v in value]
    return value
