"""A turn: place into the ring (with the wrap), take a neighbour, lay or discard a column, draw; the end."""

from __future__ import annotations

from meeple.engine import MalformedAction
from meeple.games.upordown import GAME

from .positions import columns_turn, drawing, full_columns, last_cards, ring_turn


def act(s, seat, **action):  # type: ignore[no-untyped-def]
    return GAME.apply(s, seat, action)


def takes(s) -> list[int]:  # type: ignore[no-untyped-def]
    return [a["card"] for a in GAME.legal_actions(s, s.turn)]


def test_only_the_player_on_turn_places_and_only_a_card_in_hand() -> None:
    s = ring_turn()
    assert GAME.legal_actions(s, 0) == [{"type": "place", "card": c} for c in (2, 25, 42)]
    assert GAME.legal_actions(s, 1) == []


def test_a_card_goes_in_at_its_numeric_place_and_only_its_neighbours_can_be_taken() -> None:
    s = ring_turn()
    act(s, 0, type="place", card=25)
    assert s.display == [5, 10, 20, 25, 30, 40, 50]
    assert takes(s) == [20, 30]


def test_a_card_above_the_highest_goes_between_the_highest_and_the_lowest() -> None:
    s = ring_turn()
    act(s, 0, type="place", card=42)
    assert s.display == [5, 10, 20, 30, 40, 42, 50]
    assert takes(s) == [40, 50]  # 42 fits between 40 and 50: no wrap for it
    s = ring_turn()
    s.display = [5, 10, 20, 30, 40, 41]
    act(s, 0, type="place", card=42)
    assert takes(s) == [5, 41]  # above the highest: its neighbours are the highest and the lowest


def test_a_card_below_the_lowest_wraps_too() -> None:
    s = ring_turn()
    act(s, 0, type="place", card=2)
    assert takes(s) == [5, 50]


def test_the_taken_card_leaves_the_ring_which_keeps_six_cards() -> None:
    s = ring_turn()
    act(s, 0, type="place", card=25)
    act(s, 0, type="take", card=30)
    assert s.display == [5, 10, 20, 25, 40, 50] and s.taken == 30 and s.step == "column"


def test_a_column_of_one_card_takes_any_card_and_the_second_fixes_the_direction() -> None:
    s = columns_turn(8)
    legal = GAME.legal_actions(s, 0)
    assert {"type": "column", "column": 0} in legal  # 12 then 8: down
    act(s, 0, type="column", column=0)
    assert s.columns[0][0] == [12, 8]
    assert GAME.view(s, 1)["directions"][0][0] == "down"


def test_an_up_column_takes_only_higher_cards() -> None:
    assert {"type": "column", "column": 1} in GAME.legal_actions(columns_turn(27), 0)
    assert {"type": "column", "column": 1} not in GAME.legal_actions(columns_turn(25), 0)


def test_a_down_column_takes_only_lower_cards() -> None:
    assert {"type": "column", "column": 2} in GAME.legal_actions(full_columns(34), 0)
    assert {"type": "column", "column": 2} not in GAME.legal_actions(full_columns(36), 0)


def test_an_empty_column_takes_any_card() -> None:
    assert GAME.legal_actions(columns_turn(1), 0) == [
        {"type": "column", "column": 0}, {"type": "column", "column": 2},
        {"type": "discard", "column": 0}, {"type": "discard", "column": 1},
    ]


def test_a_whole_column_is_discarded_and_started_again_with_the_card() -> None:
    s = full_columns(25)  # fits column 1 (a single card) and 3 (down from 35); any column may be discarded
    assert GAME.legal_actions(s, 0) == [
        {"type": "column", "column": 0}, {"type": "column", "column": 2},
        {"type": "discard", "column": 0}, {"type": "discard", "column": 1}, {"type": "discard", "column": 2},
    ]
    events = act(s, 0, type="discard", column=1)
    assert s.columns[0][1] == [25] and s.discards[0] == [14, 20, 26]
    assert events[0].type == "discard" and events[0].data["cards"] == [14, 20, 26]
    assert GAME.view(s, 1)["discard_counts"] == [3, 0]
    assert GAME.view(s, 1)["my_discards"] == []


def test_a_single_card_is_never_discarded() -> None:
    s = columns_turn(25)
    try:
        GAME.apply(s, 0, {"type": "discard", "card": 26})
    except MalformedAction:
        pass
    else:  # pragma: no cover
        raise AssertionError("a one-card discard was accepted")
    assert {"type": "discard", "column": 2} not in GAME.legal_actions(s, 0)  # empty: nothing to discard


def test_drawing_face_up_shows_everyone_the_card_and_the_next_one() -> None:
    s = drawing()
    assert GAME.legal_actions(s, 0) == [{"type": "draw", "pile": "up"}, {"type": "draw", "pile": "down"}]
    act(s, 0, type="draw", pile="up")
    assert s.hands[0] == [2, 7, 42]
    other = GAME.view(s, 1)
    assert other["known"][0] == [7] and other["up_top"] == 8 and other["hand"] == [3, 33, 41]
    assert s.turn == 1 and s.step == "place"


def test_drawing_face_down_is_told_to_the_drawer_alone() -> None:
    s = drawing()
    events = act(s, 0, type="draw", pile="down")
    assert s.hands[0] == [2, 9, 42]
    public = [e for e in events if e.to is None]
    assert all("9" not in e.text for e in public)
    assert [e.text for e in events if e.to == (0,)] == ["You draw 9."]
    assert GAME.view(s, 1)["known"][0] == []


def test_an_empty_pile_cannot_be_drawn_from() -> None:
    s = drawing()
    s.up = []
    assert GAME.legal_actions(s, 0) == [{"type": "draw", "pile": "down"}]


def test_once_both_piles_are_empty_there_is_no_draw_and_empty_hands_are_skipped() -> None:
    s = last_cards()
    act(s, 0, type="place", card=25)
    act(s, 0, type="take", card=30)
    s.hands[1] = [3]  # seat 1 still holds a card: the turn passes to it without a draw
    act(s, 0, type="column", column=1)
    assert s.step == "place" and s.turn == 1


def test_the_game_ends_when_every_hand_is_empty() -> None:
    s = last_cards()
    act(s, 0, type="place", card=25)
    act(s, 0, type="take", card=30)
    events = act(s, 0, type="column", column=1)  # 14 -> 20 -> 30
    assert s.step == "over" and GAME.waiting_for(s) == frozenset()
    assert events[-1].type == "game_over"
    out = GAME.outcome(s)
    assert out is not None
