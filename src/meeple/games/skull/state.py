"""Skull's state: hands, mats, the bid in progress and what the table knows of each skull."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

from .components import DISCS_EACH, FLOWER, FLOWERS_EACH, HELD, OPENING, SKULL, SKULLS_EACH, STARTING_HAND


@dataclass(slots=True)
class SkullState:
    """Everything about one table.

    `hands[s]` is `[flowers, skulls]` in seat s's hand; `mats[s]` the discs on
    its mat, bottom to top; `flipped[s]` how many discs from the top of that mat
    are face up. Discs a seat lost are not stored: they are whatever of its
    three flowers and one skull is neither in hand nor on the mat.
    `skull_known[s]` is public knowledge (HELD, LOST or UNKNOWN) about whether
    seat s still owns its skull at the start of the round; see README.
    `current` is the seat to act outside the opening; `starter` opened this
    round's turns; `bid`/`bidder` the highest bid (0/None before any bid).
    """

    players: int
    rng: Rng
    hands: list[list[int]] = field(default_factory=list)
    mats: list[list[int]] = field(default_factory=list)
    flipped: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    skull_known: list[str] = field(default_factory=list)
    passed: list[bool] = field(default_factory=list)
    phase: str = OPENING
    current: int = 0
    starter: int = 0
    bid: int = 0
    bidder: int | None = None
    winner: int | None = None
    round: int = 1

    @classmethod
    def new(cls, players: int, seed: int) -> SkullState:
        """Full hands, empty mats on their skull side, seat 0 starts round 1."""
        return cls(
            players=players,
            rng=Rng(seed),
            hands=[list(STARTING_HAND) for _ in range(players)],
            mats=[[] for _ in range(players)],
            flipped=[0] * players,
            points=[0] * players,
            skull_known=[HELD] * players,
            passed=[False] * players,
        )

    # -- counts ------------------------------------------------------------------

    def discs(self, seat: int) -> int:
        """Discs seat still owns (hand and mat)."""
        hand = self.hands[seat]
        return hand[0] + hand[1] + len(self.mats[seat])

    def hand_size(self, seat: int) -> int:
        """Discs in seat's hand."""
        hand = self.hands[seat]
        return hand[0] + hand[1]

    def lost(self, seat: int) -> list[int]:
        """`[flowers, skulls]` that seat has lost so far."""
        mat = self.mats[seat]
        skulls_on_mat = mat.count(SKULL)
        return [
            FLOWERS_EACH - self.hands[seat][FLOWER] - (len(mat) - skulls_on_mat),
            SKULLS_EACH - self.hands[seat][SKULL] - skulls_on_mat,
        ]

    def on_mats(self) -> int:
        """Discs on all mats: the highest bid allowed."""
        return sum(map(len, self.mats))

    def flipped_total(self) -> int:
        """Discs the challenger has turned face up so far."""
        return sum(self.flipped)

    def shown(self, seat: int) -> list[int]:
        """The face-up discs of seat's mat, bottom to top."""
        mat = self.mats[seat]
        return mat[len(mat) - self.flipped[seat]:]

    # -- seats -------------------------------------------------------------------

    def in_game(self, seat: int) -> bool:
        """Whether seat still has a disc (a player with none is eliminated)."""
        return self.discs(seat) > 0

    def in_game_seats(self) -> list[int]:
        """Seats not eliminated, in seat order."""
        return [s for s in range(self.players) if self.in_game(s)]

    def next_seat(self, seat: int, *, bidding: bool = False) -> int:
        """The next seat clockwise still in the game (and, when bidding, not passed)."""
        for step in range(1, self.players + 1):
            s = (seat + step) % self.players
            if self.in_game(s) and not (bidding and self.passed[s]):
                return s
        return seat

    def discs_lost_total(self) -> int:
        """Discs lost by everyone, for progress."""
        return DISCS_EACH * self.players - sum(self.discs(s) for s in range(self.players))

    # -- copying -----------------------------------------------------------------

    def copy(self) -> SkullState:
        """A fast independent copy (every field is an int, str or list of those)."""
        return SkullState(
            self.players, Rng(self.rng.state), [h[:] for h in self.hands], [m[:] for m in self.mats],
            self.flipped[:], self.points[:], self.skull_known[:], self.passed[:], self.phase,
            self.current, self.starter, self.bid, self.bidder, self.winner, self.round,
        )


def dump_state(state: SkullState) -> dict[str, Any]:
    """Plain JSON: every field (lists copied), the Rng as its integer state."""
    return {
        "players": state.players, "rng": state.rng.state,
        "hands": [h[:] for h in state.hands], "mats": [m[:] for m in state.mats],
        "flipped": state.flipped[:], "points": state.points[:], "skull_known": state.skull_known[:],
        "passed": state.passed[:], "phase": state.phase, "current": state.current, "starter": state.starter,
        "bid": state.bid, "bidder": state.bidder, "winner": state.winner, "round": state.round,
    }


def load_state(data: dict[str, Any]) -> SkullState:
    """Inverse of `dump_state`."""
    return SkullState(
        players=int(data["players"]),
        rng=Rng(data["rng"]),
        hands=[list(h) for h in data["hands"]],
        mats=[list(m) for m in data["mats"]],
        flipped=list(data["flipped"]),
        points=list(data["points"]),
        skull_known=list(data["skull_known"]),
        passed=list(data["passed"]),
        phase=data["phase"],
        current=int(data["current"]),
        starter=int(data["starter"]),
        bid=int(data["bid"]),
        bidder=data["bidder"],
        winner=data["winner"],
        round=int(data["round"]),
    )
