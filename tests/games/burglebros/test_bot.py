"""The rule-based bot: it plays legal moves, sees only what the crew sees, and avoids guards."""

from __future__ import annotations

from meeple.engine import Rng, contains_action
from meeple.engine.policy import RolloutPolicy
from meeple.games.burglebros import GAME
from meeple.games.burglebros.bot import danger

from .positions import cell, heist


def test_the_policy_is_exposed_for_searches_and_as_a_teammate():
    assert isinstance(GAME.policy, RolloutPolicy)
    assert callable(GAME.policy.choose)


def test_the_bot_plays_whole_games_with_legal_moves_using_only_what_it_sees():
    for players in (1, 3):
        s = GAME.setup(players, {}, 7)
        rng = Rng(1)
        while waiting := GAME.waiting_for(s):
            seat = min(waiting)
            legal = GAME.legal_actions(s, seat)
            pick = GAME.policy.choose(GAME, s, seat, rng.copy())
            assert contains_action(legal, pick)
            hidden_twin = GAME.determinize(s, seat, Rng(3))
            assert GAME.policy.choose(GAME, hidden_twin, seat, rng.copy()) == pick
            GAME.apply(s, seat, pick)
            rng.next64()


def test_the_bot_peeks_before_moving():
    s = heist(walls=[], at=("1A1",))
    assert GAME.policy.choose(GAME, s, 0, Rng(0))["type"] == "peek"


def test_the_bot_steps_out_of_the_guards_way():
    s = heist(walls=[], rooms={"1B1": "plain", "1A2": "plain", "1B2": "plain"}, at=("1A1",),
              guards={0: ("1C1", "1A1")})
    s.guards[0].die = 2
    s.actions_left = 1
    assert cell("1A1") in danger(s, 0)
    choice = GAME.policy.choose(GAME, s, 0, Rng(0))
    assert choice["type"] == "move" and danger(s, 0).get(choice["to"], 0) < 12
