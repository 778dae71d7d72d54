"""Refuge's state: bags, paths, the weather track, the market, and where each walker is in the turn.

Tiles are indexes into `components.TILES`. Bags, hands, the weather deck and
the market stacks are multisets kept sorted: nothing stores a draw order, each
draw picks at random with `state.rng` when it happens, so the order of a bag
is hidden from everyone by construction and a state has one canonical form.

A turn is three phases. DECIDING: every walker owes a secret `draw` or
`return` (`pending`). WALKING: the choices are revealed and every walker works
through its own tiles at once (`stage` says which choice it owes, `todo` holds
the effects still to resolve, `hand` the drawn tiles not yet played).
BUYING: the walkers who drew buy in turn order (`buyers`). Then the weather
tile is flipped and the next turn begins, or the walk ends.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

from .components import STORM

DECIDING, WALKING, BUYING, OVER = "deciding", "walking", "buying", "over"
"""Phases of a turn (and the end of the game)."""

DECIDE, DECIDED, CHOOSE, PICK, AGAIN, REMOVE, DISCARD, DONE, HOME = (
    "decide", "decided", "choose", "pick", "again", "remove", "discard", "done", "home",
)
"""Where a player is: owes the secret decision; has decided; chooses which drawn tile to play; picks
one side of a "/" effect; chooses where a "play again" tile comes from; may remove the other drawn tile;
back home, may discard one path tile; finished this turn's tiles; at the refuge for the rest of the walk."""

CHOICES = frozenset((DECIDE, CHOOSE, PICK, AGAIN, REMOVE, DISCARD))
"""Stages that wait for the player's action."""


@dataclass(slots=True)
class RefugeState:
    """Everything about one table (see the module docstring)."""

    players: int
    rng: Rng
    walk: int = 1
    turn: int = 1
    phase: str = DECIDING
    first: int = 0
    """This turn's first player: the buying order starts here; it passes left every turn."""
    bags: list[list[int]] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    paths: list[list[int]] = field(default_factory=list)
    stage: list[str] = field(default_factory=list)
    pending: list[str | None] = field(default_factory=list)
    """Each walker's secret draw/return decision of this turn, until all are in."""
    todo: list[list[str]] = field(default_factory=list)
    """Effects still to resolve this turn, per seat; the last is next."""
    offer: list[list[str]] = field(default_factory=list)
    """The two sides of the "/" effect a seat is picking between."""
    plain_left: list[bool] = field(default_factory=list)
    """Whether the drawn tile left in hand is known to carry no "!" (the other was played by choice)."""
    steps: list[int] = field(default_factory=list)
    vp: list[int] = field(default_factory=list)
    removed: list[list[int]] = field(default_factory=list)
    """Tiles each player has put out of the game (shown face up)."""
    track: list[list[int]] = field(default_factory=list)
    """The weather track: [tile, owner] with owner a seat (a storm from its bag), DECK_STORM or RESERVE_STORM."""
    weather: list[int] = field(default_factory=list)
    """The weather deck still face down."""
    reserve: int = 0
    market: list[int] = field(default_factory=list)
    """Face-up market slots, SLOTS_PER_TIER per tier in tier order; -1 for an empty slot."""
    stacks: list[list[int]] = field(default_factory=list)
    """Each tier's face-down market stack."""
    buyers: list[int] = field(default_factory=list)
    """Seats still to buy this turn, the next first."""
    results: list[list[str]] = field(default_factory=list)
    """How each finished walk ended for each seat: "home" or "caught"."""

    def storms(self) -> int:
        """Storms on the weather track."""
        count = 0
        for tile, _ in self.track:
            if tile == STORM:
                count += 1
        return count

    def walkers(self) -> list[int]:
        """Seats still out on this walk (not at the refuge)."""
        return [s for s in range(self.players) if self.stage[s] != HOME and self.stage[s] != DISCARD]

    def copy(self) -> RefugeState:
        """A fast independent copy."""
        return RefugeState(
            self.players, Rng(self.rng.state), self.walk, self.turn, self.phase, self.first,
            [b[:] for b in self.bags], [h[:] for h in self.hands], [p[:] for p in self.paths], self.stage[:],
            self.pending[:], [t[:] for t in self.todo], [o[:] for o in self.offer], self.plain_left[:],
            self.steps[:], self.vp[:], [r[:] for r in self.removed], [t[:] for t in self.track],
            self.weather[:], self.reserve, self.market[:], [s[:] for s in self.stacks], self.buyers[:],
            [r[:] for r in self.results],
        )


_LISTS_OF_LISTS = ("bags", "hands", "paths", "todo", "offer", "removed", "track", "stacks", "results")
_LISTS = ("stage", "pending", "plain_left", "steps", "vp", "weather", "market", "buyers")
_SCALARS = ("players", "walk", "turn", "phase", "first", "reserve")


def dump_state(state: RefugeState) -> dict[str, Any]:
    """Plain JSON sharing no list with the state."""
    out: dict[str, Any] = {"rng": state.rng.state}
    for name in _SCALARS:
        out[name] = getattr(state, name)
    for name in _LISTS:
        out[name] = getattr(state, name)[:]
    for name in _LISTS_OF_LISTS:
        out[name] = [x[:] for x in getattr(state, name)]
    return out


def load_state(data: dict[str, Any]) -> RefugeState:
    """Inverse of `dump_state`."""
    state = RefugeState(players=int(data["players"]), rng=Rng(data["rng"]))
    for name in _SCALARS[1:]:
        setattr(state, name, data[name])
    for name in _LISTS:
        setattr(state, name, list(data[name]))
    for name in _LISTS_OF_LISTS:
        setattr(state, name, [list(x) for x in data[name]])
    return state
