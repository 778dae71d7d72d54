"""Every room's effect, from named positions."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.burglebros import GAME

from .positions import cell, end_turn, heist, moves, of_type, patrol, play, texts

OPEN: list[tuple[str, str]] = []


def test_peeking_looks_through_open_doors_only():
    s = heist(walls=[("1A1", "1B1")], at=("1A1",))
    assert of_type(s, "peek") == [{"type": "peek", "cell": cell("1A2")}]
    events = play(s, 0, {"type": "peek", "cell": cell("1A2")})
    assert s.revealed[cell("1A2")] and s.actions_left == 3 and s.thieves[0].pos == cell("1A1")
    assert texts(events) == ["{p0} peeks.", "A2 on floor 1 is a Plain."]


def test_moving_into_a_hidden_room_reveals_it():
    s = heist(walls=OPEN, at=("1A1",))
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.revealed[cell("1B1")] and s.thieves[0].pos == cell("1B1") and s.actions_left == 3


def test_a_move_through_a_wall_is_refused_with_a_reason():
    s = heist(walls=[("1A1", "1B1")], at=("1A1",))
    before = GAME.dump(s)
    with pytest.raises(IllegalAction, match="You cannot move to 1 from here"):
        play(s, 0, {"type": "move", "to": cell("1B1")})
    assert GAME.dump(s) == before


def test_a_revealed_deadbolt_takes_three_actions():
    s = heist(walls=OPEN, rooms={"1B1": "deadbolt:1"}, at=("1A1",))
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.actions_left == 1 and s.thieves[0].pos == cell("1B1")


def test_a_revealed_deadbolt_cannot_be_tried_without_three_actions():
    s = heist(walls=OPEN, rooms={"1B1": "deadbolt:1"}, at=("1A1",), actions=2)
    assert {"type": "move", "to": cell("1B1")} not in moves(s)


def test_a_deadbolt_with_someone_inside_is_free():
    s = heist(players=2, walls=OPEN, rooms={"1B1": "deadbolt:1"}, at=("1A1", "1B1"))
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.actions_left == 3


def test_a_hidden_deadbolt_without_three_actions_wastes_the_turn():
    s = heist(walls=OPEN, rooms={"1B1": "deadbolt:1"}, hidden=("1B1",), at=("1A1",), actions=2)
    events = play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.thieves[0].pos == cell("1A1") and s.actions_left == 0 and s.revealed[cell("1B1")]
    assert "cannot get through the Deadbolt" in texts(events)[-1]


def test_a_hidden_deadbolt_with_enough_actions_is_entered():
    s = heist(walls=OPEN, rooms={"1B1": "deadbolt:1"}, hidden=("1B1",), at=("1A1",))
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.thieves[0].pos == cell("1B1") and s.actions_left == 1


def test_a_keypad_rolls_one_more_die_per_attempt_this_turn():
    s = heist(walls=OPEN, rooms={"1B1": "keypad:4"}, at=("1A1",))
    rolls = []
    while s.thieves[0].pos == cell("1A1") and s.actions_left:
        ev = play(s, 0, {"type": "move", "to": cell("1B1")})
        rolls.append(len(ev[0].data["roll"]))
    assert rolls == list(range(1, len(rolls) + 1))
    if s.thieves[0].pos == cell("1B1"):
        assert s.keypad_open[cell("1B1")]


def test_an_open_keypad_lets_everyone_in():
    s = heist(walls=OPEN, rooms={"1B1": "keypad:4"}, at=("1A1",))
    s.keypad_open[cell("1B1")] = True
    events = play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.thieves[0].pos == cell("1B1") and not any(e.type == "keypad" for e in events)


def test_a_laser_offers_paying_an_extra_action_or_the_alarm():
    s = heist(walls=OPEN, rooms={"1B1": "laser:1"}, at=("1A1",))
    assert [m for m in moves(s) if m["to"] == cell("1B1")] == [
        {"type": "move", "to": cell("1B1"), "how": "pay"}, {"type": "move", "to": cell("1B1"), "how": "alarm"}]
    play(s, 0, {"type": "move", "to": cell("1B1"), "how": "pay"})
    assert s.actions_left == 2 and not s.alarm[cell("1B1")]


def test_a_laser_entered_for_one_action_sounds():
    s = heist(walls=OPEN, rooms={"1B1": "laser:1"}, at=("1A1",))
    play(s, 0, {"type": "move", "to": cell("1B1"), "how": "alarm"})
    assert s.actions_left == 3 and s.alarm[cell("1B1")]


def test_a_laser_hack_token_cancels_the_alarm():
    s = heist(walls=OPEN, rooms={"1B1": "laser:1"}, at=("1A1",))
    s.hacks["laser"] = 2
    events = play(s, 0, {"type": "move", "to": cell("1B1"), "how": "hack"})
    assert not s.alarm[cell("1B1")] and s.hacks["laser"] == 1 and "cancels" in texts(events)[0]


def test_a_laser_found_by_moving_asks_how_to_enter():
    s = heist(walls=OPEN, rooms={"1B1": "laser:1"}, hidden=("1B1",), at=("1A1",))
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert GAME.legal_actions(s, 0) == [{"type": "enter", "how": "pay"}, {"type": "enter", "how": "alarm"}]
    play(s, 0, {"type": "enter", "how": "pay"})
    assert s.actions_left == 2 and s.thieves[0].pos == cell("1B1")


def test_a_fingerprint_always_sounds_without_a_hack():
    s = heist(walls=OPEN, rooms={"1B1": "fingerprint:4"}, at=("1A1",))
    assert [m for m in moves(s) if m["to"] == cell("1B1")] == [{"type": "move", "to": cell("1B1")}]
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.alarm[cell("1B1")]


def test_no_alarm_goes_off_where_a_guard_stands():
    s = heist(walls=OPEN, rooms={"1B1": "fingerprint:4"}, guards={0: ("1B1", "1D4")}, at=("1A1",))
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert not s.alarm[cell("1B1")] and s.thieves[0].stealth == 2


def test_leaving_a_motion_room_in_the_turn_it_was_entered_sounds():
    s = heist(walls=OPEN, rooms={"1B1": "motion:1"}, at=("1A1",))
    play(s, 0, {"type": "move", "to": cell("1B1")}, {"type": "move", "to": cell("1C1")})
    assert s.alarm[cell("1B1")]


def test_a_motion_room_entered_earlier_is_left_quietly():
    s = heist(walls=OPEN, rooms={"1B1": "motion:1"}, at=("1B1",))
    play(s, 0, {"type": "move", "to": cell("1C1")})
    assert not s.alarm[cell("1B1")]


def test_a_motion_hack_is_chosen_when_leaving():
    s = heist(walls=OPEN, rooms={"1B1": "motion:1"}, at=("1A1",))
    s.hacks["motion"] = 1
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert {"type": "move", "to": cell("1C1"), "exit": "hack"} in moves(s)
    play(s, 0, {"type": "move", "to": cell("1C1"), "exit": "hack"})
    assert not s.alarm[cell("1B1")] and s.hacks["motion"] == 0


def test_ending_the_turn_in_a_thermo_room_sounds():
    s = heist(walls=OPEN, rooms={"1A1": "thermo:1"}, guards={0: ("1D4", "1D3")}, at=("1A1",))
    patrol(s, 0, "1C3", "1B3")
    end_turn(s)
    assert s.alarm[cell("1A1")]


def test_a_detector_sounds_for_a_thief_carrying_a_tool():
    s = heist(walls=OPEN, rooms={"1B1": "detector:4", "1A2": "detector:5"}, at=("1A1",))
    play(s, 0, {"type": "move", "to": cell("1A2")})
    assert not s.alarm[cell("1A2")]
    s.thieves[0].tools = ["virus"]
    play(s, 0, {"type": "move", "to": cell("1A1")}, {"type": "move", "to": cell("1B1")})
    assert s.alarm[cell("1B1")]


def test_a_computer_room_takes_hack_tokens_up_to_six():
    s = heist(rooms={"1A1": "computer_laser:5"}, at=("1A1",))
    play(s, 0, {"type": "hack"})
    assert s.hacks["laser"] == 1 and s.actions_left == 3
    s.hacks["laser"] = 6
    assert of_type(s, "hack") == []


def test_a_secret_door_is_entered_through_a_wall_but_not_left_that_way():
    s = heist(walls=[("1A1", "1B1")], rooms={"1B1": "secret_door:1"}, at=("1A1",))
    assert {"type": "move", "to": cell("1B1")} in moves(s)
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert {"type": "move", "to": cell("1A1")} not in moves(s)


def test_revealed_service_ducts_connect_across_floors():
    s = heist(rooms={"1A1": "service_duct:5", "2D4": "service_duct:6"}, at=("1A1",))
    patrol(s, 1, "2A1", "2B1")
    assert {"type": "move", "to": cell("2D4")} in moves(s)
    play(s, 0, {"type": "move", "to": cell("2D4")})
    assert s.thieves[0].pos == cell("2D4") and s.guards[1].active


def test_stairs_lead_up_and_the_downstairs_leads_back():
    s = heist(rooms={"1B2": "stairs:4"}, at=("1B2",))
    patrol(s, 1, "2D4", "2C4")
    assert {"type": "peek", "cell": cell("2B2")} in of_type(s, "peek")
    play(s, 0, {"type": "move", "to": cell("2B2")})
    assert {"type": "move", "to": cell("1B2")} in moves(s)


def test_a_hidden_walkway_drops_the_thief_a_floor():
    s = heist(rooms={"2A1": "plain", "2B1": "walkway:1"}, hidden=("2B1",), guards={1: ("2D4", "2D3")},
              at=("2A1",), walls=OPEN)
    events = play(s, 0, {"type": "move", "to": cell("2B1")})
    assert s.thieves[0].pos == cell("1B1") and s.revealed[cell("1B1")]
    assert "falls to the floor below" in " ".join(texts(events))


def test_a_revealed_walkway_can_be_jumped_down_and_peeked_down():
    s = heist(rooms={"2B1": "walkway:1"}, guards={1: ("2D4", "2D3")}, at=("2B1",), walls=OPEN)
    assert {"type": "peek", "cell": cell("1B1")} in of_type(s, "peek")
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.thieves[0].pos == cell("1B1")


def test_a_laboratory_gives_a_tool_to_the_first_thief_in():
    s = heist(walls=OPEN, rooms={"1B1": "laboratory:3"}, at=("1A1",))
    s.tools.cards = ["virus", "emp"]
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.thieves[0].tools == ["emp"] and s.lab_used[cell("1B1")]
    play(s, 0, {"type": "move", "to": cell("1A1")}, {"type": "move", "to": cell("1B1")})
    assert s.thieves[0].tools == ["emp"]


def test_a_lavatory_holds_three_stealth_tokens_when_revealed():
    s = heist(walls=OPEN, rooms={"1B1": "lavatory:5"}, hidden=("1B1",), at=("1A1",))
    play(s, 0, {"type": "peek", "cell": cell("1B1")})
    assert s.tile_stealth[cell("1B1")] == 3


def test_an_atrium_looks_up_and_down():
    s = heist(rooms={"2A1": "atrium:3"}, guards={1: ("2D4", "2D3")}, at=("2A1",), walls=OPEN)
    peeks = {a["cell"] for a in of_type(s, "peek")}
    assert {cell("1A1"), cell("3A1")} <= peeks


def test_a_foyer_next_to_a_guard_is_seen_on_entering():
    s = heist(walls=OPEN, rooms={"1B1": "foyer:1"}, guards={0: ("1C1", "1D4")}, at=("1A1",))
    events = play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.thieves[0].stealth == 2 and "Foyer" in texts(events)[-1]


def test_escaping_needs_every_safe_open():
    s = heist(rooms={"3A1": "stairs:4", "1D4": "safe", "2D4": "safe", "3D4": "safe"}, at=("3A1",),
              guards={2: ("3C3", "3C2")})
    assert of_type(s, "escape") == []
    for c in ("1D4", "2D4", "3D4"):
        s.safe_open[cell(c)] = True
    events = play(s, 0, {"type": "escape"})
    assert s.result == "won" and texts(events)[-1].startswith("The whole crew is on the roof")


def test_the_last_thief_out_cannot_leave_loot_behind():
    s = heist(players=2, rooms={"3A1": "stairs:4", "1D4": "safe", "2D4": "safe", "3D4": "safe"},
              at=("3A1", "3A1"), guards={2: ("3C3", "3C2")})
    for c in ("1D4", "2D4", "3D4"):
        s.safe_open[cell(c)] = True
    s.items[str(cell("2D4"))] = ["gold_bar"]
    play(s, 0, {"type": "escape"})
    assert s.turn == 1 and of_type(s, "escape", 1) == []
