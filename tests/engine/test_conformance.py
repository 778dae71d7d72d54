"""The kit passes a correct game and catches each kind of broken one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import pytest

from meeple.engine import Event, IllegalAction, Option, Rng, action_shapes, contains_action
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
        if isinstance(action, dict) and action.get("type") == "__no_such_action__":
            s.turn = (s.turn + 1) % s.players
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


class BypassesTheMemo(ToyGame):
    def apply(self, s: ToyState, seat: int, action: Any) -> list:
        if contains_action(self.legal_tuple(s, seat), action):
            return self.play(s, seat, action)  # plays without letting the engine forget the legal lists
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
        (BypassesTheMemo(), "legal_tuple for seat . is stale"),
    ],
)
def test_the_kit_catches_broken_games(game: ToyGame, message: str) -> None:
    with pytest.raises(ConformanceFailure, match=message) as info:
        check(game, seeds=range(5), players=2)
    assert info.value.context["game"] == "toy"
    assert "seed" in str(info.value) or "players" in str(info.value)


class SwapsUnderTheDeck(ToyGame):
    """Up to five players and a hidden choice: put a card under the deck and draw the top one."""

    max_players = 5
    max_steps = 400
    cards = 30
    action_shapes = action_shapes({"play": "card", "draw": "", "pass": "", "swap": "card"})

    def legal_actions(self, s: ToyState, seat: int) -> list[dict[str, Any]]:
        acts = super().legal_actions(s, seat)
        if acts and s.deck:
            acts += [{"type": "swap", "card": c} for c in s.hands[seat]]
        return acts

    def play(self, s: ToyState, seat: int, action: dict[str, Any]) -> list[Event]:
        if action["type"] != "swap":
            return super().play(s, seat, action)
        s.hands[seat].remove(action["card"])
        s.deck.insert(0, action["card"])
        s.hands[seat] = sorted([*s.hands[seat], s.deck.pop()])
        s.turn = (s.turn + 1) % s.players
        return [Event("swap", f"{{p{seat}}} swaps a card")]


class LeaksTheDecksBottom(SwapsUnderTheDeck):
    """Its determinize leaves the deck's bottom card where it is, so after two different swaps
    (which nobody else can tell apart) another seat's worlds differ: a leak the kit must find
    at five seats too, where it checks three seats per step in rotation."""

    def determinize(self, s: ToyState, seat: int, rng: Rng) -> ToyState:
        out = super().determinize(s, seat, rng)
        if s.deck and out.deck:
            bottom = s.deck[0]
            where = out.deck.index(bottom) if bottom in out.deck else None
            if where is not None:
                out.deck.insert(0, out.deck.pop(where))
        return out


@pytest.mark.parametrize("players", [2, 5])
def test_the_kit_finds_a_leaked_hidden_choice_at_any_seat_count(players: int) -> None:
    check(SwapsUnderTheDeck(), seeds=range(10), players=players)  # the same game, determinized fairly
    with pytest.raises(ConformanceFailure, match="cannot tell"):
        check(LeaksTheDecksBottom(), seeds=range(10), players=players)


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


class Undeclared(ToyGame):
    """Every capability declared wrongly at once."""

    chance = 1  # type: ignore[assignment]
    cooperative = None  # type: ignore[assignment]
    summary = "  "
    action_shapes: ClassVar[Mapping[str, str]] = {}
    seconds_per_turn = 0
    bot_levels: ClassVar[Mapping[str, str]] = {"ismcts:expert": "ismcts:hard", "ismcts:hard": "policy"}
    policy = object()  # type: ignore[assignment]
    max_steps = 0
    options = (Option.flag("fast", "Fast"), Option("fast", "", ((1, "One"), (1, "Uno")), 1, players=(9,)))


def test_the_kit_checks_the_declarations_first() -> None:
    with pytest.raises(ConformanceFailure) as info:
        check(Undeclared(), seeds=[0], players=2)
    message = str(info.value)
    for problem in (
        "chance must be True or False", "cooperative must be True or False", "summary must be a non-empty",
        "action_shapes must name at least one", "seconds_per_turn must be None or a positive",
        "'ismcts:expert', which is no table level", "policy must be None or a meeple.engine.Policy",
        "'policy' but the game's policy has no moves", "max_steps must be a positive",
        "'fast' is declared twice", "'fast' needs an id and a label", "'fast' lists a value twice",
        "player counts (9,) outside 2-3",
    ):
        assert problem in message
    assert info.value.context == {"game": "toy"}


def test_a_correct_declaration_passes_with_every_default() -> None:
    class Plain(ToyGame):
        seconds_per_turn = 45
        bot_levels: ClassVar[Mapping[str, str]] = {"ismcts:hard": "ismcts:medium"}

    check(Plain(), seeds=[0], players=2)
