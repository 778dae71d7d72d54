"""The special talents option, from named positions: each talent, its targets and its exceptions.

Eight players play one character each, so character c is seat c: Alice 0 (Hide), Bruce 1 (Wreck),
Emmett 2 (Lock), Jennifer 3 (Call), Kevin 4 (Remote), Max 5 (Carry), Sarah 6 (Sabotage),
Frank 7 (Recover).
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.engine import ActionError, Rng
from meeple.games.roomtwentyfive import GAME
from meeple.games.roomtwentyfive.components import ADRENALINE_ROUND, CENTER, EMPTY, PROGRAM
from meeple.games.roomtwentyfive.talents import starting_spares

from .positions import acting, at, do, position, suspicion

ALICE, BRUCE, EMMETT, JENNIFER, KEVIN, MAX, SARAH, FRANK = range(8)


def talented(mode: str = "cooperation", **kw: Any) -> Any:
    """An 8-player position with the talents option on."""
    make = suspicion if mode == "suspicion" else position
    return make(8, talents=True, spares=starting_spares(8), **kw)


def first(state: Any, c: int, tokens: list[str], **kw: Any) -> Any:
    """c acts first in the turn with `tokens`; everyone else programs Look, Push (lost here)."""
    state.order = [c] + [o for o in range(state.characters) if o != c]
    return acting(state, {c: tokens}, **kw)


def test_the_option_adds_a_fifth_token_to_programming() -> None:
    state = GAME.setup(4, {"talents": True}, 3)
    plain = GAME.setup(4, {}, 3)
    state.phase = plain.phase = PROGRAM
    mine = GAME.legal_actions(state, 0)
    assert any(a["first"] == "talent" for a in mine) and any(a["second"] == "talent" for a in mine)
    assert len(mine) == 2 * 25 and len(GAME.legal_actions(plain, 0)) == 2 * 16
    assert GAME.view(state, 1)["characters"][0]["talent"]["id"] == "hide"
    assert "talent" not in GAME.view(plain, 1)["characters"][0]


def test_a_talent_is_lost_in_the_central_room() -> None:
    state = first(talented(chars={ALICE: "C3"}), ALICE, ["talent", "look"])
    assert state.pending is None or state.pending[1] != ALICE
    assert state.hidden[ALICE] == 0


def test_adrenaline_never_offers_the_talent() -> None:
    state = first(talented(chars={ALICE: "B2"}), ALICE, ["talent", "move"], adrenaline={ALICE: True})
    do(state, {"type": "hide"})
    do(state, {"type": "move", "room": at("B1")})
    assert state.round == ADRENALINE_ROUND
    assert {a["action"] for a in GAME.legal_actions(state, ALICE)} == {"look", "move", "push", "control"}
    with pytest.raises(ActionError, match="never the talent"):
        GAME.apply(state, ALICE, {"type": "adrenaline", "action": "talent"})


def test_alice_hides_from_pushes_and_the_acid_bath_for_the_turn() -> None:
    state = talented("suspicion", rooms={"B2": "acid"}, chars={ALICE: "B2", BRUCE: "B2", EMMETT: "B3"},
                     roles="PPPGPPGP")
    first(state, ALICE, ["talent", "move"])
    do(state, {"type": "hide"})
    assert GAME.view(state, 3)["characters"][ALICE]["hiding"] is True and state.turn == 1
    from meeple.games.roomtwentyfive.effects import enter
    from meeple.games.roomtwentyfive.targets import push_victims

    assert push_victims(state, BRUCE) == []
    enter(state, EMMETT, state.board[at("B2")], [])
    assert state.alive(ALICE) and not state.alive(BRUCE), "the acid spares the hidden Alice only"


def test_alices_hiding_ends_with_the_turn() -> None:
    state = talented(chars={ALICE: "B2"})
    first(state, ALICE, ["talent", "look"])
    do(state, {"type": "hide"})
    assert state.phase == PROGRAM and state.turn == 2
    assert GAME.view(state, 0)["characters"][ALICE]["hiding"] is False


def test_bruce_wrecks_his_room_once() -> None:
    state = talented(rooms={"B2": "dark"}, chars={BRUCE: "B2"})
    first(state, BRUCE, ["talent", "look"])
    assert GAME.legal_actions(state, BRUCE) == [{"type": "wreck", "room": at("B2")}]
    events = do(state, {"type": "wreck", "room": at("B2")})
    assert state.room_of(BRUCE) == EMPTY and state.spares[BRUCE] == 0
    assert "Dark Room at B2 into an Empty Room" in "\n".join(e.text for e in events)
    state.kind[state.where[BRUCE]] = "dark"
    first(state, BRUCE, ["talent", "look"])
    assert state.pending is None or state.pending[1] != BRUCE, "no Empty Room left: the talent is lost"


def test_a_wrecked_flooded_room_no_longer_floods() -> None:
    state = talented(rooms={"B2": "flooded"}, chars={BRUCE: "B2"}, doom=[0] * 25)
    state.doom[state.board[at("B2")]] = 1
    first(state, BRUCE, ["talent", "look"])
    do(state, {"type": "wreck", "room": at("B2")})
    assert state.alive(BRUCE) and not state.sealed[state.board[at("B2")]]


def test_emmett_locks_a_room_nobody_may_enter_and_opens_it_again() -> None:
    state = talented(chars={EMMETT: "B2", JENNIFER: "B3"})
    first(state, EMMETT, ["talent", "look"])
    assert at("C2") in {a["room"] for a in GAME.legal_actions(state, EMMETT)}
    do(state, {"type": "lock", "room": at("B1")})
    view = GAME.view(state, 5)
    assert view["rooms"][at("B1")]["locked"] is True
    first(state, JENNIFER, ["move", "look"])
    moves = {a["room"] for a in GAME.legal_actions(state, JENNIFER) if a["type"] == "move"}
    assert at("B2") in moves
    state.where[JENNIFER] = state.board[at("A1")]
    state.pending = ("target", JENNIFER, "move")
    assert at("B1") not in {a["room"] for a in GAME.legal_actions(state, JENNIFER)}


def test_emmetts_third_lock_moves_his_oldest() -> None:
    state = talented(chars={EMMETT: "B2"})
    state.locks = [state.board[at("B1")], state.board[at("A2")]]
    first(state, EMMETT, ["talent", "look"])
    assert GAME.describe_action(state, EMMETT, {"type": "lock", "room": at("B1")}) == "Emmett opens B1"
    do(state, {"type": "lock", "room": at("C2")})
    assert state.locks == [state.board[at("A2")], state.board[at("C2")]]


def test_jennifer_calls_a_character_from_next_door() -> None:
    state = talented(rooms={"B1": "vision"}, chars={JENNIFER: "B1", MAX: "B2", SARAH: "D4"}, revealed="E1")
    first(state, JENNIFER, ["talent", "look"])
    assert GAME.legal_actions(state, JENNIFER) == [{"type": "call", "character": MAX}]
    do(state, {"type": "call", "character": MAX})
    assert state.pos_of(MAX) == at("B1") and state.pending == ("effect", MAX, "vision"), "the room's effect applies"


def test_kevin_slides_a_line_next_to_his_own() -> None:
    state = talented(chars={KEVIN: "B2"})
    first(state, KEVIN, ["talent", "move"])
    lines = {(a["line"], a["dir"]) for a in GAME.legal_actions(state, KEVIN)}
    assert lines == {(0, "left"), (0, "right"), (0, "up"), (0, "down")}, "row 1 and column A (row 3, column C: central)"
    tile = state.board[at("A1")]
    do(state, {"type": "remote", "line": 0, "dir": "right"})
    assert state.tile_pos[tile] == at("B1") and state.tokens == {"r0": "right"}


def test_max_carries_someone_with_him_and_both_suffer_the_room() -> None:
    state = talented("suspicion", rooms={"B1": "vortex"}, chars={MAX: "B2", FRANK: "B2", ALICE: "B2"},
                     roles="PPPGPPGP")
    state.hidden[ALICE] = state.turn
    first(state, MAX, ["talent", "look"])
    assert {a["character"] for a in GAME.legal_actions(state, MAX)} == {FRANK}, "hidden Alice cannot be carried"
    do(state, {"type": "carry", "character": FRANK, "room": at("B1")})
    assert state.pos_of(MAX) == CENTER and state.pos_of(FRANK) == CENTER


def test_sarah_sabotages_two_rooms_next_to_her() -> None:
    state = talented(rooms={"B1": "death", "A2": "trap", "C2": "room25"}, chars={SARAH: "B2"})
    first(state, SARAH, ["talent", "look"])
    assert {a["room"] for a in GAME.legal_actions(state, SARAH)} == {at("B1"), at("A2")}, "never a blue room"
    do(state, {"type": "sabotage", "room": at("B1")})
    assert state.room_at(at("B1")) == EMPTY and state.spares[SARAH] == 1


def test_frank_recovers_his_adrenaline_and_leaves_the_trap_alive() -> None:
    state = talented(rooms={"B2": "trap"}, chars={FRANK: "B2"}, adrenaline=[True] * 7 + [False])
    state.trapped[FRANK] = state.board[at("B2")]
    first(state, FRANK, ["talent", "look"])
    do(state, {"type": "recover"})
    assert state.alive(FRANK) and state.adrenaline[FRANK] and state.trapped[FRANK] == -1


def test_frank_with_nothing_to_recover_loses_the_talent() -> None:
    state = first(talented(chars={FRANK: "B2"}), FRANK, ["talent", "look"])
    assert state.pending is None or state.pending[1] != FRANK


def test_a_refused_talent_explains_itself() -> None:
    state = talented(chars={SARAH: "B2"}, rooms={"B1": "death"})
    first(state, SARAH, ["talent", "look"])
    with pytest.raises(ActionError, match="revealed room next to her"):
        GAME.apply(state, SARAH, {"type": "sabotage", "room": at("D4")})
    with pytest.raises(ActionError, match="use Sarah's talent"):
        GAME.apply(state, SARAH, {"type": "move", "room": at("B1")})


def test_determinize_keeps_shown_talent_tokens_and_redraws_the_rest_among_five() -> None:
    state = talented(chars={KEVIN: "B2"})
    first(state, KEVIN, ["talent", "look"])
    seen = set()
    for i in range(30):
        other = GAME.determinize(state, 1, Rng(i))
        assert other.program[KEVIN][0] == "talent" and other.locks == state.locks
        seen.add(other.program[ALICE][1] if len(other.program[ALICE]) > 1 else "")
    assert "talent" in seen


def test_saved_tables_from_before_the_option_still_load() -> None:
    data = GAME.dump(GAME.setup(4, {}, 2))
    for key in ("talents", "hidden", "locks", "spares"):
        data.pop(key)
    assert GAME.load(data).talents is False


def test_max_keeps_his_room_decision_when_the_carried_one_enters_after_him() -> None:
    state = talented(rooms={"B1": "vision"}, chars={MAX: "B2", FRANK: "B2"}, revealed="E1")
    first(state, MAX, ["talent", "look"])
    do(state, {"type": "carry", "character": FRANK, "room": at("B1")})
    assert state.pos_of(FRANK) == at("B1") and state.pending == ("effect", MAX, "vision")


def test_a_carry_into_death_ends_the_cooperation_game_with_nothing_pending() -> None:
    state = talented(rooms={"B1": "vision", "E1": "death"}, chars={MAX: "B2", FRANK: "B2"}, revealed="E1")
    first(state, MAX, ["talent", "look"])
    state.kind[state.board[at("B1")]] = "acid"
    do(state, {"type": "carry", "character": FRANK, "room": at("B1")})
    assert state.winner == "complex" and state.pending is None, "Frank's arrival dissolves Max"
