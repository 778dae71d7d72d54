"""play_game: whole games with bots, deterministic, checked, in seat order."""

from __future__ import annotations

from typing import Any

import pytest

from meeple.bots import GameRecord, RandomBot, play_game
from meeple.bots.driver import BotError, interjection, seat_rngs
from meeple.engine import Rng, replay
from tests.bots.simul import SIMUL
from tests.engine.toy import TOY, ToyGame


def _play(game: Any = TOY, players: int = 3, seed: int = 7, policy_seed: int = 7) -> GameRecord:
    return play_game(game, players, None, seed, [RandomBot()] * players, policy_seed=policy_seed)


def test_same_seeds_give_the_same_game() -> None:
    a, b = _play(), _play()
    assert a.moves == b.moves
    assert [e.as_dict() for e in a.events] == [e.as_dict() for e in b.events]
    assert a.outcome == b.outcome


def test_the_policy_seed_changes_the_choices_not_the_deal() -> None:
    logs = {repr(_play(policy_seed=p).moves) for p in range(6)}
    assert len(logs) > 1


def test_the_record_replays_to_its_outcome() -> None:
    rec = _play(seed=3)
    assert rec.steps == len(rec.moves) > 0
    assert rec.outcome is not None and rec.outcome.winners
    assert rec.options == {}
    state = replay(TOY, rec.players, rec.options, rec.seed, rec.moves)
    assert TOY.outcome(state) == rec.outcome
    assert TOY.waiting_for(state) == frozenset()


def test_simultaneous_phases_take_the_waited_seats_in_seat_order() -> None:
    rec = _play(SIMUL, players=3)
    assert [seat for seat, _ in rec.moves] == [0, 1, 2, 0, 1, 2]
    assert rec.outcome is not None


def test_seat_generators_are_independent_and_salted() -> None:
    a, b, _ = seat_rngs(7, 3)
    assert a.state != b.state
    assert seat_rngs(7, 3)[0].state == a.state
    assert a.state != Rng(7).fork().state  # the game's own Rng(seed) stream is not reused


def test_a_bot_count_that_does_not_match_is_refused() -> None:
    with pytest.raises(ValueError, match="3 players need 3 bots, got 2"):
        play_game(TOY, 3, None, 1, [RandomBot()] * 2, policy_seed=1)


class _Cheat:
    def choose(self, game: Any, state: Any, seat: int, rng: Rng) -> dict[str, Any]:
        return {"type": "play", "card": 99}


def test_an_illegal_bot_choice_is_reported_with_the_position() -> None:
    with pytest.raises(BotError, match=r"seat 0's bot .* chose .*card.*99.* at step 0, which is illegal.*seed 5"):
        play_game(TOY, 2, None, 5, [_Cheat(), RandomBot()], policy_seed=1)


class _Endless(ToyGame):
    max_steps = 3


def test_a_game_that_outlives_max_steps_is_stopped() -> None:
    with pytest.raises(BotError, match="no end after max_steps=3"):
        play_game(_Endless(), 2, None, 5, [RandomBot()] * 2, policy_seed=1)


class _Watcher(RandomBot):
    """A random bot that is asked to act out of turn and never does."""

    def __init__(self) -> None:
        self.asked: list[int] = []

    def interject(self, game: Any, state: Any, seat: int, rng: Rng) -> None:
        assert seat not in game.waiting_for(state)
        self.asked.append(seat)

    def interjects(self, game: Any) -> bool:
        return True


class _Undeclared(_Watcher):
    """A hook without the declaration: the driver does not ask it (the contract says who may interject)."""

    def interjects(self, game: Any) -> bool:
        return False


def test_a_bot_with_an_interject_hook_is_asked_out_of_turn_only() -> None:
    watcher = _Watcher()
    rec = play_game(TOY, 3, None, 7, [watcher, RandomBot(), RandomBot()], policy_seed=7)
    assert watcher.asked and set(watcher.asked) == {0}
    assert rec.moves == _play().moves  # declining changes nothing
    silent = _Undeclared()
    play_game(TOY, 3, None, 7, [silent, RandomBot(), RandomBot()], policy_seed=7)
    assert not silent.asked


def test_the_out_of_turn_rule_asks_only_seats_not_waited_for_and_the_first_that_acts_plays() -> None:
    asked: list[int] = []

    def hook(answer: Any) -> Any:
        def ask(game: Any, state: Any, seat: int, rng: Rng) -> Any:
            asked.append(seat)
            return answer
        return ask

    rngs = seat_rngs(1, 4)
    hooks = {0: hook({"type": "a"}), 1: hook(None), 2: hook({"type": "b"}), 3: hook({"type": "c"})}
    assert interjection(TOY, None, {0}, hooks, rngs) == (2, {"type": "b"})
    assert asked == [1, 2]  # seat 0 is waited for; seat 3 is not asked once seat 2 acted
    assert interjection(TOY, None, {0, 2, 3}, {1: hook(None), 2: hooks[2]}, rngs) is None
