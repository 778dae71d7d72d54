"""The Weather and road conditions module: each tile's setup, each token's effect at its step.

USA's corners (positions.py): corner 0 after space 12 (limit 7), 1 after 33 (limit 3), 2 after 49
(limit 3), 3 after 57 (limit 2). A sector token acts on the spaces after its corner line up to the next
one: corner 0's sector is spaces 13-33, corner 1's 34-49. A lone driver is the last car, so it has
Adrenaline and its React step stays open.
"""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.engine import Rng
from meeple.games.heat import GAME
from meeple.games.heat.components import HEAT, STRESS, TRACKS, starting_deck
from meeple.games.heat.state import PLAN, REACT, Car, HeatState, dump, load
from meeple.games.heat.weather import (
    FREE_BOOST,
    LIMIT_DOWN,
    LIMIT_UP,
    OVERHEAT,
    SECTOR_TOKENS,
    SLIP_UP,
    TILES,
    TOKEN_BAG,
    WEATHER,
    setup_cards,
)

from .positions import act, car, legal, legend, plan, race, texts, upgrade_on_usa_straight, with_legends, with_weather

DONE = {"type": "done"}


def react(symbol: str) -> dict[str, str]:
    return {"type": "react", "symbol": symbol}


def solo(pos: int, tile: str, tokens: dict[int, str], **kw: object) -> HeatState:
    """One driver on the USA at `pos` with the Weather module."""
    return with_weather(race([car(0, pos, **kw)]), tile, tokens)  # type: ignore[arg-type]


# --- setup: the tile ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("tile", "stress", "engine", "deck_heat", "discard_heat"), [
    ("cloud", 2, 6, 1, 0), ("fog", 3, 7, 1, 0), ("storm", 4, 6, 1, 0), ("snow", 3, 5, 1, 0),
    ("rain", 3, 3, 4, 0), ("sun", 3, 3, 1, 3),
])
def test_each_tile_changes_every_drivers_starting_cards(tile: str, stress: int, engine: int, deck_heat: int,
                                                        discard_heat: int) -> None:
    c = Car(0, 0, 0, engine=6, deck=starting_deck(TRACKS["usa"]))  # 3 Stress, the personal Heat card
    setup_cards(with_weather(race([c]), tile, {}).weather, c)  # type: ignore[arg-type]
    assert (c.deck.count(STRESS), c.engine, c.deck.count(HEAT), c.discard.count(HEAT)) == \
        (stress, engine, deck_heat, discard_heat)


def test_the_setup_draws_a_tile_and_a_token_for_every_corner() -> None:
    tiles = set()
    for seed in range(12):
        s = GAME.setup(2, {"weather": True}, seed)
        assert s.weather is not None and s.weather.tile in TILES
        tiles.add(s.weather.tile)
        tokens = s.weather.tokens
        assert len(tokens) == 4 and None not in tokens
        assert all(n <= 2 for n in Counter(tokens).values()) and set(tokens) <= set(TOKEN_BAG)
        tile = TILES[s.weather.tile]
        for c in s.cars:
            cards = c.hand + c.deck + c.discard
            assert cards.count(STRESS) == 3 + tile.stress
            assert c.engine + cards.count(HEAT) == 7 + tile.heat  # 6 in the Engine and the personal Heat card
    assert len(tiles) >= 4
    assert GAME.setup(2, {}, 1).weather is None


def test_a_chicane_shares_one_token_a_sector_token_acts_after_its_second_line() -> None:
    seen = set()
    for seed in range(40):
        tokens = GAME.setup(1, {"weather": True, "track": "japan"}, seed).weather.tokens  # type: ignore[union-attr]
        first, second = tokens[0], tokens[1]  # Japan's chicane: corner lines after spaces 10 and 12
        assert second is not None
        if second in SECTOR_TOKENS:
            assert first is None
            seen.add("sector")
        else:
            assert first == second
            seen.add("corner")
    assert seen == {"sector", "corner"}


def test_rain_shuffles_three_heat_into_the_deck_with_the_garage_draft() -> None:
    seed = next(n for n in range(60) if GAME.setup(2, {"weather": True, "garage": True}, n).weather.tile == "rain")  # type: ignore[union-attr]
    s = GAME.setup(2, {"weather": True, "garage": True}, seed)
    assert all(c.deck.count(HEAT) == 3 and c.engine == 3 for c in s.cars)
    while s.phase != PLAN:
        seat = next(iter(GAME.waiting_for(s)))
        act(s, seat, "draft", card=legal(s, seat)[0]["card"])
    assert all((c.hand + c.deck).count(HEAT) >= 3 and c.engine == 3 for c in s.cars)


def test_the_log_names_the_tile_and_the_tokens_before_the_first_moves() -> None:
    s = GAME.setup(1, {"weather": True}, 3)
    lines = texts(plan(s, 0, 1, [s.cars[0].hand[-1]]))
    tile = TILES[s.weather.tile]  # type: ignore[union-attr]
    assert any(t.startswith(f"Weather: {tile.name}: every driver starts with ") for t in lines)
    assert any(t.startswith("Road conditions: after space 12: ") for t in lines)


# --- corner tokens: step 7 ------------------------------------------------------------------------------

def corner_turn(tokens: dict[int, str], cards: list[str], engine: int = 6) -> tuple[HeatState, list[str]]:
    """A lone driver on space 6 in gear 2 plays `cards` over corner 0 (limit 7) and ends its React step."""
    s = solo(6, "cloud", tokens, gear=2, engine=engine, hand=["1", "2", "3", "3", "4", "4", "4"])
    lines = texts(plan(s, 0, 2, cards))
    return s, lines + texts(act(s, 0, "done"))


def test_plus_one_limit_token_lets_a_car_take_the_corner_one_faster() -> None:
    s, lines = corner_turn({0: LIMIT_UP}, ["4", "4"])
    assert s.cars[0].engine == 6 and not any("takes the corner" in t for t in lines)
    s, _ = corner_turn({}, ["4", "4"])
    assert s.cars[0].engine == 5


def test_minus_one_limit_token_costs_heat_at_the_printed_limit() -> None:
    s, lines = corner_turn({0: LIMIT_DOWN}, ["4", "3"])
    assert s.cars[0].engine == 5
    assert "{p0} takes the corner (limit 6, -1 corner limit from the road) at 7: 1 Heat" in lines


def test_overheat_adds_one_heat_only_when_the_corner_is_taken_too_fast() -> None:
    s, lines = corner_turn({0: OVERHEAT}, ["4", "4"])
    assert s.cars[0].engine == 4
    assert "{p0} takes the corner (limit 7, +1 Heat for the road's Overheat) at 8: 2 Heat" in lines
    s, lines = corner_turn({0: OVERHEAT}, ["4", "3"])
    assert s.cars[0].engine == 6


def test_overheat_spins_out_a_car_that_could_pay_the_excess_alone() -> None:
    s, lines = corner_turn({0: OVERHEAT}, ["4", "4"], engine=1)
    assert s.cars[0].engine == 0 and s.cars[0].pos == 12 and s.cars[0].gear == 1
    assert any(t.startswith("{p0} spins out at the corner (limit 7, +1 Heat for the road's Overheat)") for t in lines)


def test_a_sector_token_does_not_change_the_corner_check() -> None:
    s, _ = corner_turn({0: FREE_BOOST}, ["4", "4"])
    assert s.cars[0].engine == 5


def test_legends_go_round_at_the_limit_the_road_sets() -> None:
    s = with_weather(with_legends(race([car(0, 1), legend(28)]), [0]), "cloud", {1: LIMIT_DOWN})
    lines = texts(plan(s, 0, 1, ["1"]))
    assert "Legend 2 heads into the corner (limit 2) at 5 to space 33" in lines  # diamond 3 on limit 3 - 1


# --- sector tokens: steps 5-6 ---------------------------------------------------------------------------

def test_free_boost_sector_boosts_with_an_empty_engine_and_pays_nothing() -> None:
    s = solo(14, "cloud", {0: FREE_BOOST}, engine=0)
    lines = texts(plan(s, 0, 1, ["1"]))
    assert "{p0} is in a sector with free Boost" in lines
    assert react("boost") in legal(s, 0)
    assert GAME.describe_action(s, 0, react("boost")) == "Boost (free on this road, +)"
    lines = texts(act(s, 0, "react", symbol="boost"))
    assert s.cars[0].engine == 0 and HEAT not in s.cars[0].discard
    assert any(t.startswith("{p0} boosts for free (the road's free Boost)") for t in lines)
    s = solo(14, "cloud", {}, engine=0)
    plan(s, 0, 1, ["1"])
    assert react("boost") not in legal(s, 0)


def test_weather_sector_of_clouds_forbids_every_cooldown() -> None:
    s = solo(14, "cloud", {0: WEATHER}, hand=["1", "2", "3", "H", "H", "H", "4"])
    lines = texts(plan(s, 0, 1, ["1"]))
    assert "{p0} is in a sector with no Cooldown" in lines
    assert legal(s, 0) == [react("boost"), react("adrenaline_move"), DONE]  # no gear nor Adrenaline cooldown
    assert "weather forbids any Cooldown" in GAME.explain_illegal(s, 0, react("cooldown"))
    assert "weather forbids any Cooldown" in GAME.explain_illegal(s, 0, react("adrenaline_cool"))


def test_driving_out_of_a_no_cooldown_sector_opens_the_cooldown_again() -> None:
    s = solo(31, "cloud", {0: WEATHER}, hand=["1", "2", "3", "H", "H", "H", "4"])
    plan(s, 0, 1, ["2"])  # space 33: still corner 0's sector
    assert react("cooldown") not in legal(s, 0)
    act(s, 0, "react", symbol="adrenaline_move")  # over corner 1's line, into a sector without a token
    assert react("cooldown") in legal(s, 0)
    act(s, 0, "react", symbol="cooldown")
    assert s.cars[0].engine == 9


def test_weather_sector_of_rain_gives_one_more_cooldown_in_any_gear() -> None:
    s = solo(14, "rain", {0: WEATHER}, gear=3, hand=["1", "1", "2", "H", "H", "3", "4"])
    lines = texts(plan(s, 0, 3, ["1", "1", "2"]))
    assert "{p0} is in a sector with +1 Cooldown" in lines
    assert react("cooldown") in legal(s, 0)
    assert GAME.describe_action(s, 0, react("cooldown")) == "Cooldown 1"
    lines = texts(act(s, 0, "react", symbol="cooldown"))
    assert s.cars[0].engine == 7 and s.cars[0].hand.count(HEAT) == 1
    assert "{p0} cools 1 Heat back into the Engine (with the road's +1 Cooldown)" in lines
    assert react("cooldown") not in legal(s, 0)  # once a turn


def test_the_road_cooldown_adds_to_the_gear_and_counts_where_the_car_stands_when_used() -> None:
    s = solo(14, "snow", {0: WEATHER}, hand=["1", "H", "H", "H", "H", "H", "4"])
    plan(s, 0, 1, ["1"])
    act(s, 0, "react", symbol="cooldown")
    assert s.cars[0].engine == 10  # gear 1's 3 and the road's 1
    s = solo(31, "snow", {1: WEATHER}, hand=["2", "H", "H", "H", "H", "H", "4"])
    plan(s, 0, 1, ["2"])  # space 33, a sector without a token: gear 1 cools 3
    act(s, 0, "react", symbol="cooldown")
    assert s.cars[0].engine == 9 and react("cooldown") not in legal(s, 0)
    act(s, 0, "react", symbol="adrenaline_move")  # into corner 1's snowy sector: its +1 is there to use
    assert react("cooldown") in legal(s, 0)
    act(s, 0, "react", symbol="cooldown")
    assert s.cars[0].engine == 10


def slip_race(tile: str, tokens: dict[int, str], leader: int = 19, me: int = 15) -> HeatState:
    """Seat 1 moves first from `leader` one space; seat 0 follows from `me` at speed 4 to just behind it."""
    s = with_weather(race([car(0, me), car(1, leader)]), tile, tokens)
    plan(s, 0, 1, ["4"])
    plan(s, 1, 1, ["1"])
    while s.active() is s.cars[1]:
        act(s, 1, "done")
    return s


def slips(state: HeatState) -> list[int]:
    return [a.get("spaces", 2) for a in legal(state, 0) if a["type"] == "slipstream"]


def test_slipstream_plus_one_sector_offers_one_more_space() -> None:
    s = slip_race("cloud", {0: SLIP_UP})
    assert s.step == REACT and s.cars[0].pos == 19 and slips(s) == [2, 3]
    lines = texts(act(s, 0, "slipstream", spaces=3))
    assert s.cars[0].pos == 22
    assert "{p0} slipstreams to space 22 (3 spaces, the road adding up to +1)" in lines
    assert slips(slip_race("cloud", {})) == [2]


@pytest.mark.parametrize("tile", ["storm", "sun"])
def test_weather_sector_of_storm_or_sun_offers_two_more_spaces(tile: str) -> None:
    s = slip_race(tile, {0: WEATHER})
    assert slips(s) == [2, 4]
    act(s, 0, "slipstream", spaces=4)
    assert s.cars[0].pos == 23


def test_weather_sector_of_fog_forbids_slipstreaming() -> None:
    s = slip_race("fog", {0: WEATHER})
    assert s.step == REACT and slips(s) == []
    assert "weather forbids slipstreaming" in GAME.explain_illegal(s, 0, {"type": "slipstream"})


def test_the_road_slipstream_never_crosses_the_finish_line() -> None:
    # USA's finish is 138 (2 laps of 69): from 135, 2 spaces stay before it, 4 would cross it
    s = slip_race("sun", {3: WEATHER}, leader=135, me=131)
    assert s.cars[0].pos == 135 and slips(s) == [2]


# --- the module's state -----------------------------------------------------------------------------------

def test_the_view_shows_the_tile_the_tokens_the_limits_and_the_road_of_each_car() -> None:
    s = solo(14, "rain", {0: WEATHER, 1: LIMIT_DOWN})
    v = GAME.view(s, None)
    assert v["weather"]["tile"] == "rain" and v["weather"]["name"] == "Rain"
    assert v["weather"]["limits"] == [7, 2, 3, 2]
    assert v["weather"]["tokens"][0] == {"token": "weather", "mark": "W", "name": "Weather sector", "sector": True,
                                         "effect": "+1 Cooldown"}
    assert v["weather"]["tokens"][1]["sector"] is False and v["weather"]["tokens"][2] is None
    assert v["cars"][0]["road"] == "+1 Cooldown"
    assert "road" not in GAME.view(race([car(0, 14)]), None)["cars"][0]


def test_dump_load_clone_and_determinize_keep_the_weather() -> None:
    s = GAME.setup(3, {"weather": True, "track": "spain"}, 5)
    again = load(dump(s))
    assert again.weather == s.weather and dump(again) == dump(s)
    copy = s.clone()
    assert copy.weather == s.weather and copy.weather is not s.weather
    assert GAME.determinize(s, 0, Rng(1)).weather == s.weather


# --- with the Garage ----------------------------------------------------------------------------------------

def test_an_upgrades_cooldown_is_lost_in_a_no_cooldown_sector() -> None:
    s = with_weather(upgrade_on_usa_straight(["u12", "H", "H", "1", "2", "3", "4"], gear=3), "cloud", {0: WEATHER})
    plan(s, 1, 1, ["1"])
    plan(s, 0, 3, ["u12", "1", "2"])  # Cooling 1 with Cooldown 2, speed 4: space 18
    assert s.cars[0].pool.get("cool") == 2 and react("cooldown") not in legal(s, 0)
    s = with_weather(upgrade_on_usa_straight(["u12", "H", "H", "1", "2", "3", "4"], gear=3), "rain", {0: WEATHER})
    plan(s, 1, 1, ["1"])
    plan(s, 0, 3, ["u12", "1", "2"])
    assert GAME.describe_action(s, 0, react("cooldown")) == "Cooldown 3"  # the card's 2 and the road's 1


def test_the_roads_slipstream_adds_to_an_upgrades_slipstream_boost() -> None:
    s = with_weather(upgrade_on_usa_straight(["u14", "1", "2", "3", "4", "4", "4"], pos=18), "cloud", {0: SLIP_UP})
    s.cars[1].pos = 19  # seat 1 moves first to space 20; seat 0 drives the R.P.M. 1 to just behind it
    plan(s, 0, 1, ["u14"])
    plan(s, 1, 1, ["1"])
    while s.active() is s.cars[1]:
        act(s, 1, "done")
    assert s.cars[0].pos == 19 and slips(s) == [2, 3, 4, 5]  # 2, +1 road, +2 card, both
