"""Event cards: drawn after a turn of two actions or fewer; each card's effect."""

from __future__ import annotations

import pytest

from meeple.games.burglebros import GAME
from meeple.games.burglebros.eventcards import EFFECTS

from .positions import cell, heist, patrol, play, texts

OPEN: list[tuple[str, str]] = []


def stage(card: str, **kw):
    """A heist whose next event is `card`, seat 0 on 1A1 with the floor 1 guard at 1D4."""
    kw.setdefault("walls", OPEN)
    kw.setdefault("guards", {0: ("1D4", "1D1")})
    s = heist(**kw)
    s.events.cards = [card]
    return s


def end(s, used: int = 1):
    s.actions_used = used
    return play(s, 0, {"type": "end_turn"})


def test_an_event_is_drawn_after_two_actions_or_fewer():
    s = stage("lampshade")
    events = end(s, used=2)
    assert "Event: Lampshade." in texts(events) and s.thieves[0].stealth == 4


def test_no_event_after_three_actions():
    s = stage("lampshade")
    events = end(s, used=3)
    assert "Event: Lampshade." not in texts(events)


def test_the_stamp_draws_an_event_after_three_actions():
    s = stage("lampshade")
    s.thieves[0].loot = ["stamp"]
    assert "Event: Lampshade." in texts(end(s, used=3))


def test_going_back_and_forth_does_not_avoid_the_event():
    # The page: "you may not simply go back and forth between tiles to avoid an event".
    s = stage("lampshade", rooms={"1A1": "plain", "1B1": "plain"})
    play(s, 0, {"type": "move", "to": cell("1B1")}, {"type": "move", "to": cell("1A1")},
         {"type": "move", "to": cell("1B1")})
    assert s.actions_used == 3
    assert "Event: Lampshade." in texts(play(s, 0, {"type": "end_turn"}))


def test_an_errand_and_back_counts_in_full():
    s = stage("lampshade", rooms={"1A1": "plain", "1B1": "plain"})
    play(s, 0, {"type": "move", "to": cell("1B1")})
    peek = next(a for a in GAME.legal_actions(s, 0) if a["type"] == "peek")
    play(s, 0, peek, {"type": "move", "to": cell("1A1")})  # a peek between the moves: real work, no event
    assert s.actions_used == 3
    assert "Event: Lampshade." not in texts(play(s, 0, {"type": "end_turn"}))


def test_every_event_on_the_page_has_an_effect():
    from meeple.games.burglebros.components import EVENTS
    assert sorted(EFFECTS) == sorted(EVENTS) and len(EVENTS) == 26


def test_brown_out_clears_alarms_and_draws_a_card_per_alarm():
    s = stage("brown_out")
    s.alarm[cell("1B2")] = s.alarm[cell("1C3")] = True
    patrol(s, 0, "1A4", "1B4", "1C4", "1D3")
    end(s)
    assert not any(s.alarm) and s.patrol[0].discard[:2] == [12, 13]


def test_buddy_system_brings_a_teammate_to_your_room():
    s = stage("buddy_system", players=2, at=("1A1", "1C3"))
    end(s)
    assert s.prompt["kind"] == "buddy_system"
    play(s, 0, {"type": "choose", "seat": 1})
    assert s.thieves[1].pos == cell("1A1")


def test_change_of_plans_gives_the_guard_a_new_destination():
    s = stage("change_of_plans")
    patrol(s, 0, "1B4", "1C4", "1D3")
    s.guards[0].die = 1
    end(s)
    assert s.guards[0].dest == cell("1B4")


def test_crash_sends_the_guard_to_your_room():
    s = stage("crash")
    s.guards[0].die = 1
    end(s)
    assert s.guards[0].dest == cell("1A1")


@pytest.mark.parametrize(("card", "moves"), [("daydreaming", 1), ("espresso", 3)])
def test_daydreaming_and_espresso_change_the_guards_moves(card, moves):
    s = stage(card)
    s.guards[0].die = 2
    assert f"The floor 1 guard moves {moves}." in texts(end(s))


def test_dead_drop_passes_everything_to_the_player_on_the_right():
    s = stage("dead_drop", players=3, at=("1A1", "1B1", "1C1"))
    s.thieves[0].tools, s.thieves[0].loot = ["emp"], ["mirror"]
    end(s)
    assert s.thieves[2].tools == ["emp"] and s.thieves[2].loot == ["mirror"] and not s.thieves[0].tools


def test_freight_elevator_lifts_you_a_floor():
    s = stage("freight_elevator")
    patrol(s, 1, "2D4", "2D3")
    end(s)
    assert s.thieves[0].pos == cell("2A1")


def test_lost_grip_drops_you_a_floor():
    s = stage("lost_grip", at=("2A1",), guards={1: ("2D4", "2D1")})
    patrol(s, 0, "1D4", "1D3")
    end(s)
    assert s.thieves[0].pos == cell("1A1")


def test_go_with_your_gut_moves_you_into_a_hidden_neighbour():
    s = stage("go_with_your_gut")
    end(s)
    assert s.prompt["kind"] == "go_with_your_gut"
    assert [o["to"] for o in s.prompt["options"]] == [cell("1B1"), cell("1A2")]
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.thieves[0].pos == cell("1B1")


def test_gymnastics_lets_thieves_climb_to_a_walkway_above_until_your_next_turn():
    s = stage("gymnastics", players=2, at=("1A1", "1A1"), rooms={"2A1": "walkway:1"})
    end(s)
    assert s.effects == {"gymnastics": 0}
    assert {"type": "move", "to": cell("2A1")} in play.__globals__["moves"](s, 1)


def test_heads_up_gives_the_next_player_an_action():
    s = stage("heads_up", players=2, at=("1A1", "1A1"))
    end(s)
    assert s.turn == 1 and s.actions_left == 5


def test_jump_the_gun_skips_the_next_players_turn():
    s = stage("jump_the_gun", players=3, at=("1A1", "1A1", "1A1"))
    events = end(s)
    assert s.turn == 2 and "{p1}'s turn is skipped (Jump the Gun)." in texts(events)


def test_jury_rig_gives_a_tool():
    s = stage("jury_rig")
    s.tools.cards = ["emp"]
    end(s)
    assert s.thieves[0].tools == ["emp"]


def test_keycode_change_locks_the_open_keypads():
    s = stage("keycode_change")
    s.keypad_open[cell("1B3")] = True
    end(s)
    assert not any(s.keypad_open)


def test_peekhole_peeks_through_walls_and_floors_or_not_at_all():
    s = stage("peekhole", walls=[("1A1", "1B1")])
    end(s)
    cells = [o.get("cell") for o in s.prompt["options"]]
    assert cells == [cell("1B1"), cell("1A2"), cell("2A1"), None]
    play(s, 0, {"type": "choose", "cell": cell("1B1")})
    assert s.revealed[cell("1B1")]


def test_reboot_sets_every_revealed_computer_to_one_token():
    s = stage("reboot", rooms={"1C1": "computer_laser:5", "2C1": "computer_motion:6"}, hidden=("2C1",))
    s.hacks["laser"], s.hacks["motion"] = 5, 0
    end(s)
    assert s.hacks == {"fingerprint": 0, "laser": 1, "motion": 0}


def test_shift_change_moves_the_other_floors_guards_instead():
    s = stage("shift_change", guards={0: ("1D4", "1D1"), 1: ("2D4", "2D1")})
    s.guards[0].die = s.guards[1].die = 1
    end(s)
    assert s.guards[0].pos == cell("1D4") and s.guards[1].pos == cell("2D3")


def test_shoplifting_sounds_the_labs_that_gave_tools():
    s = stage("shoplifting", rooms={"1C1": "laboratory:3", "1C2": "laboratory:4"})
    s.lab_used[cell("1C1")] = True
    end(s)
    assert s.alarm[cell("1C1")] and not s.alarm[cell("1C2")]


def test_squeak_moves_the_guard_one_step_toward_the_nearest_thief():
    s = stage("squeak")
    s.guards[0].die = 0
    end(s)
    assert s.guards[0].pos in (cell("1C4"), cell("1D3"))


def test_switch_signs_swaps_the_guard_and_his_destination():
    s = stage("switch_signs")
    s.guards[0].die = 0
    end(s)
    assert (s.guards[0].pos, s.guards[0].dest) == (cell("1D1"), cell("1D4"))


def test_throw_voice_moves_the_destination_to_a_neighbour():
    s = stage("throw_voice")
    s.guards[0].die = 0
    end(s)
    assert [o["cell"] for o in s.prompt["options"]] == [cell("1C1"), cell("1D2")]
    play(s, 0, {"type": "choose", "cell": cell("1C1")})
    assert s.guards[0].dest == cell("1C1")


def test_time_lock_closes_the_stairs_for_a_round():
    s = stage("time_lock", players=2, at=("1A1", "1A1"), rooms={"1A1": "stairs:4"})
    end(s)
    assert s.effects == {"time_lock": 0} and s.turn == 1
    assert {"type": "move", "to": cell("2A1")} not in play.__globals__["moves"](s, 1)


def test_video_loop_switches_the_cameras_off_for_a_round():
    s = stage("video_loop", players=2, at=("1A1", "1A1"))
    end(s)
    assert s.effects == {"video_loop": 0}


def test_lasting_events_end_at_the_start_of_the_players_next_turn():
    s = stage("video_loop")
    end(s)
    assert s.turn == 0 and "video_loop" not in s.effects  # solo: the next turn is your own


def test_where_is_he_puts_the_guard_on_his_destination():
    s = stage("where_is_he")
    s.guards[0].die = 0
    patrol(s, 0, "1B4")
    end(s)
    assert s.guards[0].pos == cell("1D1") and s.guards[0].dest == cell("1B4")
