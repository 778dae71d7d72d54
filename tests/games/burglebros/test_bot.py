"""The rule-based bot: it plays legal moves, sees only what the crew sees, and avoids guards."""

from __future__ import annotations

from meeple.engine import Rng, contains_action
from meeple.engine.policy import RolloutPolicy
from meeple.games.burglebros import GAME
from meeple.games.burglebros.bot import CALM, danger

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
    assert choice["type"] == "move" and danger(s, 0).get(choice["to"], 0) < CALM


def test_the_forecast_follows_the_guard_to_his_destination_and_spreads_over_new_cards():
    from meeple.games.burglebros.foresight import guard_visits

    s = heist(walls=[], guards={0: ("1A1", "1C1")}, at=("1D4",))
    s.guards[0].die = 3
    odds = guard_visits(s, 0)
    assert odds[cell("1B1")] == 1.0 and odds[cell("1C1")] == 1.0  # his way to C1
    assert 0 < odds.get(cell("1D1"), 0) < 1 and cell("1A4") not in odds  # one step on toward a new card


def test_the_bot_lights_a_smoke_bomb_when_down_to_its_last_stealth_token():
    s = heist(walls=[], at=("1A1",))
    s.thieves[0].stealth, s.thieves[0].tools = 1, ["smoke_bomb"]
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "tool", "tool": "smoke_bomb"}


def test_the_bot_feeds_donuts_to_a_guard_about_to_walk_in():
    s = heist(walls=[], rooms={"1A1": "plain"}, at=("1A1",), guards={0: ("1C1", "1A1")}, actions=0)
    s.thieves[0].tools = ["donuts"]
    s.guards[0].die = 2
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "tool", "tool": "donuts"}
    GAME.apply(s, 0, {"type": "tool", "tool": "donuts"})
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "choose", "floor": 0}


def test_the_hawk_takes_a_free_look_through_a_wall_at_a_safe_line_room():
    s = heist(walls=[("1A1", "1B1")], rooms={"1B2": "safe"}, at=("1A1",),
              characters=(("hawk", "basic"),))
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "xray", "cell": cell("1B1")}
