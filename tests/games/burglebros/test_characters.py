"""The nine characters, basic and advanced sides."""

from __future__ import annotations

from .positions import cell, end_turn, heist, of_type, patrol, play

OPEN: list[tuple[str, str]] = []


def as_(character: str, side: str, **kw):
    kw.setdefault("walls", OPEN)
    return heist(characters=((character, side), *kw.pop("others", ())), **kw)


def test_acrobat_flexibility_slips_in_by_a_guard_for_free():
    s = as_("acrobat", "basic", rooms={"1B1": "plain"}, guards={0: ("1B1", "1D4")})
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.thieves[0].stealth == 3 and s.actions_left == 4


def test_acrobat_staying_with_the_guard_at_the_end_costs_stealth():
    s = as_("acrobat", "basic", rooms={"1B1": "plain"}, guards={0: ("1B1", "1B4")})
    s.guards[0].die = 0
    play(s, 0, {"type": "move", "to": cell("1B1")})
    end_turn(s)
    assert s.thieves[0].stealth == 2


def test_acrobat_climb_window_goes_up_a_floor_for_all_actions():
    s = as_("acrobat", "advanced")
    patrol(s, 1, "2D4", "2D3")
    assert {"type": "climb", "way": "up"} in of_type(s, "climb")
    play(s, 0, {"type": "climb", "way": "up"})
    assert s.thieves[0].pos == cell("2A1") and s.actions_left == 0


def test_acrobat_cannot_climb_from_an_inner_room():
    s = as_("acrobat", "advanced", at=("1B2",))
    assert of_type(s, "climb") == []


def test_hacker_jammer_silences_fingerprints_for_him_and_his_roommates():
    s = as_("hacker", "basic", players=2, rooms={"1B1": "fingerprint:4"}, at=("1A1", "1B1"))
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert not s.alarm[cell("1B1")]


def test_hacker_laptop_holds_one_hack_token_of_any_kind():
    s = as_("hacker", "advanced", rooms={"1B1": "fingerprint:4"})
    play(s, 0, {"type": "laptop"})
    assert s.laptop == 1 and of_type(s, "laptop") == []
    play(s, 0, {"type": "move", "to": cell("1B1"), "how": "hack"})
    assert s.laptop == 0 and not s.alarm[cell("1B1")]


def test_hawk_xray_peeks_through_a_wall_once_a_turn_for_free():
    s = as_("hawk", "basic", walls=[("1A1", "1B1")])
    assert of_type(s, "xray") == [{"type": "xray", "cell": cell("1B1")}]
    play(s, 0, {"type": "xray", "cell": cell("1B1")})
    assert s.revealed[cell("1B1")] and s.actions_left == 4 and of_type(s, "xray") == []


def test_hawk_enhance_peeks_two_rooms_away_over_revealed_rooms():
    s = as_("hawk", "advanced", rooms={"1B1": "plain"})
    cells = {a["cell"] for a in of_type(s, "enhance")}
    assert cells == {cell("1A2"), cell("1C1"), cell("1B2")}


def test_juicer_crybaby_sets_off_alarms_next_door_for_free():
    s = as_("juicer", "basic")
    play(s, 0, {"type": "crybaby", "cell": cell("1B1")})
    assert s.alarm[cell("1B1")] and s.actions_left == 4


def test_juicer_reroute_pockets_an_alarm_and_draws_a_patrol_card():
    s = as_("juicer", "advanced", guards={0: ("1D4", "1D1")})
    s.alarm[cell("1A1")] = True
    patrol(s, 0, "1C3")
    play(s, 0, {"type": "reroute", "how": "take"})
    assert not s.alarm[cell("1A1")] and s.juicer_alarm == 1 and s.guards[0].dest == cell("1C3")


def test_peterman_steady_hands_rolls_an_extra_die():
    s = as_("peterman", "basic", rooms={"1A1": "safe", "1B1": "plain:1", "1C1": "plain:2", "1D1": "plain:3",
                                        "1A2": "plain:4", "1A3": "plain:5", "1A4": "plain:6"})
    s.safe_dice[cell("1A1")] = 1
    events = play(s, 0, {"type": "roll", "safe": cell("1A1")})
    assert len(events[0].data["roll"]) == 2


def test_peterman_drill_works_a_safe_above_but_leaves_the_haul_in_it():
    s = as_("peterman", "advanced", rooms={"2A1": "safe"})
    assert {"type": "add_die", "safe": cell("2A1")} in of_type(s, "add_die")
    s.loot.cards, s.tools.cards = ["mirror"], ["emp"]
    from meeple.games.burglebros.safes import open_safe
    open_safe(s, 0, cell("2A1"), [])
    assert s.items == {str(cell("2A1")): ["mirror", "emp"]} and s.thieves[0].loot == []


def test_raven_distract_costs_the_guard_a_move_on_the_crow():
    s = as_("raven", "basic", at=("1B3",), guards={0: ("1A1", "1A4")})
    s.guards[0].die = 2
    assert {"type": "crow", "cell": cell("1A2")} in of_type(s, "crow")
    assert {"type": "crow", "cell": cell("1A1")} not in of_type(s, "crow")
    play(s, 0, {"type": "crow", "cell": cell("1A2")})
    end_turn(s)
    assert s.guards[0].pos == cell("1A2")


def test_raven_disrupt_freezes_a_guard_starting_on_the_crow_with_no_alarm():
    s = as_("raven", "advanced", at=("1B1",), guards={0: ("1B1", "1D4")})
    play(s, 0, {"type": "crow", "cell": cell("1B1")})
    end_turn(s)
    assert s.guards[0].pos == cell("1B1") and s.crow is None


def test_rigger_solution_starts_with_dynamite_and_draws_two_tools():
    from meeple.games.burglebros import GAME
    s0 = GAME.setup(1, {}, 0)
    s = as_("rigger", "basic")
    s.tools.cards = ["emp", "virus"]
    from meeple.games.burglebros.tiles import find_tool
    find_tool(s, 0, [], "test")
    assert s.prompt["options"] == [{"type": "draw", "count": 1}, {"type": "draw", "count": 2}]
    play(s, 0, {"type": "draw", "count": 2})
    assert s.prompt["options"] == [{"type": "keep", "tool": "emp"}, {"type": "keep", "tool": "virus"}]
    play(s, 0, {"type": "keep", "tool": "virus"})
    assert s.thieves[0].tools == ["virus"] and s.tools.discard == ["emp"]
    from meeple.games.burglebros.setup import give_character
    give_character(s0, s0.thieves[0], "rigger", "basic")
    assert "dynamite" in s0.thieves[0].tools and "dynamite" not in s0.tools.cards


def test_rigger_tinker_trades_a_stealth_token_for_a_tool():
    s = as_("rigger", "advanced")
    s.tools.cards = ["emp", "virus"]
    play(s, 0, {"type": "tinker"}, {"type": "draw", "count": 2}, {"type": "keep", "tool": "emp"})
    assert s.thieves[0].stealth == 2 and s.thieves[0].tools == ["emp"]


def test_the_rigger_may_draw_a_single_tool_instead_of_two():
    s = as_("rigger", "advanced")
    s.tools.cards = ["emp", "virus"]  # the Virus is on top
    play(s, 0, {"type": "tinker"}, {"type": "draw", "count": 1})
    assert s.thieves[0].tools == ["virus"] and s.tools.cards == ["emp"] and s.tools.discard == []
    assert s.prompt is None


def test_with_one_tool_left_the_rigger_is_not_asked():
    s = as_("rigger", "advanced")
    s.tools.cards = ["emp"]
    play(s, 0, {"type": "tinker"})
    assert s.thieves[0].tools == ["emp"] and s.prompt is None


def test_rook_orders_moves_a_teammate_ignoring_laser_and_deadbolt_costs():
    s = as_("rook", "basic", players=2, at=("1A1", "1C1"), rooms={"1D1": "deadbolt:1"})
    play(s, 0, {"type": "orders", "seat": 1})
    assert {"type": "move", "to": cell("1D1")} in s.prompt["options"]
    play(s, 0, {"type": "move", "to": cell("1D1")})
    assert s.thieves[1].pos == cell("1D1") and s.actions_left == 3 and of_type(s, "orders") == []


def test_rook_disguise_swaps_places_as_the_first_action_only():
    s = as_("rook", "advanced", players=2, at=("1A1", "1C1"))
    play(s, 0, {"type": "disguise", "seat": 1})
    assert [t.pos for t in s.thieves] == [cell("1C1"), cell("1A1")] and s.actions_left == 3
    s2 = as_("rook", "advanced", players=2, at=("1A1", "1C1"))
    play(s2, 0, {"type": "peek", "cell": cell("1B1")})
    assert of_type(s2, "disguise") == []


def test_spotter_clairvoyance_looks_at_the_patrol_card_and_may_bury_it():
    s = as_("spotter", "basic", guards={0: ("1D4", "1D1")})
    patrol(s, 0, "1B2", "1C3", "1A4")
    play(s, 0, {"type": "clairvoyance"})
    assert s.patrol[0].known_top() == [cell("1B2")] and s.actions_left == 3
    play(s, 0, {"type": "choose", "option": "bottom"})
    assert s.patrol[0].cards[0] == cell("1B2") and s.patrol[0].known_bottom() == [cell("1B2")]


def test_spotter_precognition_looks_at_the_next_event():
    s = as_("spotter", "advanced")
    s.events.cards = ["reboot", "lampshade"]
    play(s, 0, {"type": "precognition"}, {"type": "choose", "option": "top"})
    assert s.events.known_top() == ["lampshade"]
