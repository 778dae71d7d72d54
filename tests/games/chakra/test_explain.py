"""Chakra's refusals: one sentence per failing predicate, the same predicates that list the legal actions.

Named positions pin each sentence. Along seeded random playouts (two
players, Module A with three, Module D), every candidate over a small domain
of each action shape must apply exactly when listed, each predicate of
`receive`, `channel` and `turn` must agree with the list, and no refusal may
fall back to the engine's generic words.
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.games.chakra import GAME
from meeple.games.chakra.channel import can_channel, can_move
from meeple.games.chakra.components import BLACK, GREEN, ORANGE, PURPLE, RED, YELLOW
from meeple.games.chakra.receive import can_choose_flow, can_place, can_take
from meeple.games.chakra.state import ChakraState
from meeple.games.chakra.turn import can_look, can_meditate

from ..refusals import check_refusals, refusal, sample_positions
from .positions import board, harmonized, receiving


def flow(f: Any) -> dict[str, Any]:
    return {"type": "flow", "flow": f}


def take(c: Any) -> dict[str, Any]:
    return {"type": "take", "colour": c}


def place(k: Any) -> dict[str, Any]:
    return {"type": "place", "chakra": k}


def channel(space: Any) -> dict[str, Any]:
    return {"type": "channel", "space": space}


def move(pos: Any, colour: Any, to: Any) -> dict[str, Any]:
    return {"type": "move", "from": pos, "colour": colour, "to": to}


def look(c: Any) -> dict[str, Any]:
    return {"type": "look", "colour": c}


BUBBLES: dict[str, Any] = {"type": "bubbles"}
MEDITATE: dict[str, Any] = {"type": "meditate"}


def taking_red() -> ChakraState:
    """Seat 0 receives from flow 1 (red, green, black) and has taken red; purple holds 2 energies,
    green's notch a token, the bubbles 2 energies."""
    s = board(receiving(), 0, {PURPLE: [YELLOW, YELLOW]}, bubbles=[ORANGE, ORANGE], notches=(GREEN,))
    GAME.apply(s, 0, flow(0))
    GAME.apply(s, 0, take(RED))
    return s


def taking_black_red() -> ChakraState:
    s = taking_red()
    GAME.apply(s, 0, take(BLACK))
    return s


def full_board() -> ChakraState:
    """Seat 0: three blacks, three reds and three greens on the board, one bubble free; flow 3 shows
    red and green only."""
    s = board(receiving(), 0, {PURPLE: [BLACK, BLACK, BLACK], RED: [RED, RED, RED], GREEN: [GREEN]},
              bubbles=[GREEN, GREEN])
    s.flows[2] = [RED, GREEN, -1]
    return s


def no_room() -> ChakraState:
    """Seat 0: bubbles full and all five tokens in notches."""
    return board(receiving(), 0, bubbles=[YELLOW, YELLOW, ORANGE], notches=(1, 2, 3, 4, 5))


def one_red_on_green() -> ChakraState:
    return board(receiving(), 0, {GREEN: [RED], ORANGE: [BLACK]}, spaces=(6,))


def moving() -> ChakraState:
    """Seat 0 channels "one energy down 2, another down 1": red on orange, green on purple, yellow harmonized."""
    s = board(receiving(), 0, {ORANGE: [RED], PURPLE: [GREEN], **harmonized(YELLOW)})
    GAME.apply(s, 0, channel(1))
    return s


def no_tokens() -> ChakraState:
    return board(receiving(), 0, {GREEN: [RED]}, spaces=(0, 1, 2, 3), notches=(PURPLE,))


def looking() -> ChakraState:
    s = receiving()
    GAME.apply(s, 0, MEDITATE)
    return s


TURN_NOW = "Now choose your action: receive energies from a flow, channel energy or meditate."

SCENARIOS = [
    ("start", 1, flow(0), "It is not your turn."),
    ("start", 0, take(RED), TURN_NOW),
    ("start", 0, BUBBLES, TURN_NOW),
    ("start", 0, move(0, 0, 1), TURN_NOW),
    ("start", 0, look(RED), TURN_NOW),
    ("start", 0, flow(3), 'A flow is written {"type": "flow", "flow": 0}: flows 0, 1 and 2.'),
    ("start", 0, flow(True), 'A flow is written {"type": "flow", "flow": 0}: flows 0, 1 and 2.'),
    ("start", 0, channel(0), 'You cannot make every move of "3 energies down 1" on your board now.'),
    ("start", 0, channel(7), "You have no alleviated black energy in your earth to discard."),
    ("start", 0, channel(8), 'A channel is written {"type": "channel", "space": 0}: spaces 0 to 7.'),
    ("empty_flow", 0, flow(1), "Flow 2 is empty."),
    ("full", 0, flow(0), "Flow 1 shows black, which you would have to take, but your board already holds "
                         "3 black energies."),
    ("full", 0, flow(2), "No take from flow 3 fits on your board (at most 3 energies of one colour on a board)."),
    ("no_room", 0, flow(1), "Your bubbles are full and you have no inspiration token to place energies on a chakra."),
    ("red", 0, flow(1), "Now take energies from flow 1, or place those you have taken."),
    ("red", 0, MEDITATE, "Now take energies from flow 1, or place those you have taken."),
    ("red", 0, take(RED), "You have already taken red: the energies you take must all be of different colours."),
    ("red", 0, take(YELLOW), "Flow 1 shows no yellow energy."),
    ("red", 0, take(9), 'An energy is written {"type": "take", "colour": 7}: its colour, 0 (purple) to 6 (red), '
                        "7 black."),
    ("red", 0, BUBBLES, "Flow 1 shows black: you must take its black energy too."),
    ("black_red", 0, BUBBLES, "The bubbles have room for 1 more energy, not 2."),
    ("black_red", 0, place(GREEN), "There is already an inspiration token beside the green chakra: "
                                   "no more energies go there directly."),
    ("black_red", 0, place(PURPLE), "The purple chakra has room for 1 more energy, not 2."),
    ("black_red", 0, place(7), 'A place is written {"type": "place", "chakra": 3}: chakras 0 (purple) to 6 (red).'),
    ("one_red", 0, channel(6), 'Your inspiration token is already on the space "1 energy up or down 1".'),
    ("no_tokens", 0, channel(6), "You have no inspiration token in hand: meditate to take back those on your spaces."),
    ("moving", 0, move(PURPLE, GREEN, 1), "After that move the rest of your channel pattern could not be made."),
    ("moving", 0, move(PURPLE, RED, 1), "There is no red energy on the purple chakra."),
    ("moving", 0, move(YELLOW, YELLOW, 5), "The yellow chakra is harmonized: its energies no longer move."),
    ("moving", 0, move(ORANGE, RED, 7), "The red energy on the orange chakra can only go to the red chakra now."),
    ("moving", 0, move(ORANGE, RED, 9), 'A move is written {"type": "move", "from": -1, "colour": 3, "to": 0}: '
                                        "from -1 (the bubbles) or a chakra 0 to 6, to a chakra or 7 (the earth)."),
    ("moving", 0, channel(2), "Now make the rest of your channel pattern: one energy down 2 and one energy down 1."),
    ("looking", 0, look(GREEN), "You already have the green meditation token."),
    ("looking", 0, look(7), 'A look is written {"type": "look", "colour": 3}: colours 0 (purple) to 6 (red).'),
    ("looking", 0, MEDITATE, "Now choose the colour of your new meditation token."),
]


def empty_flow() -> ChakraState:
    s = receiving()
    s.flows[1] = [-1, -1, -1]
    return s


POSITIONS = {"start": receiving, "empty_flow": empty_flow, "full": full_board, "no_room": no_room, "red": taking_red,
             "black_red": taking_black_red, "one_red": one_red_on_green, "no_tokens": no_tokens,
             "moving": moving, "looking": looking}


@pytest.mark.parametrize(("where", "seat", "action", "reason"), SCENARIOS)
def test_each_refusal_names_the_failing_predicate(where: str, seat: int, action: dict, reason: str) -> None:
    assert refusal(GAME, POSITIONS[where](), seat, action) == reason


def test_after_the_end_every_action_is_refused_as_over() -> None:
    s = receiving()
    s.phase = "over"
    assert refusal(GAME, s, 0, MEDITATE) == "The game is over."


CANDIDATES: list[dict[str, Any]] = (
    [flow(f) for f in range(-1, 4)] + [take(c) for c in range(-1, 10)] + [place(k) for k in range(-1, 8)]
    + [BUBBLES, MEDITATE] + [channel(i) for i in range(-1, 9)] + [look(c) for c in range(-1, 8)]
    + [move(p, c, t) for p in range(-1, 7) for c in (0, 3, 6, 7, 8) for t in range(0, 8)]
    + [flow("1"), take(True), place(None), channel(1.0), look("red"), move("a", 0, 0)]
)
"""Every action shape over a small domain, with values of the wrong type."""


def sampled() -> list[ChakraState]:
    """Positions along seeded random playouts, one kept in five."""
    setups = [(2, {}, 0), (3, {"yinyang": True}, 1), (2, {"objectives": True}, 2)]
    return sample_positions(GAME, setups, 250, 5)


def test_apply_accepts_exactly_the_legal_actions_and_explains_the_rest() -> None:
    for state in sampled():
        check_refusals(GAME, state, range(state.players), CANDIDATES)


def test_the_predicates_are_the_legal_lists() -> None:
    for state in sampled():
        for seat in range(state.players):
            legal = GAME.legal_actions(state, seat)
            for f in range(3):
                assert can_choose_flow(state, seat, f) == (flow(f) in legal)
            for c in range(9):
                assert can_take(state, seat, c) == (take(c) in legal)
            for k in range(7):
                assert can_place(state, seat, k) == (place(k) in legal)
                assert can_look(state, seat, k) == (look(k) in legal)
            assert can_place(state, seat, -1) == (BUBBLES in legal)
            assert can_meditate(state, seat) == (MEDITATE in legal)
            for i in range(8):
                assert can_channel(state, seat, i) == (channel(i) in legal)
            for p in range(-1, 7):
                for c in range(9):
                    for t in range(8):
                        assert can_move(state, seat, p, c, t) == (move(p, c, t) in legal)
