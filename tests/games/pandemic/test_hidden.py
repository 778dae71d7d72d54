"""What seats see, how determinize resamples the decks within what the table knows, progress and JSON."""

from __future__ import annotations

import orjson

from meeple.engine import Rng
from meeple.games.pandemic import GAME
from meeple.games.pandemic.components import EPIDEMIC
from meeple.games.pandemic.decks import pile_contents
from meeple.games.pandemic.map import CITY_INDEX

from .positions import discard_infection, play, stack_player_deck, table


def test_the_view_shows_hands_piles_and_tracks_but_no_deck_order() -> None:
    s = GAME.setup(3, {"epidemics": 4}, 9)
    v = GAME.view(s, 1)
    assert v["you"] == 1 and v["current"] == 0 and v["phase"] == "actions" and v["difficulty"] == "Introductory"
    assert [len(p["hand"]) for p in v["players"]] == [3, 3, 3] and v["players"][0]["city"] == "Atlanta"
    assert v["player_deck"] == {"count": 48, "epidemics": 4, "piles": [12, 12, 12, 12]}
    assert v["infection_deck"] == {"count": 39, "known_top": []} and len(v["infection_discard"]) == 9
    assert v["infection_rate"] == 2 and v["outbreaks"] == 0 and v["stations"] == ["Atlanta"]
    assert sum(n for c in v["cubes"].values() for n in c.values()) == 18
    text = orjson.dumps(v).decode()
    assert "player_deck\":{\"count" in text and "rng" not in v
    spectator = GAME.view(s, None)
    assert {**spectator, "you": 1} == v


def test_determinize_keeps_every_view() -> None:
    s = GAME.setup(2, {}, 4)
    for seat in (0, 1):
        for r in range(5):
            d = GAME.determinize(s, seat, Rng(r))
            assert GAME.view(d, seat) == GAME.view(s, seat) and GAME.view(d, None) == GAME.view(s, None)


def test_determinize_deals_the_player_deck_anew_keeping_each_pile_and_its_epidemic() -> None:
    s = GAME.setup(2, {"epidemics": 5}, 4)
    orders = set()
    for r in range(20):
        d = GAME.determinize(s, 0, Rng(r))
        assert d.piles == s.piles and pile_contents(d) == pile_contents(s)
        assert sorted(d.player_deck) == sorted(s.player_deck)
        orders.add(tuple(d.player_deck))
    assert len(orders) == 20


def test_a_pile_whose_epidemic_was_drawn_gets_none_back() -> None:
    s = GAME.setup(2, {"epidemics": 5}, 4)
    while s.player_deck[-1] != EPIDEMIC:
        s.player_deck.pop()
        s.piles[-1] -= 1
    s.player_deck.pop()
    s.piles[-1] -= 1
    assert pile_contents(s)[-1][1] == 0
    for r in range(10):
        d = GAME.determinize(s, 1, Rng(r))
        assert pile_contents(d) == pile_contents(s)


def test_the_infection_deck_is_reshuffled_only_within_known_groups() -> None:
    s = table(infection_top=["Lima", "Tokyo"])
    discard_infection(s, "Paris", "Cairo", "Seoul")
    s.phase, s.epidemics_pending = "intensify", 1
    play(s, 0, {"type": "intensify"})
    group = {CITY_INDEX[c] for c in ("Paris", "Cairo", "Seoul")}
    tops = set()
    for r in range(20):
        d = GAME.determinize(s, 1, Rng(r))
        assert set(d.infection_deck[-3:]) == group
        assert d.infection_deck[-5:-3] == s.infection_deck[-5:-3], "the known order below stays"
        assert sorted(d.infection_deck[:-5]) == sorted(s.infection_deck[:-5])
        tops.add(tuple(d.infection_deck))
    assert len(tops) > 10


def test_determinize_depends_only_on_what_the_seat_knows() -> None:
    a = GAME.setup(2, {}, 4)
    b = GAME.clone(a)
    b.player_deck = list(reversed(b.player_deck[:10])) + b.player_deck[10:]
    b.infection_deck = list(reversed(b.infection_deck))
    b.rng = Rng(99)
    assert GAME.view(a, 0) == GAME.view(b, 0) and GAME.dump(a) != GAME.dump(b)
    assert GAME.dump(GAME.determinize(a, 0, Rng(5))) == GAME.dump(GAME.determinize(b, 0, Rng(5)))


def test_determinize_replaces_the_rng_and_leaves_the_state_alone() -> None:
    s = GAME.setup(4, {}, 2)
    before = GAME.dump(s)
    d = GAME.determinize(s, 3, Rng(1))
    assert d.rng != s.rng and GAME.dump(s) == before


def test_dump_load_and_clone_are_faithful_and_independent() -> None:
    s = table(hands={0: ["Atlanta"]})
    play(s, 0, {"type": "give", "card": "Atlanta", "seat": 1})
    data = GAME.dump(s)
    assert GAME.dump(GAME.load(orjson.loads(orjson.dumps(data)))) == data
    c = GAME.clone(s)
    play(c, 1, {"type": "accept"})
    assert GAME.dump(s) == data


def test_progress_follows_the_player_deck() -> None:
    s = table()
    assert GAME.progress(s) < 0.1
    stack_player_deck(s, ["Lima", "Tokyo"], below=0)
    assert 0.9 < GAME.progress(s) < 1.0
