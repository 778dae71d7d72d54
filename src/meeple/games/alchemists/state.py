"""Alchemists' state: the hidden world, the boards, each player's goods and what each has learned.

`world[i]` is the alchemical of ingredient i: drawn at setup, seen by nobody
(views leave it out until the end). Ingredient hands, the deck, the discard
and each player's own discards are counts by ingredient; no draw order is
stored, each draw picks at random from `rng` when it happens, so decks hide
their order by construction. Notes are what experiments taught: `notes[seat]`
the seat's own ([kind, a, b, key], key naming the result, see `worlds`),
`public_notes` what everybody learned (debunks).

A round moves through phases: ORDER (players in `picking` choose an order
space), DECLARE (players in `declaring` place action cubes), RESOLVE (the
`tasks` queue of [space, seat] runs space by space; `actor` owes `stage`),
then the round ends; OVER after the sixth.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from meeple.engine import Rng

ORDER, DECLARE, RESOLVE, OVER = "order", "declare", "resolve", "over"
SICK = 7
"""The order position of a paralysed player (below every order space)."""


@dataclass(slots=True)
class AlchemistsState:
    """Everything about one table (see the module docstring)."""

    players: int
    rng: Rng
    master: bool = False
    round: int = 1
    phase: str = ORDER
    start: int = 0
    world: list[int] = field(default_factory=list)
    gold: list[int] = field(default_factory=list)
    rep: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    favours: list[list[str]] = field(default_factory=list)
    artifacts: list[list[int]] = field(default_factory=list)
    grants: list[list[int]] = field(default_factory=list)
    hospital: list[int] = field(default_factory=list)
    """Cubes each player loses next round (red- drunk this round)."""
    paralysed: list[bool] = field(default_factory=list)
    """Who drank green- this round: last on the order track next round."""
    order_pos: list[int] = field(default_factory=list)
    order: list[int] = field(default_factory=list)
    """Seats top to bottom of the order track this round (filled as they choose)."""
    picking: list[int] = field(default_factory=list)
    declaring: list[int] = field(default_factory=list)
    cubes: list[int] = field(default_factory=list)
    decl: list[list[int]] = field(default_factory=list)
    """Actions each seat declared on each space (by `SPACES` index)."""
    assoc: list[list[int]] = field(default_factory=list)
    """Spaces where a seat played the Associate: its actions go in the top row."""
    unused: list[int] = field(default_factory=list)
    tasks: list[list[int]] = field(default_factory=list)
    """[space index or -1 for a sell refund, seat] still to resolve this space, next first."""
    space: int = -1
    actor: int = -1
    stage: str = ""
    pending: list[int] = field(default_factory=list)
    armed: list[str] = field(default_factory=list)
    """Favours the actor has played on the action in hand."""
    herbal: int = 0
    student_sick: bool = False
    market: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    outs: list[list[int]] = field(default_factory=list)
    """What each seat put in the discard since it was last shuffled into the deck (only it knows)."""
    favour_deck: list[int] = field(default_factory=list)
    adv_left: list[int] = field(default_factory=list)
    adv_out: int = -1
    """The adventurer put away unseen at setup."""
    adventurer: int = -1
    sold: list[int] = field(default_factory=list)
    refunds: list[int] = field(default_factory=list)
    sellers: list[int] = field(default_factory=list)
    sell_sorted: bool = False
    art_left: list[int] = field(default_factory=list)
    art_market: list[int] = field(default_factory=list)
    theory: list[int] = field(default_factory=list)
    seals: list[list[list[int]]] = field(default_factory=list)
    """Per ingredient: [seat, seal index] of each seal on its theory (face down until the end)."""
    conflicts: list[list[int]] = field(default_factory=list)
    seals_left: list[list[int]] = field(default_factory=list)
    grants_left: list[int] = field(default_factory=list)
    exhibits: list[list[int]] = field(default_factory=list)
    notes: list[list[list[Any]]] = field(default_factory=list)
    public_notes: list[list[Any]] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    breakdown: list[dict[str, int]] = field(default_factory=list)

    def copy(self) -> AlchemistsState:
        """A fast independent copy."""
        out = AlchemistsState(self.players, Rng(self.rng.state))
        for name in _NAMES[2:]:
            setattr(out, name, _cp(getattr(self, name)))
        return out

    def row_order(self, space: int) -> list[int]:
        """Seats in the order they act on a space: Associates first, then top to bottom of the order track."""
        first = [s for s in self.order if space in self.assoc[s]]
        return first + [s for s in self.order if s not in first]


def _cp(x: Any) -> Any:
    if isinstance(x, list):
        if x and isinstance(x[0], (list, dict)):
            return [_cp(y) for y in x]
        return x[:]
    if isinstance(x, dict):
        return dict(x)
    return x


_NAMES = tuple(f.name for f in fields(AlchemistsState))


def dump_state(state: AlchemistsState) -> dict[str, Any]:
    """Plain JSON sharing no list with the state."""
    out: dict[str, Any] = {"rng": state.rng.state}
    for name in _NAMES:
        if name != "rng":
            out[name] = _cp(getattr(state, name))
    return out


def load_state(data: dict[str, Any]) -> AlchemistsState:
    """Inverse of `dump_state`."""
    state = AlchemistsState(players=int(data["players"]), rng=Rng(data["rng"]))
    for name in _NAMES[2:]:
        setattr(state, name, _cp(data[name]))
    return state
