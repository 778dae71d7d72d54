"""The turn: the pre-game look, secret programming, resolution in countdown order, lost actions,
the four actions, sliding with wrap and the control tokens, the end of the turn and Adrenaline."""

from __future__ import annotations

from meeple.games.roomtwentyfive import GAME
from meeple.games.roomtwentyfive.components import ACT, ADRENALINE_ROUND, CENTER, EXIT, PEEK, PROGRAM

from .positions import acting, at, do, position


def test_each_player_looks_at_one_room_next_to_the_centre_even_with_two_characters() -> None:
    state = GAME.setup(2, {}, 4)
    assert state.phase == PEEK and GAME.waiting_for(state) == {0, 1}
    assert [a["room"] for a in GAME.legal_actions(state, 0)] == [at("C2"), at("B3"), at("D3"), at("C4")]
    events = GAME.apply(state, 0, {"type": "peek", "room": at("B3")})
    assert events[0].to == (0,)
    assert GAME.legal_actions(state, 0) == [] and GAME.view(state, 1)["peeked"] == [None, None]
    GAME.apply(state, 1, {"type": "peek", "room": at("C2")})
    assert state.phase == PROGRAM and GAME.view(state, 1)["peeked"] == [at("B3"), at("C2")]
    assert GAME.view(state, 1)["rooms"][at("B3")]["kind"] is None
    assert GAME.view(state, 0)["rooms"][at("B3")]["kind"] == state.room_at(at("B3"))


def test_programming_two_different_tokens_or_one_and_adrenaline_once() -> None:
    state = position(4)
    options = GAME.legal_actions(state, 0)
    assert len(options) == (12 + 4) * 2
    assert all(a["first"] != a["second"] for a in options)
    state.adrenaline[0] = False
    assert all(a["adrenaline"] is False for a in GAME.legal_actions(state, 0))


def test_programming_is_secret_until_revealed_token_by_token() -> None:
    state = position(4, chars={0: "B2"})
    GAME.apply(state, 0, {"type": "program", "character": 0, "first": "move", "second": "look", "adrenaline": True})
    seen_by_1 = GAME.view(state, 1)["characters"][0]
    assert seen_by_1["tokens"] is None and seen_by_1["ready"] is True and seen_by_1["adrenaline"] is True
    assert GAME.view(state, 0)["characters"][0]["tokens"] == ["move", "look"]
    acting(state, {0: ["move", "look"]}, {0: True})
    seen_by_1 = GAME.view(state, 1)["characters"][0]
    assert seen_by_1["tokens"] == ["move"] and seen_by_1["count"] == 2 and seen_by_1["planned"] is True


def test_actions_resolve_in_countdown_order_first_tokens_then_second() -> None:
    state = position(4, chars={0: "B2", 1: "D2", 2: "B4", 3: "D4"}, order=[2, 0, 3, 1])
    acting(state, {c: ["move", "control"] for c in range(4)})
    seen = []
    while state.phase == ACT and state.turn == 1:
        _, c, token = state.pending
        seen.append((c, token))
        do(state, GAME.legal_actions(state, state.owner[c])[0])
    assert seen == [(2, "move"), (0, "move"), (3, "move"), (1, "move"),
                    (2, "control"), (0, "control"), (3, "control"), (1, "control")]


def test_one_action_chooses_its_round_at_resolution() -> None:
    state = position(4, chars={0: "B2"})
    acting(state, {0: ["move"]})
    assert state.pending == ("timing", 0, "")
    do(state, {"type": "later"})
    assert state.round == 2 and state.pending == ("target", 0, "move")


def test_an_action_that_cannot_be_done_is_lost() -> None:
    state = position(4)
    acting(state, {0: ["push", "control"]})
    assert state.phase == PROGRAM and state.turn == 2, "no Push nor Control from the Central Room"
    state = position(4, chars={0: "B2"})
    GAME.apply(state, 0, {"type": "program", "character": 0, "first": "push", "second": "move", "adrenaline": False})
    for c in (1, 2, 3):
        GAME.apply(state, c, {"type": "program", "character": c, "first": "look", "second": "push",
                              "adrenaline": False})
    assert state.pending == ("target", 0, "move"), "the Push with nobody in the room was lost"


def test_look_is_secret_and_a_colour_may_be_announced() -> None:
    state = position(4, chars={0: "B2"}, revealed="B1")
    acting(state, {0: ["look", "push"]})
    events = do(state, {"type": "look", "room": at("B1")})
    assert [e.to for e in events if e.type == "saw"] == [(0,)]
    assert GAME.view(state, 1)["rooms"][at("B1")]["kind"] is None
    assert GAME.view(state, 1)["rooms"][at("B1")]["looked"] == [0]
    do(state, {"type": "announce", "colour": "red"})
    assert GAME.view(state, 2)["rooms"][at("B1")]["claims"] == [{"character": 0, "colour": "red"}]


def test_move_reveals_the_room_for_good() -> None:
    state = position(4, chars={0: "B2"}, revealed="B1")
    acting(state, {0: ["move", "push"]})
    events = do(state, {"type": "move", "room": at("B1")})
    assert state.revealed[state.board[at("B1")]] and any(e.type == "reveal" and e.reveals for e in events)
    assert state.pos_of(0) == at("B1")


def test_push_moves_another_character_but_never_in_the_central_room() -> None:
    state = position(4, chars={0: "B2", 1: "B2"})
    acting(state, {0: ["push", "look"]})
    assert {(a["character"], a["room"]) for a in GAME.legal_actions(state, 0)} == {
        (1, at("B1")), (1, at("A2")), (1, at("C2")), (1, at("B3"))}
    do(state, {"type": "push", "character": 1, "room": at("C2")})
    assert state.pos_of(1) == at("C2") and state.pos_of(0) == at("B2")
    state = position(4)
    acting(state, {0: ["push", "look"]})
    assert state.phase == PROGRAM


def test_control_slides_the_line_with_wrap_and_riders() -> None:
    state = position(4, chars={0: "A2", 1: "E2"})
    tile_a2, tile_e2 = state.board[at("A2")], state.board[at("E2")]
    acting(state, {0: ["control", "move"]})
    assert {a["dir"] for a in GAME.legal_actions(state, 0)} == {"up", "down", "left", "right"}
    do(state, {"type": "control", "dir": "left"})
    assert state.board[at("E2")] == tile_a2 and state.board[at("D2")] == tile_e2
    assert state.pos_of(0) == at("E2") and state.pos_of(1) == at("D2")
    assert state.tokens == {"r1": "left"}


def test_the_central_row_and_column_never_slide() -> None:
    state = position(4, chars={0: "A3"})
    acting(state, {0: ["control", "look"]})
    assert {a["dir"] for a in GAME.legal_actions(state, 0)} == {"up", "down"}
    state = position(4)
    acting(state, {0: ["control", "look"]})
    assert state.phase == PROGRAM, "from the Central Room Control is lost"


def test_a_line_slides_again_only_in_the_same_direction_this_turn() -> None:
    state = position(4, chars={0: "A2", 1: "C2"})
    acting(state, {0: ["control", "look"], 1: ["control", "look"]})
    do(state, {"type": "control", "dir": "right"})
    assert state.pos_of(1) == at("D2"), "it rode along"
    assert {a["dir"] for a in GAME.legal_actions(state, 1)} == {"right", "up", "down"}


def test_the_turn_end_clears_tokens_and_the_first_becomes_last() -> None:
    state = position(4, chars={0: "A2"})
    acting(state, {0: ["control", "look"]})
    do(state, {"type": "control", "dir": "right"})
    assert state.phase == PROGRAM and state.turn == 2
    assert state.tokens == {} and state.order == [1, 2, 3, 0]


def test_adrenaline_comes_after_the_turn_end_with_tokens_cleared() -> None:
    state = position(4, chars={0: "A2"})
    acting(state, {0: ["control", "look"]}, {0: True})
    do(state, {"type": "control", "dir": "right"})
    assert state.round == ADRENALINE_ROUND and state.turn == 2 and state.tokens == {}
    assert state.pending == ("adrenaline", 0, "")
    do(state, {"type": "adrenaline", "action": "control"})
    assert "left" in {a["dir"] for a in GAME.legal_actions(state, 0)}
    do(state, {"type": "control", "dir": "left"})
    assert state.phase == PROGRAM and not state.adrenaline[0]
    assert all(a["adrenaline"] is False for a in GAME.legal_actions(state, 0))


def test_room_25_slid_out_without_the_prisoners_wraps_round() -> None:
    state = position(4, chars={0: "E5"})
    tile = state.board[at("E5")]
    acting(state, {0: ["control", "look"]})
    do(state, {"type": "control", "dir": "right"})
    assert state.winner is None and state.board[at("A5")] == tile and state.kind[tile] == EXIT
    assert state.pos_of(0) == at("A5") and CENTER == 12


def test_one_action_played_now_uses_the_first_round() -> None:
    state = position(4, chars={0: "B2"})
    acting(state, {0: ["move"]})
    do(state, {"type": "now"})
    assert state.round == 1 and state.pending == ("target", 0, "move")
    do(state, {"type": "move", "room": at("B1")})
    assert state.phase == PROGRAM and state.done == [0, 0, 0, 0]


def test_the_adrenaline_round_follows_the_new_turn_order() -> None:
    state = position(4, chars={0: "A2", 1: "B2"})
    acting(state, {0: ["look", "push"], 1: ["look", "push"]}, {0: True, 1: True})
    assert state.order == [1, 2, 3, 0] and state.pending == ("adrenaline", 1, "")
