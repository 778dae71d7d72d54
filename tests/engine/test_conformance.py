"""The kit passes a correct game and catches each kind of broken one."""

from __future__ import annotations

from typing import Any

import pytest

from meeple.engine import IllegalAction, Rng
from meeple.engine.conformance import ConformanceFailure, check

from .toy import ToyGame, ToyState


def test_a_correct_game_passes() -> None:
    report = check(ToyGame(), seeds=range(30))
    assert report.games == 60
    assert report.steps > 60 * 10


class LeakyView(ToyGame):
    def view(self, s: ToyState, seat: int | None) -> dict[str, Any]:
        return {**super().view(s, seat), "all_hands": s.hands}


class MutatesWhenIllegal(ToyGame):
    def apply(self, s: ToyState, seat: int, action: Any) -> list:
        s.turn = (s.turn + 1) % s.players if isinstance(action, dict) and action.get("type") == "__no_such_action__" else s.turn
        return super().apply(s, seat, action)


class NeverResamples(ToyGame):
    def determinize(self, s: ToyState, seat: int, rng: Rng) -> ToyState:
        out = self.clone(s)
        out.rng = Rng(rng.next64())
        return out


class PeeksAtTheRng(ToyGame):
    def determinize(self, s: ToyState, seat: int, rng: Rng) -> ToyState:
        out = super().determinize(s, seat, Rng(s.rng.state))
        return out


class AcceptsAnything(ToyGame):
    def apply(self, s: ToyState, seat: int, action: Any) -> list:
        if isinstance(action, dict) and action.get("type") == "play":
            return self.play(s, seat, action) if action.get("card") in s.hands[seat] else []
        return super().apply(s, seat, action)


class NeverEnds(ToyGame):
    def legal_actions(self, s: ToyState, seat: int) -> list[dict[str, Any]]:
        return [{"type": "pass"}] if seat == s.turn else []

    def play(self, s: ToyState, seat: int, action: dict[str, Any]) -> list:
        s.turn = (s.turn + 1) % s.players
        return []


class RaisesWrongError(ToyGame):
    def apply(self, s: ToyState, seat: int, action: Any) -> list:
        if action is None:
            raise TypeError("boom")
        return super().apply(s, seat, action)


@pytest.mark.parametrize(
    ("game", "message"),
    [
        (LeakyView(), "changes under determinize"),
        (MutatesWhenIllegal(), "changed the state"),
        (NeverResamples(), "never"),
        (PeeksAtTheRng(), "depends on the state's Rng"),
        (AcceptsAnything(), "was accepted"),
        (NeverEnds(), "max_steps"),
        (RaisesWrongError(), "instead of MalformedAction"),
    ],
)
def test_the_kit_catches_broken_games(game: ToyGame, message: str) -> None:
    with pytest.raises(ConformanceFailure, match=message) as info:
        check(game, seeds=range(5), players=2)
    assert info.value.context["game"] == "toy"
    assert "seed" in str(info.value) or "players" in str(info.value)


def test_failure_names_the_position_and_the_log() -> None:
    with pytest.raises(ConformanceFailure) as info:
        check(AcceptsAnything(), seeds=[3], players=2)
    ctx = info.value.context
    assert ctx["seed"] == 3 and ctx["players"] == 2 and isinstance(ctx["log"], list)
    assert "replay" in str(info.value)


def test_illegal_action_reason_is_readable() -> None:
    game = ToyGame()
    state = game.setup(2, {}, 1)
    with pytest.raises(IllegalAction) as info:
        game.apply(state, 1, {"type": "draw"})
    assert "turn" in info.value.reason
