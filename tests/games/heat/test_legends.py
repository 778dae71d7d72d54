"""The Legends module, rule by rule, from named positions (see positions.py).

Car 1 is the Legend in most positions; LEGEND_CARDS[k][1] is what card k gives it:
card 0 (diamond 3, helmet 18), card 3 (1, 12), card 5 (0, 10), card 8 (0, 11).
"""

from __future__ import annotations

from meeple.games.heat import GAME
from meeple.games.heat.components import LEGEND_CARDS
from meeple.games.heat.state import MOVE, OVER, PLAN, HeatState

from .positions import car, legend, legend_before_usa_corner_2, plan, race, texts, with_legends


def move_round(state: HeatState, seat: int = 0, card: str = "1") -> list[str]:
    """The driver plans gear 1 with `card`; the log of the Legends' moves up to the driver's own turn."""
    return texts(plan(state, seat, 1, [card]))


def space(state: HeatState, index: int) -> int:
    return (state.cars[index].pos - 1) % 69 + 1


# --- setup ---------------------------------------------------------------------------------------------

def test_legends_fill_the_grid_to_the_chosen_number_of_cars() -> None:
    s = GAME.setup(2, {"legends": 5}, 3)
    assert len(s.cars) == 5 and [c.seat for c in s.cars] == [0, 1, None, None, None]
    assert sorted((c.pos, c.spot) for c in s.cars) == [(-2, 0), (-1, 0), (-1, 1), (0, 0), (0, 1)]
    for c in s.cars[2:]:
        assert (c.hand, c.deck, c.engine) == ([], [], 0)
    assert s.legends is not None and sorted(s.legends.deck) == list(range(10)) and s.legends.card is None
    assert s.started == 5 and GAME.waiting_for(s) == {0, 1}


def test_no_legend_when_the_drivers_already_fill_the_number() -> None:
    assert GAME.setup(4, {"legends": 4}, 1).legends is None
    assert len(GAME.setup(5, {"legends": 3}, 1).cars) == 5
    assert GAME.setup(2, {}, 1).legends is None


def test_a_solo_driver_races_five_legends() -> None:
    s = GAME.setup(1, {"legends": 6}, 2)
    assert len(s.cars) == 6 and s.started == 6


# --- the Legend card -----------------------------------------------------------------------------------

def test_one_card_is_turned_over_when_the_first_legend_moves_and_serves_every_legend() -> None:
    s = with_legends(race([car(0, 1), legend(20), legend(10)]), [8, 5])
    lines = move_round(s)
    assert s.legends is not None and s.legends.card == 5 and s.legends.deck == [8]
    assert lines.count("Legend card 6 is turned over") == 1
    assert LEGEND_CARDS[5][1] == (0, 10) and LEGEND_CARDS[5][2] == (1, 13)
    assert (space(s, 1), space(s, 2)) == (30, 18)  # a straight at 10; corner 1 at its limit 7 + diamond 1


def end_round(state: HeatState) -> list[str]:
    """Every driver's turn ended with Done (React, then Discard); the log lines."""
    lines: list[str] = []
    while state.phase == MOVE:
        active = state.active()
        assert active is not None and active.seat is not None
        lines += texts(GAME.apply(state, active.seat, {"type": "done"}))
    return lines


def test_the_next_round_turns_the_next_card_and_an_empty_deck_is_reshuffled() -> None:
    s = legend_before_usa_corner_2(1, [5])
    s.cars[0].pos = 60  # the driver in front, out of the way
    move_round(s)
    end_round(s)
    assert s.phase == PLAN and s.legends is not None and s.legends.deck == [] and s.legends.card == 5
    lines = move_round(s) + end_round(s)
    assert "The Legend cards are reshuffled" in lines
    assert len(s.legends.deck) == 9 and s.legends.card is not None and s.legends.card not in s.legends.deck


# --- on the straight -----------------------------------------------------------------------------------

def test_on_the_straight_a_legend_drives_its_helmet_when_that_stops_before_the_corner() -> None:
    s = legend_before_usa_corner_2(20, [5])  # helmet 10
    lines = move_round(s)
    assert space(s, 1) == 30
    assert "Legend 2 drives at 10 to space 30" in lines


def test_a_helmet_landing_on_the_space_before_the_corner_line_is_still_driven() -> None:
    s = legend_before_usa_corner_2(22, [8])  # helmet 11: 33, the space just before the line
    move_round(s)
    assert space(s, 1) == 33


def test_a_helmet_that_would_cross_the_corner_stops_the_diamond_before_it() -> None:
    s = legend_before_usa_corner_2(20, [0])  # helmet 18 would cross; diamond 3
    lines = move_round(s)
    assert space(s, 1) == 30
    assert "Legend 2 brakes 3 before the corner (limit 3) to space 30" in lines
    s = legend_before_usa_corner_2(23, [8])  # helmet 11 would cross; diamond 0: the space before the line
    move_round(s)
    assert space(s, 1) == 33


def test_the_space_of_the_legend_line_is_still_the_straight() -> None:
    s = legend_before_usa_corner_2(27, [0])  # the legend line lies after space 27
    move_round(s)
    assert space(s, 1) == 30


# --- between the legend line and the corner ------------------------------------------------------------

def test_past_the_legend_line_a_legend_goes_round_at_the_limit_plus_the_diamond() -> None:
    s = legend_before_usa_corner_2(28, [0])  # limit 3 + diamond 3
    lines = move_round(s)
    assert space(s, 1) == 34
    assert "Legend 2 heads into the corner (limit 3) at 6 to space 34" in lines
    s = legend_before_usa_corner_2(28, [5])  # limit 3 + diamond 0: not yet round the corner
    move_round(s)
    assert space(s, 1) == 31


def test_a_legend_crosses_at_most_one_corner_line_a_round() -> None:
    # Great Britain: corner 3 (limit 5) after space 37, corner 4 after space 43. From space 36: 5 + 3 = 8.
    s = with_legends(race([car(0, 1), legend(36)], track="gb"), [0])
    lines = move_round(s)
    assert s.cars[1].pos == 43
    assert any("stopping before the next one" in t for t in lines)


def test_aggressive_legends_cross_one_more_corner_from_a_chevron() -> None:
    # Great Britain's corner 3 has a chevron on the space just before its line (space 37).
    s = with_legends(race([car(0, 1), legend(37)], track="gb"), [0], aggressive=True)
    move_round(s)
    assert s.cars[1].pos == 45  # corners 3 and 4 crossed
    s = with_legends(race([car(0, 1), legend(37)], track="gb"), [0])
    move_round(s)
    assert s.cars[1].pos == 43  # without the option: stops before corner 4
    s = with_legends(race([car(0, 1), legend(36)], track="gb"), [0], aggressive=True)
    move_round(s)
    assert s.cars[1].pos == 43  # space 36 has no chevron


def test_pro_legends_add_to_the_helmet_only() -> None:
    s = with_legends(race([car(0, 1), legend(20)]), [5], pro=2)  # helmet 10 + 2
    move_round(s)
    assert space(s, 1) == 32
    s = with_legends(race([car(0, 1), legend(28)]), [0], pro=2)  # the corner: limit 3 + diamond 3, no bonus
    move_round(s)
    assert space(s, 1) == 34


def test_a_legend_is_blocked_like_any_car() -> None:
    # Card 5 gives car 3 (diamond 1, helmet 14): from space 20 it brakes to space 32, which is full.
    s = with_legends(race([car(0, 1), car(1, 32, 0, hand=["0"] * 7), car(2, 32, 1, hand=["0"] * 7), legend(20)]),
                     [5])
    assert LEGEND_CARDS[5][3] == (1, 14)
    for seat in (1, 2):
        plan(s, seat, 1, ["0"])
    plan(s, 0, 1, ["1"])
    while s.active() is not s.cars[0]:
        active = s.active()
        assert active is not None and active.seat is not None
        GAME.apply(s, active.seat, {"type": "done"})
    assert (space(s, 3), s.cars[3].spot) == (31, 0)


def test_the_last_lap_after_the_last_corner_is_flat_out_over_the_finish() -> None:
    s = with_legends(race([car(0, 60), legend(69 + 60)]), [5])  # lap 2, space 60, after corner 4
    lines = move_round(s)
    assert s.cars[1].pos == 139 and "Legend 2 drives at 10 to past the finish line" in lines


# --- the Legends in the race ---------------------------------------------------------------------------

def test_a_legend_has_no_steps_after_moving_and_takes_no_adrenaline() -> None:
    s = with_legends(race([car(0, 20), legend(5)]), [5])  # the Legend moves last
    plan(s, 0, 1, ["1"])
    assert s.phase == MOVE and s.active() is s.cars[0] and not s.cars[0].adrenaline
    s = with_legends(race([car(0, 5), legend(40)]), [5])  # the driver moves last: Adrenaline
    plan(s, 0, 1, ["1"])
    assert s.cars[0].adrenaline


def test_a_driver_may_slipstream_beside_a_legend() -> None:
    s = with_legends(race([car(0, 1, gear=2, hand=["4", "4", "1", "2", "2", "3", "3"]), legend(3)]), [5])
    plan(s, 0, 3, ["4", "4", "1"])  # the Legend moves first, 7 spaces round corner 1's limit, to 10
    assert s.cars[1].pos == 10 and s.cars[0].pos == 10 and s.cars[0].spot == 1
    assert {"type": "slipstream"} in GAME.legal_actions(s, 0)


def test_the_race_ends_with_the_last_driver_and_legends_rank_among_the_cars() -> None:
    s = with_legends(race([car(0, 136, gear=4, hand=["4", "4", "4", "4", "3", "3", "3"]), legend(137), legend(100)]),
                     [5])
    plan(s, 0, 4, ["4", "4", "4", "4"])
    end_round(s)
    assert s.phase == OVER and s.hall == [0, 1]  # the driver went further over the line than the Legend
    assert GAME.outcome(s) is not None and GAME.view(s, 0)["standings"] == [0, 1, 2]
    s = with_legends(race([car(0, 120), legend(137)]), [5])
    move_round(s, card="4")
    end_round(s)
    assert s.phase == PLAN and s.hall == [1]  # a Legend finishing does not end the race


# --- the result ----------------------------------------------------------------------------------------

def test_alone_against_legends_only_first_place_wins() -> None:
    s = with_legends(race([car(0, 136, gear=4, hand=["4", "4", "4", "4", "3", "3", "3"]), legend(137)]), [5])
    plan(s, 0, 4, ["4", "4", "4", "4"])
    end_round(s)
    won = GAME.outcome(s)
    assert won is not None and won.team_won is True and won.notes == "{p0} finished 1st of 2 cars"
    s = with_legends(race([car(0, 130), legend(137)]), [5])
    plan(s, 0, 1, ["4"])
    end_round(s)  # the Legend finishes first
    while s.phase != OVER:
        plan(s, 0, 1, [s.cars[0].hand[-1]])
        end_round(s)
    lost = GAME.outcome(s)
    assert lost is not None and lost.team_won is False and lost.scores == (6.0,)
    assert lost.notes == "{p0} finished 2nd of 2 cars"


def test_drivers_are_ranked_among_themselves_with_their_places_noted() -> None:
    s = with_legends(race([car(0, 136, gear=4, hand=["4", "4", "4", "4", "3", "3", "3"]), car(1, 100), legend(137)]),
                     [5])
    plan(s, 0, 4, ["4", "4", "4", "4"])
    plan(s, 1, 1, ["1"])
    end_round(s)
    while s.phase != OVER:
        plan(s, 1, 1, [s.cars[1].hand[-1]])
        end_round(s)
    out = GAME.outcome(s)
    assert out is not None and out.ranks == (1, 2) and out.scores == (9, 4)
    assert out.notes == "{p0} finished 1st, {p1} finished 3rd of 3 cars"
