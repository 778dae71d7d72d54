"""Every room's effect, from a named position: a character steps (or is pushed) in."""

from __future__ import annotations

from meeple.games.roomtwentyfive import GAME
from meeple.games.roomtwentyfive.components import ADRENALINE_ROUND, CENTER, PROGRAM

from .positions import acting, at, do, position, suspicion


def step_in(room: str, *, second: str = "look", **kw) -> object:
    """Alice (seat 0) at B2 moves into B1, which holds `room`; her second token is `second`."""
    rooms = {"B1": room, **kw.pop("rooms", {})}
    state = position(4, rooms=rooms, chars={0: "B2", **kw.pop("chars", {})}, **kw)
    acting(state, {0: ["move", second], **kw.pop("programs", {})})
    do(state, {"type": "move", "room": at("B1")})
    return state


def test_empty_room_does_nothing() -> None:
    state = step_in("empty")
    assert state.pos_of(0) == at("B1") and state.phase == PROGRAM and state.turn == 2


def test_mortal_room_kills() -> None:
    state = suspicion(4, rooms={"B1": "death"}, chars={0: "B2"}, roles="PPPG")
    acting(state, {0: ["move", "look"]})
    do(state, {"type": "move", "room": at("B1")})
    assert not state.alive(0) and state.dead == [0]


def test_cooperation_loses_at_the_first_death() -> None:
    state = step_in("death")
    assert state.winner == "complex" and GAME.outcome(state).team_won is False


def test_acid_bath_kills_whoever_was_already_inside() -> None:
    state = suspicion(4, rooms={"B1": "acid"}, chars={0: "B2", 1: "B1"}, roles="PPPG")
    acting(state, {0: ["move", "look"]})
    do(state, {"type": "move", "room": at("B1")})
    assert state.alive(0) and not state.alive(1)


def test_trap_room_kills_unless_the_next_action_leaves() -> None:
    state = suspicion(4, rooms={"B1": "trap"}, chars={0: "B2"}, roles="PPPG")
    acting(state, {0: ["move", "control"]})
    do(state, {"type": "move", "room": at("B1")})
    assert state.alive(0) and state.trapped[0] >= 0
    do(state, {"type": "control", "dir": "down"})
    assert not state.alive(0), "Control keeps her in the room: it rode along"


def pushed_in(room: str) -> object:
    """Bruce pushes Alice from B2 into B1 (holding `room`) before Alice's first action, a Move."""
    state = suspicion(4, rooms={"B1": room}, chars={0: "B2", 1: "B2"}, roles="PPPG", order=[1, 0, 2, 3])
    acting(state, {0: ["move", "look"], 1: ["push", "look"]})
    do(state, {"type": "push", "character": 0, "room": at("B1")})
    return state


def test_trap_room_is_survived_by_moving_out_at_once() -> None:
    state = pushed_in("trap")
    assert state.trapped[0] >= 0 and state.pending == ("target", 0, "move")
    do(state, {"type": "move", "room": at("A1")})
    assert state.alive(0) and state.trapped[0] == -1


def test_trap_room_counts_a_lost_action_as_staying() -> None:
    state = suspicion(4, rooms={"B1": "trap"}, chars={0: "B2"}, roles="PPPG")
    acting(state, {0: ["move", "push"]})
    do(state, {"type": "move", "room": at("B1")})
    assert not state.alive(0), "Push alone is lost, and she is still inside"


def test_flooded_room_kills_at_the_end_of_the_next_turn_and_is_sealed() -> None:
    state = suspicion(4, rooms={"B1": "flooded"}, chars={0: "B2"}, roles="PPPG")
    acting(state, {0: ["move", "look"]})
    do(state, {"type": "move", "room": at("B1")})
    tile = state.board[at("B1")]
    assert state.doom[tile] == 2 and state.phase == PROGRAM and state.turn == 2 and state.alive(0)
    acting(state, {0: ["look", "push"]})
    assert state.turn == 3 and not state.alive(0) and state.sealed[tile]
    state.where[1] = state.board[at("B2")]
    acting(state, {1: ["move", "look"]})
    assert at("B1") not in [a["room"] for a in GAME.legal_actions(state, 1)]


def test_shredder_room_kills_at_the_end_of_this_turn() -> None:
    state = suspicion(4, rooms={"B1": "shredder"}, chars={0: "B2"}, roles="PPPG")
    acting(state, {0: ["move", "look"]})
    do(state, {"type": "move", "room": at("B1")})
    assert state.turn == 2 and not state.alive(0) and state.sealed[state.board[at("B1")]]


def test_leaving_a_flooding_room_in_time_saves_you() -> None:
    state = pushed_in("shredder")
    do(state, {"type": "move", "room": at("A1")})
    assert state.turn == 2 and state.alive(0) and state.sealed[state.board[at("B1")]]


def test_timer_room_takes_a_turn_off_the_countdown() -> None:
    state = step_in("timer")
    assert state.last_turn == 7


def test_vortex_room_sends_back_to_the_centre() -> None:
    state = step_in("vortex")
    assert state.pos_of(0) == CENTER


def test_prison_cell_blocks_moves_until_someone_enters() -> None:
    state = step_in("prison")
    assert state.imprisoned[0]
    acting(state, {0: ["move", "look"]})
    assert state.turn == 3, "her Move was lost"
    state = position(4, rooms={"B1": "prison"}, chars={0: "B1", 1: "B2"}, imprisoned=[True, False, False, False])
    acting(state, {1: ["move", "look"]})
    do(state, {"type": "move", "room": at("B1")})
    assert not state.imprisoned[0] and state.imprisoned[1]


def test_cold_room_allows_only_one_action() -> None:
    state = position(4, rooms={"B1": "cold"}, chars={0: "B1"})
    assert all(a["second"] == "" for a in GAME.legal_actions(state, 0))


def test_dark_room_forbids_looking() -> None:
    state = position(4, rooms={"B1": "dark"}, chars={0: "B1"}, revealed="A1 C1")
    acting(state, {0: ["look", "move"]})
    assert state.pending == ("target", 0, "move"), "the Look was lost"


def test_jamming_room_stops_colour_announcements() -> None:
    state = position(4, rooms={"D4": "jamming"}, chars={0: "B2", 1: "D4"}, revealed="B1")
    acting(state, {0: ["look", "move"]})
    do(state, {"type": "look", "room": at("B1")})
    assert state.pending == ("target", 0, "move"), "no announcement step"


def test_pivot_room_forces_a_slide_of_its_line() -> None:
    state = step_in("pivot")
    assert state.pending == ("effect", 0, "pivot")
    assert {a["dir"] for a in GAME.legal_actions(state, 0)} == {"up", "down", "left", "right"}
    assert {"type": "skip"} not in GAME.legal_actions(state, 0)
    do(state, {"type": "pivot", "dir": "left"})
    assert state.pos_of(0) == at("A1") and state.board[at("A1")] == 1


def test_mirror_room_throws_across_the_centre() -> None:
    state = step_in("mirror")
    assert state.pos_of(0) == at("D5")


def test_illusion_room_throws_into_a_random_hidden_room() -> None:
    state = step_in("illusion", revealed="A4 D5")
    assert state.pos_of(0) in (at("A4"), at("D5")) and state.revealed[state.where[0]]


def test_vision_room_looks_at_any_hidden_room() -> None:
    state = step_in("vision", revealed="E1 A5")
    assert {a["room"] for a in GAME.legal_actions(state, 0) if a["type"] == "view"} == {at("E1"), at("A5")}
    do(state, {"type": "view", "room": at("A5")})
    assert state.knows(0, state.board[at("A5")]) and state.pending == ("announce", 0, state.board[at("A5")])


def test_robot_room_looks_next_door() -> None:
    state = step_in("robot", revealed="A1 E1")
    assert [a for a in GAME.legal_actions(state, 0)] == [{"type": "view", "room": at("A1")}, {"type": "skip"}]


def test_swapping_room_swaps_with_everyone_inside() -> None:
    state = step_in("swapping", chars={1: "D4"})
    do(state, {"type": "swap", "room": at("D4")})
    assert state.pos_of(0) == at("D4") and state.pos_of(1) == at("B1")


def test_shifting_room_slides_any_line_or_nothing() -> None:
    state = step_in("shifting")
    options = GAME.legal_actions(state, 0)
    assert {"type": "skip"} in options and len(options) == 8 * 2 + 1
    do(state, {"type": "shift", "line": 4, "dir": "right"})
    assert state.board[at("A5")] == 24


def test_portal_room_leads_to_another_green_room() -> None:
    state = step_in("portal", rooms={"D4": "regeneration", "E1": "death"})
    rooms = {a["room"] for a in GAME.legal_actions(state, 0) if a["type"] == "portal"}
    assert at("D4") in rooms and at("E1") not in rooms and at("E5") not in rooms


def test_regeneration_room_gives_adrenaline_back() -> None:
    state = step_in("regeneration", adrenaline=[False, True, True, True])
    assert state.adrenaline[0]


def test_key_room_unlocks_room_25() -> None:
    state = step_in("key")
    assert state.key_active


def test_paranoia_room_shows_the_programming_to_all() -> None:
    state = position(4, rooms={"B1": "paranoia"}, chars={0: "B1"})
    state.public = [True, False, False, False]
    GAME.apply(state, 0, {"type": "program", "character": 0, "first": "move", "second": "look", "adrenaline": False})
    assert GAME.view(state, 1)["characters"][0]["tokens"] == ["move", "look"]


def test_a_pushed_character_suffers_the_room() -> None:
    state = suspicion(4, rooms={"B1": "death"}, chars={0: "B2", 1: "B2"}, roles="PPPG")
    acting(state, {0: ["push", "look"]})
    do(state, {"type": "push", "character": 1, "room": at("B1")})
    assert not state.alive(1)


def test_adrenaline_is_the_next_turn_for_the_shredder() -> None:
    state = suspicion(4, rooms={"A2": "shredder"}, chars={0: "B2"}, roles="PPPG")
    acting(state, {0: ["look", "push"]}, {0: True})
    assert state.round == ADRENALINE_ROUND
    do(state, {"type": "adrenaline", "action": "move"})
    do(state, {"type": "move", "room": at("A2")})
    assert state.doom[state.board[at("A2")]] == 2 and state.alive(0)


def test_the_acid_bath_can_kill_two_and_the_game_ends_once() -> None:
    state = position(4, rooms={"B1": "acid"}, chars={0: "B2", 1: "B1", 2: "B1"})
    acting(state, {0: ["move", "look"]})
    events = do(state, {"type": "move", "room": at("B1")})
    assert [e.type for e in events].count("game_over") == 1 and state.winner == "complex"
