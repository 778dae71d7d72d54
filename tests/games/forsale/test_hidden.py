"""What each seat sees, determinization, progress, and the state's JSON form."""

from __future__ import annotations

import orjson

from meeple.engine import Rng
from meeple.games.forsale import GAME

from .positions import last_auction, opening_auction, position, selling_round


def test_the_view_shows_the_public_table() -> None:
    v = GAME.view(last_auction(), 2)
    assert v["phase"] == "bidding" and v["round"] == 8 and v["rounds"] == 8
    assert v["turn"] == 0 and v["table"] == [22, 29] and v["high_bid"] == 2 and v["high_bidder"] == 1
    assert v["bids"] == [1, 2, 0] and v["passed"] == [False, False, True] and v["coins"] == [3, 1, 6]
    assert v["hands"][0] == [1, 4, 10, 13, 19, 24, 27] and v["highest_property"] == [27, 25, 21]
    assert v["property_deck"] == 0 and v["cheque_deck"] == 24 and v["removed_each"] == 6


def test_the_view_never_shows_deck_order_or_left_out_cards() -> None:
    v = GAME.view(opening_auction(), 0)
    assert v["property_deck"] == 24 and v["cheque_deck"] == 28 and v["removed_each"] == 2
    assert not {"removed_properties", "removed_cheques", "rng", "pending"} & set(v)
    spectator = GAME.view(opening_auction(), None)
    assert spectator["you"] is None and spectator["my_choice"] is None


def test_determinize_keeps_every_view() -> None:
    s = selling_round()
    GAME.apply(s, 1, {"type": "sell", "property": 5})
    for seat in range(3):
        for r in range(5):
            d = GAME.determinize(s, seat, Rng(r))
            assert GAME.view(d, seat) == GAME.view(s, seat)
            assert GAME.view(d, None) == GAME.view(s, None)


def test_left_out_cards_are_resampled_with_the_deck() -> None:
    s = opening_auction()
    removed = {tuple(GAME.determinize(s, 0, Rng(r)).removed_properties) for r in range(30)}
    assert len(removed) > 10
    d = GAME.determinize(s, 0, Rng(4))
    assert sorted(d.property_deck + d.removed_properties) == sorted(s.property_deck + s.removed_properties)


def test_without_left_out_cards_the_deck_keeps_its_cards_in_a_new_order() -> None:
    s = position(5, property_deck=list(range(1, 26)), table=[26, 27, 28, 29, 30])
    orders = {tuple(GAME.determinize(s, 2, Rng(r)).property_deck) for r in range(10)}
    assert len(orders) == 10 and all(sorted(o) == list(range(1, 26)) for o in orders)


def test_determinize_depends_only_on_what_the_seat_knows() -> None:
    a, b = opening_auction(), opening_auction()
    b.property_deck = list(reversed(b.property_deck))
    b.rng = Rng(12345)
    assert GAME.view(a, 1) == GAME.view(b, 1)
    assert GAME.dump(GAME.determinize(a, 1, Rng(9))) == GAME.dump(GAME.determinize(b, 1, Rng(9)))


def test_determinize_replaces_the_rng_and_leaves_the_state_alone() -> None:
    s = opening_auction()
    before = GAME.dump(s)
    d = GAME.determinize(s, 0, Rng(3))
    assert d.rng != s.rng and GAME.dump(s) == before


def test_progress_counts_buying_and_selling() -> None:
    s = GAME.setup(4, {}, 2)
    assert GAME.progress(s) == 0.0
    s = last_auction()
    GAME.apply(s, 0, {"type": "pass"})
    assert GAME.progress(s) == 0.5


def test_dump_load_and_clone_are_faithful_and_independent() -> None:
    s = selling_round()
    GAME.apply(s, 1, {"type": "sell", "property": 5})
    data = GAME.dump(s)
    assert GAME.dump(GAME.load(orjson.loads(orjson.dumps(data)))) == data
    c = GAME.clone(s)
    GAME.apply(c, 0, {"type": "sell", "property": 1})
    assert GAME.dump(s) == data
