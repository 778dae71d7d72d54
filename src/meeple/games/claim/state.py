"""The state of a game of Claim, its fast copy and its JSON form.

The deck is a list whose END is the top card. Hands, followers, score piles
and the discard are sorted lists (multisets of card strings).

`known[s]` is the part of seat s's cards that the other seat knows: in phase
one, the prize cards s has won into its followers (turned up in the open); in
phase two, those of them still in s's hand. The blind cards a loser takes are
never in it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

ONE = "one"
TWO = "two"
OVER = "over"


@dataclass
class ClaimState:
    """Everything about one table; `phase` is ONE, TWO or OVER."""

    rng: Rng
    phase: str = ONE
    tricks: int = 0
    """Tricks finished so far, 0 to 26 (13 in each phase)."""
    leader: int = 0
    turn: int = 0
    lead: str | None = None
    """The card the leader has played to the running trick, if any."""
    prize: str | None = None
    """The card turned up for the running trick (phase one only)."""
    deck: list[str] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=lambda: [[], []])
    followers: list[list[str]] = field(default_factory=lambda: [[], []])
    known: list[list[str]] = field(default_factory=lambda: [[], []])
    scores: list[list[str]] = field(default_factory=lambda: [[], []])
    discard: list[str] = field(default_factory=list)
    last: list[Any] | None = None
    """The last finished trick: [leader, lead card, follower's card, winner]."""
    void: list[list[str]] = field(default_factory=lambda: [[], []])
    """Factions each seat has shown it lacks in phase one (it did not follow them): public, and
    true until phase one ends, since a phase-one hand only shrinks."""
    players: int = 2
    """Always two (the engine reads it)."""

    def clone(self) -> ClaimState:
        """An independent copy, written out by hand because bots clone a lot."""
        h, f, k, s = self.hands, self.followers, self.known, self.scores
        return ClaimState(
            Rng(self.rng.state), self.phase, self.tricks, self.leader, self.turn, self.lead, self.prize,
            self.deck[:], [h[0][:], h[1][:]], [f[0][:], f[1][:]], [k[0][:], k[1][:]], [s[0][:], s[1][:]],
            self.discard[:], None if self.last is None else self.last[:], [self.void[0][:], self.void[1][:]],
        )


def dump(state: ClaimState) -> dict[str, Any]:
    """Plain JSON data sharing no list with the state; `load(dump(s))` dumps the same."""
    c = state.clone()
    return {
        "rng": c.rng.state, "phase": c.phase, "tricks": c.tricks, "leader": c.leader, "turn": c.turn,
        "lead": c.lead, "prize": c.prize, "deck": c.deck, "hands": c.hands, "followers": c.followers,
        "known": c.known, "scores": c.scores, "discard": c.discard, "last": c.last, "void": c.void,
    }


def load(data: dict[str, Any]) -> ClaimState:
    """Inverse of `dump`."""
    shared = ClaimState(rng=Rng(data["rng"]), **{k: v for k, v in data.items() if k != "rng"})
    return shared.clone()
