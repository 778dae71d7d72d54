"""Module A (Yin-Yang) and Module D (Objectives), the two table options."""

from __future__ import annotations

from meeple.games.chakra import GAME
from meeple.games.chakra.components import (
    BLACK,
    DARK_BLUE,
    EARTH,
    GREEN,
    LIGHT_BLUE,
    ORANGE,
    PURPLE,
    RED,
    WHITE,
    YELLOW,
)
from meeple.games.chakra.objectives import meets
from meeple.games.chakra.scoring import totals

from .positions import board, harmonized, position, receiving, yin_yang


def takes(state, seat=0):
    return sorted(a["colour"] for a in GAME.legal_actions(state, seat) if a["type"] == "take")


def placing(state, seat=0):
    return any(a["type"] in ("bubbles", "place") for a in GAME.legal_actions(state, seat))


# --- Module A: Yin-Yang -----------------------------------------------------------------------

def test_the_bag_holds_three_white_energies_per_player_only_with_module_a() -> None:
    assert GAME.setup(3, {"yinyang": True}, 1).bag[WHITE] + sum(
        f.count(WHITE) for f in GAME.setup(3, {"yinyang": True}, 1).flows) == 9
    assert GAME.setup(3, {}, 1).bag[WHITE] == 0


def test_a_flow_showing_white_gives_its_white_with_another_energy() -> None:
    s = yin_yang()
    GAME.apply(s, 0, {"type": "flow", "flow": 0})
    GAME.apply(s, 0, {"type": "take", "colour": WHITE})
    assert not placing(s)  # white alone is not a take
    GAME.apply(s, 0, {"type": "take", "colour": RED})
    assert placing(s)
    s = yin_yang()
    GAME.apply(s, 0, {"type": "flow", "flow": 0})
    GAME.apply(s, 0, {"type": "take", "colour": RED})
    assert not placing(s) and takes(s) == [GREEN, WHITE]  # the white must come too


def test_white_is_never_taken_with_black() -> None:
    s = yin_yang()
    GAME.apply(s, 0, {"type": "flow", "flow": 1})
    assert takes(s) == [YELLOW, BLACK]  # black is forced, so the white stays


def test_a_flow_of_white_alone_cannot_be_received() -> None:
    s = yin_yang()
    assert {"type": "flow", "flow": 2} not in GAME.legal_actions(s, 0)


def test_three_energies_with_a_white_are_temporarily_harmonized_and_skipped() -> None:
    s = board(yin_yang(), 0, {GREEN: [WHITE, RED, PURPLE], LIGHT_BLUE: [RED]})
    assert GAME.view(s, 0)["boards"][0]["passable"][GREEN]
    assert not GAME.view(s, 0)["boards"][0]["harmonized"][GREEN]
    GAME.apply(s, 0, {"type": "channel", "space": 6})
    moves = [(a["from"], a["colour"], a["to"]) for a in GAME.legal_actions(s, 0)]
    assert (LIGHT_BLUE, RED, YELLOW) in moves  # down 1, skipping green
    assert (GREEN, WHITE, YELLOW) in moves  # its energies still move: the harmony is temporary


def test_a_temporary_harmony_scores_nothing_and_returns_no_token() -> None:
    s = board(yin_yang(), 0, {RED: [RED, RED]}, notches=(RED,))
    s.flows[0] = [WHITE, PURPLE, GREEN]
    s.notches[0][RED] = False
    GAME.apply(s, 0, {"type": "flow", "flow": 0})
    GAME.apply(s, 0, {"type": "take", "colour": WHITE})
    GAME.apply(s, 0, {"type": "take", "colour": PURPLE})
    GAME.apply(s, 0, {"type": "bubbles"})
    board(s, 0, {RED: [RED, RED, WHITE]}, notches=(RED,))
    s.phase = "over"
    assert s.notches[0][RED] and totals(s)[0] == 0


def test_black_and_white_on_one_chakra_at_the_end_of_the_turn_make_a_half_yin_yang() -> None:
    s = board(yin_yang(), 0, {GREEN: [BLACK], YELLOW: [WHITE]})
    GAME.apply(s, 0, {"type": "channel", "space": 6})
    events = GAME.apply(s, 0, {"type": "move", "from": YELLOW, "colour": WHITE, "to": GREEN})
    assert s.chakras[0][GREEN] == [] and s.halves[0] == 1
    assert "yinyang" in [e.type for e in events]


def test_a_whole_yin_yang_scores_3_and_a_half_1() -> None:
    s = position(2, {"yinyang": True})
    s.halves = [3, 1]
    s.phase = "over"
    assert totals(s) == [4, 1]


def test_white_may_go_into_the_earth_but_scores_nothing() -> None:
    s = board(yin_yang(), 0, {RED: [WHITE]})
    GAME.apply(s, 0, {"type": "channel", "space": 6})
    GAME.apply(s, 0, {"type": "move", "from": RED, "colour": WHITE, "to": EARTH})
    assert s.earth_white[0] == 1 and s.earth[0] == 0
    s.phase = "over"
    assert totals(s)[0] == 0


# --- Module D: Objectives ---------------------------------------------------------------------

def test_two_objectives_with_two_players_three_with_more() -> None:
    assert len(GAME.setup(2, {"objectives": True}, 5).goals) == 2
    assert len(GAME.setup(3, {"objectives": True}, 5).goals) == 3
    assert len(GAME.setup(4, {"objectives": True}, 5).goals) == 3
    assert GAME.setup(4, {}, 5).goals == []


def test_the_first_to_meet_an_objective_takes_2_the_second_1_and_nobody_both() -> None:
    s = position(3, {"objectives": True}, flows=receiving().flows, goals=[2, 7], claims=[[], []])
    board(s, 0, {**harmonized(PURPLE), RED: [RED, RED]})
    board(s, 1, harmonized(PURPLE, RED))
    GAME.apply(s, 0, {"type": "flow", "flow": 2})
    GAME.apply(s, 0, {"type": "take", "colour": RED})
    events = GAME.apply(s, 0, {"type": "place", "chakra": RED})
    assert s.claims == [[0], []] and [e.data["points"] for e in events if e.type == "objective"] == [2]
    GAME.apply(s, 1, {"type": "meditate"})
    GAME.apply(s, 1, {"type": "look", "colour": PURPLE})
    assert s.claims == [[0, 1], []]
    GAME.apply(s, 2, {"type": "meditate"})
    GAME.apply(s, 2, {"type": "look", "colour": PURPLE})
    GAME.apply(s, 0, {"type": "meditate"})
    GAME.apply(s, 0, {"type": "look", "colour": PURPLE})
    assert s.claims == [[0, 1], []]  # both bonuses gone; seat 0 never takes a second one
    s.phase = "over"
    assert totals(s)[0] == 4 + 1 + 2 + 2 and totals(s)[1] == 4 + 1 + 2 + 1


def test_each_objective_card() -> None:
    s = position(2, {"objectives": True})
    board(s, 0, harmonized(DARK_BLUE, ORANGE))
    assert meets(s, 0, 0) and not meets(s, 0, 1)
    board(s, 0, harmonized(LIGHT_BLUE, YELLOW))
    assert meets(s, 0, 1)
    board(s, 0, {k: [BLACK] for k in range(7)})
    assert meets(s, 0, 3)
    board(s, 0, {k: [BLACK] for k in range(6)})
    assert not meets(s, 0, 3)
    board(s, 0, harmonized(GREEN, YELLOW, ORANGE))
    assert meets(s, 0, 4) and not meets(s, 0, 5)
    board(s, 0, harmonized(PURPLE, DARK_BLUE, YELLOW, ORANGE))
    assert meets(s, 0, 5) and not meets(s, 0, 4)
    board(s, 0, harmonized(PURPLE, DARK_BLUE, LIGHT_BLUE))
    assert not meets(s, 0, 5)  # two pairs sharing a chakra are not two pairs
    s.meditation[0] = list(range(7))
    assert meets(s, 0, 6)
    board(s, 0, earth=3)
    assert meets(s, 0, 7)
