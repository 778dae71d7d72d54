"""The rollout policy plays whole games that end by the trigger, and the contract holds along them.

Uniformly random games almost never harmonize a chakra (they run to the
round cap), so the conformance kit alone would not see the end trigger, the
chain bonus, yin-yangs or objectives in play. These games are played by the
policy, checking at every step that each listed action applies and that no
seat's view changes under its determinization.
"""

from __future__ import annotations

import pytest

from meeple.engine import Rng, canonical
from meeple.games.chakra import GAME
from meeple.games.chakra.bot import POLICY
from meeple.games.chakra.state import OVER


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {"yinyang": True}), (4, {"objectives": True}),
                                                  (3, {"yinyang": True, "objectives": True})])
def test_policy_games_end_by_the_trigger_and_keep_views_honest(players: int, options: dict) -> None:
    state = GAME.setup(players, options, 11)
    rng = Rng(5)
    step = 0
    while state.phase != OVER:
        seat = state.turn
        if step % 7 == 0:
            for s in range(players):
                seen = canonical(GAME.view(state, s))
                assert canonical(GAME.view(GAME.determinize(state, s, Rng(step)), s)) == seen
            for action in GAME.legal_actions(state, seat):
                GAME.apply(GAME.clone(state), seat, action)
        GAME.apply(state, seat, POLICY.choose(GAME, state, seat, rng))
        step += 1
    assert state.ending
    out = GAME.outcome(state)
    assert out is not None and max(out.scores) >= 8


def test_the_policy_beats_random_play() -> None:
    wins = 0
    for seed in range(6):
        state = GAME.setup(2, {}, seed)
        rng = Rng(seed)
        while state.phase != OVER:
            seat = state.turn
            legal = GAME.legal_actions(state, seat)
            action = POLICY.choose(GAME, state, seat, rng) if seat == seed % 2 else legal[rng.below(len(legal))]
            GAME.apply(state, seat, action)
        out = GAME.outcome(state)
        assert out is not None
        wins += out.ranks[seed % 2] == 1
    assert wins == 6
