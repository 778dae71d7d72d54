"""Wizard's state: the round in progress, the hands, the trick and the score sheet."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

TRUMP, BID, PLAY, OVER = "trump", "bid", "play", "over"
"""Phases: the dealer names trump (a Wizard was turned up); predictions; tricks; the game is over."""

Trick = tuple[int, int, tuple[str, ...]]
"""A finished trick: the leader, the winner, the cards in the order played."""

Row = tuple[tuple[int, int, int], ...]
"""A score sheet row: `(bid, tricks taken, points)` for each seat."""


@dataclass(slots=True)
class WizardState:
    """Everything about one table.

    `sizes` is the hand size of every round (fixed by the options), `round`
    the index of the current one. `deck` holds the undealt cards below the
    face-up `trump_card` (None when no card was left to turn). `trump` is the
    trump suit or None. `bids[s]` is None until seat s predicts. `turn` is the
    seat to act in the trump phase, open bidding and play. `trick` holds the
    cards of the current trick in the order played, the first by `leader`;
    `history` the round's finished tricks as `(leader, winner, cards)` tuples
    and `tricks[s]` how many seat s won. `sheet` has one row per finished
    round, `((bid, tricks, points), ...)` by seat. Finished tricks and sheet
    rows are immutable tuples, so copies, dumps and views share them safely
    (they serialize as JSON arrays). When the game is over `round` stays on
    the last.
    """

    players: int
    rng: Rng
    options: dict[str, Any]
    sizes: list[int]
    round: int = 0
    dealer: int = 0
    phase: str = BID
    hands: list[list[str]] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    trump_card: str | None = None
    trump: str | None = None
    bids: list[int | None] = field(default_factory=list)
    turn: int = 0
    leader: int = 0
    trick: list[str] = field(default_factory=list)
    history: list[Trick] = field(default_factory=list)
    tricks: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    sheet: list[Row] = field(default_factory=list)

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player this round."""
        return self.sizes[self.round]

    def copy(self) -> WizardState:
        """A fast independent copy (options and sizes never change, so they are shared)."""
        return WizardState(
            self.players, Rng(self.rng.state), self.options, self.sizes, self.round, self.dealer,
            self.phase, [h[:] for h in self.hands], self.deck[:], self.trump_card, self.trump,
            self.bids[:], self.turn, self.leader, self.trick[:], self.history[:], self.tricks[:],
            self.scores[:], self.sheet[:],
        )


def dump_state(s: WizardState) -> dict[str, Any]:
    """Plain JSON data for `s` (finished tricks and sheet rows are shared immutable tuples)."""
    return {
        "players": s.players, "rng": s.rng.state, "options": dict(s.options), "sizes": list(s.sizes),
        "round": s.round, "dealer": s.dealer, "phase": s.phase, "hands": [list(h) for h in s.hands],
        "deck": list(s.deck), "trump_card": s.trump_card, "trump": s.trump, "bids": list(s.bids),
        "turn": s.turn, "leader": s.leader, "trick": list(s.trick), "history": list(s.history),
        "tricks": list(s.tricks), "scores": list(s.scores),
        "sheet": list(s.sheet),
    }


def load_state(d: dict[str, Any]) -> WizardState:
    """Inverse of `dump_state`."""
    return WizardState(
        players=int(d["players"]), rng=Rng(d["rng"]), options=dict(d["options"]), sizes=list(d["sizes"]),
        round=int(d["round"]), dealer=int(d["dealer"]), phase=str(d["phase"]),
        hands=[list(h) for h in d["hands"]], deck=list(d["deck"]), trump_card=d["trump_card"],
        trump=d["trump"], bids=list(d["bids"]), turn=int(d["turn"]),
        leader=int(d["leader"]), trick=list(d["trick"]),
        history=[(int(t[0]), int(t[1]), tuple(t[2])) for t in d["history"]],
        tricks=list(d["tricks"]), scores=list(d["scores"]),
        sheet=[tuple((c[0], c[1], c[2]) for c in r) for r in d["sheet"]],
    )
