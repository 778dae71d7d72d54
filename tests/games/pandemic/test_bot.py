"""The rule-based bot: a full `Bot` and a rollout policy, making the obvious good moves."""

from __future__ import annotations

from meeple.bots import Bot, play_game
from meeple.engine import Rng
from meeple.engine.policy import RolloutPolicy
from meeple.games.pandemic import GAME
from meeple.games.pandemic.map import CITY_INDEX

from .positions import at_infection, discard_infection, play, table

BLUE5 = ["Chicago", "Essen", "London", "Madrid", "Milan"]


def choose(s, seat: int = 0) -> dict:
    return GAME.policy.choose(GAME, s, seat, Rng(1))


def test_the_policy_is_both_a_bot_and_a_rollout_policy() -> None:
    assert isinstance(GAME.policy, Bot) and isinstance(GAME.policy, RolloutPolicy)
    s = table()
    legal = GAME.legal_actions(s, 0)
    assert GAME.policy.rollout_action(s, 0, legal, Rng(2)) in legal


def test_it_cures_at_a_station_when_it_can() -> None:
    s = table(2, ("Researcher", "Medic"), hands={0: BLUE5}, cubes={"Paris": {"blue": 1}})
    assert choose(s) == {"type": "cure", "colour": "blue"}


def test_it_walks_a_whole_cure_to_the_station() -> None:
    s = table(2, ("Researcher", "Medic"), at={0: "Washington", 1: "Lima"}, hands={0: BLUE5},
              cubes={"Paris": {"blue": 1}})
    assert choose(s) == {"type": "drive", "city": "Atlanta"}


def test_it_treats_a_city_about_to_break_out() -> None:
    s = table(2, ("Scientist", "Researcher"), at={0: "Chicago"}, cubes={"Chicago": {"blue": 3}})
    assert choose(s) == {"type": "treat", "colour": "blue"}


def test_it_accepts_a_card_that_completes_a_cure() -> None:
    s = table(2, ("Medic", "Researcher"), at={0: "Chicago", 1: "Chicago"},
              hands={0: BLUE5[1:], 1: ["Chicago"]}, current=1)
    play(s, 1, {"type": "give", "card": "Chicago", "seat": 0})
    assert choose(s, 0) == {"type": "accept"}


def test_it_discards_a_card_of_a_cured_disease_first() -> None:
    hand = ["Lima", "Bogota", "Miami", "Paris", "Tokyo", "Seoul", "Osaka", "Chicago"]
    s = table(2, ("Medic", "Scientist"), hands={0: hand}, cured=[True, False, False, False])
    s.phase, s.actions_left = "infect", 0
    assert choose(s) in ({"type": "discard", "card": "Paris"}, {"type": "discard", "card": "Chicago"})


def test_over_the_hand_limit_it_keeps_a_whole_set_rather_than_two_half_sets() -> None:
    yellow = ["Bogota", "Lima", "Mexico City", "Santiago"]
    s = table(4, ("Operations Expert", "Medic", "Quarantine Specialist", "Researcher"),
              at={0: "Atlanta", 1: "Washington", 2: "Khartoum", 3: "Sydney"},
              hands={0: BLUE5 + yellow, 1: ["Montreal", "New York", "Kinshasa"], 2: ["Khartoum"]})
    s.phase, s.actions_left = "infect", 0
    for _ in range(2):
        move = choose(s)
        assert move["type"] == "discard" and move["card"] in yellow
        play(s, 0, move)


def test_resilient_population_takes_the_epidemic_city_out_before_it_is_shuffled_back() -> None:
    s = table(hands={0: ["Resilient Population"]}, cubes={"Lima": {"yellow": 3}, "Paris": {"blue": 1}})
    discard_infection(s, "Paris", "Lima")
    s.phase, s.actions_left, s.epidemics_pending = "intensify", 0, 1
    assert choose(s) == {"type": "event", "card": "Resilient Population"}
    play(s, 0, {"type": "event", "card": "Resilient Population"})
    assert choose(s) == {"type": "remove_card", "card": "Lima"}


def test_the_bot_does_not_read_the_deck_order() -> None:
    a = table(hands={0: ["Lima"]}, cubes={"Chicago": {"blue": 2}})
    b = GAME.clone(a)
    b.player_deck.reverse()
    b.infection_deck.reverse()
    b.rng = Rng(123)
    assert GAME.view(a, 0) == GAME.view(b, 0)
    assert GAME.policy.choose(GAME, a, 0, Rng(4)) == GAME.policy.choose(GAME, b, 0, Rng(4))


def test_bots_play_a_whole_game() -> None:
    record = play_game(GAME, 2, {"epidemics": 4}, seed=3, bots=[GAME.policy, GAME.policy], policy_seed=3)
    assert record.outcome is not None and record.outcome.cooperative and record.steps > 50


def test_halfway_through_a_charter_flight_it_picks_a_destination() -> None:
    s = table(hands={0: ["Atlanta"]})
    play(s, 0, {"type": "charter"})
    assert choose(s)["type"] == "fly"


def test_cure_reach_counts_a_flight_or_a_station_paid_with_a_spare_card() -> None:
    from meeple.games.pandemic.evaluate import cure_reach

    far = table(2, ("Medic", "Researcher"), at={0: "Karachi"}, hands={0: BLUE5})
    assert cure_reach(far, 0, 0, 5) > 4
    spare_here = table(2, ("Medic", "Researcher"), at={0: "Karachi"}, hands={0: [*BLUE5, "Karachi"]})
    assert cure_reach(spare_here, 0, 0, 5) == 1  # build in Karachi (or a charter flight)
    onto_station = table(2, ("Medic", "Researcher"), at={0: "Karachi"}, hands={0: [*BLUE5, "Lima"]},
                         stations=("Atlanta", "Lima"))
    assert cure_reach(onto_station, 0, 0, 5) == 1  # a direct flight onto a station
    only_the_set = table(2, ("Medic", "Researcher"), at={0: "Karachi"}, hands={0: ["Paris", *BLUE5[1:]]})
    assert cure_reach(only_the_set, 0, 0, 5) == cure_reach(far, 0, 0, 5)  # the set is not spent on travel


def test_gather_actions_counts_the_meetings_and_the_shares() -> None:
    from meeple.games.pandemic.actions import colour_counts
    from meeple.games.pandemic.evaluate import gather_actions

    s = table(2, ("Medic", "Scientist"), at={0: "Atlanta", 1: "Chicago"},
              hands={0: ["Chicago", "Tokyo"], 1: ["Essen", "London", "Madrid"]})
    counts = [colour_counts(h) for h in s.hands]
    assert gather_actions(s, counts, 0, 1, 4) == 1 + 1  # the Medic drives to Chicago, then one share
    assert gather_actions(s, counts, 0, 1, 5) is None  # the team holds four blue cards


def test_it_gives_the_card_that_completes_a_set() -> None:
    s = table(2, ("Medic", "Scientist"), at={0: "Chicago", 1: "Chicago"},
              hands={0: ["Chicago", "Tokyo"], 1: ["Essen", "London", "Madrid"]})
    assert choose(s) == {"type": "give", "card": "Chicago", "seat": 1}


def test_it_goes_to_meet_the_player_who_completes_its_set() -> None:
    s = table(2, ("Medic", "Scientist"), at={0: "Atlanta", 1: "Chicago"},
              hands={0: ["Essen", "London", "Madrid"], 1: ["Chicago", "Tokyo"]}, current=0)
    s.roles = [s.roles[1], s.roles[0]]  # seat 0 is the Scientist, who needs four cards
    assert choose(s) == {"type": "drive", "city": "Chicago"}


def interject(s, seat: int) -> dict | None:
    return GAME.policy.interject(GAME, s, seat, Rng(1))


def test_out_of_turn_it_plays_one_quiet_night_before_a_city_on_three_cubes_is_drawn() -> None:
    s = at_infection(table(3, ("Medic", "Scientist", "Researcher"), hands={2: ["One Quiet Night"]},
                           cubes={"Lima": {"yellow": 3}}, infection_top=["Lima"]))
    assert interject(s, 2) == {"type": "event", "card": "One Quiet Night"}
    assert interject(s, 1) is None  # holds no event
    s.cubes[CITY_INDEX["Lima"] * 4 + 1] = 1  # nothing to fear: it keeps the card
    assert interject(s, 2) is None


def test_out_of_turn_it_takes_the_epidemic_city_out_with_resilient_population() -> None:
    s = table(2, hands={1: ["Resilient Population"]}, cubes={"Lima": {"yellow": 3}})
    discard_infection(s, "Lima")
    s.phase, s.actions_left, s.epidemics_pending = "intensify", 0, 1
    assert interject(s, 1) == {"type": "event", "card": "Resilient Population"}


def test_out_of_turn_it_airlifts_the_player_about_to_move_with_a_whole_cure_to_a_station() -> None:
    s = table(2, ("Medic", "Researcher"), at={0: "Karachi"}, hands={0: BLUE5, 1: ["Airlift"]})
    assert interject(s, 1) == {"type": "event", "card": "Airlift"}
    s.actions_left = 3  # only at the start of a turn
    assert interject(s, 1) is None
    later = table(3, ("Medic", "Researcher", "Scientist"), at={0: "Karachi"}, hands={0: BLUE5, 1: ["Airlift"]},
                  current=2)
    assert interject(later, 1) is None  # it waits for the cure holder's own turn


def test_bots_play_events_out_of_turn_in_whole_games() -> None:
    out_of_turn = 0
    for seed in range(4):
        record = play_game(GAME, 4, {"epidemics": 5}, seed=seed, bots=[GAME.policy] * 4, policy_seed=seed)
        current = 0
        for event in record.events:
            if event.type == "turn":
                current = event.data["seat"]
            out_of_turn += event.type == "event" and f"{{p{current}}}" not in event.text
    assert out_of_turn > 0
