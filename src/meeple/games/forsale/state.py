"""The state of a game of For Sale, its fast copy and its JSON form.

Decks are lists whose END is the top card. Money is in thousands (see
`components`). `coins[s]` are the coins seat s still holds in hand; the coins
of a running bid lie on the table in `bids[s]` until the seat passes or wins.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

BIDDING = "bidding"
SELLING = "selling"
OVER = "over"


@dataclass
class ForSaleState:
    """Everything about one table; `phase` is BIDDING, SELLING or OVER."""

    players: int
    rng: Rng
    rounds: int
    phase: str = BIDDING
    round: int = 0
    """Rounds finished in the current phase (0-based index of the running round)."""
    property_deck: list[int] = field(default_factory=list)
    cheque_deck: list[int] = field(default_factory=list)
    removed_properties: list[int] = field(default_factory=list)
    removed_cheques: list[int] = field(default_factory=list)
    table: list[int] = field(default_factory=list)
    """Property cards up for auction this round, lowest first."""
    turn: int = 0
    start_player: int = 0
    coins: list[int] = field(default_factory=list)
    bids: list[int] = field(default_factory=list)
    passed: list[bool] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    """Property cards each seat holds, lowest first."""
    highest: list[int] = field(default_factory=list)
    """The highest property card each seat ever bought (the second tie-breaker)."""
    cheque_table: list[int] = field(default_factory=list)
    """Cheques up for sale this round, lowest first."""
    pending: list[int | None] = field(default_factory=list)
    """The property each seat has chosen to sell this round, still face down."""
    cheques: list[list[int]] = field(default_factory=list)
    """Cheques each seat has won, in the order won."""
    last_sales: list[list[int]] = field(default_factory=list)
    """The last selling round as [seat, property, cheque] triples, highest property first."""

    def clone(self) -> ForSaleState:
        """An independent copy, written out by hand because bots clone a lot."""
        return ForSaleState(
            self.players, Rng(self.rng.state), self.rounds, self.phase, self.round,
            self.property_deck[:], self.cheque_deck[:], self.removed_properties[:], self.removed_cheques[:],
            self.table[:], self.turn, self.start_player, self.coins[:], self.bids[:], self.passed[:],
            [h[:] for h in self.hands], self.highest[:], self.cheque_table[:], self.pending[:],
            [c[:] for c in self.cheques], [s[:] for s in self.last_sales],
        )

    def active(self) -> list[int]:
        """Seats still in this round's auction, in seat order."""
        return [s for s in range(self.players) if not self.passed[s]]

    def high_bid(self) -> int:
        """The highest bid on the table (0 before anyone bids)."""
        return max(self.bids, default=0)

    def high_bidder(self) -> int | None:
        """The seat holding the highest bid, or None before anyone bids."""
        top = self.high_bid()
        return self.bids.index(top) if top else None

    def money(self, seat: int) -> int:
        """Coins in hand plus cheques won, in thousands: the score when the game ends."""
        return self.coins[seat] + sum(self.cheques[seat])


def dump(state: ForSaleState) -> dict[str, Any]:
    """Plain JSON data sharing no list with the state; `load(dump(s))` dumps the same."""
    return {
        "players": state.players, "rng": state.rng.state, "rounds": state.rounds,
        "phase": state.phase, "round": state.round,
        "property_deck": state.property_deck[:], "cheque_deck": state.cheque_deck[:],
        "removed_properties": state.removed_properties[:], "removed_cheques": state.removed_cheques[:],
        "table": state.table[:], "turn": state.turn, "start_player": state.start_player,
        "coins": state.coins[:], "bids": state.bids[:], "passed": state.passed[:],
        "hands": [h[:] for h in state.hands], "highest": state.highest[:],
        "cheque_table": state.cheque_table[:], "pending": state.pending[:],
        "cheques": [c[:] for c in state.cheques], "last_sales": [x[:] for x in state.last_sales],
    }


def load(data: dict[str, Any]) -> ForSaleState:
    """Inverse of `dump`."""
    shared = ForSaleState(rng=Rng(data["rng"]), **{k: v for k, v in data.items() if k != "rng"})
    return shared.clone()  # so the state shares no list with `data`
