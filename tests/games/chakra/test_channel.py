"""Channel energy: each space's whole pattern, moves in any order, no dead ends, skips and the earth."""

from __future__ import annotations

from meeple.games.chakra import GAME
from meeple.games.chakra.components import (
    BLACK,
    BUBBLES,
    DARK_BLUE,
    EARTH,
    GREEN,
    LIGHT_BLUE,
    ORANGE,
    PURPLE,
    RED,
    YELLOW,
)

from .positions import board, harmonized, receiving


def spaces(state, seat=0):
    return [a["space"] for a in GAME.legal_actions(state, seat) if a["type"] == "channel"]


def moves(state, seat=0):
    return [(a["from"], a["colour"], a["to"]) for a in GAME.legal_actions(state, seat) if a["type"] == "move"]


def move(state, pos, colour, to, seat=0):
    return GAME.apply(state, seat, {"type": "move", "from": pos, "colour": colour, "to": to})


def test_one_energy_offers_only_the_patterns_it_can_complete() -> None:
    s = board(receiving(), 0, {GREEN: [RED]})
    assert spaces(s) == [2, 3, 6]  # down 3 (to red), up 2 (to dark blue), up or down 1; nothing needs two


def test_a_pattern_of_two_energies_needs_two_energies() -> None:
    s = board(receiving(), 0, {GREEN: [RED], YELLOW: [PURPLE]})
    assert spaces(s) == [0 + 1, 2, 3, 4, 5, 6]  # three energies down 1 is impossible with two
    assert 0 not in spaces(s)


def test_moves_of_a_pattern_are_made_in_any_order_by_different_energies() -> None:
    s = board(receiving(), 0, {GREEN: [RED], YELLOW: [PURPLE]})
    GAME.apply(s, 0, {"type": "channel", "space": 1})  # one down 2, another down 1
    assert moves(s) == [(GREEN, RED, YELLOW), (GREEN, RED, ORANGE), (YELLOW, PURPLE, ORANGE), (YELLOW, PURPLE, RED)]
    move(s, GREEN, RED, ORANGE)  # red down 2
    assert moves(s) == [(YELLOW, PURPLE, ORANGE)]  # the red has moved; purple down 1 is what is left
    events = move(s, YELLOW, PURPLE, ORANGE)
    assert s.chakras[0][ORANGE] == [PURPLE, RED] and s.turn == 1 and s.spaces[0][1]
    assert [e.type for e in events] == ["move"]


def test_a_move_that_would_leave_the_pattern_unfinishable_is_not_offered() -> None:
    # three energies down 1: green (full) can only move once yellow has made room, and only
    # the two energies on yellow can go down into orange (one free slot... then red)
    s = board(receiving(), 0, {GREEN: [RED, RED, PURPLE], YELLOW: [ORANGE, ORANGE], ORANGE: [DARK_BLUE, DARK_BLUE]})
    GAME.apply(s, 0, {"type": "channel", "space": 0})
    offered = moves(s)
    assert (GREEN, RED, YELLOW) in offered and (YELLOW, ORANGE, ORANGE) in offered
    # after any offered move, the rest must still be completable: play them all out
    while s.phase == "move":
        assert moves(s), "a dead end was offered"
        pos, colour, to = moves(s)[0]
        move(s, pos, colour, to)
    assert s.turn == 1


def test_harmonized_chakras_are_skipped_without_counting() -> None:
    s = board(receiving(), 0, {**harmonized(GREEN, YELLOW), LIGHT_BLUE: [RED]})
    GAME.apply(s, 0, {"type": "channel", "space": 6})
    assert moves(s) == [(LIGHT_BLUE, RED, DARK_BLUE), (LIGHT_BLUE, RED, ORANGE)]


def test_a_full_chakra_that_is_not_harmonized_blocks_the_way() -> None:
    s = board(receiving(), 0, {GREEN: [RED, PURPLE, PURPLE], LIGHT_BLUE: [RED]})
    GAME.apply(s, 0, {"type": "channel", "space": 2})  # one energy down 3
    assert (LIGHT_BLUE, RED, ORANGE) not in moves(s)
    assert moves(s) == [(GREEN, PURPLE, RED), (GREEN, RED, RED)]


def test_harmonized_energies_no_longer_move() -> None:
    s = board(receiving(), 0, harmonized(GREEN))
    assert spaces(s) == []


def test_only_black_energy_goes_down_into_the_earth_where_it_is_alleviated() -> None:
    s = board(receiving(), 0, {RED: [BLACK, RED]})
    GAME.apply(s, 0, {"type": "channel", "space": 6})
    assert moves(s) == [(RED, RED, ORANGE), (RED, BLACK, ORANGE), (RED, BLACK, EARTH)]
    move(s, RED, BLACK, EARTH)
    assert s.earth[0] == 1 and s.chakras[0][RED] == [RED]


def test_the_earth_must_be_reached_by_the_last_step() -> None:
    s = board(receiving(), 0, {ORANGE: [BLACK]})
    GAME.apply(s, 0, {"type": "channel", "space": 5 + 1})
    s2 = board(receiving(), 0, {ORANGE: [BLACK]})
    assert 2 not in spaces(s2)  # down 3 from orange would pass the earth
    assert moves(s) == [(ORANGE, BLACK, YELLOW), (ORANGE, BLACK, RED)]


def test_bubbles_flow_down_into_purple_and_nothing_moves_up_out_of_purple() -> None:
    s = board(receiving(), 0, {PURPLE: [RED]}, bubbles=[GREEN])
    GAME.apply(s, 0, {"type": "channel", "space": 6})
    assert moves(s) == [(BUBBLES, GREEN, PURPLE), (PURPLE, RED, DARK_BLUE)]


def test_a_move_can_harmonize_a_chakra_and_return_its_notch_token() -> None:
    s = board(receiving(), 0, {YELLOW: [YELLOW, YELLOW], GREEN: [YELLOW]}, notches=(YELLOW,))
    GAME.apply(s, 0, {"type": "channel", "space": 6})
    events = move(s, GREEN, YELLOW, YELLOW)
    assert "harmonize" in [e.type for e in events] and not s.notches[0][YELLOW]


def test_a_chakra_harmonized_by_one_move_is_skipped_by_the_next() -> None:
    # one down 1 and another up 1: red down from green harmonizes... yellow first, then the purple below
    # yellow can go up past it
    s = board(receiving(), 0, {YELLOW: [YELLOW, YELLOW], GREEN: [YELLOW, PURPLE], ORANGE: [PURPLE]})
    GAME.apply(s, 0, {"type": "channel", "space": 5})
    move(s, GREEN, YELLOW, YELLOW)
    assert (ORANGE, PURPLE, GREEN) in moves(s)  # up 1, skipping the now harmonized yellow


def test_a_used_space_waits_for_meditation_and_tokens_run_out() -> None:
    s = board(receiving(), 0, {GREEN: [RED]}, spaces=(6,))
    assert 6 not in spaces(s)
    board(s, 0, {GREEN: [RED]}, spaces=(0, 1, 2, 3), notches=(PURPLE,))
    assert spaces(s) == []  # five tokens placed: none in hand


def test_meditating_takes_back_the_space_tokens_but_not_the_notch_tokens() -> None:
    s = board(receiving(), 0, {GREEN: [RED]}, spaces=(0, 3), notches=(PURPLE,))
    GAME.apply(s, 0, {"type": "meditate"})
    assert s.spaces[0] == [False] * 8 and s.notches[0][PURPLE]


def test_the_discard_space_trades_an_alleviated_energy_for_a_drawn_one() -> None:
    s = board(receiving(), 0, bubbles=[RED, RED], earth=2)
    s.bag = [0] * 9
    s.bag[GREEN] = 1
    assert 7 in spaces(s)
    events = GAME.apply(s, 0, {"type": "channel", "space": 7})
    assert s.earth[0] == 1 and s.bubbles[0] == [GREEN, RED, RED] and s.turn == 1
    assert any(e.reveals for e in events)
    board(s, 0, bubbles=[RED, RED, RED], earth=2)
    s.turn = 0
    assert 7 not in spaces(s)  # no free bubble
    board(s, 0, bubbles=[], earth=0)
    assert 7 not in spaces(s)  # nothing alleviated


def test_a_first_move_that_leaves_no_energy_for_the_rest_is_not_offered() -> None:
    # one down 2 and another down 1: the red on orange can only go down 1 (the earth is for black),
    # so the purple energy must take the down 2; purple down 1 would be a dead end
    s = board(receiving(), 0, {ORANGE: [RED], PURPLE: [GREEN]})
    GAME.apply(s, 0, {"type": "channel", "space": 1})
    assert moves(s) == [(PURPLE, GREEN, LIGHT_BLUE), (ORANGE, RED, RED)]
    assert (PURPLE, GREEN, DARK_BLUE) not in moves(s)
