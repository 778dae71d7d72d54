"""The reminder tokens option, from named positions: laid while looking, public, back on reveal."""

from __future__ import annotations

import pytest

from meeple.engine import ActionError
from meeple.games.roomtwentyfive import GAME

from .positions import acting, at, do, position


def looking(**kw: object) -> object:
    """Alice (seat 0) at B2 looks at the face-down B1 with the reminders option on."""
    kw.setdefault("chars", {0: "B2"})
    state = position(4, revealed="B1 A1", reminding=True, reminders=[-1] * 4, **kw)
    acting(state, {0: ["look", "move"]})
    do(state, {"type": "look", "room": at("B1")})
    return state


def test_a_reminder_is_laid_after_a_look_and_everyone_sees_it() -> None:
    state = looking()
    assert {"type": "remind"} in GAME.legal_actions(state, 0)
    do(state, {"type": "remind"})
    assert state.pending[0] == "announce" and {"type": "remind"} not in GAME.legal_actions(state, 0)
    assert GAME.view(state, 2)["rooms"][at("B1")]["reminders"] == [0]
    do(state, {"type": "quiet"})


def test_the_reminder_comes_back_when_its_room_is_revealed() -> None:
    state = looking()
    do(state, {"type": "remind"})
    do(state, {"type": "quiet"})
    do(state, {"type": "move", "room": at("B1")})
    assert state.reminders == [-1] * 4
    assert GAME.view(state, 2)["rooms"][at("B1")]["reminders"] == []


def test_a_second_reminder_moves_the_token() -> None:
    state = looking()
    state.reminders[0] = state.board[at("A1")]
    do(state, {"type": "remind"})
    assert state.reminders[0] == state.board[at("B1")]


def test_in_the_jamming_silence_only_the_reminder_speaks() -> None:
    state = looking(rooms={"D4": "jamming"}, chars={0: "B2", 1: "D4"})
    assert GAME.legal_actions(state, 0) == [{"type": "quiet"}, {"type": "remind"}]
    with pytest.raises(ActionError, match="Jamming"):
        GAME.apply(state, 0, {"type": "announce", "colour": "red"})


def test_without_the_option_there_is_no_reminder() -> None:
    state = position(4, chars={0: "B2"}, revealed="B1")
    acting(state, {0: ["look", "move"]})
    do(state, {"type": "look", "room": at("B1")})
    assert {"type": "remind"} not in GAME.legal_actions(state, 0)
    assert "reminders" not in GAME.view(state, 0)["rooms"][at("B1")]
    with pytest.raises(ActionError, match="reminder"):
        GAME.apply(state, 0, {"type": "remind"})
