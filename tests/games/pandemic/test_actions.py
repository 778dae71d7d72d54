"""Build, treat, share knowledge, discover a cure and the Contingency Planner's action."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.pandemic import GAME
from meeple.games.pandemic.components import CARD_INDEX
from meeple.games.pandemic.map import CITY_INDEX, CITY_NAMES

from .positions import cubes_at, kinds, of_type, play, table, texts

SIX = ["Atlanta", "Cairo", "Seoul", "Lima", "Paris", "Sydney"]


def names(s, seat: int) -> list[str]:
    return GAME.view(s, None)["players"][seat]["hand"]


# -- build a research station ---------------------------------------------------------


def test_build_discards_the_card_of_the_city() -> None:
    s = table(at={0: "Cairo"}, hands={0: ["Cairo", "Lima"]})
    play(s, 0, {"type": "build"})
    assert CITY_INDEX["Cairo"] in s.stations and names(s, 0) == ["Lima"] and s.actions_left == 3
    assert "build" not in kinds(GAME.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="already a research station in Cairo"):
        GAME.apply(s, 0, {"type": "build"})


def test_build_needs_the_card_of_the_city() -> None:
    s = table(at={0: "Cairo"}, hands={0: ["Lima"]})
    with pytest.raises(IllegalAction, match="needs the Cairo card"):
        GAME.apply(s, 0, {"type": "build"})


def test_operations_expert_builds_without_a_card() -> None:
    s = table(2, ("Operations Expert", "Medic"), at={0: "Cairo"}, hands={0: ["Lima"]})
    play(s, 0, {"type": "build"})
    assert CITY_INDEX["Cairo"] in s.stations and names(s, 0) == ["Lima"]


def test_a_seventh_station_moves_one_the_builder_chooses() -> None:
    s = table(at={0: "Tokyo"}, hands={0: ["Tokyo"]}, stations=SIX)
    play(s, 0, {"type": "build"})
    assert s.pending["kind"] == "relocate" and s.actions_left == 4
    assert [a["city"] for a in GAME.legal_actions(s, 0)] == sorted(SIX, key=CITY_INDEX.get)
    events = play(s, 0, {"type": "remove_station", "city": "Lima"})
    assert sorted(CITY_NAMES[c] for c in s.stations) == ["Atlanta", "Cairo", "Paris", "Seoul", "Sydney", "Tokyo"]
    assert "moved from Lima in Tokyo" in texts(events)[0] and s.actions_left == 3 and names(s, 0) == []


# -- treat disease -------------------------------------------------------------------


def test_treat_removes_one_cube_of_the_chosen_colour() -> None:
    s = table(cubes={"Atlanta": {"blue": 3, "red": 1}}, roles=("Scientist", "Researcher"))
    assert of_type(GAME.legal_actions(s, 0), "treat") == [
        {"type": "treat", "colour": "blue"}, {"type": "treat", "colour": "red"}]
    play(s, 0, {"type": "treat", "colour": "blue"})
    assert cubes_at(s, "Atlanta") == {"blue": 2, "red": 1} and s.supply[0] == 22


def test_treating_a_cured_disease_removes_every_cube() -> None:
    s = table(cubes={"Atlanta": {"blue": 3}}, roles=("Scientist", "Researcher"), cured=[True, False, False, False])
    play(s, 0, {"type": "treat", "colour": "blue"})
    assert cubes_at(s, "Atlanta") == {}


def test_the_medic_treats_every_cube_of_a_colour() -> None:
    s = table(cubes={"Atlanta": {"blue": 3}, "Chicago": {"blue": 1}})
    play(s, 0, {"type": "treat", "colour": "blue"})
    assert cubes_at(s, "Atlanta") == {} and cubes_at(s, "Chicago") == {"blue": 1}


def test_removing_the_last_cube_of_a_cured_disease_eradicates_it() -> None:
    s = table(cubes={"Atlanta": {"blue": 1}}, roles=("Scientist", "Researcher"), cured=[True, False, False, False])
    events = play(s, 0, {"type": "treat", "colour": "blue"})
    assert s.eradicated == [True, False, False, False] and "Blue is eradicated." in texts(events)
    assert GAME.view(s, 0)["cures"]["blue"] == "eradicated"


def test_an_uncured_disease_is_never_eradicated() -> None:
    s = table(cubes={"Atlanta": {"blue": 1}}, roles=("Scientist", "Researcher"))
    play(s, 0, {"type": "treat", "colour": "blue"})
    assert s.eradicated == [False] * 4


def test_treat_needs_cubes_of_that_colour() -> None:
    s = table(cubes={"Atlanta": {"blue": 1}})
    with pytest.raises(IllegalAction, match="no such cubes in Atlanta"):
        GAME.apply(s, 0, {"type": "treat", "colour": "red"})


# -- share knowledge ---------------------------------------------------------------------


def test_give_is_a_proposal_the_other_player_answers() -> None:
    s = table(hands={0: ["Atlanta", "Lima"]})
    assert of_type(GAME.legal_actions(s, 0), "give") == [{"type": "give", "card": "Atlanta", "seat": 1}]
    play(s, 0, {"type": "give", "card": "Atlanta", "seat": 1})
    assert GAME.waiting_for(s) == {1} and GAME.legal_actions(s, 0) == []
    assert GAME.legal_actions(s, 1) == [{"type": "accept"}, {"type": "refuse"}]
    assert s.actions_left == 4
    play(s, 1, {"type": "accept"})
    assert names(s, 0) == ["Lima"] and names(s, 1) == ["Atlanta"] and s.actions_left == 3
    assert GAME.waiting_for(s) == {0}


def test_take_the_card_of_the_city_from_the_other_player() -> None:
    s = table(at={0: "Lima", 1: "Lima"}, hands={1: ["Lima", "Tokyo"]})
    assert of_type(GAME.legal_actions(s, 0), "take") == [{"type": "take", "card": "Lima", "seat": 1}]
    play(s, 0, {"type": "take", "card": "Lima", "seat": 1}, )
    play(s, 1, {"type": "accept"})
    assert names(s, 0) == ["Lima"]


def test_a_refused_share_costs_nothing_and_is_not_offered_again_this_turn() -> None:
    s = table(hands={0: ["Atlanta"]})
    play(s, 0, {"type": "give", "card": "Atlanta", "seat": 1})
    events = play(s, 1, {"type": "refuse"})
    assert "refuses" in texts(events)[0] and s.actions_left == 4 and names(s, 0) == ["Atlanta"]
    assert "give" not in kinds(GAME.legal_actions(s, 0))
    play(s, 0, {"type": "pass"}, {"type": "draw"})
    assert s.refused == [["give", CARD_INDEX["Atlanta"], 1]]


def test_share_needs_both_players_in_the_city_of_the_card() -> None:
    s = table(at={1: "Chicago"}, hands={0: ["Atlanta"]})
    assert "give" not in kinds(GAME.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="same city"):
        GAME.apply(s, 0, {"type": "give", "card": "Atlanta", "seat": 1})
    s = table(hands={0: ["Lima"]})
    with pytest.raises(IllegalAction, match=r"Only the card of the city you are both in \(Atlanta\)"):
        GAME.apply(s, 0, {"type": "give", "card": "Lima", "seat": 1})


def test_the_researcher_gives_any_city_card_on_either_turn() -> None:
    s = table(2, ("Researcher", "Medic"), hands={0: ["Lima", "Tokyo", "Airlift"]})
    assert [a["card"] for a in of_type(GAME.legal_actions(s, 0), "give")] == ["Lima", "Tokyo"]
    s = table(2, ("Medic", "Researcher"), hands={1: ["Lima", "Tokyo"]})
    assert [a["card"] for a in of_type(GAME.legal_actions(s, 0), "take")] == ["Lima", "Tokyo"]
    play(s, 0, {"type": "take", "card": "Tokyo", "seat": 1})
    play(s, 1, {"type": "accept"})
    assert names(s, 0) == ["Tokyo"]


def test_receiving_an_eighth_card_must_be_dealt_with_at_once() -> None:
    s = table(hands={0: ["Atlanta"], 1: ["Lima", "Tokyo", "Paris", "Cairo", "Seoul", "Delhi", "Miami"]})
    play(s, 0, {"type": "give", "card": "Atlanta", "seat": 1})
    play(s, 1, {"type": "accept"})
    assert GAME.waiting_for(s) == {1} and GAME.legal_actions(s, 0) == []
    assert kinds(GAME.legal_actions(s, 1)) == {"discard"}
    play(s, 1, {"type": "discard", "card": "Miami"})
    assert GAME.waiting_for(s) == {0} and s.actions_left == 3


# -- discover a cure -------------------------------------------------------------------------

BLUE5 = ["Chicago", "Essen", "London", "Madrid", "Milan"]


def test_cure_with_five_cards_of_a_colour_at_a_station() -> None:
    s = table(2, ("Researcher", "Medic"), hands={0: [*BLUE5, "Lima"]},
              cubes={"Paris": {"blue": 1}})
    assert of_type(GAME.legal_actions(s, 0), "cure") == [{"type": "cure", "colour": "blue"}]
    events = play(s, 0, {"type": "cure", "colour": "blue"})
    assert s.cured == [True, False, False, False] and names(s, 0) == ["Lima"] and s.actions_left == 3
    assert "discovers a cure for blue" in texts(events)[0]
    assert GAME.view(s, 0)["cures"]["blue"] == "cured"


def test_a_cure_with_no_cube_left_eradicates_at_once() -> None:
    s = table(2, ("Researcher", "Scientist"), hands={0: BLUE5}, cubes={"Lima": {"yellow": 1}})
    play(s, 0, {"type": "cure", "colour": "blue"})
    assert s.eradicated == [True, False, False, False]


def test_the_scientist_cures_with_four_cards() -> None:
    s = table(2, ("Scientist", "Medic"), hands={0: BLUE5[:4]})
    play(s, 0, {"type": "cure", "colour": "blue"})
    assert s.cured[0] and names(s, 0) == []
    s = table(2, ("Medic", "Scientist"), hands={0: BLUE5[:4]})
    with pytest.raises(IllegalAction, match="needs 5 blue city cards; you hold 4"):
        GAME.apply(s, 0, {"type": "cure", "colour": "blue"})


def test_with_spare_cards_the_curer_chooses_which_to_keep() -> None:
    s = table(2, ("Researcher", "Medic"), hands={0: [*BLUE5, "Paris"]})
    play(s, 0, {"type": "cure", "colour": "blue"})
    assert s.pending["kind"] == "cure" and len(GAME.legal_actions(s, 0)) == 6
    play(s, 0, {"type": "keep", "card": "Paris"})
    assert s.pending is None and s.cured[0] and s.actions_left == 3
    assert names(s, 0) == ["Paris"]


def test_the_scientist_with_six_cards_keeps_two_one_at_a_time() -> None:
    s = table(2, ("Scientist", "Medic"), hands={0: [*BLUE5, "Paris"]})
    play(s, 0, {"type": "cure", "colour": "blue"}, {"type": "keep", "card": "Paris"})
    assert s.pending["keep"] == [CITY_INDEX["Paris"]] and len(GAME.legal_actions(s, 0)) == 5
    play(s, 0, {"type": "keep", "card": "Madrid"})
    assert s.pending is None and s.cured[0] and names(s, 0) == ["Madrid", "Paris"]


def test_a_cure_needs_a_station_and_an_uncured_colour() -> None:
    s = table(at={0: "Chicago"}, hands={0: BLUE5})
    with pytest.raises(IllegalAction, match="at a research station"):
        GAME.apply(s, 0, {"type": "cure", "colour": "blue"})
    s = table(hands={0: BLUE5}, cured=[True, False, False, False])
    with pytest.raises(IllegalAction, match="already cured"):
        GAME.apply(s, 0, {"type": "cure", "colour": "blue"})


def test_the_medic_clears_a_disease_the_moment_it_is_cured() -> None:
    s = table(2, ("Scientist", "Medic"), hands={0: BLUE5[:4]}, cubes={"Atlanta": {"blue": 2}})
    play(s, 0, {"type": "cure", "colour": "blue"})
    assert cubes_at(s, "Atlanta") == {} and s.eradicated[0]


def test_the_fourth_cure_wins_at_once() -> None:
    s = table(2, ("Scientist", "Medic"), hands={0: BLUE5[:4]}, cured=[False, True, True, True],
              cubes={"Lima": {"yellow": 3}})
    events = play(s, 0, {"type": "cure", "colour": "blue"})
    assert s.phase == "over" and GAME.waiting_for(s) == frozenset()
    out = GAME.outcome(s)
    assert out.cooperative and out.team_won and out.ranks == (1, 1)
    assert events[-1].type == "win" and GAME.progress(s) == 1.0


# -- the Contingency Planner -----------------------------------------------------------------


def test_contingency_planner_takes_an_event_back_from_the_discard_pile() -> None:
    s = table(2, ("Contingency Planner", "Medic"), player_discard=[CARD_INDEX["Airlift"], CARD_INDEX["Lima"]])
    assert of_type(GAME.legal_actions(s, 0), "plan") == [{"type": "plan", "card": "Airlift"}]
    play(s, 0, {"type": "plan", "card": "Airlift"})
    assert s.stored[0] == CARD_INDEX["Airlift"] and s.player_discard == [CARD_INDEX["Lima"]]
    assert "plan" not in kinds(GAME.legal_actions(s, 0)), "one stored event at a time"
    assert GAME.view(s, 1)["players"][0]["stored_event"] == "Airlift" and names(s, 0) == []


def test_the_stored_event_is_not_in_the_hand_and_leaves_the_game_when_played() -> None:
    hand = ["Lima", "Tokyo", "Paris", "Cairo", "Seoul", "Delhi", "Miami"]
    s = table(2, ("Contingency Planner", "Medic"), hands={0: hand}, stored=[CARD_INDEX["One Quiet Night"], None])
    assert s.over_limit() is None
    events = play(s, 0, {"type": "event", "card": "One Quiet Night"})
    assert s.stored == [None, None] and s.removed == [CARD_INDEX["One Quiet Night"]]
    assert "leaves the game" in texts(events)[-1] and CARD_INDEX["One Quiet Night"] not in s.player_discard
    assert GAME.view(s, 0)["removed_events"] == ["One Quiet Night"]


def test_only_the_planner_plans() -> None:
    s = table(player_discard=[CARD_INDEX["Airlift"]])
    with pytest.raises(IllegalAction, match="Only the Contingency Planner"):
        GAME.apply(s, 0, {"type": "plan", "card": "Airlift"})
