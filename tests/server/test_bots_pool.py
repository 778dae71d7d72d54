"""The bot pool: moves computed in worker processes, reproducible for a seed, and a random fallback on any fault."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from meeple import games
from meeple.bots import make_bot
from meeple.engine import Game, State
from meeple.server.live.bot_pool import BotPool, decide, game_ref, out_of_turn
from meeple.server.settings import Settings
from tests.bots import faulty
from tests.engine.toy import TOY, ToyGame

in_module_loop = pytest.mark.asyncio(loop_scope="module")  # the loop the pool fixture lives in

PICKOMINO = games.get("pickomino")
PANDEMIC = games.get("pandemic")


def _position(game: Game, seed: int = 3) -> State:
    """A position a few moves in, where the seat to move has a real choice."""
    state = game.setup(2, game.resolve_options({}, 2), seed)
    for _ in range(2):
        seat = min(game.waiting_for(state))
        game.apply(state, seat, game.legal_actions(state, seat)[0])
    return state


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def pool() -> AsyncIterator[BotPool]:
    """One worker, a short margin so that a late bot is caught quickly."""
    botpool = BotPool(Settings(bot_workers=1, bot_margin_s=0.5))
    yield botpool
    botpool.close()


@pytest.fixture
def factory(pool: BotPool) -> Any:
    """Lets a test swap the pool's bot factory; the real one is put back afterwards."""
    yield lambda f: setattr(pool, "factory", f)
    pool.factory = make_bot


@in_module_loop
async def test_a_move_is_computed_in_a_worker_and_is_the_same_for_the_same_seed(pool: BotPool) -> None:
    state = _position(PICKOMINO)
    seat = min(PICKOMINO.waiting_for(state))
    first = await pool.choose(PICKOMINO, state, seat, "ismcts:200", 11, "test")
    assert pool._executor is not None  # it went through the worker pool
    again = await pool.choose(PICKOMINO, state, seat, "ismcts:200", 11, "test")
    here = decide(make_bot, PICKOMINO, state, seat, "ismcts:200", 11)
    assert first == again == here
    assert first in PICKOMINO.legal_actions(state, seat)


async def _warnings_of_a_faulty_move(pool: BotPool, caplog: pytest.LogCaptureFixture, where: str) -> list[str]:
    """Ask the pool for a move from its (faulty) bot: the move must still be legal; the warnings logged meanwhile."""
    state = _position(TOY)
    with caplog.at_level(logging.WARNING, "meeple.server.live.bot_pool"):
        action = await pool.choose(TOY, state, 0, "ismcts:hard", 5, where)
    assert action in TOY.legal_actions(state, 0)
    return [r.getMessage() for r in caplog.records]


async def _thinks_again(pool: BotPool) -> bool:
    """With the real factory back, the pool answers as the bot itself would."""
    pool.factory = make_bot
    state = _position(TOY)
    return await pool.choose(TOY, state, 0, "ismcts:50", 1, "t") == decide(make_bot, TOY, state, 0, "ismcts:50", 1)


@in_module_loop
@pytest.mark.parametrize(("bad", "why"), [(faulty.raising, "the bot broke on purpose"),
                                          (faulty.illegal, "not a legal action")])
async def test_a_failing_bot_plays_a_random_move_and_says_why(
    pool: BotPool, factory: Any, caplog: pytest.LogCaptureFixture, bad: Any, why: str,
) -> None:
    factory(bad)
    message = (await _warnings_of_a_faulty_move(pool, caplog, "table t1"))[-1]
    assert "'ismcts:hard'" in message and "seat 0" in message and "table t1" in message and why in message


@in_module_loop
async def test_a_bot_past_its_cap_plays_a_random_move_and_the_pool_recovers(
    pool: BotPool, factory: Any, caplog: pytest.LogCaptureFixture,
) -> None:
    factory(faulty.sleepy)
    messages = await _warnings_of_a_faulty_move(pool, caplog, "table t2")
    assert any("no move within 0.51 s" in m for m in messages)
    assert any("restarting the bot pool" in m for m in messages)  # its one worker was stuck
    assert await _thinks_again(pool)


@in_module_loop
async def test_a_dead_worker_gives_a_random_move_and_a_fresh_pool(
    pool: BotPool, factory: Any, caplog: pytest.LogCaptureFixture,
) -> None:
    factory(faulty.dying)
    assert "worker process died" in (await _warnings_of_a_faulty_move(pool, caplog, "table t3"))[-1]
    assert await _thinks_again(pool)


@in_module_loop
async def test_out_of_turn_the_worker_asks_the_bot_seats_by_the_drivers_rule(pool: BotPool) -> None:
    from tests.games.pandemic.positions import table

    # seat 0 is to move with a whole cure far from a station; seat 1 holds Airlift, seat 2 Government Grant
    state = table(3, ("Medic", "Researcher", "Scientist"), at={0: "Karachi"},
                  hands={0: ["Chicago", "Essen", "London", "Madrid", "Milan"], 1: ["Airlift"], 2: ["Government Grant"]})
    asks = [(1, "policy"), (2, "ismcts:easy")]
    assert pool.interjects(PANDEMIC, "policy") and pool.interjects(PANDEMIC, "ismcts:easy")
    assert not pool.interjects(PANDEMIC, "random") and not pool.interjects(PICKOMINO, "ismcts:easy")
    found = await pool.interject(PANDEMIC, state, asks, 9, "test")
    assert found == (1, {"type": "event", "card": "Airlift"}) == out_of_turn(make_bot, PANDEMIC, state, (*asks,), 9)
    grant = {"type": "event", "card": "Government Grant"}
    assert await pool.interject(PANDEMIC, state, asks[1:], 9, "test") == (2, grant)
    assert await pool.interject(PANDEMIC, state, [(0, "policy")], 9, "test") is None  # the seat waited for


@in_module_loop
@pytest.mark.parametrize(("bad", "why"), [(faulty.wrong_out_of_turn, "not a legal action"),
                                          (faulty.raising_out_of_turn, "broke on purpose")])
async def test_a_failing_out_of_turn_bot_plays_nothing_and_says_why(
    pool: BotPool, factory: Any, caplog: pytest.LogCaptureFixture, bad: Any, why: str,
) -> None:
    factory(bad)
    state = _position(TOY)
    waiting = TOY.waiting_for(state)
    other = next(s for s in range(2) if s not in waiting)
    with caplog.at_level(logging.WARNING, "meeple.server.live.bot_pool"):
        assert await pool.interject(TOY, state, [(other, "ismcts:easy")], 5, "table t9") is None
    message = caplog.records[-1].getMessage()
    assert "table t9" in message and "out of turn" in message and why in message


def test_workers_find_registered_games_and_module_level_ones() -> None:
    assert game_ref(PICKOMINO) == "pickomino"
    assert game_ref(TOY) == "tests.engine.toy:TOY"  # how a game from Settings.games or MEEPLE_GAMES is reached
    assert game_ref(ToyGame()) is None  # nowhere to import it from: it runs in a thread


@in_module_loop
async def test_a_game_workers_cannot_import_is_played_in_a_thread(pool: BotPool) -> None:
    lonely = ToyGame()
    state = _position(lonely)
    chosen = await pool.choose(lonely, state, 0, "ismcts:50", 4, "t")
    assert chosen == decide(make_bot, lonely, state, 0, "ismcts:50", 4)


@in_module_loop
async def test_inline_bots_need_no_worker() -> None:
    inline = BotPool(Settings(bot_inline=True))
    state = _position(TOY)
    assert await inline.choose(TOY, state, 0, "ismcts:50", 4, "t") == decide(make_bot, TOY, state, 0, "ismcts:50", 4)
    assert inline._executor is None


def test_the_pool_is_sized_and_capped_from_the_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEEPLE_BOT_WORKERS", "3")
    monkeypatch.setenv("MEEPLE_BOT_INLINE", "1")
    settings = Settings.from_env()
    assert settings.bot_workers == 3 and settings.bot_inline
    assert BotPool(settings).size == 3
    assert BotPool(Settings()).size >= 1  # by default one per core but one
    margin = Settings().bot_margin_s
    assert BotPool(Settings()).cap_s(make_bot("ismcts:hard")) == 1.9 + margin  # its own time budget
    assert BotPool(Settings()).cap_s(make_bot("ismcts:500")) == Settings().bot_think_s + margin
