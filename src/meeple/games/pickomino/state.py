"""Pickomino's state: the grill, the players' stacks and the turn in progress."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

from .components import NUM_DICE, TILES, WORMS, score_of

ROLL, KEEP, DECIDE, OVER = "roll", "keep", "decide", "over"
"""Phases: the player must roll; must keep a face of the roll; may roll again or take; the game is over."""

PHASES = (ROLL, KEEP, DECIDE, OVER)


@dataclass(slots=True)
class PickominoState:
    """Everything about one table.

    `grill` holds the face-up tiles (ascending), `turned` the tiles turned
    over and out of play (ascending), `stacks[s]` seat s's tiles bottom to top.
    `roll` is the current roll in the order rolled (empty outside the keep
    phase); `kept` the dice set aside this turn, in the order kept.
    """

    players: int
    rng: Rng
    grill: list[int] = field(default_factory=lambda: list(TILES))
    turned: list[int] = field(default_factory=list)
    stacks: list[list[int]] = field(default_factory=list)
    turn: int = 0
    phase: str = ROLL
    roll: list[int] = field(default_factory=list)
    kept: list[int] = field(default_factory=list)

    @property
    def score(self) -> int:
        """The current turn's score so far."""
        return score_of(self.kept)

    @property
    def dice_left(self) -> int:
        """Dice not yet set aside this turn."""
        return NUM_DICE - len(self.kept)

    def worm_totals(self) -> list[int]:
        """Worms each seat holds: its score."""
        return [sum([WORMS[t] for t in stack]) if stack else 0 for stack in self.stacks]

    def copy(self) -> PickominoState:
        """A fast independent copy (all fields are ints or lists of ints)."""
        return PickominoState(
            self.players, Rng(self.rng.state), self.grill[:], self.turned[:],
            [s[:] for s in self.stacks], self.turn, self.phase, self.roll[:], self.kept[:],
        )


def dump_state(s: PickominoState) -> dict[str, Any]:
    """Plain JSON data for `s`."""
    return {
        "players": s.players, "rng": s.rng.state, "grill": list(s.grill), "turned": list(s.turned),
        "stacks": [list(x) for x in s.stacks], "turn": s.turn, "phase": s.phase,
        "roll": list(s.roll), "kept": list(s.kept),
    }


def load_state(d: dict[str, Any]) -> PickominoState:
    """Inverse of `dump_state`."""
    return PickominoState(
        players=int(d["players"]), rng=Rng(d["rng"]), grill=[int(t) for t in d["grill"]],
        turned=[int(t) for t in d["turned"]], stacks=[[int(t) for t in x] for x in d["stacks"]],
        turn=int(d["turn"]), phase=str(d["phase"]), roll=[int(f) for f in d["roll"]],
        kept=[int(f) for f in d["kept"]],
    )
