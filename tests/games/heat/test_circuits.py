"""The expansion circuits: their facts, chicanes, flooded spaces (Japan), tunnels (Spain) and the Legends'
double chevron (the Netherlands), from named positions (see circuit_positions.py)."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.engine import Rng
from meeple.games.heat import GAME
from meeple.games.heat.components import BASIC, STRESS, TRACKS
from meeple.games.heat.features import chicane_pairs
from meeple.games.heat.state import DISCARD, PLAN, REACT

from .circuit_positions import (
    japan_before_the_chicane,
    japan_dry,
    japan_flooded,
    japan_two_drivers_one_flooded,
    netherlands_legend_on_the_double_chevron,
    spain_before_a_tunnel,
    spain_garage_before_a_tunnel,
)
from .positions import act, legal, plan, texts

DONE = {"type": "done"}
EXPANSION = ("japan", "mexico", "spain", "netherlands")


def gears(state, seat: int = 0) -> list[int]:  # type: ignore[no-untyped-def]
    return [a["gear"] for a in legal(state, seat)]


# --- the facts -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("track_id, spaces, laps, lines, heat, stress", [
    ("japan", 60, 2, 5, 7, 3), ("mexico", 60, 3, 6, 6, 2), ("spain", 109, 1, 11, 6, 3),
    ("netherlands", 55, 3, 5, 6, 3)])
def test_each_expansion_circuit_has_its_plaque_numbers(track_id: str, spaces: int, laps: int, lines: int,
                                                       heat: int, stress: int) -> None:
    t = TRACKS[track_id]
    assert (t.spaces, t.laps, len(t.corners), t.heat, t.stress) == (spaces, laps, lines, heat, stress)
    afters = [c.after for c in t.corners]
    assert afters == sorted(afters) and afters[-1] < t.spaces and all(c.legend < c.after for c in t.corners)


def test_the_chicanes_are_two_consecutive_lines_with_one_limit() -> None:
    pairs = {t: chicane_pairs(TRACKS[t]) for t in EXPANSION}
    assert pairs == {"japan": [(0, 1)], "mexico": [(0, 1), (4, 5)], "spain": [(2, 3), (8, 9)],
                     "netherlands": [(0, 1)]}
    for t, found in pairs.items():
        corners = TRACKS[t].corners
        assert all(corners[a].limit == corners[b].limit for a, b in found)
    assert all(not chicane_pairs(TRACKS[t]) for t in ("usa", "italy", "france", "gb"))


def test_only_japan_floods_and_only_spain_has_tunnels() -> None:
    assert sorted(TRACKS["japan"].flooded) == [*range(6, 12), *range(39, 46), *range(50, 56)]
    assert len(TRACKS["spain"].tunnels) == 36 and {17, 24, 38, 49, 62, 71, 80, 88} <= TRACKS["spain"].tunnels
    assert all(not TRACKS[t].flooded for t in TRACKS if t != "japan")
    assert all(not TRACKS[t].tunnels for t in TRACKS if t != "spain")


@pytest.mark.parametrize("track_id", EXPANSION)
def test_the_track_option_sets_up_the_circuit_with_its_heat_and_stress(track_id: str) -> None:
    s = GAME.setup(2, {"track": track_id}, 4)
    t = TRACKS[track_id]
    for c in s.cars:
        assert c.engine == t.heat and c.pos in (0, -1)
        assert Counter(c.hand + c.deck)[STRESS] == t.stress
        assert sum(Counter(c.hand + c.deck)[b] for b in BASIC) == 12
    view = GAME.view(s, 0)["track"]
    assert view["id"] == track_id and view["finish"] == t.laps * t.spaces
    assert view.get("flooded", []) == sorted(t.flooded) and view.get("tunnels", []) == sorted(t.tunnels)
    assert [bool(c.get("chicane")) for c in view["corners"]] == [c.chicane for c in t.corners]


# --- flooded spaces (Japan) ----------------------------------------------------------------------------

def test_on_a_flooded_space_shifting_down_costs_one_more_heat() -> None:
    assert gears(japan_flooded(engine=6)) == [1, 2, 3, 4]
    assert gears(japan_flooded(engine=1)) == [2, 3, 4]  # down to 1 costs 2 Heat
    assert gears(japan_flooded(engine=0)) == [3, 4]  # even one gear down costs 1 Heat
    assert gears(japan_dry(engine=0)) == [2, 3, 4]  # dry: one gear down is free
    s = japan_flooded()
    assert GAME.describe_action(s, 0, {"type": "shift", "gear": 2}) == "shift to gear 2 (1 Heat)"
    assert GAME.describe_action(s, 0, {"type": "shift", "gear": 1}) == "shift to gear 1 (2 Heat)"
    assert GAME.describe_action(s, 0, {"type": "shift", "gear": 4}) == "shift to gear 4"


def test_the_flooded_heat_is_paid_at_the_shift_before_the_cards() -> None:
    s = japan_flooded()
    events = texts(plan(s, 0, 2, ["1", "1"]))
    paid = events.index("{p0} shifts from gear 3 to 2, paying 1 Heat (flooded space)")
    assert paid < events.index("{p0} reveals 1 and 1 in gear 2")
    assert s.cars[0].engine == 5 and s.cars[0].pos == 10
    s = japan_flooded()
    assert "{p0} shifts from gear 3 to 1, paying 2 Heat (flooded space)" in texts(plan(s, 0, 1, ["1"]))
    assert s.cars[0].engine == 4


def test_shifting_up_or_staying_on_a_flooded_space_is_free() -> None:
    for gear, cards in ((3, ["1", "1", "2"]), (4, ["1", "1", "2", "2"])):
        s = japan_flooded(gear=3)
        plan(s, 0, gear, cards)  # the corner checks come after the React step
        assert s.cars[0].engine == 6 and s.step == REACT


def test_only_the_space_the_round_starts_on_counts_on_every_lap() -> None:
    s = japan_flooded(pos=60 + 8)  # lap 2, space 8
    plan(s, 0, 2, ["1", "1"])
    assert s.cars[0].engine == 5
    s = japan_dry()
    plan(s, 0, 2, ["1", "1"])
    assert s.cars[0].engine == 6


def test_a_shift_down_the_flooded_engine_cannot_pay_is_refused_with_a_reason() -> None:
    s = japan_flooded(engine=1)
    assert GAME.explain_illegal(s, 0, {"type": "shift", "gear": 1}) == (
        "Your car starts the round on a flooded space: shifting down to gear 1 costs 2 Heat, "
        "and your Engine holds 1.")


def test_determinize_draws_another_drivers_plan_among_the_gears_the_flood_allows() -> None:
    s = japan_two_drivers_one_flooded()
    plan(s, 1, 3, ["1", "1", "2"])
    seen = set()
    for r in range(30):
        d = GAME.determinize(s, 0, Rng(r))
        seen.add(d.cars[1].plan_gear)
    assert seen <= {3, 4} and seen


# --- tunnels (Spain) -----------------------------------------------------------------------------------

def test_in_a_tunnel_nothing_is_discarded_but_cooling_is_allowed() -> None:
    s = spain_before_a_tunnel()
    plan(s, 0, 1, ["4"])  # 14 -> 18, in the tunnel of spaces 17-24
    assert s.cars[0].pos == 18 and s.step == REACT
    assert {"type": "react", "symbol": "cooldown"} in legal(s, 0)
    act(s, 0, "react", symbol="cooldown")
    assert "H" not in s.cars[0].hand and s.cars[0].engine == 7
    act(s, 0, "done")
    assert s.phase == PLAN and len(s.cars[0].hand) == 7  # no Discard step: straight to the draw


def test_outside_a_tunnel_the_discard_step_is_open() -> None:
    s = spain_before_a_tunnel(pos=2)
    plan(s, 0, 1, ["4"])  # 2 -> 6
    act(s, 0, "done")
    assert s.step == DISCARD and {"type": "discard", "card": "1"} in legal(s, 0)


def test_the_tunnel_rule_looks_where_the_car_is_at_the_discard_step() -> None:
    s = spain_before_a_tunnel(pos=20, hand=["4", "4", "1", "2", "2", "3", "3"])
    plan(s, 0, 2, ["4", "4"])  # 20 (tunnel) -> 28, out of it
    act(s, 0, "done")
    assert s.cars[0].pos == 28 and s.step == DISCARD


def test_a_tunnel_forbids_reduce_stress_and_discards_even_with_refresh_open() -> None:
    s = spain_garage_before_a_tunnel(["u4", "S", "S", "S", "1", "2", "3"])  # Body 3, Reduce Stress 2
    plan(s, 0, 1, ["u4"])  # 14 -> 17, the tunnel's first space
    assert s.cars[0].pos == 17
    assert {"type": "react", "symbol": "reduce"} not in legal(s, 0)
    assert GAME.explain_illegal(s, 0, {"type": "react", "symbol": "reduce"}) == (
        "Your car is in a tunnel: Reduce Stress would discard from your hand, which a tunnel forbids.")
    s = spain_garage_before_a_tunnel(["u34", "1", "1", "2", "2", "3", "3"])  # Suspension 4, Refresh
    plan(s, 0, 1, ["u34"])  # 14 -> 18
    if s.step == REACT:
        act(s, 0, "done")
    assert s.step == DISCARD and legal(s, 0) == [{"type": "refresh", "card": "u34"}, DONE]
    assert GAME.explain_illegal(s, 0, {"type": "discard", "card": "1"}) == (
        "Your car is in a tunnel: no card can be discarded from your hand there.")


# --- chicanes ------------------------------------------------------------------------------------------

def test_a_chicane_checks_both_lines_each_paying_its_excess() -> None:
    s = japan_before_the_chicane(engine=6)
    plan(s, 0, 2, ["4", "3"])  # 8 -> 15 at speed 7 over the lines after 10 and 12 (limit 4 each)
    events = texts(act(s, 0, "done"))
    assert [t for t in events if "corner" in t] == ["{p0} takes the corner (limit 4) at 7: 3 Heat"] * 2
    assert s.cars[0].engine == 0 and s.cars[0].pos == 15


def test_short_of_heat_at_the_chicanes_second_line_the_car_spins_there() -> None:
    s = japan_before_the_chicane(engine=4)
    plan(s, 0, 2, ["4", "3"])
    act(s, 0, "done")
    c = s.cars[0]
    assert (c.pos, c.engine, c.gear, c.hand.count(STRESS)) == (12, 0, 1, 1)  # behind the second line


# --- Legends on the expansion circuits -----------------------------------------------------------------

def test_a_double_chevron_lets_an_aggressive_legend_cross_three_lines() -> None:
    s = netherlands_legend_on_the_double_chevron(aggressive=True)
    lines = texts(plan(s, 0, 1, ["1"]))
    assert "Legend 2 heads into the corner (limit 5) at 8 to space 17" in lines  # over 9, 13 and 16


def test_without_aggressive_legends_it_stops_before_the_second_line() -> None:
    s = netherlands_legend_on_the_double_chevron(aggressive=False)
    plan(s, 0, 1, ["1"])
    assert s.cars[1].pos == 13


def test_a_single_chevron_allows_two_lines_only() -> None:
    s = netherlands_legend_on_the_double_chevron(aggressive=True, pos=7)  # 3 spaces back: chevron only
    plan(s, 0, 1, ["1"])
    assert s.cars[1].pos == 15  # 7 + 8 over the lines after 9 and 13


@pytest.mark.parametrize("track_id", EXPANSION)
def test_legends_race_to_the_end_of_every_expansion_circuit(track_id: str) -> None:
    s = GAME.setup(1, {"track": track_id, "legends": 6, "aggressive_legends": True}, 11)
    bot = GAME.policy
    rng = Rng(3)
    for _ in range(3000):
        if GAME.outcome(s) is not None:
            break
        seat = min(GAME.waiting_for(s))
        GAME.apply(s, seat, bot.rollout_action(s, seat, GAME.legal_actions(s, seat), rng))
    assert GAME.outcome(s) is not None
    assert all(c.finished for c in s.cars if c.seat is not None)
