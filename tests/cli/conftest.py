"""Fixtures for the command line: a CliRunner and a registry holding only the test games."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from meeple import games as registry
from meeple.engine import Game
from tests.bots.simul import SIMUL
from tests.engine.toy import TOY

TEST_GAMES: dict[str, Game] = {"simul": SIMUL, "toy": TOY}


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def test_registry(monkeypatch: pytest.MonkeyPatch) -> dict[str, Game]:
    """Make `meeple.games` see only the toy and simul games, whatever games are installed."""

    def get(game_id: str) -> Game:
        try:
            return TEST_GAMES[game_id]
        except KeyError:
            raise registry.UnknownGame(game_id) from None

    monkeypatch.setattr(registry, "get", get)
    monkeypatch.setattr(registry, "all", lambda: list(TEST_GAMES.values()))
    monkeypatch.setattr(registry, "ids", lambda: list(TEST_GAMES))
    monkeypatch.setattr(registry, "broken", lambda: {})
    return TEST_GAMES
