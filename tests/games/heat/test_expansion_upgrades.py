"""The expansions' upgrade symbols (option `expansion_upgrades`): Heavy Rain's Super Cool and Tunnel Vision's
Draft, each rule of the page at its step, from named positions (see positions.py), and the cards and
sponsorship cards the option adds.

USA (positions.py): corner lines after spaces 12 (limit 7), 33 (limit 3), 49 (limit 3) and 57 (limit 2); 69
spaces, 2 laps, so a car past position 138 has finished. Cards: "u50" Air intake 0 (Super Cool 1, Slipstream
+1, Reduce Stress 1), "u54" Air intake 0 (+, Super Cool 1, Refresh, limit -1), "u57" Front wing 2 (Draft 2,
Salvage 2, Scrap 5), "u58" Front wing 3 (Draft 1, limit +1, Scrap 3), "u59" Front wing 4 (Draft 1, Refresh,
Scrap 4), "u60" Front wing 6 (Draft 2, 1 Heat).
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Rng
from meeple.games.heat import GAME
from meeple.games.heat.bot import POLICY, draft_value
from meeple.games.heat.components import CARD_NAMES
from meeple.games.heat.garage import draft_cards, draft_values
from meeple.games.heat.state import DRAFT, REACT, Championship, HeatState
from meeple.games.heat.upgrades import EXPANSION_DECK, GARAGE_DECK, UPGRADES
from meeple.games.heat.weather import NO_SLIPSTREAM, WEATHER, sector_effect

from .positions import act, car, legal, plan, race, texts, upgrade_on_usa_straight, with_garage, with_weather

DONE = {"type": "done"}
SUPER_COOL = {"type": "react", "symbol": "super_cool"}
DRAFT_MOVE = {"type": "react", "symbol": "draft_move"}


def to_turn(state: HeatState, seat: int) -> None:
    """End the turns of the cars ahead (React, Discard) until `seat`'s car is the one moving."""
    while state.active() is not state.cars[seat]:
        act(state, state.active().seat, "done")  # type: ignore[union-attr]


# --- the cards -----------------------------------------------------------------------------------------

def test_the_expansions_add_twelve_upgrades_six_with_each_symbol() -> None:
    assert len(EXPANSION_DECK) == 12 and not set(EXPANSION_DECK) & set(GARAGE_DECK)
    heavy_rain, tunnel_vision = EXPANSION_DECK[:6], EXPANSION_DECK[6:]
    assert all(UPGRADES[c].super_cool == 1 for c in heavy_rain)
    assert [UPGRADES[c].draft for c in tunnel_vision] == [3, 1, 2, 1, 1, 2]
    assert all(UPGRADES[c].advanced for c in EXPANSION_DECK)
    assert CARD_NAMES["u60"] == "Front wing 6 (pay 1 Heat, draft 2)"


def test_the_option_puts_them_in_the_garage_deck_and_the_sponsorship_deck() -> None:
    plain = GAME.setup(2, {"garage": True}, 1)
    more = GAME.setup(2, {"garage": True, "expansion_upgrades": True}, 1)
    assert plain.garage is not None and more.garage is not None
    assert len(plain.garage.deck + plain.garage.market) == 48
    assert sorted(more.garage.deck + more.garage.market) == sorted(GARAGE_DECK + EXPANSION_DECK)
    season = GAME.setup(2, {"championship": "1964", "expansion_upgrades": True}, 1)
    assert season.champ is not None
    cards = season.champ.sponsors + [c for c in season.cars[0].hand + season.cars[1].hand if c[0] == "p"]
    assert len(cards) == 7 * 7 and cards.count("p6") + cards.count("p7") > 0
    base = GAME.setup(2, {"championship": "1964"}, 1)
    assert base.champ is not None and not {"p6", "p7"} & set(base.champ.sponsors)


# --- Super Cool ----------------------------------------------------------------------------------------

def test_super_cool_returns_heat_of_the_discard_pile_to_the_engine_adding_up_the_cards() -> None:
    s = upgrade_on_usa_straight(["u50", "u54", "1", "2", "3", "3", "4"], discard=["H", "2", "H", "H"])
    plan(s, 0, 2, ["u50", "u54"])
    plan(s, 1, 1, ["1"])
    me = s.cars[0]
    assert s.active() is me and s.step == REACT and SUPER_COOL in legal(s, 0)
    assert GAME.describe_action(s, 0, SUPER_COOL) == "Super Cool 2 (Heat of the discard pile to the Engine)"
    lines = texts(act(s, 0, "react", symbol="super_cool"))
    assert "{p0} super-cools 2 Heat from the discard pile back into the Engine" in lines
    assert me.engine == 8 and me.discard == ["2", "H"] and SUPER_COOL not in legal(s, 0)


def test_super_cool_may_be_used_where_the_road_forbids_cooldown() -> None:
    s = with_weather(upgrade_on_usa_straight(["u50", "H", "1", "2", "3", "3", "4"], discard=["H"]),
                     "cloud", {0: WEATHER})
    plan(s, 1, 1, ["1"])
    lines = texts(plan(s, 0, 1, ["u50"]))  # speed 0: the car stays on space 14, in a sector with no Cooldown
    assert "{p0} is in a sector with no Cooldown" in lines
    assert {"type": "react", "symbol": "cooldown"} not in legal(s, 0) and SUPER_COOL in legal(s, 0)
    act(s, 0, "react", symbol="super_cool")
    assert s.cars[0].engine == 7 and s.cars[0].discard == []


def test_super_cool_looks_through_a_pile_with_no_heat_and_needs_a_pile() -> None:
    s = upgrade_on_usa_straight(["u50", "1", "2", "3", "3", "4", "4"], discard=["2", "3"])
    plan(s, 0, 1, ["u50"])
    plan(s, 1, 1, ["1"])
    assert SUPER_COOL in legal(s, 0)  # the pile's size is public, what lies in it is not
    assert "no Heat there" in texts(act(s, 0, "react", symbol="super_cool"))[0]
    assert s.cars[0].engine == 6 and SUPER_COOL not in legal(s, 0)
    assert "super_cool" in GAME.view(s, 1)["cars"][0]["used"]  # the others see it was used, as the log says
    s = upgrade_on_usa_straight(["u50", "1", "2", "3", "3", "4", "4"])
    plan(s, 0, 1, ["u50"])
    plan(s, 1, 1, ["1"])
    assert SUPER_COOL not in legal(s, 0)
    assert GAME.explain_illegal(s, 0, SUPER_COOL) == "Your discard pile is empty."


def test_determinize_keeps_super_cool_on_offer_as_the_seat_sees_it() -> None:
    s = upgrade_on_usa_straight(["u50", "1", "2", "3", "3", "4", "4"], discard=["2", "3", "4"])
    plan(s, 0, 1, ["u50"])
    plan(s, 1, 1, ["1"])
    for seed in range(5):
        d = GAME.determinize(s, 0, Rng(seed))
        assert GAME.view(d, 0) == GAME.view(s, 0) and legal(d, 0) == legal(s, 0)


# --- Draft ---------------------------------------------------------------------------------------------

def draft_behind(ahead: list[int], hand: list[str], gear: int = 1, start: int = 26, engine: int = 6,
                 cards: list[str] | None = None) -> HeatState:
    """Seat 0 on `start` with `hand` plays `cards` (default: the first card) in `gear`; a car of another
    driver stands still (plays a 0) on each position of `ahead`. Returns the race at seat 0's React step."""
    others = [car(i + 1, p, hand=["0", "1", "1", "2", "2", "3", "3"]) for i, p in enumerate(ahead)]
    s = with_garage(race([car(0, start, gear=gear, engine=engine, hand=hand), *others]))
    for i in range(len(ahead)):
        plan(s, i + 1, 1, ["0"])
    plan(s, 0, gear, cards or hand[:1])
    to_turn(s, 0)
    assert s.step == REACT
    return s


def test_draft_moves_up_through_free_spaces_to_just_behind_a_car() -> None:
    s = draft_behind([35], ["u60", "1", "2", "2", "3", "3", "4"])  # speed 6: space 32; spaces 33-34 are free
    me = s.cars[0]
    assert me.pos == 32 and DRAFT_MOVE in legal(s, 0) and {"type": "slipstream"} not in legal(s, 0)
    assert GAME.describe_action(s, 0, DRAFT_MOVE) == "Draft 2 spaces (up behind the car ahead)"
    lines = texts(act(s, 0, "react", symbol="draft_move"))
    assert "{p0} drafts 2 spaces up behind the car ahead, to space 34" in lines
    assert (me.pos, me.spot) == (34, 0) and draft_values(me) == [] and DRAFT_MOVE not in legal(s, 0)


def test_a_draft_is_not_speed_but_its_corner_lines_are_checked() -> None:
    s = draft_behind([35], ["u60", "1", "2", "2", "3", "3", "4"])
    act(s, 0, "react", symbol="draft_move")  # over corner 2's line (limit 3) after space 33, at speed 6
    lines = texts(act(s, 0, "done"))
    assert "{p0} takes the corner (limit 3) at 6: 3 Heat" in lines
    assert s.cars[0].engine == 6 - 1 - 3


def test_drafting_is_not_slipstreaming_the_slipstream_comes_after() -> None:
    s = draft_behind([35], ["u60", "1", "2", "2", "3", "3", "4"])
    act(s, 0, "react", symbol="draft_move")
    assert {"type": "slipstream"} in legal(s, 0)  # now on the space just behind a car
    act(s, 0, "slipstream")
    assert s.cars[0].pos == 36


def test_every_space_of_a_draft_must_be_free_of_cars() -> None:
    s = draft_behind([33], ["u60", "1", "2", "2", "3", "3", "4"])  # a car on the very next space
    assert DRAFT_MOVE not in legal(s, 0)
    assert "through spaces with no car at all" in GAME.explain_illegal(s, 0, DRAFT_MOVE)
    s = draft_behind([34, 35], ["u60", "1", "2", "2", "3", "3", "4"])  # the nearer car stops it
    act(s, 0, "react", symbol="draft_move")
    assert s.cars[0].pos == 33


def test_a_draft_goes_only_as_far_as_its_value() -> None:
    s = draft_behind([36], ["u60", "1", "2", "2", "3", "3", "4"])  # three free spaces, Draft 2
    assert DRAFT_MOVE not in legal(s, 0)
    assert "up to 2 spaces" in GAME.explain_illegal(s, 0, DRAFT_MOVE)
    s = upgrade_on_usa_straight(["1", "1", "2", "2", "3", "3", "4"])
    plan(s, 0, 1, ["1"])
    plan(s, 1, 1, ["1"])
    assert GAME.explain_illegal(s, 0, DRAFT_MOVE) == \
        "None of the cards in your Play Area has that symbol left to use this turn."


def test_draft_values_add_up_into_one_move() -> None:
    # gear 2: Front wings 3 and 4 (Draft 1 each, limit +1): speed 7 from 24 to 31; a car on 34
    s = draft_behind([34], ["u58", "u59", "1", "2", "3", "3", "4"], gear=2, start=24, cards=["u58", "u59"])
    me = s.cars[0]
    assert me.pos == 31 and draft_values(me) == [1, 1]
    act(s, 0, "react", symbol="draft_move")
    assert me.pos == 33 and draft_values(me) == []


def test_draft_values_may_be_used_separately() -> None:
    # Front wings 3 (Draft 1) and 2 (Draft 2): speed 5 from 26 to 31; cars on 33 and 36. The first Draft
    # (1 space, behind the car on 33) spends the Draft 1; Adrenaline takes the car beside it, and the Draft 2
    # is still there to reach the car on 36.
    s = draft_behind([33, 36], ["u58", "u57", "1", "2", "3", "3", "4"], gear=2, cards=["u58", "u57"])
    me = s.cars[0]
    assert me.pos == 31 and draft_values(me) == [1, 2]
    act(s, 0, "react", symbol="draft_move")
    assert me.pos == 32 and draft_values(me) == [2] and DRAFT_MOVE not in legal(s, 0)
    act(s, 0, "react", symbol="adrenaline_move")
    assert (me.pos, me.spot) == (33, 1) and DRAFT_MOVE in legal(s, 0)
    act(s, 0, "react", symbol="draft_move")
    assert me.pos == 35 and draft_values(me) == []


def test_the_draft_values_spent_are_the_smallest_sum_that_reaches() -> None:
    assert draft_cards([1, 3], 1) == [1]
    assert draft_cards([1, 1, 2], 2) == [2]  # keeps 1 and 1: two Drafts of 1, or one of 2
    assert draft_cards([1, 2], 3) == [1, 2]


def test_a_draft_may_cross_the_finish_line() -> None:
    # lap 2 of 2: the line is after position 138. The car ahead drives over it (to 140) and stays on the
    # track until the round ends; seat 0 drives 6 to 137 and drafts 2 over the line, where a Slipstream
    # may not go.
    s = with_garage(race([car(0, 131, hand=["u60", "1", "2", "2", "3", "3", "4"]), car(1, 137)]))
    plan(s, 1, 1, ["3"])
    plan(s, 0, 1, ["u60"])
    to_turn(s, 0)
    me = s.cars[0]
    assert me.pos == 137 and {"type": "slipstream"} not in legal(s, 0) and DRAFT_MOVE in legal(s, 0)
    lines = texts(act(s, 0, "react", symbol="draft_move"))
    assert me.pos == 139 and "past the finish line" in lines[0]


# --- the policy ----------------------------------------------------------------------------------------

def test_the_policy_drafts_where_the_corner_stays_affordable_and_always_super_cools() -> None:
    s = draft_behind([22], ["u60", "1", "2", "2", "3", "3", "4"], start=14)  # a straight: no corner line
    assert POLICY.rollout_action(s, 0, [DRAFT_MOVE, DONE], Rng(1)) == DRAFT_MOVE
    s = draft_behind([35], ["u60", "1", "2", "2", "3", "3", "4"])  # over corner 2 at 3 above its limit
    assert POLICY.rollout_action(s, 0, [DRAFT_MOVE, DONE], Rng(1)) == DONE
    assert POLICY.rollout_action(s, 0, [SUPER_COOL, DONE], Rng(1)) == SUPER_COOL
    assert draft_value("u60") > draft_value("u46") - 1.5


# --- the view ------------------------------------------------------------------------------------------

def test_the_view_names_the_expansion_cards_in_the_market() -> None:
    seen: dict[str, Any] = {}
    for seed in range(1, 10):
        s = GAME.setup(3, {"garage": True, "expansion_upgrades": True}, seed)
        assert s.phase == DRAFT and s.garage is not None
        names = GAME.view(s, None)["garage"]["names"]
        seen |= {c: names[c] for c in s.garage.market if c in EXPANSION_DECK}
    assert seen and all(seen[c] == CARD_NAMES[c] for c in seen)


def test_a_road_without_slipstream_does_not_stop_a_draft() -> None:
    others = [car(1, 35, hand=["0", "1", "1", "2", "2", "3", "3"])]
    s = with_weather(with_garage(race([car(0, 26, hand=["u60", "1", "2", "2", "3", "3", "4"]), *others])),
                     "fog", {0: WEATHER})  # Fog: corner 1's sector (spaces 13-33) has no Slipstream
    plan(s, 1, 1, ["0"])
    plan(s, 0, 1, ["u60"])
    to_turn(s, 0)
    assert sector_effect(s, s.cars[0]) == NO_SLIPSTREAM and DRAFT_MOVE in legal(s, 0)
    act(s, 0, "react", symbol="draft_move")
    assert s.cars[0].pos == 34


def test_the_view_says_how_far_the_moving_cars_draft_goes() -> None:
    s = draft_behind([35], ["u60", "1", "2", "2", "3", "3", "4"])
    assert GAME.view(s, 1)["cars"][0]["draft"] == 2 and "draft" not in GAME.view(s, 1)["cars"][1]
    act(s, 0, "react", symbol="draft_move")
    assert "draft" not in GAME.view(s, 1)["cars"][0]


def test_the_view_drops_the_draft_once_the_react_step_is_over() -> None:
    s = draft_behind([35], ["u60", "1", "2", "2", "3", "3", "4"])
    act(s, 0, "done")  # a Draft unused: the React step ends
    assert s.active() is s.cars[0] and s.step != REACT and "draft" not in GAME.view(s, 1)["cars"][0]


# --- the Championship's expansion sponsorship cards ------------------------------------------------------

def test_the_expansion_sponsorship_cards_super_cool_and_draft_without_the_garage() -> None:
    # 1963 race 1 is the USA with no rule change; "p6" Super Cool 2 (speed 0), "p7" Draft 2 (speed 5)
    others = [car(1, 34, hand=["0", "1", "1", "2", "2", "3", "3"])]
    s = race([car(0, 26, hand=["p6", "p7", "1", "2", "3", "3", "4"], discard=["H", "3", "H"]), *others])
    s.champ = Championship("1963", sponsors=[], own_heat=[1, 1])
    plan(s, 1, 1, ["0"])
    plan(s, 0, 2, ["p6", "p7"])
    to_turn(s, 0)
    me = s.cars[0]
    assert s.garage is None and me.pos == 31 and SUPER_COOL in legal(s, 0) and DRAFT_MOVE in legal(s, 0)
    act(s, 0, "react", symbol="super_cool")
    act(s, 0, "react", symbol="draft_move")
    assert me.engine == 8 and me.discard == ["3"] and me.pos == 33
    while s.active() is me:
        act(s, 0, "done")
    assert not {"p6", "p7"} & {*me.hand, *me.deck, *me.discard}  # played sponsorship cards leave the game
