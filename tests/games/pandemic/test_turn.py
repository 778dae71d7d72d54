"""After the actions: drawing, epidemics, the hand limit, the steps between which events may be played."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.pandemic import GAME
from meeple.games.pandemic.components import CARD_INDEX, EPIDEMIC
from meeple.games.pandemic.map import CITY_INDEX

from .positions import cubes_at, discard_infection, kinds, play, stack_player_deck, table, texts

SEVEN = ["Lima", "Tokyo", "Paris", "Cairo", "Seoul", "Delhi", "Miami"]


def at_draw(**kw) -> object:
    s = table(**kw)
    s.phase, s.actions_left = "draw", 0
    return s


def test_drawing_two_city_cards() -> None:
    s = at_draw()
    stack_player_deck(s, ["Lima", "Tokyo"])
    events = play(s, 0, {"type": "draw"})
    assert sorted(s.hands[0]) == sorted([CITY_INDEX["Lima"], CITY_INDEX["Tokyo"]])
    assert texts(events) == ["{p0} (Medic) draws Lima and Tokyo."] and events[0].reveals
    assert s.phase == "infect" and s.infections_left == 2 and len(s.player_deck) == 10


def test_fewer_than_two_player_cards_left_loses() -> None:
    s = at_draw()
    stack_player_deck(s, ["Lima"], below=0)
    events = play(s, 0, {"type": "draw"})
    assert s.phase == "over" and not s.won and events[-1].text == "The team loses: the player deck ran out."
    assert s.hands[0] == []


def test_the_last_two_cards_can_still_be_drawn() -> None:
    s = at_draw()
    stack_player_deck(s, ["Lima", "Tokyo"], below=0)
    play(s, 0, {"type": "draw"})
    assert s.phase == "infect" and s.player_deck == [] and s.piles == []


def test_an_epidemic_increases_infects_the_bottom_card_and_intensifies_in_steps() -> None:
    s = at_draw(infection_top=["Paris"])
    s.infection_deck.remove(CITY_INDEX["Lima"])
    s.infection_deck.insert(0, CITY_INDEX["Lima"])
    discard_infection(s, "Cairo", "Seoul")
    stack_player_deck(s, ["Epidemic", "Tokyo"])
    play(s, 0, {"type": "draw"})
    assert s.phase == "epidemic" and s.hands[0] == [CITY_INDEX["Tokyo"]] and s.epidemics_drawn == 1
    assert GAME.legal_actions(s, 0) == [{"type": "epidemic"}]
    events = play(s, 0, {"type": "epidemic"})
    assert s.rate_index == 1 and cubes_at(s, "Lima") == {"yellow": 3}
    assert texts(events)[:2] == ["Epidemic! The infection rate is now 2.", "The epidemic strikes Lima."]
    assert s.phase == "intensify" and s.infection_discard == [CITY_INDEX[c] for c in ("Cairo", "Seoul", "Lima")]
    play(s, 0, {"type": "intensify"})
    assert s.infection_discard == [] and sorted(s.infection_deck[-3:]) == sorted(
        CITY_INDEX[c] for c in ("Cairo", "Seoul", "Lima"))
    assert s.infection_groups[-1] == 3 and s.phase == "infect"
    assert GAME.view(s, 1)["infection_deck"]["known_top"] == [["Cairo", "Lima", "Seoul"], ["Paris"]]


def test_an_epidemic_on_a_city_with_cubes_fills_it_to_three_and_breaks_out() -> None:
    s = at_draw(cubes={"Lima": {"yellow": 1}})
    s.infection_deck.remove(CITY_INDEX["Lima"])
    s.infection_deck.insert(0, CITY_INDEX["Lima"])
    stack_player_deck(s, ["Epidemic", "Tokyo"])
    play(s, 0, {"type": "draw"}, {"type": "epidemic"})
    assert cubes_at(s, "Lima") == {"yellow": 3} and s.outbreaks == 1
    assert cubes_at(s, "Santiago") == {"yellow": 1} and s.supply[1] == 24 - 6


def test_two_epidemics_drawn_together_are_resolved_one_after_the_other() -> None:
    s = at_draw()
    stack_player_deck(s, ["Epidemic", "Epidemic"])
    play(s, 0, {"type": "draw"})
    assert s.epidemics_pending == 2 and s.hands[0] == []
    steps = []
    while s.phase != "infect":
        steps.append(s.phase)
        play(s, 0, {"type": s.phase})
    assert steps == ["epidemic", "intensify", "epidemic", "intensify"]
    assert s.rate_index == 2 and s.infections_left == 2 and s.epidemics_drawn == 2
    assert s.infection_groups[-1] == 1, "the second intensify shuffles only the second epidemic's card"


def test_the_rate_after_the_third_epidemic_is_three() -> None:
    s = at_draw(rate_index=2)
    stack_player_deck(s, ["Epidemic", "Tokyo"])
    play(s, 0, {"type": "draw"}, {"type": "epidemic"}, {"type": "intensify"})
    assert s.rate() == 3 and s.infections_left == 3


def test_events_may_be_played_between_every_step() -> None:
    s = at_draw(hands={1: ["One Quiet Night"]})
    stack_player_deck(s, ["Epidemic", "Tokyo"])
    for step in ("draw", "epidemic", "intensify", "infect"):
        assert {"type": "event", "card": "One Quiet Night"} in GAME.legal_actions(s, 1), step
        assert GAME.waiting_for(s) == {0}
        play(s, 0, {"type": step})


# -- the hand limit -------------------------------------------------------------------


def test_over_the_hand_limit_nothing_else_happens_until_a_discard() -> None:
    s = at_draw(hands={0: SEVEN[:6], 1: ["Airlift"]})
    stack_player_deck(s, ["Sydney", "Forecast"])
    play(s, 0, {"type": "draw"})
    assert len(s.hands[0]) == 8 and s.over_limit() == 0
    legal = GAME.legal_actions(s, 0)
    assert kinds(legal) == {"discard", "event"} and {"type": "event", "card": "Forecast"} in legal
    assert GAME.legal_actions(s, 1) == [], "not even an event of another player"
    with pytest.raises(IllegalAction, match="discard or play an event card first"):
        GAME.apply(s, 0, {"type": "infect"})
    with pytest.raises(IllegalAction, match="nothing happens until they discard"):
        GAME.apply(s, 1, {"type": "event", "card": "Airlift"})
    play(s, 0, {"type": "discard", "card": "Sydney"})
    assert s.over_limit() is None and s.player_discard[-1] == CARD_INDEX["Sydney"]
    assert {"type": "event", "card": "Airlift"} in GAME.legal_actions(s, 1)


def test_playing_an_event_gets_back_under_the_limit() -> None:
    s = at_draw(hands={0: SEVEN[:6]})
    stack_player_deck(s, ["Sydney", "One Quiet Night"])
    play(s, 0, {"type": "draw"}, {"type": "event", "card": "One Quiet Night"})
    assert s.over_limit() is None and s.quiet_night


def test_nine_cards_need_two_discards() -> None:
    s = at_draw(hands={0: SEVEN})
    stack_player_deck(s, ["Sydney", "Jakarta"])
    play(s, 0, {"type": "draw"}, {"type": "discard", "card": "Lima"})
    assert s.over_limit() == 0
    play(s, 0, {"type": "discard", "card": "Jakarta"})
    assert s.over_limit() is None and len(s.hands[0]) == 7


def test_the_hand_limit_comes_before_the_epidemic() -> None:
    s = at_draw(hands={0: SEVEN})
    stack_player_deck(s, ["Epidemic", "Jakarta"])
    play(s, 0, {"type": "draw"})
    assert s.phase == "epidemic" and GAME.waiting_for(s) == {0}
    assert kinds(GAME.legal_actions(s, 0)) == {"discard"}


def test_the_player_deck_holds_the_drawn_epidemic_count() -> None:
    s = GAME.setup(2, {"epidemics": 4}, 3)
    assert GAME.view(s, 0)["player_deck"]["epidemics"] == 4 == s.player_deck.count(EPIDEMIC)
