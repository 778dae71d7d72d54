"""Guards: routes and their tie rule, speed, alarms, patrol cards, reshuffles, seeing thieves."""

from __future__ import annotations

from meeple.engine import Event
from meeple.games.burglebros.components import LOST_VISUAL
from meeple.games.burglebros.guards import walk

from .positions import cell, end_turn, heist, patrol, play, texts

OPEN: list[tuple[str, str]] = []


def test_the_guard_takes_the_most_clockwise_of_equal_shortest_paths():
    s = heist(walls=OPEN, guards={0: ("1A1", "1C3")}, at=("1D4",))
    lay = s.layout
    path = [cell("1A1")]
    while path[-1] != cell("1C3"):
        path.append(lay.step(path[-1], cell("1C3")))
    assert path == [cell(c) for c in ("1A1", "1B1", "1C1", "1C2", "1C3")]


def test_clockwise_means_the_guards_left_hand_path_in_every_direction():
    s = heist(walls=OPEN, at=("1D4",))
    lay = s.layout
    assert lay.step(cell("1B2"), cell("1A1")) == cell("1A2")  # heading up-left: left first
    assert lay.step(cell("1A2"), cell("1B1")) == cell("1A1")  # heading up-right: up first
    assert lay.step(cell("1B1"), cell("1A2")) == cell("1B2")  # heading down-left: down first


def test_walls_force_the_only_shortest_path():
    s = heist(walls=[("1A1", "1B1")], at=("1D4",))
    assert s.layout.step(cell("1A1"), cell("1B2")) == cell("1A2")


def test_speed_is_the_die_plus_the_alarms_on_the_floor():
    s = heist(walls=OPEN, rooms={"1D1": "plain"}, guards={0: ("1A1", "1A4")}, at=("1D4",))
    s.alarm[cell("1D1")] = True
    s.guards[0].die = 2
    events: list[Event] = []
    walk(s, 0, events)
    assert "The floor 1 guard moves 3." in texts(events)


def test_an_alarm_draws_the_guard_to_it_and_he_turns_it_off():
    s = heist(walls=OPEN, guards={0: ("1A1", "1A4")}, at=("1D4",))
    s.alarm[cell("1C1")] = True
    s.guards[0].die = 1
    patrol(s, 0, "1D3")
    events: list[Event] = []
    walk(s, 0, events)  # 1 + 1 alarm = 2 moves: B1, C1
    assert s.guards[0].pos == cell("1C1") and not s.alarm[cell("1C1")]
    assert "The guard turns off the alarm at C1 on floor 1." in texts(events)


def test_the_nearest_alarm_comes_first():
    s = heist(walls=OPEN, guards={0: ("1A1", "1A4")}, at=("1D4",))
    s.alarm[cell("1D1")] = s.alarm[cell("1A3")] = True
    from meeple.games.burglebros.guards import target
    assert target(s, 0) == cell("1A3")


def test_a_second_alarm_as_near_as_the_first_lets_the_player_on_turn_choose():
    s = heist(walls=OPEN, rooms={"1B3": "plain", "1B4": "fingerprint"}, guards={0: ("1B2", "1A4")}, at=("1B3",))
    s.alarm[cell("1D2")] = True
    play(s, 0, {"type": "move", "to": cell("1B4")})
    assert s.alarm[cell("1B4")]
    assert s.prompt is not None and s.prompt["kind"] == "alarm_tie" and s.prompt["seat"] == 0
    from meeple.games.burglebros import GAME
    from meeple.games.burglebros.guards import target
    assert GAME.legal_actions(s, 0) == [{"type": "alarm", "cell": cell("1D2")}, {"type": "alarm", "cell": cell("1B4")}]
    events = play(s, 0, {"type": "alarm", "cell": cell("1B4")})
    assert "The floor 1 guard heads for the alarm at the Fingerprint at B4 on floor 1." in texts(events)
    assert s.prompt is None and target(s, 0) == cell("1B4")


def test_a_tie_that_appears_during_the_walk_halts_the_guard_until_the_player_chooses():
    s = heist(walls=OPEN, rooms={"1D4": "plain"}, guards={0: ("1A1", "1D1")}, at=("1D4",))
    for name in ("1A2", "1C2", "1A4"):
        s.alarm[cell(name)] = True
    s.guards[0].die = 1  # 1 + 3 alarms = 4 moves
    end_turn(s)
    # First the nearest alarm (A2); from there C2 and A4 are both two steps away.
    assert s.guards[0].pos == cell("1A2") and not s.alarm[cell("1A2")]
    assert s.prompt is not None and s.prompt["kind"] == "alarm_tie" and s.stage == "event"
    assert s.flags["walk_moves"] == 3
    play(s, 0, {"type": "alarm", "cell": cell("1C2")})
    # Three moves left: B2, C2 (alarm off), then one step toward the last alarm at A4 (his left: C3).
    assert not s.alarm[cell("1C2")] and s.alarm[cell("1A4")]
    assert s.guards[0].pos == cell("1C3") and s.stage == "play" and s.prompt is None


def test_with_the_last_alarm_off_the_guard_draws_a_new_patrol_card():
    s = heist(walls=OPEN, guards={0: ("1A1", "1A4")}, at=("1D4",))
    s.alarm[cell("1B1")] = True
    s.guards[0].die = 1
    patrol(s, 0, "1D2", "1C4")
    events: list[Event] = []
    walk(s, 0, events)
    assert s.guards[0].dest == cell("1D2")
    assert "The floor 1 guard's new destination is D2 on floor 1." in texts(events)


def test_bga_option_resumes_the_old_destination_after_the_last_alarm():
    s = heist(walls=OPEN, guards={0: ("1A1", "1A4")}, at=("1D4",), options={"after_alarm": "resume"})
    s.alarm[cell("1B1")] = True
    s.guards[0].die = 1
    patrol(s, 0, "1D2")
    walk(s, 0, [])
    assert s.guards[0].dest == cell("1A4") and s.guards[0].pos == cell("1B2")


def test_at_his_destination_he_draws_a_card_and_walks_on_with_the_moves_left():
    s = heist(walls=OPEN, guards={0: ("1A1", "1B1")}, at=("1D4",))
    s.guards[0].die = 3
    patrol(s, 0, "1B4", "1C4")
    walk(s, 0, [])
    assert s.guards[0].dest == cell("1B4")
    assert s.guards[0].pos == cell("1B3")  # B1, then B2, B3 toward B4


def test_a_card_naming_his_own_square_is_passed_over():
    s = heist(walls=OPEN, guards={0: ("1A1", "1B1")}, at=("1D4",))
    s.guards[0].die = 1
    patrol(s, 0, "1B1", "1C1")
    walk(s, 0, [])
    assert s.guards[0].dest == cell("1C1") and s.patrol[0].discard == [1, 2]


def test_an_empty_patrol_deck_is_reshuffled_and_speeds_the_guard_up():
    s = heist(walls=OPEN, guards={0: ("1A1", "1B1")}, at=("1D4",))
    s.guards[0].die = 1
    patrol(s, 0)
    s.patrol[0].discard = list(range(16))
    events: list[Event] = []
    walk(s, 0, events)
    assert s.guards[0].die == 2
    assert "The floor 1 patrol deck is reshuffled: the guard's die goes up to 2." in texts(events)
    deck = s.patrol[0]
    assert len(deck.removed) == 9 and len(deck.cards) + len(deck.discard) == 7  # one player: 9 set aside


def test_reshuffles_stop_speeding_up_at_six():
    s = heist(walls=OPEN, guards={0: ("1A1", "1B1")}, at=("1D4",))
    s.guards[0].die = 6
    patrol(s, 0)
    s.patrol[0].discard = list(range(16))
    walk(s, 0, [])
    assert s.guards[0].die == 6


def test_a_guard_walking_in_costs_a_stealth_token():
    s = heist(walls=OPEN, guards={0: ("1A1", "1A4")}, at=("1A2",))
    s.guards[0].die = 1
    events: list[Event] = []
    walk(s, 0, events)
    assert s.thieves[0].stealth == 2
    assert "{p0} is seen (a guard walks in) and loses a stealth token; 2 left." in texts(events)


def test_walking_into_a_guard_costs_a_stealth_token():
    s = heist(walls=OPEN, rooms={"1A2": "plain"}, guards={0: ("1A2", "1A4")}, at=("1A1",))
    events = play(s, 0, {"type": "move", "to": cell("1A2")})
    assert s.thieves[0].stealth == 2 and "walked into a guard" in texts(events)[-1]


def test_seen_without_stealth_means_caught_and_the_team_loses():
    s = heist(players=2, walls=OPEN, guards={0: ("1A1", "1A4")}, at=("1A2", "1D4"))
    s.guards[0].die = 1
    s.thieves[0].stealth = 0
    events: list[Event] = []
    walk(s, 0, events)
    assert s.result == "lost" and s.stage == "over"
    out = __import__("meeple.games.burglebros", fromlist=["GAME"]).GAME.outcome(s)
    assert out.cooperative and out.team_won is False and out.scores == (0.0, 0.0)


def test_the_guard_moves_after_the_turn_only_on_the_players_floor():
    s = heist(walls=OPEN, guards={0: ("1A1", "1A4"), 1: ("2A1", "2D1")}, at=("2D4",))
    s.guards[0].die = s.guards[1].die = 1
    end_turn(s)
    assert s.guards[0].pos == cell("1A1") and s.guards[1].pos == cell("2B1")


def test_a_floor_guard_appears_when_the_first_thief_arrives():
    s = heist(rooms={"1A1": "stairs:4", "2A1": "plain"}, guards={0: ("1D4", "1D3")})
    patrol(s, 1, "2C3", "2C1")
    events = play(s, 0, {"type": "move", "to": cell("2A1")})
    g = s.guards[1]
    assert g.active and g.pos == cell("2C3") and g.dest == cell("2C1")
    assert texts(events)[-2:] == ["The floor 2 guard appears at C3 on floor 2.",
                                  "The floor 2 guard's new destination is C1 on floor 2."]


def test_cracking_a_safe_speeds_up_that_floor_and_every_floor_below():
    from meeple.games.burglebros.safes import open_safe
    s = heist(rooms={"2A1": "safe"}, at=("2A1",), guards={0: ("1D4", "1D3"), 1: ("2D4", "2D3")})
    dice = [g.die for g in s.guards]
    open_safe(s, 0, cell("2A1"), [])
    assert [g.die for g in s.guards] == [dice[0] + 1, dice[1] + 1, dice[2]]


def test_a_foyer_is_seen_from_the_neighbouring_rooms():
    s = heist(walls=OPEN, rooms={"1A2": "foyer"}, guards={0: ("1C1", "1A1")}, at=("1A2",))
    s.guards[0].die = 1
    events: list[Event] = []
    walk(s, 0, events)  # to B1, next to... no: B1 is not next to A2
    assert s.thieves[0].stealth == 3
    walk(s, 0, events)  # to A1, next to the Foyer at A2
    assert s.thieves[0].stealth == 2 and any("a guard looks into the Foyer" in t for t in texts(events))


def test_an_atrium_is_seen_from_the_floor_above_and_below():
    s = heist(walls=OPEN, rooms={"2A1": "atrium"}, guards={0: ("1B1", "1A1")}, at=("2A1",))
    s.guards[0].die = 1
    patrol(s, 0, "1D4")
    events: list[Event] = []
    walk(s, 0, events)
    assert s.thieves[0].stealth == 2 and "Atrium" in texts(events)[1]


def test_a_lavatory_pays_the_stealth_token_first():
    s = heist(walls=OPEN, rooms={"1A2": "lavatory"}, guards={0: ("1A1", "1A4")}, at=("1A2",))
    s.tile_stealth[cell("1A2")] = 3
    s.guards[0].die = 1
    walk(s, 0, [])
    assert s.thieves[0].stealth == 3 and s.tile_stealth[cell("1A2")] == 2


def test_a_guard_on_a_camera_sees_thieves_on_other_cameras():
    s = heist(walls=OPEN, rooms={"1B1": "camera", "2D4": "camera"}, guards={0: ("1A1", "1C1")}, at=("2D4",))
    s.guards[0].die = 1
    events: list[Event] = []
    walk(s, 0, events)
    assert s.alarm[cell("2D4")] and s.thieves[0].stealth == 3


def test_entering_a_camera_while_a_guard_stands_on_one_sets_off_an_alarm():
    s = heist(walls=OPEN, rooms={"1B1": "camera", "1A2": "camera"}, guards={0: ("1B1", "1C1")}, at=("1A1",))
    play(s, 0, {"type": "move", "to": cell("1A2")})
    assert s.alarm[cell("1A2")]


def test_lost_visual_removes_the_guard_who_reappears_on_the_next_move():
    s = heist(walls=OPEN, guards={0: ("1A1", "1B1")}, at=("1D4",), options={"lost_visual": True})
    s.guards[0].die = 2
    patrol(s, 0, "1C1", "1C2")
    s.patrol[0].cards.append(LOST_VISUAL)
    events: list[Event] = []
    walk(s, 0, events)
    assert s.guards[0].pos is None and "Lost visual" in texts(events)[-1]
    walk(s, 0, events)
    assert s.guards[0].pos == cell("1C1") and s.guards[0].dest == cell("1C2")
