"""The escape, the guards' wins, the countdown, and the identity reveals of Suspicion."""

from __future__ import annotations

from meeple.games.roomtwentyfive import GAME
from meeple.games.roomtwentyfive.components import OVER

from .positions import acting, at, do, position, suspicion

ALL_IN = {0: "E5", 1: "E5", 2: "E5", 3: "E5"}


def slide_out(state) -> None:
    """Alice, in Room 25 at E5, slides row 5 to the right: Room 25 leaves the complex."""
    acting(state, {0: ["control", "look"]})
    do(state, {"type": "control", "dir": "right"})


def test_cooperation_escapes_together_once_the_key_room_is_active() -> None:
    state = position(4, chars=ALL_IN, key_active=True)
    slide_out(state)
    assert state.phase == OVER and state.winner == "prisoners"
    out = GAME.outcome(state)
    assert out.cooperative and out.team_won is True


def test_cooperation_cannot_escape_before_the_key_room() -> None:
    state = position(4, chars=ALL_IN)
    slide_out(state)
    assert state.winner is None and state.pos_of(0) == at("A5")


def test_cooperation_cannot_escape_with_someone_outside() -> None:
    state = position(4, chars={**ALL_IN, 3: "D5"}, key_active=True)
    slide_out(state)
    assert state.winner is None


def test_suspicion_prisoners_escape_with_a_guard_outside_or_inside() -> None:
    for guard_at in ("E5", "B2"):
        state = suspicion(4, chars={**ALL_IN, 3: guard_at}, roles="PPPG")
        slide_out(state)
        assert state.winner == "prisoners"
        out = GAME.outcome(state)
        assert out.teams == (0, 0, 0, 1) and out.ranks == (1, 1, 1, 4)


def test_suspicion_one_prisoner_missing_escapes_only_on_the_last_turn() -> None:
    state = suspicion(4, chars={**ALL_IN, 2: "B2"}, roles="PPPG")
    slide_out(state)
    assert state.winner is None
    state = suspicion(4, chars={**ALL_IN, 2: "B2"}, roles="PPPG", turn=10)
    slide_out(state)
    assert state.winner == "prisoners"


def test_suspicion_two_missing_never_escape() -> None:
    state = suspicion(5, chars={0: "E5", 1: "E5", 2: "B2", 3: "B2", 4: "E5"}, roles="PPPPG", turn=10)
    slide_out(state)
    assert state.winner is None


def test_guards_win_when_two_prisoners_die() -> None:
    state = suspicion(4, rooms={"B1": "death", "D1": "death"}, chars={0: "B2", 1: "D2"}, roles="PPPG")
    acting(state, {0: ["move", "look"], 1: ["move", "look"]})
    do(state, {"type": "move", "room": at("B1")})
    assert state.winner is None and state.unmasked == [False] * 4, "a first death keeps its secret"
    do(state, {"type": "move", "room": at("D1")})
    assert state.winner == "guards" and GAME.outcome(state).ranks == (2, 2, 2, 1)


def test_a_dead_guard_revealed_by_the_second_death_lets_the_game_go_on() -> None:
    state = suspicion(4, rooms={"B1": "death", "D1": "death"}, chars={0: "B2", 1: "D2"}, roles="GPPP")
    acting(state, {0: ["move", "look"], 1: ["move", "look"]})
    do(state, {"type": "move", "room": at("B1")})
    do(state, {"type": "move", "room": at("D1")})
    assert state.winner is None and state.unmasked == [True, False, False, False]


def test_a_dead_prisoner_revealed_by_the_second_death_reveals_it_too() -> None:
    state = suspicion(6, rooms={"B1": "death", "D1": "death"}, chars={0: "B2", 1: "D2"}, roles="PGPPGP")
    acting(state, {0: ["move", "look"], 1: ["move", "look"]})
    do(state, {"type": "move", "room": at("B1")})
    do(state, {"type": "move", "room": at("D1")})
    assert state.winner is None and state.unmasked[:2] == [True, True] and not any(state.unmasked[2:])


def test_one_guard_the_last_outside_room_25_takes_off_the_mask() -> None:
    state = suspicion(4, chars={0: "D5", 1: "E5", 2: "E5", 3: "B2"}, roles="PPPG")
    acting(state, {0: ["move", "look"]})
    do(state, {"type": "move", "room": at("E5")})
    assert state.unmasked == [False, False, False, True]


def test_two_guards_the_last_two_outside_take_off_their_masks() -> None:
    state = suspicion(6, chars={0: "D5", 1: "E5", 2: "E5", 3: "E5", 4: "B2", 5: "B2"}, roles="PPPPGP")
    acting(state, {0: ["move", "look"]})
    do(state, {"type": "move", "room": at("E5")})
    assert state.unmasked == [False, False, False, False, True, True]
    assert GAME.view(state, 1)["characters"][4]["role"] == "guard"
    assert GAME.view(state, 1)["characters"][2]["role"] is None


def test_the_countdown_ending_is_the_guards_win_or_the_team_loss() -> None:
    state = suspicion(4, roles="PPPG", turn=10)
    acting(state, {})
    assert state.winner == "guards" and state.phase == OVER
    state = position(4, turn=8)
    acting(state, {})
    assert state.winner == "complex" and GAME.outcome(state).team_won is False
