"""Scenario tests for every rule of the page, from named positions (see positions.py)."""

from __future__ import annotations

from meeple.games.heat import GAME
from meeple.games.heat.components import TRACKS, starting_deck
from meeple.games.heat.state import DISCARD, MOVE, OVER, PLAN, REACT, HeatState

from .positions import act, car, legal, plan, race, solo_on_the_grid, texts

DONE = {"type": "done"}


def react(symbol: str) -> dict[str, str]:
    return {"type": "react", "symbol": symbol}


def finish_others(state: HeatState, seat: int | None = None) -> list[str]:
    """Press done for every driver's car until `seat` is to act (or the round is over); the log lines."""
    lines: list[str] = []
    while state.phase == MOVE:
        active = state.active()
        assert active is not None and active.seat is not None
        if active.seat == seat:
            break
        lines += texts(act(state, active.seat, "done"))
    return lines


# --- setup ---------------------------------------------------------------------------------------------

def test_the_starting_deck_hand_engine_and_grid() -> None:
    s = GAME.setup(3, {"track": "italy"}, 1)
    track = TRACKS["italy"]
    assert len(starting_deck(track)) == 18
    for c in s.cars:
        assert sorted(c.hand + c.deck) == starting_deck(track)
        assert (len(c.hand), c.engine, c.gear) == (7, 6, 1)
    assert sorted((c.pos, c.spot) for c in s.cars) == [(-1, 0), (0, 0), (0, 1)]
    assert GAME.waiting_for(s) == {0, 1, 2}


# --- step 1: shift gears -------------------------------------------------------------------------------

def test_shift_one_gear_free_two_for_a_heat() -> None:
    assert [a["gear"] for a in legal(race([car(0, 0, gear=1)]), 0)] == [1, 2, 3]
    assert [a["gear"] for a in legal(race([car(0, 0, gear=1, engine=0)]), 0)] == [1, 2]
    assert [a["gear"] for a in legal(race([car(0, 0, gear=4)]), 0)] == [2, 3, 4]
    assert [a["gear"] for a in legal(race([car(0, 0, gear=2)]), 0)] == [1, 2, 3, 4]


def test_a_double_shift_pays_one_heat_from_the_engine() -> None:
    s = solo_on_the_grid()
    events = plan(s, 0, 3, ["1", "2", "3"])
    assert s.cars[0].engine == 5 and s.cars[0].gear == 3
    assert "{p0} shifts from gear 1 to 3, paying 1 Heat" in texts(events)
    assert s.cars[0].pos == 6


# --- step 2: play cards --------------------------------------------------------------------------------

def test_play_exactly_gear_many_cards_never_heat() -> None:
    s = race([car(0, 0, hand=["1", "H", "H", "2", "3", "4", "4"])])
    act(s, 0, "shift", gear=2)
    assert [a["card"] for a in legal(s, 0)] == ["1", "2", "3", "4"]
    act(s, 0, "play", card="4")
    act(s, 0, "play", card="4")
    assert s.phase == MOVE and s.cars[0].pos == 8


def test_the_plan_is_hidden_from_the_other_drivers() -> None:
    s = race([car(0, 0), car(1, -1)])
    act(s, 0, "shift", gear=2)
    act(s, 0, "play", card="4")
    other, mine, spectator = GAME.view(s, 1), GAME.view(s, 0), GAME.view(s, None)
    assert mine["plan_gear"] == 2 and mine["plan"] == ["4"]
    assert other["cars"][0]["gear"] == 1 and other["cars"][0]["hand"] == 7
    assert "4" not in str(other["plan"]) and spectator["hand"] is None
    act(s, 0, "play", card="3")
    assert GAME.view(s, 1)["cars"][0]["ready"] is True
    assert GAME.view(s, 1)["cars"][0]["play"] == []


def test_a_cluttered_hand_plays_heat_does_not_move_and_drops_to_first_gear() -> None:
    s = race([car(0, 5, gear=2, hand=["1", "H", "H", "H", "H", "H", "H"])])
    act(s, 0, "shift", gear=2)
    assert legal(s, 0) == [{"type": "play", "card": "1"}]
    act(s, 0, "play", card="1")
    assert legal(s, 0) == [{"type": "play", "card": "H"}]
    events = act(s, 0, "play", card="H")
    c = s.cars[0]
    assert (c.pos, c.gear, s.phase) == (5, 1, PLAN)
    assert c.discard == ["1", "H"] and len(c.hand) == 7
    assert any("cluttered hand" in t for t in texts(events))


# --- step 3: reveal and move ---------------------------------------------------------------------------

def test_stress_flips_until_a_speed_card_discarding_upgrades_and_heat() -> None:
    s = race([car(0, 0, hand=["S", "1", "1", "2", "2", "3", "3"], deck=[*FILLER_UNDER, "3", "5", "H", "0"])])
    events = plan(s, 0, 1, ["S"])
    c = s.cars[0]
    assert c.pos == 3 and c.play == ["S", "3"]
    assert c.discard == ["0", "H", "5"]
    assert "{p0}'s Stress flips 3 (discarding 0, Heat and 5)" in texts(events)


FILLER_UNDER = ["1", "2", "3", "4"] * 2


def test_a_full_space_blocks_and_the_car_stops_behind() -> None:
    s = race([car(0, 1), car(1, 5, 0, hand=["0"] * 7), car(2, 5, 1, hand=["0"] * 7)])
    plan(s, 1, 1, ["0"])
    plan(s, 2, 1, ["0"])
    plan(s, 0, 1, ["4"])
    lines = finish_others(s, 0)
    assert (s.cars[0].pos, s.cars[0].spot) == (4, 0)
    assert "{p0} drives at speed 4 to space 4, blocked after 3" in lines


def test_the_race_line_spot_is_taken_first() -> None:
    s = race([car(0, 1), car(1, 5, 0, hand=["0"] * 7), car(2, 0)])
    plan(s, 1, 1, ["0"])
    plan(s, 0, 1, ["4"])
    plan(s, 2, 1, ["1"])
    finish_others(s, None)
    assert (s.cars[0].pos, s.cars[0].spot) == (5, 1)
    assert (s.cars[2].pos, s.cars[2].spot) == (1, 0)


def test_cars_move_from_the_front_and_the_race_line_is_ahead() -> None:
    s = race([car(0, 3, 1), car(1, 3, 0), car(2, 5)])
    for seat in range(3):
        plan(s, seat, 1, ["1"])
    assert s.order == [2, 1, 0]


# --- steps 4-5: adrenaline and react -------------------------------------------------------------------

def adrenaline_of_each(state: HeatState) -> dict[int, bool]:
    """Plan speed 1 for every car, then record who may use Adrenaline on its turn."""
    for c in state.cars:
        assert c.seat is not None
        plan(state, c.seat, 1, ["1"])
    seen = {}
    while state.phase == MOVE:
        active = state.active()
        assert active is not None and active.seat is not None
        seen[active.seat] = active.adrenaline
        act(state, active.seat, "done")
    return seen


def test_adrenaline_for_the_last_car_and_the_last_two_with_five_or_more() -> None:
    four = race([car(i, -i) for i in range(4)])
    assert adrenaline_of_each(four) == {0: False, 1: False, 2: False, 3: True}
    five = race([car(i, -i) for i in range(5)])
    assert adrenaline_of_each(five) == {0: False, 1: False, 2: False, 3: True, 4: True}


def test_adrenaline_counts_the_cars_that_started_not_those_left() -> None:
    s = race([car(i, -i) for i in range(3)], started=5)
    assert adrenaline_of_each(s) == {0: False, 1: True, 2: True}


def test_react_symbols_each_once_in_any_order() -> None:
    s = race([car(0, 0, hand=["1", "H", "H", "H", "H", "2", "3"], deck=[*FILLER_UNDER, "2"])])
    plan(s, 0, 1, ["1"])
    assert s.step == REACT
    assert legal(s, 0) == [react("cooldown"), react("boost"), react("adrenaline_move"),
                           react("adrenaline_cool"), DONE]
    act(s, 0, "react", symbol="cooldown")
    c = s.cars[0]
    assert c.engine == 9 and c.hand.count("H") == 1
    act(s, 0, "react", symbol="boost")
    assert (c.engine, c.pos, c.play) == (8, 3, ["1", "2"])
    act(s, 0, "react", symbol="adrenaline_move")
    assert c.pos == 4
    act(s, 0, "react", symbol="adrenaline_cool")
    assert c.hand.count("H") == 0 and c.engine == 9
    assert s.step == DISCARD


def test_second_gear_cools_one_and_third_gear_none() -> None:
    s = race([car(0, 0, gear=2, hand=["1", "H", "H", "2", "2", "3", "3"]), car(1, 10)])
    plan(s, 1, 1, ["1"])
    plan(s, 0, 2, ["1", "2"])
    finish_others(s, 0)
    act(s, 0, "react", symbol="cooldown")
    assert s.cars[0].hand.count("H") == 1
    s = race([car(0, 0, gear=3, hand=["1", "H", "H", "2", "2", "3", "3"]), car(1, 10)])
    plan(s, 1, 1, ["1"])
    plan(s, 0, 3, ["1", "2", "2"])
    finish_others(s, 0)
    assert react("cooldown") not in legal(s, 0)


# --- step 6: slipstream ------------------------------------------------------------------------------

def test_slipstream_two_spaces_is_not_speed_for_the_corner() -> None:
    s = race([car(0, 5, gear=2), car(1, 12, hand=["0"] * 7)])
    plan(s, 1, 1, ["0"])
    plan(s, 0, 2, ["2", "4"])
    finish_others(s, 0)
    assert s.cars[0].pos == 11 and {"type": "slipstream"} in legal(s, 0)
    act(s, 0, "slipstream")
    assert s.cars[0].pos == 13 and s.cars[0].engine == 6  # crossed the 7 corner at speed 6


def test_slipstream_beside_a_car() -> None:
    s = race([car(0, 5), car(1, 7, hand=["0"] * 7)])
    plan(s, 1, 1, ["0"])
    plan(s, 0, 1, ["2"])
    finish_others(s, 0)
    assert {"type": "slipstream"} in legal(s, 0)


def test_no_slipstream_across_the_finish_line() -> None:
    s = race([car(0, 134), car(1, 138, hand=["0"] * 7)])  # USA: the line is after position 138
    plan(s, 1, 1, ["0"])
    plan(s, 0, 1, ["3"])
    finish_others(s, 0)
    assert s.cars[0].pos == 137 and {"type": "slipstream"} not in legal(s, 0)


# --- step 7: corners -----------------------------------------------------------------------------------

def test_too_fast_in_a_corner_pays_the_difference() -> None:
    s = race([car(0, 8, gear=2, hand=["4", "4", "1", "1", "2", "2", "3"])])
    plan(s, 0, 2, ["4", "4"])
    events = act(s, 0, "done")
    assert s.cars[0].engine == 5 and s.cars[0].pos == 16
    assert "{p0} takes the corner (limit 7) at 8: 1 Heat" in texts(events)


def test_boost_and_adrenaline_count_as_speed_in_the_corner() -> None:
    s = race([car(0, 8, gear=1, hand=["4", "1", "1", "2", "2", "3", "3"], deck=[*FILLER_UNDER, "3"])])
    plan(s, 0, 1, ["4"])
    act(s, 0, "react", symbol="boost")
    act(s, 0, "react", symbol="adrenaline_move")
    act(s, 0, "done")
    assert s.cars[0].pos == 16 and s.cars[0].engine == 6 - 1 - 1  # boost 1, corner 8 - 7 = 1


def test_each_corner_crossed_is_paid_separately_in_order() -> None:
    s = race([car(0, 48, gear=3, engine=20, hand=["4", "4", "3", "1", "1", "2", "2"])])
    plan(s, 0, 3, ["4", "4", "3"])  # 11 from 48 to 59 crosses 49 (limit 3) and 57 (limit 2)
    events = act(s, 0, "done")
    assert s.cars[0].engine == 20 - 8 - 9
    corners = [t for t in texts(events) if "corner" in t]
    assert corners == ["{p0} takes the corner (limit 3) at 11: 8 Heat", "{p0} takes the corner (limit 2) at 11: 9 Heat"]


def test_spin_out_pays_all_falls_back_takes_stress_and_first_gear() -> None:
    s = race([car(0, 8, gear=3, engine=1, hand=["4", "4", "4", "1", "1", "2", "2"])])
    plan(s, 0, 3, ["4", "4", "4"])
    events = act(s, 0, "done")
    c = s.cars[0]
    assert (c.pos, c.gear, c.engine, c.hand.count("S")) == (12, 1, 0, 2)
    assert "spins out" in " ".join(texts(events))


def test_spin_out_in_second_gear_takes_one_stress_and_lands_behind_a_full_space() -> None:
    fast = ["4", "4", "1", "1", "2", "2", "3"]
    s = race([car(0, 8, gear=2, engine=0, hand=fast), car(1, 12, 0, hand=["0"] * 7), car(2, 12, 1, hand=["0"] * 7)])
    plan(s, 1, 1, ["0"])
    plan(s, 2, 1, ["0"])
    plan(s, 0, 2, ["4", "4"])
    finish_others(s, 0)
    act(s, 0, "done")
    c = s.cars[0]
    assert (c.pos, c.gear, c.hand.count("S")) == (11, 1, 1)


# --- steps 8-9: discard, replenish ---------------------------------------------------------------------

def test_discard_anything_but_heat_and_stress_then_draw_to_seven() -> None:
    s = race([car(0, 20, hand=["0", "1", "S", "H", "2", "2", "2"], deck=[], discard=["3", "3", "4", "4"])])
    plan(s, 0, 1, ["1"])
    act(s, 0, "done")
    assert legal(s, 0) == [{"type": "discard", "card": "0"}, {"type": "discard", "card": "2"}, DONE]
    act(s, 0, "discard", card="0")
    act(s, 0, "done")
    c = s.cars[0]
    assert len(c.hand) == 7 and len(c.deck) == 4 and c.discard == []  # the pile of 6 was shuffled into a deck


# --- the finish ----------------------------------------------------------------------------------------

def test_cars_finishing_in_one_round_rank_by_how_far_ahead() -> None:
    s = race([car(0, 136, gear=4, hand=["4", "4", "4", "4", "1", "1", "1"]), car(1, 137, gear=1)])
    plan(s, 0, 4, ["4", "4", "4", "4"])  # to 152: past corner 1 of a third lap, which does not count
    plan(s, 1, 1, ["2"])
    while s.phase != OVER:
        active = s.active()
        assert active is not None and active.seat is not None
        act(s, active.seat, "done")
    assert s.order == [1, 0] and s.hall == [0, 1]
    assert s.cars[0].engine == 6
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.ranks == (1, 2)


def test_side_by_side_at_the_finish_the_race_line_wins() -> None:
    s = race([car(0, 137, 1), car(1, 137, 0)])
    plan(s, 1, 1, ["2"])
    plan(s, 0, 1, ["2"])
    finish_others(s)
    assert s.hall == [1, 0]


def test_a_finished_car_stays_until_the_round_ends_then_waits_no_more() -> None:
    s = race([car(0, 137), car(1, 10), car(2, 9)])
    for seat in range(3):
        plan(s, seat, 1, ["2"])
    finish_others(s)
    assert s.phase == PLAN and s.hall == [0] and s.cars[0].finished
    assert GAME.waiting_for(s) == {1, 2} and legal(s, 0) == []


def test_a_cars_dump_holds_every_slot_in_order() -> None:
    """`Car.dump` is written out by hand for speed; a slot added later must be dumped too."""
    c = race([car(0, 0, hand=["1", "2"], deck=["3"])]).cars[0]
    dumped = c.dump()
    assert list(dumped) == list(type(c).__slots__)
    assert all(dumped[k] == getattr(c, k) for k in dumped)
    assert dumped["hand"] is not c.hand and dumped["pool"] is not c.pool
