"""The state of a game of Romi Rami, its fast copy and its JSON form.

Decks are lists whose END is the top card; hands are kept sorted. `phase` says
what the seat on turn owes: TAKE (pick market cards, then take them), CONTRACTS (complete
one or stop), BUILD (the next card of the contract being completed), DISCARD
(down to ten cards) or OVER.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

TAKE = "take"
CONTRACTS = "contracts"
BUILD = "build"
DISCARD = "discard"
OVER = "over"


@dataclass
class RomiState:
    """Everything about one table."""

    players: int
    rng: Rng
    phase: str = TAKE
    turn: int = 0
    first: int = 0
    round: int = 0
    """Rounds finished so far."""
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    """The face-up discard pile (shuffled back into a new deck when the deck runs out)."""
    market: list[int] = field(default_factory=list)
    contract_deck: list[int] = field(default_factory=list)
    contracts: list[int] = field(default_factory=list)
    """The Contract market, in slot order."""
    hands: list[list[int]] = field(default_factory=list)
    known: list[list[int]] = field(default_factory=list)
    """The cards of each hand that everyone saw it take from the market."""
    star_used: list[bool] = field(default_factory=list)
    done: list[list[int]] = field(default_factory=list)
    """Completed contracts of each seat, in order."""
    bonus: list[list[int]] = field(default_factory=list)
    """Each seat's Suit Bonus pile."""
    trophies: list[int] = field(default_factory=list)
    """The side (0 = suit, 1 = combo size) each of the four trophy tiles shows."""
    chosen: list[int] = field(default_factory=list)
    """Market cards picked so far at the take step."""
    building: int = -1
    """The contract being completed (BUILD phase), else -1."""
    picks: list[list[int]] = field(default_factory=list)
    """Cards played so far on the contract being built, per recipe; -1 is the Star."""

    def clone(self) -> RomiState:
        """An independent copy, written out by hand because bots clone a lot."""
        return RomiState(
            self.players, Rng(self.rng.state), self.phase, self.turn, self.first, self.round,
            self.deck[:], self.discard[:], self.market[:], self.contract_deck[:], self.contracts[:],
            [h[:] for h in self.hands], [k[:] for k in self.known], self.star_used[:],
            [d[:] for d in self.done], [b[:] for b in self.bonus], self.trophies[:], self.chosen[:], self.building,
            [p[:] for p in self.picks],
        )


_LISTS = ("deck", "discard", "market", "contract_deck", "contracts", "star_used", "trophies", "chosen")
_NESTED = ("hands", "known", "done", "bonus", "picks")


def dump(state: RomiState) -> dict[str, Any]:
    """Plain JSON data sharing no list with the state; `load(dump(s))` dumps the same."""
    out: dict[str, Any] = {
        "players": state.players, "rng": state.rng.state, "phase": state.phase, "turn": state.turn,
        "first": state.first, "round": state.round, "building": state.building,
    }
    for name in _LISTS:
        out[name] = getattr(state, name)[:]
    for name in _NESTED:
        out[name] = [x[:] for x in getattr(state, name)]
    return out


def load(data: dict[str, Any]) -> RomiState:
    """Inverse of `dump`."""
    shared = RomiState(rng=Rng(data["rng"]), **{k: v for k, v in data.items() if k != "rng"})
    return shared.clone()
