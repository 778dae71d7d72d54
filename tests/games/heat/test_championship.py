"""The Championship module: its facts and pure rules, and the season as one game (not a table option yet)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from meeple.engine import Event
from meeple.games.heat.championship import (
    EVENTS,
    SEASONS,
    event_track,
    next_race_deck,
    press_lines,
    press_sponsor,
    race_points,
    season_ranking,
)
from meeple.games.heat.components import HEAT, STRESS, TRACKS
from meeple.games.heat.race import adrenaline_cars
from meeple.games.heat.rules import GAME
from meeple.games.heat.season import after_race, new_season, season_outcome, totals
from meeple.games.heat.sponsors import SLIP_FROM
from meeple.games.heat.state import DISCARD, MOVE, OVER, REACT, Car, HeatState, dump, load
from meeple.games.heat.track import track_of
from meeple.games.heat.turn import check_corners, discard_card, discardable, end_of_turn, slipstream_open
from meeple.games.heat.upgrades import SPONSORS


def test_seasons_list_known_circuits_and_events_in_order() -> None:
    assert [r for r in SEASONS["1961"].races] == [("gb", "inauguration"), ("usa", "new_record"),
                                                   ("italy", "strike")]
    assert len(SEASONS["1963"].races) == 4
    for season in SEASONS.values():
        for track, event in season.races:
            assert track in TRACKS and event in EVENTS
    assert len(EVENTS) == 18


@pytest.mark.parametrize(("event", "laps", "heat", "stress", "hand"), [
    ("strike", -1, 0, 0, 7), ("record_crowds", 1, 0, 0, 8), ("restrictions_lifted", 0, 1, 0, 7),
    ("safety_regulations", 0, -2, -1, 6), ("future_unknown", 0, 0, 1, 7), ("pressure_cooker", 1, 0, 0, 7),
    ("title_sponsor", 0, 0, 0, 7),
])
def test_event_changes_the_race_setup(event: str, laps: int, heat: int, stress: int, hand: int) -> None:
    base = TRACKS["gb"]
    changed = event_track(base, EVENTS[event])
    assert (changed.laps - base.laps, changed.heat - base.heat, changed.stress - base.stress) == (laps, heat, stress)
    assert EVENTS[event].hand == hand


def test_event_flags() -> None:
    assert EVENTS["inauguration"].first_lap_sponsors == 3
    assert EVENTS["new_record"].speed_record == 15
    assert EVENTS["first_live_tv"].overtakes == 3
    assert EVENTS["future_unknown"].spin_eliminates
    assert EVENTS["going_global"].double_sponsors
    assert EVENTS["sudden_rain"].no_adrenaline
    assert EVENTS["turbulent_winds"].slip_min_gear == 3
    assert EVENTS["chicanes"].discard_heat and EVENTS["tunnel_vision"].discard_stress
    assert EVENTS["hold_tight"].max_discards == 1
    assert EVENTS["pressure_cooker"].lap_heat_loss


def test_press_lines_count_a_chicane_once_at_its_second_line() -> None:
    # Mexico: lines 0-1 and 4-5 are chicanes, so the press candidates are lines 1, 2, 3, 5.
    mexico = TRACKS["mexico"]
    assert press_lines(mexico, EVENTS["chicanes"]) == (3,)
    assert press_lines(mexico, EVENTS["title_sponsor"]) == (1,)   # index 0: the first chicane's second line
    assert press_lines(TRACKS["italy"], EVENTS["restrictions_lifted"]) == (1,)  # 4 modulo 3 corners
    assert press_lines(TRACKS["japan"], EVENTS["sudden_rain"]) == ()


def test_spain_uses_its_own_press_lines() -> None:
    spain = TRACKS["spain"]
    assert [spain.corners[i].after for i in press_lines(spain, EVENTS["tunnel_vision"])] == [15, 65]


@pytest.mark.parametrize(("speed", "slip", "spun", "won"), [
    (6, False, False, True), (5, False, False, False), (3, True, False, True), (7, True, True, False),
    (9, False, True, False),
])
def test_press_corner_conditions(speed: int, slip: bool, spun: bool, won: bool) -> None:
    assert press_sponsor(EVENTS["title_sponsor"], 4, speed, slip, spun) is won


def test_smile_and_wave_rewards_staying_under_the_limit() -> None:
    event = EVENTS["smile_wave"]
    assert press_sponsor(event, 4, 3, False, False)
    assert not press_sponsor(event, 4, 6, False, False)
    assert not press_sponsor(event, 4, 4, True, False)
    assert press_sponsor(event, 4, 2, True, False)


def test_points_with_event_bonuses_and_elimination() -> None:
    plain = EVENTS["title_sponsor"]
    assert [race_points(plain, p) for p in range(7)] == [9, 6, 4, 3, 2, 1, 0]
    assert race_points(EVENTS["strike"], 0) == 11 and race_points(EVENTS["strike"], 1) == 6
    assert [race_points(EVENTS["corruption"], p) for p in range(4)] == [10, 7, 5, 3]
    assert race_points(EVENTS["future_unknown"], 0, eliminated=True) == 0


def test_season_tie_goes_to_the_better_last_race() -> None:
    assert season_ranking([15, 15, 4], [1, 0, 2]) == [1, 0, 2]
    assert season_ranking([10, 15, 4], [0, 1, 2]) == [1, 0, 2]


def test_next_race_deck_keeps_upgrades_and_sponsors_and_resets_heat_and_stress() -> None:
    owned = ["1", "1", "2", "5", "0", HEAT, HEAT, STRESS, STRESS, STRESS, STRESS, "p4"]
    france = event_track(TRACKS["france"], EVENTS["safety_regulations"])
    deck = next_race_deck(owned, 1, france)
    assert deck.count(HEAT) == 1 and deck.count(STRESS) == TRACKS["france"].stress - 1
    assert "p4" in deck and "5" in deck and "0" in deck


def test_sponsor_cards_speeds_and_symbols() -> None:
    assert set(SPONSORS) == {"p1", "p2", "p3", "p4", "p5", "p6", "p7"}
    assert SPONSORS["p1"].speeds == (1, 2, 3, 4) and SPONSORS["p3"].slip == 2
    assert (SPONSORS["p6"].speed, SPONSORS["p6"].super_cool) == (0, 2)  # Heavy Rain
    assert (SPONSORS["p7"].speed, SPONSORS["p7"].draft) == (5, 2)  # Tunnel Vision


# --- The season as one game (the module is wired into the race but not offered as an option yet) ---

def _play_until(state: HeatState, done: Callable[[HeatState], bool], seed: int = 1) -> list[Event]:
    """Random legal play until `done` (a bounded number of steps)."""
    rng = random.Random(seed)
    events: list[Event] = []
    for _ in range(20000):
        if done(state):
            return events
        seat = rng.choice(sorted(GAME.waiting_for(state)))
        events += GAME.play(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    raise AssertionError("the season did not end")


def test_a_season_plays_its_races_in_order_and_scores_them() -> None:
    state = new_season(2, "1961", 3)
    assert state.track == "gb" and track_of(state).laps == TRACKS["gb"].laps
    events = _play_until(state, lambda s: s.champ is not None and s.champ.race == 2)
    assert state.track == "italy" and track_of(state).laps == TRACKS["italy"].laps - 1   # the strike
    results = [e for e in events if e.type == "championship" and "points" in e.data]
    assert len(results) == 2 and all(sorted(e.data["points"]) == [6, 9] for e in results)
    assert GAME.outcome(state) is None and 0.5 < GAME.progress(state) < 1
    assert load(dump(state)).champ == state.champ
    _play_until(state, lambda s: GAME.outcome(s) is not None)
    outcome = GAME.outcome(state)
    assert outcome is not None and state.champ is not None
    assert list(outcome.scores) == totals(state.champ, 2) and GAME.progress(state) == 1.0
    assert sorted(state.champ.points[2]) == [6, 11]   # the strike's winner scores 2 more


def test_cards_carry_over_and_heat_and_stress_reset_for_the_next_race() -> None:
    state = new_season(2, "1963", 5)
    _play_until(state, lambda s: s.champ is not None and s.champ.race == 2)   # now France, safety regulations
    track = TRACKS["france"]
    for car in state.cars:
        cards = car.hand + car.deck
        assert car.engine == track.heat - 2
        assert cards.count(STRESS) == track.stress - 1
        assert cards.count(HEAT) == 1 and "0" in cards and "5" in cards
        assert sorted(c for c in cards if c in "1234") == sorted("1234" * 3)
        assert len(car.hand) == 6


def test_record_crowds_hand_size_and_legends_in_a_season() -> None:
    state = new_season(2, "1962", 2, fill_to=4)
    _play_until(state, lambda s: s.champ is not None and s.champ.race == 1)
    assert len(state.cars) == 4 and state.legends is not None
    assert all(len(c.hand) == 8 for c in state.cars[:2])
    assert track_of(state).laps == TRACKS["gb"].laps + 1


def test_season_tie_break_in_the_outcome() -> None:
    state = new_season(2, "1961", 3)
    assert state.champ is not None
    state.champ.points = [[9, 6], [6, 9], [6, 6]]
    state.champ.places = [[0, 1], [1, 0], [1, 2]]
    state.champ.race, state.phase = 2, OVER
    outcome = season_outcome(state)
    assert outcome is not None and outcome.scores == (21, 21) and outcome.ranks == (1, 2)


def _race_of(season: str, race: int, seed: int = 4) -> HeatState:
    """The season's race `race`, just set up (its earlier races skipped: decks as at the start)."""
    state = new_season(2, season, seed)
    assert state.champ is not None
    state.champ.race = race
    state.track = SEASONS[season].races[race][0]
    return state


def _discard_step(state: HeatState, hand: list[str]) -> Car:
    """Seat 0's car in its Discard step holding `hand`."""
    car = state.cars[0]
    car.hand = sorted(hand)
    state.phase, state.order, state.turn, state.step = MOVE, [0, 1], 0, DISCARD
    return car


def test_chicanes_event_lets_heat_be_discarded_and_tunnel_vision_stress() -> None:
    chicanes = _race_of("1964", 2)
    _discard_step(chicanes, ["1", HEAT, STRESS])
    assert discardable(chicanes, chicanes.cars[0]) == ["1", HEAT]
    assert "cannot be discarded" in GAME.explain_illegal(chicanes, 0, {"type": "discard", "card": STRESS})
    tunnel = _race_of("1965", 2)
    tunnel.cars[0].pos = 1                       # Spain: off the tunnels
    _discard_step(tunnel, ["1", HEAT, STRESS])
    assert discardable(tunnel, tunnel.cars[0]) == ["1", STRESS]


def test_hold_on_tight_allows_one_discard() -> None:
    state = _race_of("1965", 0)
    _discard_step(state, ["1", "2", "3"])
    discard_card(state, 0, "1")
    assert discardable(state, state.cars[0]) == []
    assert "at most 1" in GAME.explain_illegal(state, 0, {"type": "discard", "card": "2"})


def test_sudden_rain_has_no_adrenaline_and_turbulent_winds_needs_gear_3() -> None:
    assert adrenaline_cars(_race_of("1964", 3)) == 0 and adrenaline_cars(_race_of("1964", 2)) == 1
    winds = _race_of("1964", 1)
    car = winds.cars[0]
    other = winds.cars[1]
    car.pos, car.spot, other.pos, other.spot = 10, 0, 10, 1
    winds.phase, winds.order, winds.turn, winds.step = MOVE, [0, 1], 0, REACT
    car.gear = 2
    assert not slipstream_open(winds, car)
    assert "gear 3" in GAME.explain_illegal(winds, 0, {"type": "slipstream"})
    car.gear = 3
    assert slipstream_open(winds, car)


def test_a_spin_out_puts_the_car_out_when_the_title_sponsor_withdraws() -> None:
    state = _race_of("1963", 3)            # Italy
    car = state.cars[0]
    corner = track_of(state).corners[0]
    car.start, car.pos, car.gear, car.engine, car.play = corner.after - 2, corner.after + 3, 4, 0, ["5"] * 4
    state.phase, state.order, state.turn, state.step = MOVE, [0, 1], 0, REACT
    events = check_corners(state, 0)
    assert state.champ is not None and state.champ.out == [0] and car.finished
    assert any(e.type == "out" for e in events)
    state.cars[1].finished, state.hall, state.phase = True, [1], OVER
    scored = after_race(state)
    assert scored and state.champ.points[-1] == [0, 9]


def test_the_pressure_cooker_takes_a_heat_card_per_lap_but_the_last() -> None:
    state = _race_of("1965", 3)            # the Netherlands, one lap more
    track = track_of(state)
    assert track.laps == TRACKS["netherlands"].laps + 1
    car = state.cars[0]
    car.start, car.pos, car.engine, car.play = track.spaces - 2, track.spaces + 2, 3, ["4"]
    check_corners(state, 0)
    assert car.engine == 2
    car.start, car.pos = track.spaces * (track.laps - 1) - 2, track.spaces * (track.laps - 1) + 2
    check_corners(state, 0)
    assert car.engine == 2 - 1
    car.start, car.pos, car.engine = track.spaces * track.laps - 2, track.spaces * track.laps + 2, 5
    check_corners(state, 0)
    assert car.engine == 5


def _crossing(state: HeatState, line_index: int, play: list[str], engine: int = 30) -> Car:
    """Seat 0's car having just crossed corner line `line_index` of lap 1 with `play` revealed."""
    car = state.cars[0]
    corner = track_of(state).corners[line_index]
    car.start, car.pos, car.gear, car.engine = corner.after - 1, corner.after + 1, 4, engine
    car.play, car.used, car.hand = play, [], []
    state.cars[1].pos = -5
    state.phase, state.order, state.turn, state.step = MOVE, [0, 1], 0, REACT
    return car


def test_a_press_corner_taken_two_over_its_limit_wins_a_sponsorship_card() -> None:
    state = _race_of("1963", 0)                     # USA, New title sponsor: press corner index 0
    limit = track_of(state).corners[0].limit
    car = _crossing(state, 0, [])
    car.extra = limit + 2
    events = check_corners(state, 0)
    assert [c for c in car.hand if c.startswith("p")] and any(e.type == "sponsor" for e in events)


def test_a_press_corner_at_its_limit_wins_nothing_and_a_spin_out_loses_the_card() -> None:
    state = _race_of("1963", 0)
    limit = track_of(state).corners[0].limit
    car = _crossing(state, 0, [])
    car.extra = limit                                 # exactly the limit
    check_corners(state, 0)
    assert not [c for c in car.hand if c.startswith("p")]
    car = _crossing(state, 0, ["5"] * 4, engine=0)     # far over it with an empty Engine: a spin-out
    car.extra = 0
    check_corners(state, 0)
    assert not [c for c in car.hand if c.startswith("p")]


def test_slipstreaming_across_a_press_corner_wins_a_card_once() -> None:
    state = _race_of("1963", 0)
    car = _crossing(state, 0, ["1"])
    car.used = [f"{SLIP_FROM}{car.start}"]
    car.extra = 0
    check_corners(state, 0)
    assert len([c for c in car.hand if c.startswith("p")]) == 1


def test_going_global_doubles_the_cards_won_and_new_record_rewards_speed_15() -> None:
    state = _race_of("1964", 0)                     # Japan, Going global
    line = press_lines(track_of(state), EVENTS["going_global"])[0]
    car = _crossing(state, line, ["5"] * 4)
    check_corners(state, 0)
    assert len([c for c in car.hand if c.startswith("p")]) == 2
    record = _race_of("1961", 1)                    # USA, New speed record
    car = _crossing(record, 3, ["4", "4", "4", "3"])  # not a press corner line (index 1 is)
    car.start = car.pos - 2
    check_corners(record, 0)
    assert len([c for c in car.hand if c.startswith("p")]) == 1


def test_a_played_sponsorship_card_leaves_the_game_and_unused_ones_carry_on() -> None:
    state = _race_of("1963", 0)
    car = state.cars[0]
    car.play, car.discard = ["p4", "3"], []
    end_of_turn(state, 0)
    assert car.discard == ["3"] and "p4" not in car.hand + car.deck
    deck = next_race_deck(["p2", "1", HEAT, STRESS], 1, TRACKS["gb"])
    assert "p2" in deck


def test_alone_against_legends_the_season_is_won_only_by_the_most_points() -> None:
    state = new_season(1, "1961", 3, fill_to=3)
    assert state.champ is not None
    state.champ.points = [[6, 9, 4], [9, 6, 4], [4, 9, 6]]
    state.champ.places = [[1, 0, 2], [0, 1, 2], [2, 0, 1]]
    state.champ.race, state.phase = 2, OVER
    outcome = season_outcome(state)
    assert outcome is not None and outcome.team_won is False and outcome.scores == (19,)
    state.champ.points[2] = [9, 4, 6]
    state.champ.places[2] = [0, 2, 1]
    outcome = season_outcome(state)
    assert outcome is not None and outcome.team_won is True


def test_with_the_garage_each_later_race_drafts_one_upgrade_and_the_weather_waits() -> None:
    state = new_season(2, "1961", 8, garage=True, weather=True)
    assert state.phase == "draft" and "weather" not in GAME.view(state, 0)
    _play_until(state, lambda s: s.phase != "draft")
    assert "weather" in GAME.view(state, 0)
    assert state.garage is not None
    first = {k: len(v) for k, v in state.garage.picks.items()}
    assert first == {0: 3, 1: 3}
    _play_until(state, lambda s: s.champ is not None and s.champ.race == 1)
    assert state.phase == "draft" and state.garage is not None and state.garage.round == 3
    assert "weather" not in GAME.view(state, 1)
    _play_until(state, lambda s: s.phase != "draft")
    assert {k: len(v) for k, v in state.garage.picks.items()} == {0: 4, 1: 4}
    assert all(len(c.hand) == 7 for c in state.cars)


def test_each_race_starts_with_the_events_sponsorship_cards_and_heat() -> None:
    title = new_season(2, "1963", 6)                 # New title sponsor: 3 cards each
    assert all(sum(c.startswith("p") for c in car.hand) == 3 and len(car.hand) == 7 for car in title.cars)
    lifted = new_season(2, "1962", 6)                # Engine restrictions lifted: 1 more Heat
    assert all(car.engine == TRACKS["italy"].heat + 1 for car in lifted.cars)
    assert all(sum(c.startswith("p") for c in car.hand) == 2 for car in lifted.cars)


def test_inauguration_rewards_the_first_three_over_the_line_after_lap_1() -> None:
    state = new_season(4, "1961", 6)                 # Great Britain, Inauguration
    spaces = track_of(state).spaces
    for car in state.cars:
        car.hand = []
    for i, car in enumerate(state.cars[1:], 1):
        car.pos = spaces + i if i < 3 else spaces - 5  # two cars already over the line
    car = state.cars[0]
    car.start, car.pos, car.play, car.used, car.engine = spaces - 2, spaces + 4, ["1"], [], 10
    check_corners(state, 0)
    assert sum(c.startswith("p") for c in car.hand) == 1
    late = state.cars[3]
    state.cars[0].pos = spaces + 6
    late.start, late.pos, late.play, late.used = spaces - 5, spaces + 1, ["1"], []
    check_corners(state, 3)
    assert not late.hand


def test_first_live_tv_rewards_passing_three_cars_in_one_move() -> None:
    state = new_season(4, "1963", 6)
    assert state.champ is not None
    state.champ.race, state.track = 1, "gb"          # First live TV broadcast
    for car in state.cars:
        car.hand = []
    for i, car in enumerate(state.cars[1:], 1):
        car.pos, car.spot = 3 + i, 0
    car = state.cars[0]
    car.start, car.pos, car.play, car.used = 2, 9, ["1"], []
    check_corners(state, 0)
    assert sum(c.startswith("p") for c in car.hand) == 1
    state.cars[3].pos = 12                          # now only two passed
    car.hand = []
    check_corners(state, 0)
    assert not car.hand


def test_smile_and_wave_rewards_a_press_corner_under_its_limit_in_the_race() -> None:
    state = _race_of("1965", 1)                     # USA, Smile and wave
    line = press_lines(track_of(state), EVENTS["smile_wave"])[0]
    limit = track_of(state).corners[line].limit
    car = _crossing(state, line, [])
    car.extra = limit - 1
    check_corners(state, 0)
    assert sum(c.startswith("p") for c in car.hand) == 1
    car = _crossing(state, line, [])
    car.extra = limit + 3
    check_corners(state, 0)
    assert not car.hand

