"""A rollout policy and estimate for Pickomino: keep what scores, stop while a tile is on offer.

Uniform random rollouts keep ones and twos and roll on past every chance to
take a tile, so most simulated turns bust, a rollout takes hundreds of steps
to empty the grill, and the search learns little from it. This policy plays
the way a plain human does:

* keep: the worms while none are kept, else the face that adds the most
  points (value times count), now and then (one time in KEEP_WHIM) any new face;
* roll or take: take a tile once few dice are left (STOP_DICE), else take it
  with an even chance, which keeps the search's opponents plausible;

and the search stops a rollout after `rollout_depth` steps (a few turns)
and estimates the position from the worms each seat holds
(`meeple.engine.estimate.ahead_chances`). Pickomino hides nothing, so reading
the state is fair.
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import Action, Policy, Rng
from meeple.engine.estimate import ahead_chances

from .components import TILES, WORM, face_value
from .state import KEEP, PickominoState

KEEP_WHIM = 8
"""One keep in this many is any new face, so that rollouts do not all play alike."""
STOP_DICE = 3
"""With this many dice left or fewer, a tile on offer is always taken."""
WORM_SCALE = 2.0
"""A lead of this many worms, with the grill full, makes a seat about 73% to finish ahead."""


class PickominoPolicy(Policy):
    """`GAME.policy`: rollouts for ISMCTS, cut after `rollout_depth` steps and estimated."""

    rollout_depth = 40

    def rollout_action(self, state: PickominoState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """A plausible move among `legal`."""
        if state.phase == KEEP:
            return _keep(state, legal, rng)
        take = legal[-1]
        if take["type"] == "roll":
            return take
        if state.dice_left <= STOP_DICE or rng.below(2):
            return take
        return legal[0]  # roll again

    def evaluate(self, state: PickominoState) -> list[float]:
        """Each seat's estimated reward: its worms against the others', surer as the grill empties."""
        left = len(state.grill) / len(TILES)
        return ahead_chances(state.worm_totals(), WORM_SCALE * (0.5 + left))


def _keep(state: PickominoState, legal: Sequence[Action], rng: Rng) -> Action:
    if len(legal) > 1 and rng.below(KEEP_WHIM) == 0:
        return legal[rng.below(len(legal))]
    roll = state.roll
    if WORM not in state.kept:
        worm = next((a for a in legal if a["face"] == WORM), None)
        if worm is not None:
            return worm
    return max(legal, key=lambda a: face_value(a["face"]) * roll.count(a["face"]))


POLICY = PickominoPolicy()
