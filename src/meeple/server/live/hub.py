"""The hub: which tables are live in this process, loading them, fan-out, bots.

A table in play is loaded from the store the first time someone needs it
(snapshot + the moves after it) and stays in memory while it has
connections or bots to run; a finished table leaves memory at once (only
the store keeps it). Every publication goes through the pub/sub interface.
With other processes (Redis), the live tables that have been quiet a while
are compared with the store every `store_check_s` (`check_store`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Mapping

import orjson

from meeple.arena.restore import restore_table
from meeple.arena.tables import PLAYING, TableRecord
from meeple.arena.zombie import ZOMBIE_BOT
from meeple.engine import Game, State
from meeple.store.db import Database
from meeple.store.repo_moves import load_game, stored_versions
from meeple.store.repo_ratings import record_finish, unrecorded
from meeple.store.repo_tables import get_table, playing_with_bots
from meeple.store.writer import Writer, WriteSet

from ..pubsub.bus import LocalPubSub, PubSub, pubsub_for
from ..settings import Settings
from . import account_events, remote
from .bot_pool import BotPool
from .connection import Connection, TableNotice
from .table import LiveTable
from .updates import Update

log = logging.getLogger(__name__)

BOTS: dict[str, str] = {"random": "Random", "ismcts:easy": "Easy", "ismcts:medium": "Medium", "ismcts:hard": "Hard"}
"""The bots a table creator can seat: spec (as `make_bot` reads it) -> the level's label."""


class Hub:
    """Live tables of this process and the connections watching them."""

    def __init__(
        self, db: Database, writer: Writer, games: Mapping[str, Game], settings: Settings,
        pubsub: PubSub | None = None,
    ) -> None:
        self.db = db
        self.writer = writer
        self.games = games
        self.settings = settings
        # Redis when several processes serve the tables
        self.pubsub = pubsub or pubsub_for(settings.redis_url, settings.redis_prefix)
        self.bots = BotPool(settings)
        self.live: dict[str, LiveTable] = {}
        self._loading: dict[str, asyncio.Task[LiveTable | None]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self.closing = False
        self.full_reloads = 0  # tables rebuilt from the whole stored game (LiveTable.reload), for tests
        self.turn_listeners: list[Callable[[LiveTable], None]] = []  # told of every start and move (turn mails)

    # -- finding tables ---------------------------------------------------------

    async def table(self, table_id: str) -> LiveTable | None:
        """The table in play or finished (finished ones are loaded for the caller only); None if not started."""
        table = self.live.get(table_id)
        if table is not None:
            return table
        task = self._loading.get(table_id)
        if task is None:
            task = self._loading[table_id] = asyncio.get_running_loop().create_task(self._load(table_id))
            task.add_done_callback(lambda _: self._loading.pop(table_id, None))
        return await asyncio.shield(task)

    async def _load(self, table_id: str) -> LiveTable | None:
        loaded = await load_game(self.db, table_id)
        if loaded is None:
            return None
        record, data = loaded
        game = self.games.get(record.game)
        if game is None:
            log.error("table %s plays %r, which this server does not have", table_id, record.game)
            return None
        moves = [m.logged for m in data.moves]
        back = restore_table(
            game, record.players, record.options, data.seed, data.snapshot, data.snapshot_version, moves
        )
        table = LiveTable(self, record, game, Update(game, table_id, back.version, back.state, ()), data.action_ids,
                          data.snapshot_version)
        table.restored_undo(back.undo, back.undo_base)
        if record.status == PLAYING and not table.finished:
            self.live[table_id] = table
            self.kick_bots(table)
        return table

    def start(self, record: TableRecord, game: Game, state: State) -> LiveTable:
        """A table that just started (version 0): make it live, tell its connections, wake its bots."""
        self.notice(record)
        account_events.game_started(self.pubsub, record)
        if record.id in self.live:  # a connection loaded it from the store in the meantime
            return self.live[record.id]
        table = LiveTable(self, record, game, Update(game, record.id, 0, state, ()), {}, 0)
        self.live[record.id] = table
        self.publish(record.id, table.current)
        self.kick_bots(table)
        self._turn_changed(table)
        return table

    async def resume(self) -> None:
        """At startup: hear other server processes; record the results of games that ended just before a stop;
        load tables whose bots move."""
        await self.pubsub.start(lambda table_id, item: remote.handle(self, table_id, item))
        for record in await unrecorded(self.db):
            await self.record_results(record)
        for table_id in await playing_with_bots(self.db):
            try:
                await self.table(table_id)
            except Exception:  # one broken table must not stop the server
                log.exception("could not resume table %s", table_id)
        if not isinstance(self.pubsub, LocalPubSub) and self.settings.store_check_s > 0:
            self._spawn(self._watch_store())

    # -- versions whose announcement never came -----------------------------------

    async def _watch_store(self) -> None:
        while not self.closing:
            await asyncio.sleep(self.settings.store_check_s)
            try:
                await self.check_store(self.settings.store_check_s)
            except Exception as exc:  # the store is away: the next round tries again
                log.warning("comparing the live tables with the store failed: %r", exc)

    async def check_store(self, quiet_s: float) -> None:
        """Catch up the live tables, unchanged here for `quiet_s`, that the store holds a later version
        (or an end) of: another process stored it and was killed before announcing it, or the message
        was lost. One query per 500 tables; a table in the middle of a move is left to the next round."""
        now = time.monotonic()
        quiet = [t for t in self.live.values() if now - t.changed_at >= quiet_s and not t.lock.locked()]
        for start in range(0, len(quiet), 500):
            chunk = quiet[start:start + 500]
            stored = await stored_versions(self.db, [t.id for t in chunk])
            for table in chunk:
                status, version = stored.get(table.id, (PLAYING, 0))
                if self.live.get(table.id) is not table or table.stale:  # a stale one reloads before its next move
                    continue
                if version > table.version:
                    log.warning("table %s: version %d was stored elsewhere and never announced here", table.id,
                                version)
                    await remote.catch_up(self, table.id, version)
                elif status != PLAYING:
                    record = await get_table(self.db, table.id)
                    if record is not None:
                        remote.record_changed(self, TableNotice(record))

    # -- publications -----------------------------------------------------------

    def publish(self, table_id: str, item: Update | TableNotice) -> None:
        """Send a new version (or record) to every connection of the table."""
        self.pubsub.publish(table_id, item)

    def notice(self, record: TableRecord) -> None:
        """The table's record changed (seats, status)."""
        table = self.live.get(record.id)
        if table is not None:
            table.record = record
        self.publish(record.id, TableNotice(record))

    def attach(self, conn: Connection) -> None:
        """Subscribe a connection to its table."""
        self.pubsub.subscribe(conn.table_id, conn)

    def detach(self, conn: Connection) -> None:
        """Unsubscribe; a live table nobody watches and no bot drives leaves memory."""
        self.pubsub.unsubscribe(conn.table_id, conn)
        table = self.live.get(conn.table_id)
        if table is None or self.pubsub.subscribers(conn.table_id) or table.lock.locked():
            return
        if table.bot_task is not None and not table.bot_task.done():
            return
        del self.live[table.id]
        if table.snapshot_point()[0] > table.snapshot_version:
            self._spawn(self._snapshot(table))

    async def _snapshot(self, table: LiveTable) -> None:
        """Store the state at the start of the undoable moves, so that the next load replays only those."""
        version, state = table.snapshot_point()
        state_json = orjson.dumps(table.game.dump(state)).decode()
        values = {"snapshot": state_json, "snapshot_version": version}
        try:
            await self.writer.write(WriteSet(tables=[(table.id, values)]))
        except Exception as exc:  # a snapshot is only an optimization
            log.warning("snapshot of table %s failed: %r", table.id, exc)

    # -- after each move ----------------------------------------------------------

    def after_move(self, table: LiveTable) -> None:
        """A finished table leaves memory; otherwise bots get their turn."""
        if table.finished:
            if self.live.get(table.id) is table:
                del self.live[table.id]
            table.record.status = "finished"
            table.record.outcome = table.current.outcome
            self.notice(table.record)
            account_events.game_finished(self.pubsub, table.record)
            self._spawn(self.record_results(table.record))
        else:
            self.kick_bots(table)
            self._turn_changed(table)

    def _turn_changed(self, table: LiveTable) -> None:
        for listener in self.turn_listeners:
            try:
                listener(table)
            except Exception:  # a listener's bug must not undo a move
                log.exception("a turn listener failed at table %s", table.id)

    async def record_results(self, record: TableRecord) -> None:
        """Record a finished table once (ratings, history, reputation, profile counters), then tell its pages."""
        try:
            results = await record_finish(self.db, record, record.outcome or {})
        except Exception:  # the game itself is stored; only its results are missing
            log.exception("recording the results of table %s failed", record.id)
            return
        if results is not None and record.ranked:
            record.results = [r.as_dict() for r in results]
        self.notice(record)

    def bot(self, record: TableRecord, seat: int) -> str | None:
        """The spec of the bot that plays `seat`: the zombie bot for a zombie seat, else the seated bot's, else None."""
        if seat in record.zombies:
            return ZOMBIE_BOT
        holder = record.seats.get(seat)
        return holder.bot if holder is not None else None

    def bot_delay_s(self, record: TableRecord) -> float:
        """How long the arena's bots wait before each move at this table: its own pace, else the server's."""
        if record.bot_delay_ms is not None:
            return record.bot_delay_ms / 1000
        return max(self.settings.bot_delay_s, 0.0)

    def kick_bots(self, table: LiveTable) -> None:
        """Start the table's bot driver if a bot is waited for, or a bot seat may act out of turn (an event
        card: `LiveTable.interjectors`), and none is running. Called at start, load and after every move."""
        if self.closing or (table.bot_seat_to_move() is None and not table.interjectors()):
            return
        if table.bot_task is None or table.bot_task.done():
            table.bot_task = self._spawn(self._run_bots(table))

    async def _run_bots(self, table: LiveTable) -> None:
        """Before each step, as `play_game` does: a bot seat not waited for may act out of turn; else the
        waited bot moves. Stops when neither happens (a person's move kicks it again)."""
        for _ in range(table.game.max_steps):
            await asyncio.sleep(self.bot_delay_s(table.record))
            if self.closing or self.live.get(table.id) is not table:
                return
            seat = None
            try:
                if await table.interject_bots():
                    continue
                seat = table.bot_seat_to_move()
                if seat is None or not await table.play_bot(seat):
                    return
            except Exception:  # a failing bot stops, the table stays usable
                log.exception("bot in seat %s at table %s failed", seat, table.id)
                return

    def _spawn(self, coro: object) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.get_running_loop().create_task(coro)  # type: ignore[arg-type]
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def close(self) -> None:
        """Stop bots and their worker processes, close every connection (the writer is closed by the app)."""
        self.closing = True
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self.bots.close()
        for conn in self.pubsub.all():
            await conn.close(1012, "server restarting")  # type: ignore[attr-defined]
        await self.pubsub.close()
