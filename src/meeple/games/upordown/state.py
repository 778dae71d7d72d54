"""The state of a game of Up or Down?, its fast copy and its JSON form.

Piles are lists whose END is the top card. The display (the ring of cards
around the piles) is kept sorted ascending: in a ring the lowest and highest
cards are neighbours, so a sorted list read circularly is the ring.

A turn is four steps, each one action: PLACE a hand card into the ring, TAKE a
ring card next to it, put it in a COLUMN (or discard a column for it), DRAW.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

PLACE = "place"
TAKE = "take"
COLUMN = "column"
DRAW = "draw"
OVER = "over"


@dataclass
class UpOrDownState:
    """Everything about one table; `step` is PLACE, TAKE, COLUMN, DRAW or OVER."""

    players: int
    rng: Rng
    length: str
    top: int
    """The highest number in play (the deck is 1..top)."""
    step: str = PLACE
    turn: int = 0
    hands: list[list[int]] = field(default_factory=list)
    """Each seat's hand, lowest first."""
    known: list[list[int]] = field(default_factory=list)
    """The cards of each hand that everyone saw it take (drawn from the face-up pile), lowest first."""
    display: list[int] = field(default_factory=list)
    up: list[int] = field(default_factory=list)
    """The face-up pile: only its top card (the last) is visible."""
    down: list[int] = field(default_factory=list)
    columns: list[list[list[int]]] = field(default_factory=list)
    """columns[seat][k]: the cards of column k in the order laid."""
    discards: list[list[int]] = field(default_factory=list)
    """Each seat's face-down discard pile (1 point a card)."""
    placed: int | None = None
    """The card placed into the ring this turn."""
    taken: int | None = None
    """The ring card taken this turn, until it goes to a column."""

    def clone(self) -> UpOrDownState:
        """An independent copy, written out by hand because bots clone a lot."""
        return UpOrDownState(
            self.players, Rng(self.rng.state), self.length, self.top, self.step, self.turn,
            [h[:] for h in self.hands], [k[:] for k in self.known], self.display[:], self.up[:], self.down[:],
            [[c[:] for c in cols] for cols in self.columns], [d[:] for d in self.discards],
            self.placed, self.taken,
        )


def dump(state: UpOrDownState) -> dict[str, Any]:
    """Plain JSON data sharing no list with the state; `load(dump(s))` dumps the same."""
    return {
        "players": state.players, "rng": state.rng.state, "length": state.length, "top": state.top,
        "step": state.step, "turn": state.turn,
        "hands": [h[:] for h in state.hands], "known": [k[:] for k in state.known],
        "display": state.display[:], "up": state.up[:], "down": state.down[:],
        "columns": [[c[:] for c in cols] for cols in state.columns],
        "discards": [d[:] for d in state.discards], "placed": state.placed, "taken": state.taken,
    }


def load(data: dict[str, Any]) -> UpOrDownState:
    """Inverse of `dump`."""
    shared = UpOrDownState(rng=Rng(data["rng"]), **{k: v for k, v in data.items() if k != "rng"})
    return shared.clone()
