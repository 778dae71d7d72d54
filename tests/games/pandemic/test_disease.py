"""Infections, outbreaks and chain reactions, the protecting roles, eradication, and the two cube losses."""

from __future__ import annotations

from meeple.games.pandemic import GAME

from .positions import at_infection, cubes_at, play, table, texts


def test_an_infection_card_puts_one_cube_on_its_city() -> None:
    s = at_infection(table(infection_top=["Lima", "Tokyo"]))
    events = play(s, 0, {"type": "infect"})
    assert cubes_at(s, "Lima") == {"yellow": 1} and s.infections_left == 1
    assert texts(events) == ["{p0} (Medic) draws the infection card Lima.", "Lima is infected: 1 yellow cube."]
    assert events[0].reveals
    play(s, 0, {"type": "infect"})
    assert cubes_at(s, "Tokyo") == {"red": 1}
    assert s.current == 1 and s.phase == "actions", "the turn passes after the last infection card"
    assert s.infection_discard[-2:] == [18, 47]


def test_the_infection_rate_sets_how_many_cards_are_drawn() -> None:
    s = at_infection(table(infection_top=["Lima", "Tokyo", "Paris", "Cairo"], rate_index=5))
    for _ in range(4):
        assert s.current == 0
        play(s, 0, {"type": "infect"})
    assert s.current == 1 and sum(s.cubes) == 4


def test_a_fourth_cube_is_an_outbreak_onto_every_connected_city() -> None:
    s = at_infection(table(2, ("Scientist", "Researcher"), infection_top=["Lima"], cubes={"Lima": {"yellow": 3}}))
    events = play(s, 0, {"type": "infect"})
    assert s.outbreaks == 1 and "Outbreak of yellow in Lima (outbreak 1)." in texts(events)
    assert cubes_at(s, "Lima") == {"yellow": 3}
    for city in ("Bogota", "Mexico City", "Santiago"):
        assert cubes_at(s, city) == {"yellow": 1}


def test_an_outbreak_spreads_its_own_colour_to_cities_of_other_colours() -> None:
    s = at_infection(table(2, ("Scientist", "Researcher"), infection_top=["Miami"], cubes={"Miami": {"yellow": 3}}))
    play(s, 0, {"type": "infect"})
    assert cubes_at(s, "Atlanta") == {"yellow": 1} and cubes_at(s, "Washington") == {"yellow": 1}


def test_chain_reaction_each_city_breaks_out_at_most_once() -> None:
    s = at_infection(table(2, ("Scientist", "Researcher"), infection_top=["Lima"],
                           cubes={"Lima": {"yellow": 3}, "Santiago": {"yellow": 3}, "Bogota": {"yellow": 3}}))
    events = play(s, 0, {"type": "infect"})
    outbreaks = [e.data["city"] for e in events if e.type == "outbreak"]
    assert outbreaks == ["Lima", "Bogota", "Santiago"] and s.outbreaks == 3
    assert cubes_at(s, "Mexico City") == {"yellow": 2}, "from Lima and from Bogota"
    assert cubes_at(s, "Lima") == {"yellow": 3} and cubes_at(s, "Santiago") == {"yellow": 3}
    assert cubes_at(s, "Buenos Aires") == {"yellow": 1} and cubes_at(s, "Sao Paulo") == {"yellow": 1}


def test_the_eighth_outbreak_loses() -> None:
    s = at_infection(table(2, ("Scientist", "Researcher"), infection_top=["Lima"],
                           cubes={"Lima": {"yellow": 3}}, outbreaks=7))
    events = play(s, 0, {"type": "infect"})
    assert s.phase == "over" and not s.won and s.outbreaks == 8
    assert events[-1].text == "The team loses: the 8th outbreak happened."
    assert cubes_at(s, "Bogota") == {}, "nothing more happens once the game is lost"
    out = GAME.outcome(s)
    assert out.cooperative and out.team_won is False and GAME.waiting_for(s) == frozenset()


def test_running_out_of_cubes_of_a_colour_loses() -> None:
    s = at_infection(table(2, ("Scientist", "Researcher"), infection_top=["Lima"]))
    s.supply[1] = 0
    events = play(s, 0, {"type": "infect"})
    assert s.phase == "over" and events[-1].text == "The team loses: there are no yellow cubes left to place."


def test_the_last_cube_can_still_be_placed() -> None:
    s = at_infection(table(2, ("Scientist", "Researcher"), infection_top=["Lima", "Tokyo"]))
    s.supply[1] = 1
    play(s, 0, {"type": "infect"})
    assert s.phase == "infect" and s.supply[1] == 0


def test_an_eradicated_disease_places_no_cube() -> None:
    s = at_infection(table(2, ("Scientist", "Researcher"), infection_top=["Lima"],
                           cured=[False, True, False, False], eradicated=[False, True, False, False]))
    events = play(s, 0, {"type": "infect"})
    assert cubes_at(s, "Lima") == {} and "yellow is eradicated" in texts(events)[1]


def test_a_cured_but_not_eradicated_disease_still_spreads() -> None:
    s = at_infection(table(2, ("Scientist", "Researcher"), infection_top=["Lima"], cured=[False, True, False, False],
                           cubes={"Bogota": {"yellow": 1}}))
    play(s, 0, {"type": "infect"})
    assert cubes_at(s, "Lima") == {"yellow": 1}


def test_quarantine_specialist_protects_the_city_and_its_neighbours() -> None:
    s = at_infection(table(2, ("Quarantine Specialist", "Medic"), at={0: "Bogota"},
                           infection_top=["Lima", "Bogota"], cubes={"Santiago": {"yellow": 3}}))
    events = play(s, 0, {"type": "infect"})
    assert cubes_at(s, "Lima") == {} and "keeps yellow cubes out of Lima" in texts(events)[1]
    play(s, 0, {"type": "infect"})
    assert cubes_at(s, "Bogota") == {}


def test_quarantine_specialist_stops_cubes_spread_by_an_outbreak() -> None:
    s = at_infection(table(2, ("Quarantine Specialist", "Medic"), at={0: "Santiago"}, infection_top=["Bogota"],
                           cubes={"Bogota": {"yellow": 3}}))
    play(s, 0, {"type": "infect"})
    assert s.outbreaks == 1
    assert cubes_at(s, "Lima") == {}, "Lima is next to the Quarantine Specialist in Santiago"
    assert cubes_at(s, "Mexico City") == {"yellow": 1} and cubes_at(s, "Miami") == {"yellow": 1}


def test_medic_keeps_cubes_of_cured_diseases_out_of_the_city() -> None:
    s = at_infection(table(2, ("Medic", "Scientist"), at={0: "Lima"}, infection_top=["Lima", "Santiago"],
                           cured=[False, True, False, False], cubes={"Santiago": {"yellow": 3}}))
    play(s, 0, {"type": "infect"})
    assert cubes_at(s, "Lima") == {}
    play(s, 0, {"type": "infect"})
    assert s.outbreaks == 1 and cubes_at(s, "Lima") == {}, "not even from an outbreak"


def test_medic_does_not_protect_against_uncured_diseases() -> None:
    s = at_infection(table(2, ("Medic", "Scientist"), at={0: "Lima"}, infection_top=["Lima"]))
    play(s, 0, {"type": "infect"})
    assert cubes_at(s, "Lima") == {"yellow": 1}


def test_medic_entering_a_city_clears_cured_diseases_for_free() -> None:
    s = table(2, ("Medic", "Scientist"), cured=[False, True, False, False],
              cubes={"Miami": {"yellow": 2, "blue": 1}, "Bogota": {"yellow": 1}})
    events = play(s, 0, {"type": "drive", "city": "Miami"})
    assert cubes_at(s, "Miami") == {"blue": 1} and "removes 2 yellow cubes from Miami for free" in texts(events)[1]
    assert s.actions_left == 3 and not s.eradicated[1]
    play(s, 0, {"type": "drive", "city": "Bogota"})
    assert s.eradicated[1]
