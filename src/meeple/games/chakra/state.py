"""The state of a game of Chakra, its fast copy and its JSON form.

`phase` says what the seat on turn owes: TURN (choose receive, channel or
meditate), TAKE (the energies of a receive, then where they go), MOVE (the
moves of a channel pattern), LOOK (the new meditation token of a
meditation) or OVER. Per seat: `chakras[seat][k]` is the list
of energy colours on chakra k (kept sorted), `bubbles[seat]` those on the
Bhagya bubbles, `earth[seat]` the alleviated black energies and `earth_white`
the white ones (Module A). `bag[c]` counts the energies of colour c in the
bag: its content is public (everything drawn was seen), only the draws are
chance.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

from .components import INSPIRATION

TURN = "turn"
TAKE = "take"
MOVE = "move"
LOOK = "look"
OVER = "over"


@dataclass
class ChakraState:
    """Everything about one table."""

    players: int
    rng: Rng
    yinyang: bool = False
    objectives: bool = False
    phase: str = TURN
    turn: int = 0
    first: int = 0
    round: int = 0
    """Rounds finished so far."""
    ending: bool = False
    """Someone has harmonized enough chakras: the game ends with this round."""
    bag: list[int] = field(default_factory=list)
    flows: list[list[int]] = field(default_factory=list)
    """The maya flows, three spaces each (top to bottom); -1 is an empty space."""
    plenitude: list[int] = field(default_factory=list)
    """The face-down token value on each chakra colour's karma space."""
    box: int = 0
    """The eighth plenitude token, never seen."""
    meditation: list[list[int]] = field(default_factory=list)
    """The colours of each seat's meditation tokens (sorted): the plenitude tokens it has seen."""
    chakras: list[list[list[int]]] = field(default_factory=list)
    bubbles: list[list[int]] = field(default_factory=list)
    earth: list[int] = field(default_factory=list)
    earth_white: list[int] = field(default_factory=list)
    notches: list[list[bool]] = field(default_factory=list)
    """An inspiration token in the notch beside each chakra."""
    spaces: list[list[bool]] = field(default_factory=list)
    """An inspiration token on each of the 8 inspiration (channel) spaces."""
    halves: list[int] = field(default_factory=list)
    """Half yin-yang tokens won (Module A)."""
    goals: list[int] = field(default_factory=list)
    """The objective cards in play (Module D)."""
    claims: list[list[int]] = field(default_factory=list)
    """Per objective in play, the seats that met it, in order (the first takes 2, the second 1)."""
    flow: int = -1
    """The flow of the receive in progress."""
    chosen: list[int] = field(default_factory=list)
    """The colours taken so far in the receive in progress."""
    moves_left: list[list[int]] = field(default_factory=list)
    """The moves of the channel pattern in progress still to make (each its allowed distances)."""
    moved: list[list[int]] = field(default_factory=list)
    """[position, colour] of each energy moved so far by the pattern in progress (each moves once)."""

    def clone(self) -> ChakraState:
        """An independent copy, written out by hand because bots clone a lot."""
        return ChakraState(
            self.players, Rng(self.rng.state), self.yinyang, self.objectives, self.phase, self.turn,
            self.first, self.round, self.ending, self.bag[:], [f[:] for f in self.flows], self.plenitude[:],
            self.box, [m[:] for m in self.meditation], [[c[:] for c in b] for b in self.chakras],
            [b[:] for b in self.bubbles], self.earth[:], self.earth_white[:], [n[:] for n in self.notches],
            [s[:] for s in self.spaces], self.halves[:], self.goals[:], [c[:] for c in self.claims], self.flow,
            self.chosen[:], [m[:] for m in self.moves_left], [m[:] for m in self.moved],
        )


def reserve(state: ChakraState, seat: int) -> int:
    """Inspiration tokens the seat still has in hand (neither in a notch nor on a space); `count`, as
    `sum` over bools leaves its integer fast path (bool is not exactly int)."""
    return INSPIRATION - state.notches[seat].count(True) - state.spaces[seat].count(True)


def dump(state: ChakraState) -> dict[str, Any]:
    """Plain JSON data sharing no list with the state; `load(dump(s))` dumps the same."""
    copy = state.clone()
    out = {name: getattr(copy, name) for name in ChakraState.__dataclass_fields__}
    out["rng"] = state.rng.state
    return out


def load(data: dict[str, Any]) -> ChakraState:
    """Inverse of `dump`."""
    shared = ChakraState(rng=Rng(data["rng"]), **{k: v for k, v in data.items() if k != "rng"})
    return shared.clone()
