"""Hidden information: what the view shows and what determinize resamples."""

from __future__ import annotations

from meeple.engine import Rng
from meeple.games.burglebros import GAME


def entered(seed: int = 4, players: int = 2):
    s = GAME.setup(players, {}, seed)
    GAME.apply(s, 0, GAME.legal_actions(s, 0)[0])
    return s


def test_the_view_shows_revealed_rooms_only_and_the_patrol_discard_not_the_deck():
    s = entered()
    v = GAME.view(s, 0)
    assert [r[0] for r in v["rooms"]] == [c for c in s.layout.cells if s.revealed[c]]
    assert v["patrol"][0]["discard"] == s.patrol[0].discard and v["patrol"][0]["deck"] == len(s.patrol[0].cards)
    assert "cards" not in v["patrol"][0] and v["tools"]["deck"] == len(s.tools.cards)


def test_everyone_sees_the_same_table():
    s = entered()
    views = [GAME.view(s, seat) for seat in (0, 1, None)]
    for v in views:
        v.pop("you")
    assert views[0] == views[1] == views[2]


def test_determinize_keeps_the_view_and_resamples_face_down_rooms():
    s = entered()
    rooms = set()
    for r in range(10):
        d = GAME.determinize(s, 0, Rng(r))
        assert GAME.view(d, 0) == GAME.view(s, 0)
        rooms.add(tuple(d.rooms))
        for f in range(3):
            kinds = [d.rooms[c] for c in d.layout.floor_cells(f)]
            assert kinds.count("safe") == 1 and kinds.count("stairs") == 1
    assert len(rooms) == 10


def test_determinize_depends_only_on_what_is_seen():
    a, b = entered(), entered()
    b.rooms = GAME.determinize(b, 0, Rng(77)).rooms
    b.patrol = GAME.determinize(b, 0, Rng(78)).patrol
    b.rng = Rng(123)
    assert GAME.dump(GAME.determinize(a, 1, Rng(5))) == GAME.dump(GAME.determinize(b, 1, Rng(5)))


def test_cards_a_spotter_has_seen_stay_where_they_are():
    s = entered()
    deck = s.patrol[0]
    deck.show_top(1)
    deck.put_bottom(deck.draw())
    deck.show_top(1)
    top, bottom = deck.cards[-1], deck.cards[0]
    for r in range(10):
        d = GAME.determinize(s, 0, Rng(r)).patrol[0]
        assert d.cards[-1] == top and d.cards[0] == bottom
        assert sorted(d.cards + d.removed) == sorted(deck.cards + deck.removed)


def test_determinize_replaces_the_rng():
    s = entered()
    assert GAME.determinize(s, 0, Rng(1)).rng != GAME.determinize(s, 0, Rng(2)).rng
