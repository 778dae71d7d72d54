"""Bot moves off the event loop: a pool of worker processes, a time cap per move, a random fallback.

A searching bot thinks for up to seconds of CPU; on the event loop that would
stall every other table of the process. So a move is a job for a worker
process (`think`): the game's reference, the state as `game.dump` gives it,
the seat, the bot's spec and a seed. The worker loads the game (registry id
or "module:NAME"), builds the bot with the same factory and seed the server
would, and returns its action, which the server checks against
`legal_actions` before playing it.

Whatever goes wrong (the cap passes, the bot raises, a worker dies, the
action is not legal) the seat plays the random bot's move instead and a
warning names the table, the seat, the spec and the reason: a table never
waits forever on a bot. `random` bots and `Settings.bot_inline` run in the
server's own process; a game the workers cannot import runs in a thread.

Out of turn (`interject`: Pandemic's event cards) one job asks every bot
seat the game does not wait for, by the driver's own rule
(`meeple.bots.driver.interjection`); a failure there plays nothing, with
the same kind of warning: an out-of-turn move is optional.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
import multiprocessing
import os
import sys
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from meeple import games as registry
from meeple.bots import BaseBot, RandomBot, make_bot
from meeple.bots.driver import interjection
from meeple.engine import Action, Game, Rng, State

from ..settings import Settings

log = logging.getLogger(__name__)

BotFactory = Callable[..., BaseBot]
"""Builds a bot: `factory(spec, game=game, seed=seed)`, as `make_bot` does; must pickle (a module-level function)."""

PRELOAD = ["meeple.engine", "meeple.bots", "meeple.games"]
"""Modules the fork server imports once, so that a new worker starts in milliseconds."""


@dataclass(frozen=True)
class Job:
    """One bot move for a worker: everything it needs, as plain picklable data."""

    game: str
    state: dict[str, Any]
    seat: int
    spec: str
    seed: int
    factory: BotFactory


def game_ref(game: Game) -> str | None:
    """How a worker process finds `game`: its registry id, or "module:NAME"; None when neither gives this object."""
    try:
        if registry.get(game.id) is game:
            return game.id
    except registry.UnknownGame:
        pass
    module = sys.modules.get(type(game).__module__)
    if module is None or module.__name__ == "__main__":
        return None
    for name, value in vars(module).items():
        if value is game:
            return f"{module.__name__}:{name}"
    return None


_loaded: dict[str, Game] = {}


def _load_game(ref: str) -> Game:
    """In a worker: the game a `game_ref` names (imported once per process)."""
    game = _loaded.get(ref)
    if game is None:
        if ":" in ref:
            module, _, name = ref.partition(":")
            game = getattr(importlib.import_module(module), name)
        else:
            game = registry.get(ref)
        _loaded[ref] = game
    return game


@dataclass(frozen=True)
class AskJob:
    """The out-of-turn question for a worker: may one of these bot seats (seat, spec), in seat order, act now?"""

    game: str
    state: dict[str, Any]
    asks: tuple[tuple[int, str], ...]
    seed: int
    factory: BotFactory


def decide(factory: BotFactory, game: Game, state: State, seat: int, spec: str, seed: int) -> Action:
    """The move of the bot `spec` for `seat`, built and seeded the same way in every process."""
    return factory(spec, game=game, seed=seed).choose(game, state, seat, Rng(seed))


def think(job: Job) -> Action:
    """In a worker: one bot move."""
    game = _load_game(job.game)
    return decide(job.factory, game, game.load(job.state), job.seat, job.spec, job.seed)


def out_of_turn(
    factory: BotFactory, game: Game, state: State, asks: tuple[tuple[int, str], ...], seed: int,
) -> tuple[int, Action] | None:
    """The first of the `asks` bots that acts out of turn now, and its action (None: none does): each bot built
    and seeded as for a move, asked through the driver's rule."""
    hooks = {seat: factory(spec, game=game, seed=seed).interject for seat, spec in asks}
    rngs = {seat: Rng(seed) for seat, _ in asks}
    return interjection(game, state, game.waiting_for(state), hooks, rngs)


def ask(job: AskJob) -> tuple[int, Action] | None:
    """In a worker: the out-of-turn question."""
    game = _load_game(job.game)
    return out_of_turn(job.factory, game, game.load(job.state), job.asks, job.seed)


def _ready() -> bool:
    """In a worker: load the game registry, so that the first real job does not pay for it."""
    registry.all()
    return True


class BotTimeout(Exception):
    """The bot did not answer within its cap."""


class BotPool:
    """Runs bot moves in worker processes (created on first use) and always returns a legal action."""

    def __init__(self, settings: Settings, factory: BotFactory = make_bot) -> None:
        self.settings = settings
        self.factory = factory
        self.size = settings.bot_workers or max(1, (os.cpu_count() or 2) - 1)
        self._executor: ProcessPoolExecutor | None = None
        self._slots: asyncio.Semaphore | None = None
        self._starting: asyncio.Lock | None = None
        self._refs: dict[int, tuple[Game, str | None]] = {}  # id(game) -> (the game, how workers find it)
        self._interjects: dict[tuple[int, str], tuple[Game, bool]] = {}  # (id(game), spec) -> may it interject
        self._stuck: set[Future[Any]] = set()  # jobs past their cap that still occupy a worker
        self.pending = 0  # jobs submitted and not finished (for tests and metrics)

    async def choose(self, game: Game, state: State, seat: int, spec: str, seed: int, where: str) -> Action:
        """The bot's legal move for `seat`; on any failure the random bot's, with a warning naming `where` and why."""
        try:
            bot = self.factory(spec, game=game, seed=seed)
            action = await self._think(bot, game, state, seat, spec, seed)
            if action in game.legal_actions(state, seat):
                return action
            reason = f"it chose {action!r}, which is not a legal action"
        except BotTimeout as exc:
            reason = str(exc)
        except BrokenProcessPool:
            reason = "its worker process died (the pool starts afresh)"
        except Exception as exc:  # any bot failure becomes the random move
            reason = f"it failed: {exc!r}"
        log.warning("bot %r in seat %d at %s: %s; playing a random move instead", spec, seat, where, reason)
        return RandomBot().choose(game, state, seat, Rng(seed))

    def interjects(self, game: Game, spec: str) -> bool:
        """Whether the bot `spec` may ever act out of turn at `game` (`BaseBot.interjects`), so that tables ask
        only those bots; read once per game and spec."""
        known = self._interjects.get((id(game), spec))
        if known is None or known[0] is not game:
            try:
                may = self.factory(spec, game=game, seed=0).interjects(game)
            except Exception as exc:  # a spec the factory refuses never interjects (its moves fall back too)
                log.warning("bot %r at %s: %r; it is not asked out of turn", spec, game.id, exc)
                may = False
            known = self._interjects[(id(game), spec)] = (game, may)
        return known[1]

    async def interject(
        self, game: Game, state: State, asks: list[tuple[int, str]], seed: int, where: str,
    ) -> tuple[int, Action] | None:
        """The first bot of `asks` (seat, spec), in seat order, that acts out of turn now, with its legal
        action; None when none does, and on any failure (with a warning naming `where` and why)."""
        try:
            found = await self._ask(game, state, tuple(asks), seed)
            if found is None or found[1] in game.legal_actions(state, found[0]):
                return found
            reason = f"seat {found[0]} chose {found[1]!r} out of turn, which is not a legal action"
        except BotTimeout as exc:
            reason = str(exc)
        except BrokenProcessPool:
            reason = "its worker process died (the pool starts afresh)"
        except Exception as exc:  # any bot failure: nothing is played out of turn
            reason = f"it failed: {exc!r}"
        log.warning("bots %r at %s, asked out of turn: %s; nothing is played", asks, where, reason)
        return None

    async def _ask(
        self, game: Game, state: State, asks: tuple[tuple[int, str], ...], seed: int,
    ) -> tuple[int, Action] | None:
        if self.settings.bot_inline:
            return out_of_turn(self.factory, game, state, asks, seed)
        cap = max(self.cap_s(self.factory(spec, game=game, seed=seed)) for _, spec in asks)
        ref = self._ref(game)
        if ref is None:  # a game the workers cannot import: at least off the event loop
            work = asyncio.to_thread(out_of_turn, self.factory, game, game.clone(state), asks, seed)
            return await self._capped(work, cap)
        return await self._in_pool(ask, AskJob(ref, game.dump(state), asks, seed, self.factory), cap)

    def cap_s(self, bot: BaseBot) -> float:
        """How long a move may take: the bot's own time budget (else `bot_think_s`), plus `bot_margin_s`."""
        ms = bot.budget.ms if bot.budget is not None else None
        return (ms / 1000 if ms else self.settings.bot_think_s) + self.settings.bot_margin_s

    async def _think(self, bot: BaseBot, game: Game, state: State, seat: int, spec: str, seed: int) -> Action:
        if isinstance(bot, RandomBot) or self.settings.bot_inline:
            return bot.choose(game, state, seat, Rng(seed))
        cap = self.cap_s(bot)
        ref = self._ref(game)
        if ref is None:  # a game the workers cannot import: at least off the event loop (a late thread runs on)
            work = asyncio.to_thread(decide, self.factory, game, game.clone(state), seat, spec, seed)
            return await self._capped(work, cap)
        job = Job(ref, game.dump(state), seat, spec, seed, self.factory)
        return await self._in_pool(think, job, cap)

    def _ref(self, game: Game) -> str | None:
        known = self._refs.get(id(game))
        if known is None or known[0] is not game:
            known = self._refs[id(game)] = (game, game_ref(game))
        return known[1]

    async def _capped(self, work: Any, cap: float) -> Any:
        try:
            return await asyncio.wait_for(work, cap)
        except TimeoutError:
            raise BotTimeout(f"it found no move within {cap:g} s") from None

    async def _in_pool(self, work: Callable[[Any], Any], job: Job | AskJob, cap: float) -> Any:
        """Wait for a free worker (no cap: queueing is load, not a fault), then run `work(job)` under the cap."""
        if self._slots is None:
            self._slots = asyncio.Semaphore(self.size)
        slots = self._slots
        await slots.acquire()
        try:
            executor, future = await self._submit(work, job)
        except BaseException:
            slots.release()
            raise
        self.pending += 1
        loop = asyncio.get_running_loop()
        future.add_done_callback(lambda f: _call_soon(loop, self._release, f, slots))
        try:
            return await self._capped(asyncio.wrap_future(future), cap)
        except BotTimeout:
            if not future.done():
                self._note_stuck(future, executor)
            raise
        except BrokenProcessPool:
            self._discard(executor)
            raise

    async def _submit(self, work: Callable[[Any], Any], job: Job | AskJob) -> tuple[ProcessPoolExecutor, Future[Any]]:
        executor = await self._pool()
        try:
            return executor, executor.submit(work, job)
        except BrokenProcessPool:
            self._discard(executor)
            raise

    def _release(self, future: Future[Any], slots: asyncio.Semaphore) -> None:
        """A job really ended (maybe long after its cap): its worker is free again."""
        self.pending -= 1
        self._stuck.discard(future)
        slots.release()

    def _note_stuck(self, future: Future[Any], executor: ProcessPoolExecutor) -> None:
        """A job ran past its cap; when such jobs hold every worker, start afresh (killing them)."""
        self._stuck.add(future)
        if len(self._stuck) >= self.size:
            log.warning("every bot worker is busy past its cap: restarting the bot pool")
            self._discard(executor)

    async def _pool(self) -> ProcessPoolExecutor:
        """The executor, created and warmed on first use (and after a worker died)."""
        if self._starting is None:
            self._starting = asyncio.Lock()
        async with self._starting:
            if self._executor is None:
                executor = self._new_executor()
                try:
                    await asyncio.wait_for(asyncio.wrap_future(executor.submit(_ready)), self.settings.bot_start_s)
                except BaseException as exc:
                    _stop(executor)
                    if isinstance(exc, TimeoutError):
                        waited = self.settings.bot_start_s
                        raise BotTimeout(f"the bot workers did not start within {waited:g} s") from None
                    raise
                self._executor = executor
            return self._executor

    def _new_executor(self) -> ProcessPoolExecutor:
        # forkserver (spawn where it does not exist): a worker must not inherit the server's event loop
        method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
        context = multiprocessing.get_context(method)
        if method == "forkserver":
            context.set_forkserver_preload(PRELOAD)
        return ProcessPoolExecutor(self.size, mp_context=context)

    def _discard(self, executor: ProcessPoolExecutor | None) -> None:
        """Drop that executor (broken or stuck) if it is still the current one; the next job starts a new one."""
        if executor is not None and executor is self._executor:
            self._executor = None
            _stop(executor)

    def close(self) -> None:
        """Stop the workers now (at server shutdown); jobs still running end with an error."""
        self._discard(self._executor)


def _call_soon(loop: asyncio.AbstractEventLoop, callback: Callable[..., None], *args: Any) -> None:
    """Run `callback` on the server's loop from an executor thread (not at all once the loop has closed)."""
    with contextlib.suppress(RuntimeError):  # the loop is closed: the server has stopped
        loop.call_soon_threadsafe(callback, *args)


def _stop(executor: ProcessPoolExecutor) -> None:
    """Shut an executor down without waiting, terminating its workers (a stuck bot never returns)."""
    processes = list(getattr(executor, "_processes", {}).values())  # no public way to reach them before 3.14
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
