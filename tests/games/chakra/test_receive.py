"""Receive energies: different colours from one flow, black forced, 3 of a colour at most, one place."""

from __future__ import annotations

from meeple.games.chakra import GAME
from meeple.games.chakra.components import BLACK, BUBBLES, GREEN, ORANGE, PURPLE, RED, YELLOW

from .positions import E, board, harmonized, receiving


def legal(state, seat=0):
    return GAME.legal_actions(state, seat)


def takes(state, seat=0):
    return sorted(a["colour"] for a in legal(state, seat) if a["type"] == "take")


def places(state, seat=0):
    return [BUBBLES if a["type"] == "bubbles" else a["chakra"] for a in legal(state, seat)
            if a["type"] in ("bubbles", "place")]


def test_the_turn_offers_three_flows_channel_spaces_that_work_and_meditation() -> None:
    s = receiving()
    acts = legal(s)
    assert [a for a in acts if a["type"] == "flow"] == [{"type": "flow", "flow": f} for f in range(3)]
    assert {"type": "meditate"} in acts
    assert not [a for a in acts if a["type"] == "channel"]  # an empty board has nothing to move
    assert legal(s, 1) == []


def test_a_flow_showing_black_must_give_its_black() -> None:
    s = receiving()
    GAME.apply(s, 0, {"type": "flow", "flow": 0})
    assert takes(s) == [GREEN, RED, BLACK]
    GAME.apply(s, 0, {"type": "take", "colour": RED})
    assert places(s) == []  # red alone is not a complete take: the black must come too
    assert takes(s) == [GREEN, BLACK]
    GAME.apply(s, 0, {"type": "take", "colour": BLACK})
    assert takes(s) == [GREEN]
    assert places(s) == [BUBBLES, *range(7)]


def test_energies_taken_are_of_different_colours() -> None:
    s = receiving()
    GAME.apply(s, 0, {"type": "flow", "flow": 1})
    GAME.apply(s, 0, {"type": "take", "colour": YELLOW})
    assert takes(s) == [ORANGE]  # the second yellow of the flow cannot be taken with the first


def test_never_more_than_three_energies_of_one_colour_on_a_board() -> None:
    s = board(receiving(), 0, {RED: [RED, RED]}, bubbles=[RED])
    GAME.apply(s, 0, {"type": "flow", "flow": 2})
    assert takes(s) == [PURPLE, GREEN]


def test_a_flow_whose_black_would_be_a_fourth_black_is_not_offered() -> None:
    s = board(receiving(), 0, {GREEN: [BLACK, BLACK], RED: [BLACK]})
    assert {"type": "flow", "flow": 0} not in legal(s)
    assert {"type": "flow", "flow": 1} in legal(s)


def test_placing_on_a_chakra_needs_a_free_notch_room_and_a_token_in_hand() -> None:
    s = board(receiving(), 0, {PURPLE: [GREEN, GREEN], RED: [RED]}, bubbles=[ORANGE, ORANGE], notches=(GREEN,))
    GAME.apply(s, 0, {"type": "flow", "flow": 2})
    GAME.apply(s, 0, {"type": "take", "colour": PURPLE})
    assert places(s) == [BUBBLES, 0, 1, 2, 4, 5, 6]  # green's notch already holds a token
    GAME.apply(s, 0, {"type": "take", "colour": RED})
    assert places(s) == [1, 2, 4, 5, 6]  # one bubble and one purple slot left: no room for two
    s.spaces[0] = [True] * 4 + [False] * 4  # 4 tokens on spaces + 1 in a notch: none in hand
    assert places(s) == []


def test_a_take_needs_a_place_for_all_of_it() -> None:
    s = board(receiving(), 0, bubbles=[ORANGE, ORANGE], notches=(0, 1, 2, 3, 4))
    assert {"type": "flow", "flow": 0} in legal(s)  # black alone fits on the last bubble
    GAME.apply(s, 0, {"type": "flow", "flow": 0})
    assert takes(s) == [BLACK]


def test_placing_on_a_chakra_puts_a_token_in_its_notch_and_refills_the_flow() -> None:
    s = receiving()
    s.bag = [0] * 9
    s.bag[YELLOW] = 5
    GAME.apply(s, 0, {"type": "flow", "flow": 0})
    GAME.apply(s, 0, {"type": "take", "colour": BLACK})
    GAME.apply(s, 0, {"type": "take", "colour": GREEN})
    events = GAME.apply(s, 0, {"type": "place", "chakra": ORANGE})
    assert s.chakras[0][ORANGE] == [GREEN, BLACK]
    assert s.notches[0][ORANGE] and s.turn == 1 and s.phase == "turn"
    assert s.flows[0] == [RED, YELLOW, YELLOW]  # the red stays where it was, the empty spaces are refilled
    assert s.bag[YELLOW] == 3
    assert [e.type for e in events] == ["receive", "refill"]


def test_harmonizing_by_placing_returns_the_notch_token_at_once() -> None:
    s = board(receiving(), 0, {RED: [RED, RED]})
    GAME.apply(s, 0, {"type": "flow", "flow": 2})
    GAME.apply(s, 0, {"type": "take", "colour": RED})
    events = GAME.apply(s, 0, {"type": "place", "chakra": RED})
    assert s.chakras[0][RED] == [RED] * 3 and not s.notches[0][RED]
    assert "harmonize" in [e.type for e in events]


def test_a_harmonized_chakra_takes_no_more_energies() -> None:
    s = board(receiving(), 0, harmonized(YELLOW))
    GAME.apply(s, 0, {"type": "flow", "flow": 2})
    GAME.apply(s, 0, {"type": "take", "colour": GREEN})
    assert YELLOW not in places(s)


def test_an_empty_flow_is_not_offered() -> None:
    s = receiving()
    s.flows[1] = [E, E, E]
    assert {"type": "flow", "flow": 1} not in legal(s)
