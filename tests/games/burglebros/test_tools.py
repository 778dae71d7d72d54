"""Tools: free on your own turn, discarded when used, not while holding the Bust."""

from __future__ import annotations

from .positions import cell, heist, of_type, play, texts

OPEN: list[tuple[str, str]] = []


def holding(tool: str, **kw):
    kw.setdefault("walls", OPEN)
    s = heist(**kw)
    s.thieves[0].tools = [tool]
    return s


def test_a_tool_is_a_free_action_and_is_discarded():
    s = holding("rollerskates")
    events = play(s, 0, {"type": "tool", "tool": "rollerskates"})
    assert s.actions_left == 6 and s.thieves[0].tools == [] and s.tools.discard[-1] == "rollerskates"
    assert texts(events) == ["{p0} uses the Rollerskates."]


def test_the_bust_forbids_tools():
    s = holding("rollerskates")
    s.thieves[0].loot = ["bust"]
    assert of_type(s, "tool") == []


def test_blueprints_peek_anywhere():
    s = holding("blueprints")
    play(s, 0, {"type": "tool", "tool": "blueprints"})
    assert {"type": "choose", "cell": cell("3D4")} in s.prompt["options"]
    play(s, 0, {"type": "choose", "cell": cell("3D4")})
    assert s.revealed[cell("3D4")] and s.actions_left == 4


def test_a_crowbar_disables_a_room_for_good():
    s = holding("crowbar", rooms={"1B1": "deadbolt:1"})
    play(s, 0, {"type": "tool", "tool": "crowbar"}, {"type": "choose", "cell": cell("1B1")})
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.disabled[cell("1B1")] and s.actions_left == 3


def test_the_crystal_ball_reorders_the_next_three_events():
    s = holding("crystal_ball")
    s.events.cards = ["reboot", "espresso", "crash", "lampshade"]  # lampshade on top
    play(s, 0, {"type": "tool", "tool": "crystal_ball"})
    assert s.events.top_known == 3
    play(s, 0, {"type": "choose", "card": "espresso"}, {"type": "choose", "card": "lampshade"})
    assert s.events.cards == ["reboot", "crash", "lampshade", "espresso"]


def test_donuts_stop_a_guards_next_move():
    s = holding("donuts", guards={0: ("1D4", "1D1")})
    play(s, 0, {"type": "tool", "tool": "donuts"}, {"type": "choose", "floor": 0})
    s.actions_used = 4
    events = play(s, 0, {"type": "end_turn"})
    assert s.guards[0].pos == cell("1D4") and not s.guards[0].donut
    assert "The floor 1 guard eats the donuts and does not move." in texts(events)


def test_dynamite_blows_a_wall_and_sets_off_an_alarm_here():
    s = holding("dynamite", walls=[("1A1", "1B1")])
    play(s, 0, {"type": "tool", "tool": "dynamite"}, {"type": "choose", "cell": cell("1B1")})
    assert s.walls == [] and s.alarm[cell("1A1")]
    assert {"type": "move", "to": cell("1B1")} in of_type(s, "move")


def test_the_emp_clears_alarms_and_cancels_new_ones_until_your_next_turn():
    s = holding("emp", rooms={"1B1": "fingerprint:4"}, players=2, at=("1A1", "1A1"))
    s.alarm[cell("2C2")] = True
    play(s, 0, {"type": "tool", "tool": "emp"}, {"type": "move", "to": cell("1B1")})
    assert not any(s.alarm) and s.effects == {"emp": 0}


def test_the_invisible_suit_hides_you_and_gives_an_action():
    s = holding("invisible_suit", rooms={"1B1": "plain"}, guards={0: ("1B1", "1D4")})
    play(s, 0, {"type": "tool", "tool": "invisible_suit"}, {"type": "move", "to": cell("1B1")})
    assert s.thieves[0].stealth == 3 and s.actions_left == 4


def test_the_makeup_kit_gives_a_stealth_token_to_everyone_here():
    s = holding("makeup_kit", players=3, at=("1A1", "1A1", "1B1"))
    play(s, 0, {"type": "tool", "tool": "makeup_kit"})
    assert [t.stealth for t in s.thieves] == [4, 4, 3]


def test_a_smoke_bomb_puts_three_stealth_tokens_in_the_room():
    s = holding("smoke_bomb")
    play(s, 0, {"type": "tool", "tool": "smoke_bomb"})
    assert s.tile_stealth[cell("1A1")] == 3


def test_the_stethoscope_turns_a_die_after_a_roll():
    s = holding("stethoscope", rooms={"1A1": "safe", "1B1": "plain:1", "1C1": "plain:2", "1D1": "plain:3",
                                     "1A2": "plain:4", "1A3": "plain:5", "1A4": "plain:6"})
    assert of_type(s, "tool") == []
    s.safe_dice[cell("1A1")] = 1
    play(s, 0, {"type": "roll", "safe": cell("1A1")})
    play(s, 0, {"type": "tool", "tool": "stethoscope"})
    face = next(o["face"] for o in s.prompt["options"])
    play(s, 0, {"type": "choose", "face": face})
    assert sum(s.cracked) == 2 or s.safe_open[cell("1A1")]


def test_a_thermal_bomb_burns_stairs_up_and_sets_off_an_alarm():
    s = holding("thermal_bomb")
    play(s, 0, {"type": "tool", "tool": "thermal_bomb"}, {"type": "choose", "option": "up"})
    assert s.thermal == [[cell("1A1"), cell("2A1")]] and s.alarm[cell("1A1")]
    assert {"type": "move", "to": cell("2A1")} in of_type(s, "move")


def test_a_virus_adds_three_hack_tokens_to_revealed_computers():
    s = holding("virus", rooms={"2C1": "computer_laser:5", "3C1": "computer_motion:6"})
    play(s, 0, {"type": "tool", "tool": "virus"})
    play(s, 0, {"type": "choose", "kind": "laser"}, {"type": "choose", "kind": "laser"},
         {"type": "choose", "kind": "motion"})
    assert s.hacks == {"fingerprint": 0, "laser": 2, "motion": 1} and s.prompt is None
