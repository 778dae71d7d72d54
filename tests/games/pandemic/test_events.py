"""The five event cards, played at any step by their holder, on any player's turn."""

from __future__ import annotations

import re

import pytest

from meeple.engine import IllegalAction
from meeple.games.pandemic import GAME
from meeple.games.pandemic.components import CARD_INDEX
from meeple.games.pandemic.map import CITY_INDEX, CITY_NAMES

from .positions import at_infection, cubes_at, discard_infection, kinds, play, table, texts

SIX = ["Atlanta", "Cairo", "Seoul", "Lima", "Paris", "Sydney"]


def test_events_are_legal_for_a_seat_the_game_does_not_wait_for() -> None:
    s = table(hands={1: ["Airlift", "Lima"]})
    assert GAME.waiting_for(s) == {0}
    assert GAME.legal_actions(s, 1) == [{"type": "event", "card": "Airlift"}]


def test_events_do_not_use_actions_and_the_current_player_may_play_them_too() -> None:
    s = table(hands={0: ["Airlift"]})
    assert {"type": "event", "card": "Airlift"} in GAME.legal_actions(s, 0)
    play(s, 0, {"type": "event", "card": "Airlift"}, {"type": "pawn", "seat": 0}, {"type": "fly", "city": "Tokyo"})
    assert s.actions_left == 4 and CITY_NAMES[s.location[0]] == "Tokyo"


def test_airlift_moves_any_pawn_anywhere_in_two_steps() -> None:
    s = table(hands={1: ["Airlift"]})
    play(s, 1, {"type": "event", "card": "Airlift"})
    assert GAME.waiting_for(s) == {1} and GAME.legal_actions(s, 0) == []
    assert GAME.legal_actions(s, 1) == [{"type": "pawn", "seat": 0}, {"type": "pawn", "seat": 1}]
    play(s, 1, {"type": "pawn", "seat": 0})
    assert len(GAME.legal_actions(s, 1)) == 47
    events = play(s, 1, {"type": "fly", "city": "Lima"})
    assert CITY_NAMES[s.location[0]] == "Lima" and s.hands[1] == [] and s.player_discard == [CARD_INDEX["Airlift"]]
    assert texts(events) == ["{p1} (Scientist) moves {p0} (Medic) from Atlanta to Lima by Airlift."]
    assert GAME.waiting_for(s) == {0} and s.pending is None


def test_no_event_while_a_card_is_being_resolved() -> None:
    s = table(hands={0: ["Atlanta"], 1: ["Airlift"]})
    play(s, 0, {"type": "charter"})
    assert GAME.legal_actions(s, 1) == []
    with pytest.raises(IllegalAction, match=re.escape("Waiting for {p0}")):
        GAME.apply(s, 1, {"type": "event", "card": "Airlift"})


def test_government_grant_builds_anywhere_without_a_card() -> None:
    s = table(hands={1: ["Government Grant"]})
    play(s, 1, {"type": "event", "card": "Government Grant"})
    assert len(GAME.legal_actions(s, 1)) == 47
    play(s, 1, {"type": "build_at", "city": "Tokyo"})
    assert CITY_INDEX["Tokyo"] in s.stations and s.hands[1] == [] and s.pending is None


def test_government_grant_with_six_stations_moves_one() -> None:
    s = table(hands={1: ["Government Grant"]}, stations=SIX)
    play(s, 1, {"type": "event", "card": "Government Grant"}, {"type": "build_at", "city": "Tokyo"})
    assert s.pending["kind"] == "relocate" and len(GAME.legal_actions(s, 1)) == 6
    play(s, 1, {"type": "remove_station", "city": "Atlanta"})
    assert CITY_INDEX["Atlanta"] not in s.stations and CITY_INDEX["Tokyo"] in s.stations and len(s.stations) == 6
    assert s.hands[1] == [] and s.actions_left == 4


def test_forecast_reorders_the_top_six_one_card_at_a_time() -> None:
    top = ["Lima", "Tokyo", "Paris", "Cairo", "Seoul", "Delhi"]
    s = table(hands={1: ["Forecast"]}, infection_top=top)
    events = play(s, 1, {"type": "event", "card": "Forecast"})
    assert texts(events)[1] == "The top infection cards are Lima, Tokyo, Paris, Cairo, Seoul and Delhi."
    assert len(GAME.legal_actions(s, 1)) == 6 and GAME.view(s, 0)["pending"]["cards"] == [
        "Paris", "Lima", "Cairo", "Delhi", "Seoul", "Tokyo"]
    for card in ("Delhi", "Seoul", "Cairo", "Paris", "Tokyo"):
        play(s, 1, {"type": "forecast", "card": card})
    assert s.pending is None and s.hands[1] == []
    order = [CITY_NAMES[c] for c in reversed(s.infection_deck[-6:])]
    assert order == ["Delhi", "Seoul", "Cairo", "Paris", "Tokyo", "Lima"]
    assert GAME.view(s, 0)["infection_deck"]["known_top"] == [[c] for c in order]
    at_infection(s)
    play(s, 0, {"type": "infect"})
    assert cubes_at(s, "Delhi") == {"black": 1}


def test_forecast_with_fewer_than_six_cards_in_the_deck() -> None:
    s = table(hands={1: ["Forecast"]})
    s.infection_deck = [CITY_INDEX["Lima"], CITY_INDEX["Tokyo"]]
    s.infection_groups = [2]
    play(s, 1, {"type": "event", "card": "Forecast"}, {"type": "forecast", "card": "Lima"})
    assert s.infection_deck == [CITY_INDEX["Tokyo"], CITY_INDEX["Lima"]] and s.infection_groups == [1, 1]


def test_resilient_population_removes_an_infection_discard_from_the_game() -> None:
    s = table(hands={1: ["Resilient Population"]})
    discard_infection(s, "Tokyo", "Lima")
    play(s, 1, {"type": "event", "card": "Resilient Population"})
    assert GAME.legal_actions(s, 1) == [
        {"type": "remove_card", "card": "Lima"}, {"type": "remove_card", "card": "Tokyo"}]
    play(s, 1, {"type": "remove_card", "card": "Lima"})
    assert s.infection_discard == [CITY_INDEX["Tokyo"]] and s.removed == [CITY_INDEX["Lima"]]
    assert GAME.view(s, 0)["removed_infection_cards"] == ["Lima"]


def test_resilient_population_between_an_epidemics_infect_and_intensify() -> None:
    s = table(hands={1: ["Resilient Population"]})
    s.phase, s.epidemics_pending = "epidemic", 1
    bottom = CITY_NAMES[s.infection_deck[0]]
    play(s, 0, {"type": "epidemic"})
    assert s.phase == "intensify" and {"type": "event", "card": "Resilient Population"} in GAME.legal_actions(s, 1)
    play(s, 1, {"type": "event", "card": "Resilient Population"}, {"type": "remove_card", "card": bottom})
    play(s, 0, {"type": "intensify"})
    assert CITY_INDEX[bottom] not in s.infection_deck and CITY_INDEX[bottom] in s.removed


def test_resilient_population_needs_a_card_in_the_discard_pile() -> None:
    s = table(hands={1: ["Resilient Population"]})
    assert GAME.legal_actions(s, 1) == []
    with pytest.raises(IllegalAction, match="infection discard pile is empty"):
        GAME.apply(s, 1, {"type": "event", "card": "Resilient Population"})


def test_one_quiet_night_skips_the_next_infect_cities_step() -> None:
    s = at_infection(table(hands={1: ["One Quiet Night"]}, infection_top=["Lima", "Tokyo"]))
    play(s, 1, {"type": "event", "card": "One Quiet Night"})
    assert s.quiet_night and "event" not in kinds(GAME.legal_actions(s, 1))
    events = play(s, 0, {"type": "infect"})
    assert texts(events)[0] == "One quiet night: no city is infected this turn."
    assert s.current == 1 and not s.quiet_night and sum(s.cubes) == 0


def test_one_quiet_night_played_during_the_infections_waits_for_the_next_turn() -> None:
    s = at_infection(table(hands={1: ["One Quiet Night"]}, infection_top=["Lima", "Tokyo", "Paris"]))
    play(s, 0, {"type": "infect"})
    play(s, 1, {"type": "event", "card": "One Quiet Night"})
    play(s, 0, {"type": "infect"})
    assert cubes_at(s, "Tokyo") == {"red": 1} and s.current == 1 and s.quiet_night
    at_infection(s)
    play(s, 1, {"type": "infect"})
    assert cubes_at(s, "Paris") == {} and not s.quiet_night


def test_an_event_card_not_held_or_not_an_event_is_refused() -> None:
    s = table(hands={1: ["Lima"]})
    with pytest.raises(IllegalAction, match="You do not hold Airlift"):
        GAME.apply(s, 1, {"type": "event", "card": "Airlift"})
    with pytest.raises(IllegalAction, match="not an event card"):
        GAME.apply(s, 1, {"type": "event", "card": "Lima"})
