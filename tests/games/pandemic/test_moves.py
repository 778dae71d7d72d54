"""Movement: drive/ferry, direct, charter and shuttle flights, the Dispatcher and the Operations Expert."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.pandemic import GAME
from meeple.games.pandemic.map import CITY_INDEX, CITY_NAMES

from .positions import cubes_at, kinds, of_type, play, table


def where(s, seat: int) -> str:
    return CITY_NAMES[s.location[seat]]


def test_drive_reaches_exactly_the_connected_cities() -> None:
    s = table(hands={0: ["Tokyo"]})
    assert [a["city"] for a in of_type(GAME.legal_actions(s, 0), "drive")] == ["Chicago", "Washington", "Miami"]
    play(s, 0, {"type": "drive", "city": "Miami"})
    assert where(s, 0) == "Miami" and s.actions_left == 3
    with pytest.raises(IllegalAction, match="Tokyo is not connected to Miami"):
        GAME.apply(s, 0, {"type": "drive", "city": "Tokyo"})


def test_ferry_across_the_pacific_is_a_drive() -> None:
    s = table(at={0: "San Francisco"})
    assert {"type": "drive", "city": "Tokyo"} in GAME.legal_actions(s, 0)
    assert {"type": "drive", "city": "Manila"} in GAME.legal_actions(s, 0)


def test_direct_flight_discards_the_destination_card() -> None:
    s = table(hands={0: ["Tokyo", "Atlanta"]})
    assert [a["city"] for a in of_type(GAME.legal_actions(s, 0), "direct")] == ["Tokyo"]
    play(s, 0, {"type": "direct", "city": "Tokyo"})
    assert where(s, 0) == "Tokyo" and s.hands[0] == [CITY_INDEX["Atlanta"]]
    assert s.player_discard == [CITY_INDEX["Tokyo"]]


def test_charter_flight_discards_the_card_of_the_city_left_and_picks_any_city() -> None:
    s = table(hands={0: ["Atlanta"]})
    play(s, 0, {"type": "charter"})
    assert s.pending["kind"] == "charter" and s.actions_left == 4
    flights = GAME.legal_actions(s, 0)
    assert len(flights) == 47 and kinds(flights) == {"fly"}
    assert GAME.legal_actions(s, 1) == [], "no one else acts while the destination is chosen"
    play(s, 0, {"type": "fly", "city": "Lima"})
    assert where(s, 0) == "Lima" and s.hands[0] == [] and s.actions_left == 3 and s.pending is None


def test_no_charter_without_the_card_of_the_city() -> None:
    s = table(hands={0: ["Lima"]})
    assert "charter" not in kinds(GAME.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="needs the card of the city you are in, Atlanta"):
        GAME.apply(s, 0, {"type": "charter"})


def test_shuttle_flight_joins_research_stations() -> None:
    s = table(stations=["Atlanta", "Cairo", "Seoul"])
    assert [a["city"] for a in of_type(GAME.legal_actions(s, 0), "shuttle")] == ["Cairo", "Seoul"]
    play(s, 0, {"type": "shuttle", "city": "Seoul"})
    assert where(s, 0) == "Seoul"
    s2 = table(at={0: "Chicago"}, stations=["Atlanta", "Cairo"])
    assert of_type(GAME.legal_actions(s2, 0), "shuttle") == []


def test_four_actions_then_the_draw_step() -> None:
    s = table()
    for city in ("Chicago", "Atlanta", "Chicago", "Atlanta"):
        play(s, 0, {"type": "drive", "city": city})
    assert s.phase == "draw" and GAME.legal_actions(s, 0) == [{"type": "draw"}]


def test_pass_gives_up_the_remaining_actions() -> None:
    s = table()
    play(s, 0, {"type": "drive", "city": "Chicago"}, {"type": "pass"})
    assert s.phase == "draw" and s.actions_left == 0


# -- the Dispatcher ---------------------------------------------------------------


def test_dispatcher_joins_a_city_holding_another_pawn() -> None:
    s = table(3, ("Dispatcher", "Medic", "Scientist"), at={1: "Lima", 2: "Tokyo"})
    joins = [a["city"] for a in of_type(GAME.legal_actions(s, 0), "join")]
    assert joins == ["Lima", "Tokyo"]
    play(s, 0, {"type": "join", "city": "Tokyo"})
    assert where(s, 0) == "Tokyo" and s.actions_left == 3


def test_dispatcher_moves_another_pawn_to_a_pawn() -> None:
    s = table(3, ("Dispatcher", "Medic", "Scientist"), at={1: "Lima", 2: "Tokyo"})
    play(s, 0, {"type": "dispatch", "seat": 2})
    moves = GAME.legal_actions(s, 0)
    assert {"type": "join", "city": "Lima"} in moves and {"type": "join", "city": "Atlanta"} in moves
    play(s, 0, {"type": "join", "city": "Lima"})
    assert where(s, 2) == "Lima" and where(s, 0) == "Atlanta" and s.actions_left == 3


def test_dispatcher_flies_another_pawn_with_own_cards() -> None:
    s = table(2, ("Dispatcher", "Scientist"), at={1: "Lima"}, hands={0: ["Lima", "Paris"], 1: ["Tokyo"]})
    play(s, 0, {"type": "dispatch", "seat": 1})
    moves = GAME.legal_actions(s, 0)
    assert {"type": "direct", "city": "Paris"} in moves and {"type": "charter"} in moves
    assert {"type": "direct", "city": "Tokyo"} not in moves, "the Dispatcher pays with their own cards"
    play(s, 0, {"type": "charter"}, {"type": "fly", "city": "Seoul"})
    assert where(s, 1) == "Seoul" and s.hands[0] == [CITY_INDEX["Paris"]] and s.hands[1] == [CITY_INDEX["Tokyo"]]


def test_only_the_dispatcher_moves_other_pawns() -> None:
    s = table(2, ("Medic", "Scientist"))
    assert not {"dispatch", "join"} & kinds(GAME.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="Only the Dispatcher"):
        GAME.apply(s, 0, {"type": "dispatch", "seat": 1})


def test_a_dispatched_medic_still_treats_cured_diseases_on_arrival() -> None:
    s = table(2, ("Dispatcher", "Medic"), cubes={"Chicago": {"blue": 2}}, cured=[True, False, False, False])
    play(s, 0, {"type": "dispatch", "seat": 1}, {"type": "drive", "city": "Chicago"})
    assert cubes_at(s, "Chicago") == {}


# -- the Operations Expert ----------------------------------------------------------


def test_operations_expert_flies_from_a_station_with_any_card_once_a_turn() -> None:
    s = table(2, ("Operations Expert", "Medic"), hands={0: ["Tokyo", "Lima"]})
    assert of_type(GAME.legal_actions(s, 0), "ops_move") == [
        {"type": "ops_move", "card": "Lima"}, {"type": "ops_move", "card": "Tokyo"}]
    play(s, 0, {"type": "ops_move", "card": "Tokyo"}, {"type": "fly", "city": "Cairo"})
    assert where(s, 0) == "Cairo" and s.hands[0] == [CITY_INDEX["Lima"]] and s.ops_moved
    play(s, 0, {"type": "build"}, {"type": "shuttle", "city": "Atlanta"})
    assert "ops_move" not in kinds(GAME.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="once per turn"):
        GAME.apply(s, 0, {"type": "ops_move", "card": "Lima"})


def test_operations_expert_flight_starts_at_a_station() -> None:
    s = table(2, ("Operations Expert", "Medic"), at={0: "Chicago"}, hands={0: ["Tokyo"]})
    assert "ops_move" not in kinds(GAME.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="starts at a research station"):
        GAME.apply(s, 0, {"type": "ops_move", "card": "Tokyo"})


def test_operations_expert_flight_is_allowed_again_next_turn() -> None:
    s = table(2, ("Operations Expert", "Medic"), hands={0: ["Tokyo"]}, ops_moved=True)
    from meeple.games.pandemic.turn import end_turn
    end_turn(s)
    end_turn(s)
    assert s.current == 0 and not s.ops_moved and "ops_move" in kinds(GAME.legal_actions(s, 0))
