"""Scenario tests: one per rule of the page (and each choice where it is silent), from named positions."""

from __future__ import annotations

from typing import Any

import pytest

from meeple.games.refuge import GAME
from meeple.games.refuge.components import (
    BY_NAME,
    COST,
    DECK_STORM,
    MARKET_TIERS,
    RESERVE_STORM,
    STARTING_BAG,
    STORM,
    STORM_RESERVE,
    SUN,
    WEATHER_DECK,
)
from meeple.games.refuge.state import AGAIN, BUYING, CHOOSE, DECIDE, DISCARD, DONE, HOME, OVER, PICK, REMOVE

from .positions import drawn, table, tiles, walking_pair


def act(state: Any, seat: int, kind: str, **fields: Any) -> list[Any]:
    return GAME.apply(state, seat, {"type": kind, **fields})


def texts(events: list[Any]) -> list[str]:
    return [e.text for e in events]


# -- setup ----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_gives_equal_bags_a_dealt_market_and_everyone_owes_the_decision(players: int) -> None:
    s = GAME.setup(players, {}, 5)
    assert s.bags == [list(STARTING_BAG)] * players and s.bags[0].count(STORM) == 2 and len(s.bags[0]) == 10
    assert len(s.market) == 6 and all(s.market[k] in MARKET_TIERS[k // 2] for k in range(6))
    assert sorted(s.weather) == list(WEATHER_DECK) and s.reserve == STORM_RESERVE
    assert s.stage == [DECIDE] * players and GAME.waiting_for(s) == frozenset(range(players))
    assert GAME.legal_actions(s, 0) == [{"type": "draw"}, {"type": "return"}]


# -- step 1: the secret decision ---------------------------------------------------------


def test_the_decision_is_secret_until_everyone_has_decided() -> None:
    s = table(3)
    events = act(s, 0, "draw")
    assert texts(events) == ["{p0} has decided"]
    seen_by_1, seen_by_0 = GAME.view(s, 1), GAME.view(s, 0)
    assert seen_by_1["players"][0]["stage"] == "decided" and seen_by_1["you"]["decision"] is None
    assert seen_by_0["you"]["decision"] == "draw"
    assert "draw" not in str(GAME.view(s, None)["players"])
    assert GAME.waiting_for(s) == frozenset({1, 2})
    act(s, 1, "return")
    events = act(s, 2, "return")
    assert events[1].text == "{p0} walks on" and events[1].reveals
    assert s.results[1] == s.results[2] == [HOME]


def test_an_empty_bag_sends_the_walker_home() -> None:
    s = drawn("trail")  # the last tile: next turn the bag is empty
    assert s.turn == 2 and s.bags[0] == [] and s.stage[0] == DISCARD and s.results[0] == [HOME]
    assert GAME.legal_actions(s, 0) == [{"type": "discard", "tile": "trail"}, {"type": "keep"}]


def test_a_bag_of_one_tile_draws_just_that_tile() -> None:
    s = drawn("hedge")
    assert s.paths[0] == tiles("hedge")


# -- step 2: which tile, "!" and storms ---------------------------------------------------


def test_a_tile_marked_bang_must_be_played() -> None:
    s = drawn("bramble", "glade")
    assert s.paths[0] == tiles("bramble") and s.bags[0] == tiles("glade") and s.stage[0] == DECIDE


def test_two_tiles_marked_bang_leave_the_choice() -> None:
    s = drawn("bramble", "ridge")
    assert s.stage[0] == CHOOSE
    assert GAME.legal_actions(s, 0) == [{"type": "play", "tile": "bramble"}, {"type": "play", "tile": "ridge"}]
    act(s, 0, "play", tile="ridge")
    assert s.paths[0] == tiles("ridge") and s.steps[0] == 3 and BY_NAME["bramble"] in s.bags[0]


def test_without_bang_the_walker_chooses() -> None:
    s = drawn("trail", "glade")
    assert GAME.legal_actions(s, 0) == [{"type": "play", "tile": "trail"}, {"type": "play", "tile": "glade"}]


def test_a_drawn_storm_goes_to_the_weather_track_and_the_other_tile_is_played() -> None:
    s = drawn("storm", "trail")
    assert s.track[0] == [STORM, 0] and s.paths[0] == tiles("trail") and s.steps[0] == 1


def test_two_drawn_storms_play_nothing() -> None:
    s = table(2)
    s.bags[0] = tiles("storm", "storm")
    act(s, 1, "return")
    events = act(s, 0, "draw")
    assert [e.type for e in events if e.type in ("storm", "play", "nothing")] == ["storm", "storm", "nothing"]


# -- step 3: effects -------------------------------------------------------------------------


def test_boots_give_steps_and_hearts_give_points() -> None:
    assert drawn("stile", "stile").steps[0] == 2
    assert drawn("summit", "summit").vp[0] == 3


def test_slash_lets_the_walker_choose_one_side() -> None:
    s = drawn("fork", "fork")
    assert s.stage[0] == PICK and GAME.legal_actions(s, 0) == [{"type": "pick", "option": 0},
                                                               {"type": "pick", "option": 1}]
    assert GAME.describe_action(s, 0, {"type": "pick", "option": 1}) == "take 1 heart"
    act(s, 0, "pick", option=1)
    assert (s.vp[0], s.steps[0]) == (1, 0)


def test_plus_gives_both_left_first() -> None:
    s = drawn("woodcut", "trail")
    act(s, 0, "play", tile="woodcut")
    assert s.stage[0] == REMOVE and s.steps[0] == 0  # remove comes before the boot
    events = act(s, 0, "remove")
    assert texts(events)[:2] == ["{p0} removes trail from the game", "{p0} gains 1 step"]
    assert s.removed[0] == tiles("trail") and s.steps[0] == 1


def test_remove_may_keep_the_other_tile_which_goes_back_into_the_bag() -> None:
    s = drawn("woodcut", "trail")
    act(s, 0, "play", tile="woodcut")
    act(s, 0, "keep")
    assert s.removed[0] == [] and s.bags[0] == tiles("trail")


def test_play_again_with_only_the_other_drawn_tile_plays_it() -> None:
    s = drawn("spring", "trail")
    act(s, 0, "play", tile="spring")
    assert s.paths[0] == [BY_NAME["spring"], BY_NAME["trail"]] and (s.vp[0], s.steps[0]) == (1 + 1, 1)
    assert s.results[0] == [HOME]  # the bag is empty: home, and spring's animal scores


def test_play_again_chooses_the_other_tile_or_a_new_one_from_the_bag() -> None:
    s = drawn("shortcut", "trail")
    s.bags[0] = tiles("glade")
    act(s, 0, "play", tile="shortcut")
    assert s.stage[0] == AGAIN and GAME.legal_actions(s, 0) == [{"type": "again", "source": "hand"},
                                                                {"type": "again", "source": "bag"}]
    act(s, 0, "again", source="bag")
    assert s.paths[0] == [BY_NAME["shortcut"], BY_NAME["glade"]] and BY_NAME["trail"] in s.bags[0]


def test_play_again_drawing_a_storm_plays_nothing_more() -> None:
    s = drawn("shortcut", "trail")
    s.bags[0] = tiles("storm")
    act(s, 0, "play", tile="shortcut")
    act(s, 0, "again", source="bag")
    assert s.paths[0] == tiles("shortcut") and [STORM, 0] in s.track


def test_times_counts_the_weather_track() -> None:
    s = drawn("sunbank", "sunbank", track=[[SUN, DECK_STORM], [SUN, DECK_STORM]])
    assert s.vp[0] == 2


def test_times_counts_storms_including_one_drawn_this_turn() -> None:
    s = drawn("storm", "foxden")
    assert s.vp[0] == 1 + 2  # one storm on the track; then home (empty bag) with foxden's two animals


def test_times_counts_the_path_without_the_tile_itself() -> None:
    assert drawn("oak", "oak", paths=[tiles("copse", "bramble"), []]).vp[0] == 2
    assert drawn("berries", "berries", paths=[tiles("berries"), []]).vp[0] == 1
    assert drawn("puddle", "puddle").steps[0] == 0


# -- step 5: buying ----------------------------------------------------------------------------


MARKET = tiles("stile", "fork") + tiles("sunbank", "ridge") + tiles("glade", "summit")


def test_buying_pays_steps_puts_the_tile_in_the_bag_and_refills_from_its_tier() -> None:
    s = drawn("stile", "stile", steps=[3, 0], market=list(MARKET), stacks=[[], [], tiles("oak")])
    assert s.phase == BUYING and GAME.waiting_for(s) == frozenset({0})
    legal = GAME.legal_actions(s, 0)
    assert legal == [{"type": "buy", "tile": t} for t in ("stile", "fork", "sunbank", "ridge", "glade")] + [
        {"type": "pass"}]
    act(s, 0, "buy", tile="glade")
    assert s.steps[0] == 0 and BY_NAME["glade"] in s.bags[0] and s.market[4] == BY_NAME["oak"]
    assert COST[BY_NAME["glade"]] == 5


def test_an_empty_tier_leaves_its_slot_empty() -> None:
    s = drawn("stile", "stile", steps=[0, 0], market=list(MARKET), stacks=[[], [], []])
    act(s, 0, "buy", tile="fork")
    assert s.market[1] == -1 and GAME.view(s, 0)["market"][1] is None


def test_walkers_buy_in_turn_order_from_the_first_player() -> None:
    s = walking_pair(first=1, steps=[5, 5])
    act(s, 0, "draw")
    act(s, 1, "draw")
    for seat in (0, 1):
        if s.stage[seat] == CHOOSE:
            act(s, seat, "play", tile=GAME.legal_actions(s, seat)[0]["tile"])
    assert s.phase == BUYING and s.buyers == [1, 0]


def test_a_walker_who_cannot_pay_for_any_tile_is_skipped() -> None:
    s = drawn("hedge", "hedge", steps=[1, 0], market=list(MARKET))
    assert s.phase != BUYING and s.turn == 2


# -- step 6: the weather and the storm warning ---------------------------------------------------


def test_the_weather_flip_takes_a_reserve_storm_once_the_deck_is_empty() -> None:
    s = drawn("trail", "trail", weather=[])
    assert s.track[-1] == [STORM, RESERVE_STORM] and s.reserve == STORM_RESERVE - 1


@pytest.mark.parametrize(("players", "warning"), [(2, 6), (3, 7), (4, 9)])
def test_the_storm_warning_comes_at_the_page_s_count(players: int, warning: int) -> None:
    calm = drawn("hedge", "hedge", players=players, track=[[STORM, DECK_STORM]] * (warning - 2), weather=[STORM])
    assert calm.results[0] == [] and calm.walk == 1
    caught = drawn("hedge", "hedge", players=players, track=[[STORM, DECK_STORM]] * (warning - 1), weather=[STORM])
    assert caught.results[0] == ["caught"] and caught.walk == 2


def test_caught_walkers_score_no_animals_and_pay_a_step_per_forest_tile() -> None:
    s = drawn("hedge", "hedge", paths=[tiles("copse", "bramble"), []], steps=[2, 0], vp=[3, 0],
              track=[[STORM, DECK_STORM]] * 5, weather=[STORM], market=[-1] * 6)
    assert s.results[0] == ["caught"] and (s.steps[0], s.vp[0]) == (0, 3)


def test_steps_short_cost_points_but_never_below_zero() -> None:
    s = drawn("hedge", "hedge", paths=[tiles("copse", "copse", "bramble"), []], vp=[2, 0],
              track=[[STORM, DECK_STORM]] * 5, weather=[STORM])
    assert s.results[0] == ["caught"] and s.vp[0] == 0


# -- returning home ---------------------------------------------------------------------------------


def test_going_home_scores_the_animals_and_allows_one_discard() -> None:
    s = walking_pair(paths=[tiles("hedge", "copse", "bramble"), []])
    act(s, 0, "return")
    act(s, 1, "draw")
    assert s.vp[0] == 3 and s.stage[0] == DISCARD
    assert GAME.legal_actions(s, 0)[-1] == {"type": "keep"} and len(GAME.legal_actions(s, 0)) == 4
    if s.stage[1] == CHOOSE:
        act(s, 1, "play", tile="pond")
    act(s, 0, "discard", tile="bramble")
    assert s.removed[0] == tiles("bramble") and BY_NAME["bramble"] not in s.paths[0]
    assert s.stage[0] == HOME and GAME.waiting_for(s) == frozenset({1})  # the others walk on


def test_the_walk_ends_when_everyone_is_home_and_every_tile_goes_back() -> None:
    s = drawn("storm", "trail")
    act(s, 0, "keep")  # home: the bag was empty
    assert s.walk == 2 and s.turn == 1 and s.track == [] and sorted(s.weather) == list(WEATHER_DECK)
    assert s.bags[0] == tiles("storm", "trail") and s.paths == [[], []]
    assert s.steps[0] == 1  # steps are kept from walk to walk (README)
    assert s.stage == [DECIDE, DECIDE] and s.first == 0  # the first player passed left twice


def test_five_walks_end_the_game_most_points_wins_ties_shared() -> None:
    s = drawn("storm", "trail", walk=5, vp=[4, 4])
    act(s, 0, "keep")
    assert s.phase == OVER and GAME.waiting_for(s) == frozenset()
    out = GAME.outcome(s)
    assert out is not None and out.ranks == (1, 1)
    s2 = drawn("hedge", walk=5, vp=[4, 4])
    act(s2, 0, "keep")
    out2 = GAME.outcome(s2)
    assert s2.vp == [5, 4] and out2 is not None and out2.ranks == (1, 2)


def test_done_walkers_wait_for_the_others() -> None:
    s = walking_pair()
    act(s, 0, "draw")
    act(s, 1, "draw")
    assert s.stage[0] in (CHOOSE, DONE)
