"""Bot factories that misbehave on purpose, for the bot pool's tests.

Each is a module-level callable with `make_bot`'s signature, so that it
pickles by reference and a worker process can import it.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from meeple.bots import BaseBot, Budget, make_bot
from meeple.engine import Action, Game, Rng, State

GATE_LIMIT_S = 60.0
"""How long a gated bot waits for its gate at most (a test that forgets to open it still ends)."""


class _Raising(BaseBot):
    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        raise RuntimeError("the bot broke on purpose")


class _Illegal(BaseBot):
    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        return {"type": "not-a-move"}


class _Sleepy(BaseBot):
    budget = Budget(iterations=1, ms=10)  # claims 10 ms, takes far longer

    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        time.sleep(GATE_LIMIT_S)
        return game.legal_actions(state, seat)[0]


class _Dying(BaseBot):
    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        os._exit(3)  # the worker process dies mid-move


def raising(spec: str, **_: Any) -> _Raising:
    """A bot whose every move raises."""
    return _Raising()


def illegal(spec: str, **_: Any) -> _Illegal:
    """A bot that answers with an action no game has."""
    return _Illegal()


def sleepy(spec: str, **_: Any) -> _Sleepy:
    """A bot that overruns its 10 ms budget by a minute."""
    return _Sleepy()


def dying(spec: str, **_: Any) -> _Dying:
    """A bot that kills its worker process."""
    return _Dying()


class _OutOfTurn(BaseBot):
    """Acts out of turn at every game with `answer` (None: raises)."""

    def __init__(self, answer: Action | None) -> None:
        self.answer = answer

    def interjects(self, game: Game) -> bool:
        return True

    def interject(self, game: Game, state: State, seat: int, rng: Rng) -> Action | None:
        if self.answer is None:
            raise RuntimeError("the out-of-turn hook broke on purpose")
        return self.answer


def wrong_out_of_turn(spec: str, **_: Any) -> _OutOfTurn:
    """A bot that acts out of turn with an action no game has."""
    return _OutOfTurn({"type": "not-a-move"})


def raising_out_of_turn(spec: str, **_: Any) -> _OutOfTurn:
    """A bot whose out-of-turn hook raises."""
    return _OutOfTurn(None)


class _GatedBot(BaseBot):
    def __init__(self, gate: Path, inner: BaseBot) -> None:
        self.gate, self.inner = gate, inner
        self.name, self.budget = inner.name, inner.budget

    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        deadline = time.monotonic() + GATE_LIMIT_S
        while not self.gate.exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        return self.inner.choose(game, state, seat, rng)


class Gated:
    """`make_bot`'s bots, which start thinking only once the file `gate` exists (a pending job the test controls)."""

    def __init__(self, gate: Path) -> None:
        self.gate = gate

    def __call__(self, spec: str, *, game: Game | None = None, seed: int | None = None) -> _GatedBot:
        return _GatedBot(self.gate, make_bot(spec, game=game, seed=seed))
