"""A rollout policy and a position estimate for Ponte del Diavolo.

Uniform random rollouts are slow here (listing the legal squares and bridges
costs about 170 µs a step and a game has about 90 steps) and they scatter
tiles, so islands appear by luck. The policy:

* places a tile next to one of its own tiles (growing a sandbank towards an
  island) three times in four when such a square is legal, else anywhere;
* builds a bridge that joins two of its islands of different groups half the
  time when one is legal (a bridge is how networks, and points, grow);
* stops a rollout after `rollout_depth` steps and estimates the position by
  the points each colour would score now (its networks) plus a little for
  islands and big sandbanks, turned into each seat's chance of winning by a
  logistic curve.

It looks only at the state it is given, which in a search is already a
determinization for the searching seat (a clone here: nothing is hidden).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from meeple.engine import Action, Policy, Rng

from .board import NAMES, Board
from .components import DARK, ISLAND, LIGHT
from .scoring import score
from .state import PLAY, PonteState

GROW = 0.75
"""How often a tile goes next to one of the mover's own tiles when it can."""
JOIN = 0.5
"""How often a bridge between two of the mover's islands is built when one is legal."""
SCALE = 3.0
"""Points of lead worth about a 73% chance of winning (the logistic curve's unit)."""
CELL = {name: x for x, name in enumerate(NAMES)}
"""Square number by name, without `parse_cell`'s checks: actions here come from `legal_actions`."""


class PontePolicy(Policy):
    """`GAME.policy`: rollouts for ISMCTS, cut after `rollout_depth` steps and estimated."""

    rollout_depth = 24

    def rollout_action(self, state: PonteState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """A plausible move among `legal`, sorted in one pass over it."""
        if state.phase != PLAY:
            return legal[rng.below(len(legal))]
        board, colour = state.board, state.colour_of(seat)
        would, want_join = board.would[colour], not state.placed and rng.random() < JOIN
        near: list[Action] = []
        joins: list[Action] = []
        for a in legal:
            kind = a["type"]
            if kind == "place":
                if would[CELL[a["cell"]]] > 1:  # beside an own tile (kept for every legal square)
                    near.append(a)
            elif want_join and kind == "bridge" and _joins_islands(board, a):
                joins.append(a)
        if joins:
            return joins[rng.below(len(joins))]
        if near and rng.random() < GROW:
            return near[rng.below(len(near))]
        return legal[rng.below(len(legal))]

    def evaluate(self, state: PonteState) -> list[float]:
        """Each seat's estimated chance of winning from here, in [0, 1]."""
        light = _worth(state.board, LIGHT)
        dark = _worth(state.board, DARK)
        p_light = 1.0 / (1.0 + math.exp((dark - light) / SCALE))
        out = [0.0, 0.0]
        out[state.seat_of(LIGHT)] = p_light
        out[state.seat_of(DARK)] = 1.0 - p_light
        return out


def _joins_islands(board: Board, action: Action) -> bool:
    """Whether a bridge action joins two islands of different groups."""
    ga, gb = board.group[CELL[action["from"]]], board.group[CELL[action["to"]]]
    return ga != gb and len(board.members[ga]) == ISLAND and len(board.members[gb]) == ISLAND


def _worth(board: Board, colour: int) -> float:
    """Points now, plus a little for islands and for sandbanks of three (an island next turn)."""
    now = score(board, colour)
    threes = sum(1 for tiles in board.members.values() if len(tiles) == 3 and board.cells[tiles[0]] == colour)
    return now.points + 0.5 * now.islands + 0.25 * threes


POLICY = PontePolicy()
