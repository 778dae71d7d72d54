"""A rollout policy for GIPF: make a row when a push can, keep your own GIPFs, take the opponent's.

Uniform random rollouts almost never make a row on purpose, so a simulated
game ends when a reserve runs dry, and the search sees captures as luck. Two
cheap habits make rollouts look like play:

* a push that completes four of the mover's pieces along its own line is
  played (nine times in ten) when there is one: each line is read once at C
  speed, and only lines holding three of the mover's pieces and a gap are
  tried, by shifting the line's contents the way the push would;
* when deciding on a GIPF in a row being removed, keep your own and take the
  opponent's.

Everything else stays uniformly random. A row made on a crossing line by the
shifted pieces is not looked for: that would cost a board copy per push.

Rollouts with these habits last much longer than random ones (rows send
pieces back to the reserve), so they stop after `rollout_depth` steps and
`evaluate` scores the position by material: the opponent's pieces each side
has captured for good, its reserve (an empty one loses) and its GIPFs on the
board (none left loses), through a logistic curve.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from operator import itemgetter

from meeple.engine import Action, Policy, Rng

from .components import EMPTY, OWNER
from .geometry import LABELS, LINE_ENDS, LINES
from .rows import gipf_count
from .state import GipfState

GREEDY = 0.9
"""How often a row-making push is played when one exists."""
SCALE = 3.0
"""Pieces of material lead worth about a 73% chance of winning (the logistic curve's unit)."""

_READERS = tuple(itemgetter(*line) for line in LINES)

_LINE_PUSHES: tuple[tuple[tuple[int, int, bool], ...], ...] = tuple(
    ((ends[0], line[0], False), (ends[1], line[-1], True)) for line, ends in zip(LINES, LINE_ENDS, strict=True)
)
"""Per line: (dot, entry spot, from the far end) for the push from each end dot."""


def makes_row(cells: tuple[int, ...], seat: int, from_far_end: bool) -> bool:
    """Whether pushing one of `seat`'s pieces in along this line leaves four of theirs in a row on it."""
    seq = list(reversed(cells)) if from_far_end else list(cells)
    gap = seq.index(EMPTY)
    del seq[gap]
    streak = 1  # the entering piece
    for v in seq:
        if v and OWNER[v] == seat:
            streak += 1
            if streak >= 4:
                return True
        else:
            streak = 0
    return False


def row_pushes(board: list[int], seat: int) -> list[tuple[int, int]]:
    """The (dot, entry spot) pushes that complete a row of `seat` along the pushed line."""
    single, gipf = seat + 1, seat + 3
    out: list[tuple[int, int]] = []
    for read, pushes in zip(_READERS, _LINE_PUSHES, strict=True):
        cells = read(board)
        if cells.count(single) + cells.count(gipf) >= 3 and EMPTY in cells:
            out.extend((dot, toward) for dot, toward, far in pushes if makes_row(cells, seat, far))
    return out


class GipfPolicy(Policy):
    """`GAME.policy`: rollouts for ISMCTS, cut after `rollout_depth` steps and estimated."""

    rollout_depth = 30

    def rollout_action(self, state: GipfState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """A plausible move among `legal`."""
        phase = state.phase
        if phase == "gipf":
            own = OWNER[state.board[state.ask[0]]] == seat
            return next((a for a in legal if a["keep"] == own), legal[0])
        if phase in ("dot", "push") and rng.random() < GREEDY:
            found = _row_move(state, seat, legal)
            if found is not None:
                return found
        return legal[rng.below(len(legal))]

    def evaluate(self, state: GipfState) -> list[float]:
        """Each seat's estimated chance of winning from here, in [0, 1]."""
        lead = _material(state, 0) - _material(state, 1)
        white = 1.0 / (1.0 + math.exp(-lead / SCALE))
        return [white, 1.0 - white]


def _material(state: GipfState, seat: int) -> float:
    """Captures made, plus a little for the reserve, a lot against running out of it or of GIPFs."""
    value = state.captured[seat] + 0.25 * state.reserve[seat]
    if state.reserve[seat] <= 2:
        value -= 3
    if state.had_gipf[seat] and gipf_count(state.board, seat) == 1:
        value -= 2
    return value


def _row_move(state: GipfState, seat: int, legal: Sequence[Action]) -> Action | None:
    """The legal enter or push action that starts a row-making push, if any."""
    pushes = row_pushes(state.board, seat)
    if not pushes:
        return None
    if state.phase == "dot":
        dots = {LABELS[dot] for dot, _ in pushes}
        return next((a for a in legal if a["dot"] in dots), None)
    towards = {LABELS[t] for dot, t in pushes if dot == state.dot}
    return next((a for a in legal if a["toward"] in towards), None)


POLICY = GipfPolicy()
