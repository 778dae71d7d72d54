"""The rule-based bot: it plays legal moves, sees only what the crew sees, and avoids guards."""

from __future__ import annotations

from meeple.engine import Rng, contains_action
from meeple.engine.policy import RolloutPolicy
from meeple.games.burglebros import GAME
from meeple.games.burglebros.bot import CALM, danger
from meeple.games.burglebros.state import BurgleState

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


LINE = {"1A1": "safe", "1B1": "plain:1", "1C1": "plain:2", "1D1": "plain:3",
        "1A2": "plain:4", "1A3": "plain:5", "1A4": "plain:6"}
"""A safe at A1 whose row and column show all six numbers."""


def test_the_bot_adds_dice_to_a_safe_before_rolling_when_a_die_pays_for_itself():
    from meeple.games.burglebros.safeplan import expected_rolls, worth_a_die

    assert round(expected_rolls(1, 1), 6) == 6.0 and round(expected_rolls(6, 2), 1) == 7.6
    s = heist(walls=[], rooms=LINE, at=("1A1",))
    s.safe_dice[cell("1A1")] = 1
    assert worth_a_die(s, 0, cell("1A1"))
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "add_die", "safe": cell("1A1")}
    s.safe_dice[cell("1A1")] = 3  # a fourth die saves fewer rolls than the two actions it costs
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "roll", "safe": cell("1A1")}


def test_the_bot_sets_the_stethoscope_die_to_the_face_that_cracks_most_rooms():
    rooms = dict(LINE, **{"1A3": "plain:2"})  # the 2 now stands in two rooms of the combination
    s = heist(walls=[], rooms=rooms, at=("1A1",))
    s.thieves[0].tools = ["stethoscope"]
    s.safe_dice[cell("1A1")] = 1
    GAME.apply(s, 0, {"type": "roll", "safe": cell("1A1")})
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "tool", "tool": "stethoscope"}
    GAME.apply(s, 0, {"type": "tool", "tool": "stethoscope"})
    if not s.cracked[cell("1C1")]:
        assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "choose", "face": 2}


def test_the_bot_takes_the_stairs_when_its_floor_has_no_room_out_of_the_guards_way():
    s = heist(walls=[("1A1", "1B1")], rooms={"1A1": "stairs", "1A2": "plain", "2A1": "plain"},
              at=("1A1",), guards={0: ("1A3", "1A1"), 1: ("2D4", "2D3")}, actions=2)
    s.guards[0].die = 3
    choice = GAME.policy.choose(GAME, s, 0, Rng(0))
    assert choice == {"type": "move", "to": cell("2A1")}


def test_a_fingerprint_room_that_would_sound_is_a_dear_way_but_no_wall():
    s = heist(walls=[("1A1", "1A2")], rooms={"1B1": "fingerprint", "1C1": "plain", "1B2": "plain"},
              at=("1A1",), guards={0: ("1D4", "1D3")})
    from meeple.games.burglebros.botroute import SOUNDING, reach

    assert reach(s, 0)[cell("1B1")] == (SOUNDING, cell("1B1"))
    assert reach(s, 0)[cell("1C1")] == (SOUNDING + 1, cell("1B1"))
    s.hacks["fingerprint"] = 1
    assert reach(s, 0)[cell("1C1")] == (2, cell("1B1"))


def test_the_bot_feeds_donuts_to_the_guard_about_to_catch_a_teammate_on_another_floor():
    s = heist(2, walls=[], rooms={"1A1": "plain", "2A1": "plain"}, at=("1D4", "2A1"),
              guards={0: ("1A1", "1A2"), 1: ("2C1", "2A1")})
    s.thieves[0].tools = ["donuts"]
    s.thieves[1].stealth = 0
    s.guards[1].die = 2
    s.actions_left = 0
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "tool", "tool": "donuts"}
    GAME.apply(s, 0, {"type": "tool", "tool": "donuts"})
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "choose", "floor": 1}


def test_the_bot_pries_a_deadbolt_next_door_open_with_the_crowbar():
    s = heist(walls=[], rooms={"1B1": "deadbolt", "1A2": "plain"}, at=("1A1",))
    s.thieves[0].tools = ["crowbar"]
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "tool", "tool": "crowbar"}
    GAME.apply(s, 0, {"type": "tool", "tool": "crowbar"})
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "choose", "cell": cell("1B1")}


def test_a_lavatory_with_tokens_to_spare_is_a_refuge_from_the_guard():
    from meeple.games.burglebros.bot import _shielded

    s = heist(walls=[], rooms={"1B1": "lavatory"}, at=("1A1",))
    s.tile_stealth[cell("1B1")] = 1
    assert _shielded(s, 0, cell("1B1")) < 1.0 and _shielded(s, 0, cell("1A1")) == 1.0


def test_an_atrium_is_as_dangerous_as_the_rooms_above_and_below_it():
    s = heist(2, walls=[], rooms={"1B2": "atrium", "2B2": "plain"}, at=("1B2", "2D4"),
              guards={0: ("1D4", "1D3"), 1: ("2A2", "2C2")})
    s.guards[1].die = 2
    assert danger(s, 0)[cell("1B2")] == 60.0  # the floor 2 guard walks over 2B2 after seat 1's turn
    s.thieves[1].pos = cell("1D1")  # with nobody upstairs, that guard does not walk
    assert danger(s, 0).get(cell("1B2"), 0.0) < CALM


def test_the_rook_orders_a_teammate_out_of_the_guards_way():
    s = heist(2, walls=[], rooms={"1A1": "plain", "1C1": "plain", "1C2": "plain", "1D1": "plain"},
              at=("1A1", "1C1"), guards={0: ("1A3", "1D1")}, characters=(("rook", "basic"), ("hawk", "basic")))
    s.guards[0].die = 4
    assert danger(s, 0)[cell("1C1")] >= CALM > danger(s, 0).get(cell("1C2"), 0.0)
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "orders", "seat": 1}
    GAME.apply(s, 0, {"type": "orders", "seat": 1})
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "move", "to": cell("1C2")}


def test_the_bot_does_not_walk_through_a_foyer_next_to_the_guard():
    from meeple.games.burglebros.botroute import reach

    s = heist(walls=[("1A1", "1A2")], rooms={"1B1": "foyer", "1C1": "plain", "1B2": "plain"},
              at=("1A1",), guards={0: ("1B3", "1B4")})
    assert cell("1B1") in reach(s, 0)
    s.guards[0].pos = cell("1B2")  # now he would see the thief walk into the Foyer
    assert cell("1B1") not in reach(s, 0)


def test_the_bot_never_walks_into_the_guard_when_another_room_will_do():
    s = heist(walls=[], rooms={"1B1": "plain", "1A2": "plain", "1B2": "plain"}, at=("1A1",),
              guards={0: ("1B1", "1D1")})
    s.actions_left = 1
    from meeple.games.burglebros.botroute import reach

    assert cell("1B1") not in reach(s, 0)  # no route goes through the guard's room
    choice = GAME.policy.choose(GAME, s, 0, Rng(0))
    assert choice.get("to") != cell("1B1")


def _all_safes_open(s: object, *safes: str) -> None:
    for name in safes:
        s.safe_open[cell(name)] = True  # type: ignore[attr-defined]


def test_the_bot_escapes_once_every_safe_is_open_and_the_loot_is_held():
    s = heist(job="office", walls=[], rooms={"1A1": "safe", "2A1": "safe", "2D4": "stairs"}, at=("2D4",),
              guards={0: ("1C3", "1C1"), 1: ("2A4", "2A3")})
    _all_safes_open(s, "1A1", "2A1")
    s.thieves[0].loot = ["tiara"]
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "escape"}


def test_the_bot_heads_for_the_roof_once_every_safe_is_open():
    s = heist(job="office", walls=[], rooms={"1A1": "safe", "2A1": "safe", "1D4": "stairs", "2D4": "stairs",
                                             "2D3": "plain", "2C4": "plain"},
              at=("1D4",), guards={0: ("1A4", "1A3"), 1: ("2A1", "2A2")})
    _all_safes_open(s, "1A1", "2A1")
    s.actions_left = 2  # just enough to go up and out: no look around first
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "move", "to": cell("2D4")}


def test_the_bot_does_not_escape_leaving_a_gold_bar_its_teammate_cannot_carry():
    s = heist(2, job="office", walls=[], rooms={"1A1": "safe", "2A1": "safe", "2D4": "stairs", "2D3": "plain",
                                                "2D2": "plain", "2D1": "plain"},
              at=("2D4", "2D1"), guards={0: ("1C3", "1C1"), 1: ("2A4", "2A3")})
    _all_safes_open(s, "1A1", "2A1")
    s.thieves[1].loot = ["gold_bar"]
    s.items = {str(cell("2D2")): ["gold_bar"]}
    assert {"type": "escape"} in GAME.legal_actions(s, 0)
    from meeple.games.burglebros.bot import _goals

    assert GAME.policy.choose(GAME, s, 0, Rng(0)) != {"type": "escape"}
    assert _goals(s, 0) == {cell("2D2")}  # the bar first, then the roof


def _corridor() -> object:
    """Row 1 is a corridor (walls under A1, B1, C1) that the guard, at D3 with speed 3, walks
    into on his way to A1: his walk now ends at C1, the next one runs through B1 to A1."""
    rooms = {n: "plain" for n in ("1A1", "1B1", "1C1", "1D1", "1A2", "1B2", "1C2", "1D2", "1A3", "1B3",
                                  "1C3", "1D3")}
    s = heist(walls=[("1A1", "1A2"), ("1B1", "1B2"), ("1C1", "1C2")], rooms=rooms, at=("1D4",),
              guards={0: ("1D3", "1A1")})
    s.guards[0].die = 3
    return s


def test_the_next_turn_forecast_sees_the_guard_closing_a_dead_end():
    from meeple.games.burglebros.foresight import guard_posts
    from meeple.games.burglebros.nextturn import NextTurn

    s = _corridor()
    assert guard_posts(s, 0, 1) == {(cell("1C1"), cell("1A1"), frozenset()): 1.0}  # public: his way to A1
    hot = danger(s, 0)
    assert hot.get(cell("1B1"), 0) == 0 and hot.get(cell("1B3"), 0) == 0  # both calm for this walk
    ahead = NextTurn(s, 0, hot)  # type: ignore[arg-type]
    assert ahead.trap(cell("1B1")) == 1.0  # next turn every way out crosses his walk
    assert ahead.trap(cell("1B3")) == 0.0


def test_a_way_back_into_a_room_stood_in_does_not_spare_the_event_card():
    # B2's only door leads to B1, where the guard walks next; the thief came from B1 after two
    # counted actions: going back there spares no event card (rule 24), so it stays put.
    s = heist(walls=[("1B2", "1A2"), ("1B2", "1C2"), ("1B2", "1B3")], rooms={"1B1": "plain", "1B2": "plain"},
              at=("1B2",), guards={0: ("1D1", "1A1")})
    s.guards[0].die = 3
    s.actions_used, s.actions_left = 3, 1
    s.flags.update(path=[cell("1B1"), cell("1B2")], back=1)
    assert danger(s, 0)[cell("1B1")] == 60.0
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "end_turn"}


def test_the_bot_spends_no_token_on_a_first_die_when_a_calm_room_is_next_door():
    rooms = {n: "plain" for n in ("1A2", "1C2", "1D2", "1B1", "1B3", "1A1", "1A3", "1C1", "1C3")}
    s = heist(walls=[], rooms={**rooms, "1B2": "safe"}, at=("1B2",), guards={0: ("1D2", "1A2")})
    s.guards[0].die = 3
    s.actions_left = 2
    assert danger(s, 0)[cell("1B2")] == 60.0  # he walks through the safe to A2
    choice = GAME.policy.choose(GAME, s, 0, Rng(0))
    assert choice["type"] == "move" and danger(s, 0).get(choice["to"], 0) < CALM


def _safe_beside_a_fingerprint(guard: tuple[str, str], die: int) -> BurgleState:
    """A thief at the safe in A3, a Fingerprint room at B3, walls between A2-B2 and A4-B4, the
    guard at `guard[0]` heading for `guard[1]` with `die`."""
    plain = ("1A1", "1A2", "1A4", "1B1", "1B2", "1B4", "1C1", "1C2", "1C3", "1C4", "1D1", "1D2", "1D3", "1D4")
    s = heist(walls=[("1A2", "1B2"), ("1A4", "1B4")],
              rooms={**dict.fromkeys(plain, "plain"), "1A3": "safe", "1B3": "fingerprint"},
              at=("1A3",), guards={0: guard})
    s.guards[0].die = die
    return s


def test_the_bot_sets_off_an_alarm_to_lure_the_guard_off_its_safe():
    # The guard walks down column A through the safe at A3, and walls shut the ways round him;
    # a Fingerprint room next door (B3) would call him there instead. Walking in sets it off;
    # the thief then goes back to work.
    s = _safe_beside_a_fingerprint(guard=("1A1", "1A4"), die=3)
    assert danger(s, 0)[cell("1A3")] == 60.0
    choice = GAME.policy.choose(GAME, s, 0, Rng(0))
    assert choice == {"type": "move", "to": cell("1B3")}
    GAME.apply(s, 0, choice)
    assert s.alarm[cell("1B3")] and danger(s, 0).get(cell("1A3"), 0) < 30.0  # he heads for B3 now
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "move", "to": cell("1A3")}


def test_the_bot_sets_off_no_alarm_when_the_guard_keeps_away_from_its_safe():
    # The same rooms, but the guard walks along row 1, far from the safe at A3: an alarm at B3
    # would only call him nearer and speed him up, so the thief works instead.
    s = _safe_beside_a_fingerprint(guard=("1D1", "1B1"), die=2)
    assert danger(s, 0).get(cell("1A3"), 0) < CALM
    assert GAME.policy.choose(GAME, s, 0, Rng(0)) == {"type": "add_die", "safe": cell("1A3")}
