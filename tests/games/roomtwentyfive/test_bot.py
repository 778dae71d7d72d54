"""The policy from named positions: prisoners look before they step, keep off rooms they know to
be deadly, fetch the Key Room, gather and slide Room 25 out; guards push and lie."""

from __future__ import annotations

from meeple.engine import Rng
from meeple.games.roomtwentyfive import GAME
from meeple.games.roomtwentyfive.bot import POLICY, plan
from meeple.games.roomtwentyfive.components import ACT

from .positions import at, position, suspicion


def decide(state, c: int, pending: tuple) -> dict:
    """The policy's choice for character c's pending decision."""
    state.phase, state.pending = ACT, pending
    return POLICY.choose(GAME, state, state.owner[c], Rng(1))


def test_a_prisoner_looks_before_stepping_into_the_unknown() -> None:
    state = position(revealed="none")
    choice = POLICY.choose(GAME, state, 0, Rng(1))
    assert choice["type"] == "program" and choice["character"] == 0 and choice["first"] == "look"


def test_a_prisoner_goes_round_a_room_it_knows_to_be_deadly() -> None:
    state = position(rooms={"A1": "room25", "B1": "death", "C5": "key"}, chars={0: "B2"}, key_active=True)
    assert decide(state, 0, ("target", 0, "move")) == {"type": "move", "room": at("A2")}


def test_the_nearest_prisoner_fetches_the_key_room_first() -> None:
    state = position(rooms={"E5": "room25", "A1": "key"}, chars={0: "B2", 1: "D4", 2: "D4", 3: "D4"})
    assert decide(state, 0, ("target", 0, "move"))["room"] in (at("A2"), at("B1"))
    assert decide(state, 1, ("target", 1, "move"))["room"] in (at("E4"), at("D5")), "the others: Room 25"


def test_with_everyone_inside_and_the_key_on_room_25_slides_out() -> None:
    state = position(rooms={"A1": "key"}, chars={c: "E5" for c in range(4)}, key_active=True)
    assert plan(state, 0, 0)[0] == "control"
    assert decide(state, 0, ("target", 0, "control"))["dir"] in ("down", "right")
    assert GAME.apply(state, 0, {"type": "control", "dir": "down"}) and state.winner == "prisoners"


def test_those_next_door_step_in_and_everyone_slides_second() -> None:
    state = position(rooms={"A1": "key"}, chars={0: "E5", 1: "E5", 2: "E5", 3: "E4"}, key_active=True)
    assert plan(state, 3, 3)[:2] == ("move", "control")
    assert plan(state, 0, 0)[:2] == ("look", "control"), "Control only once Jennifer is in"


def test_a_guard_pushes_a_prisoner_into_a_room_it_knows_to_be_deadly() -> None:
    state = suspicion(rooms={"B1": "death"}, chars={0: "B2", 1: "B2"}, roles="GPPP")
    assert plan(state, 0, 0)[0] == "push"
    assert decide(state, 0, ("target", 0, "push")) == {"type": "push", "character": 1, "room": at("B1")}


def test_a_guard_calls_a_deadly_room_green_and_a_prisoner_tells_the_truth() -> None:
    state = suspicion(rooms={"B2": "death"}, roles="GPPP", revealed="B2")
    tile = state.board[at("B2")]
    assert decide(state, 0, ("announce", 0, tile)) == {"type": "announce", "colour": "green"}
    assert decide(state, 1, ("announce", 1, tile)) == {"type": "announce", "colour": "red"}
