"""A table in play, held in memory: the one serialized path every move goes through.

Human moves, bot moves and reloads all take the table's lock, so one move at
a time is applied, whatever the number of connections. A move is applied to
a clone of the current state, its row is committed by the group-commit
writer, and only then is the clone swapped in, acknowledged and pushed: a
failed commit leaves the table at its last committed version, in memory as
in the store.

Several server processes may hold the same table: the move log's key
(table, version) lets only one of them store a version, and the one whose
commit lost reloads from the store and refuses its move as `stale`. That
key, rather than a row lock, is the guard: it holds on SQLite as on
PostgreSQL and costs no extra round trip in the group commit.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from meeple.arena.restore import CorruptLog, LoggedMove, replay_move, restore_table
from meeple.arena.tables import ABANDONED, FINISHED, TableRecord
from meeple.arena.undo import UNDONE, Step, UndoRefused, UndoWindow, barrier_of, rng_state, undo_event
from meeple.arena.zombie import zombie_move_events
from meeple.bots import spec_for_game
from meeple.engine import Action, Event, Game, IllegalAction, MalformedAction, Rng, State
from meeple.store.move_commit import MoveCommit, VersionTaken
from meeple.store.repo_moves import MOVE, Move, events_between, load_game, moves_after

from . import table_clock
from .offers import RecentOffers
from .updates import Played, Update, encode_events

if TYPE_CHECKING:
    from .hub import Hub

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Refusal:
    """Why an action was not applied: a stable code and a sentence."""

    code: str
    message: str


class LiveTable:
    """The in-memory table: current version, action ids seen, bots to run."""

    def __init__(
        self, hub: Hub, record: TableRecord, game: Game, current: Update,
        action_ids: dict[tuple[int, str], int], snapshot_version: int,
    ) -> None:
        self.hub = hub
        self.id = record.id
        self.record = record
        self.game = game
        self.current = current
        self.action_ids = action_ids
        self.snapshot_version = snapshot_version
        self.lock = asyncio.Lock()
        self.stale = False  # a commit failed: reload from the store before the next move
        self.offers = RecentOffers()  # the last versions, for moves sent on one of them (offers.py)
        self.bot_task: asyncio.Task[None] | None = None
        self.bot_rng = Rng(secrets.randbits(63))
        self.undo_window = UndoWindow(current.version)  # the moves the seat to play may take back
        self.undo_base: State = current.state  # the state at version `undo.base`
        self.clock = table_clock.clock_of(hub.settings, record, game)  # None for tables without one
        self.thinking: set[int] = set()  # seats that said "I would like to think a little" this turn
        self.zombies_announced = set(record.zombies)  # zombie seats whose log already says a bot plays them
        self.changed_at = time.monotonic()  # when its version last changed here (Hub.check_store)
        table_clock.stamp(self, current)

    @property
    def version(self) -> int:
        """The last committed version."""
        return self.current.version

    @property
    def finished(self) -> bool:
        """The game is over (played to its end, conceded or abandoned)."""
        return self.current.finished or self.record.status in (FINISHED, ABANDONED)

    def bot_seat_to_move(self) -> int | None:
        """The first waited seat that a bot plays (a seated bot or a zombie), if any."""
        for seat in self.current.waiting:
            if self.hub.bot(self.record, seat) is not None:
                return seat
        return None

    async def act(
        self, seat: int, version: int, action_id: str, action: Action, on_ack: Callable[[int], None]
    ) -> Refusal | None:
        """A client's move: applied once per (seat, id), or refused with a reason."""
        async with self.lock:
            refusal = await self._reload_if_stale() if self.stale else None
            if refusal is not None:
                return refusal
            done = self.action_ids.get((seat, action_id))
            if done is not None:  # sent again (a retry after a reconnect): the same answer
                on_ack(done)
                return None
            refusal = self._refuse(seat, version) or await self._play(seat, action, action_id, on_ack)
            if refusal is not None:
                return refusal
        self.hub.after_move(self)
        return None

    def interjectors(self, waiting: Collection[int] | None = None) -> list[tuple[int, str]]:
        """The bot seats (seated bots and zombies), with their specs, that the game does not wait for (at the
        current version, or in `waiting`) and whose bot may act out of turn at this game
        (`BaseBot.interjects`): the ones to ask after each move."""
        waiting = self.current.waiting if waiting is None else waiting
        asks: list[tuple[int, str]] = []
        for seat in range(self.record.players):
            spec = self.hub.bot(self.record, seat)
            if spec is not None and seat not in waiting:
                spec = spec_for_game(spec, self.game)
                if self.hub.bots.interjects(self.game, spec):
                    asks.append((seat, spec))
        return asks

    async def play_bot(self, seat: int) -> bool:
        """One move of the bot in `seat`, if it is still waited for; False when nothing was played."""

        async def think(given: Update) -> tuple[int, Action] | None:
            spec = self.hub.bot(self.record, seat)
            if seat not in given.waiting or spec is None:
                return None
            spec = spec_for_game(spec, self.game)
            where = f"table {self.id}"
            return seat, await self.hub.bots.choose(self.game, given.state, seat, spec, self.bot_rng.next64(), where)

        return await self._bot_move(think)

    async def interject_bots(self) -> bool:
        """One out-of-turn move (an event card) of a bot seat the game does not wait for, if one of them wants
        to act now (`interjectors`, asked in the bot pool by the driver's rule); False when none played."""

        async def think(given: Update) -> tuple[int, Action] | None:
            asks = self.interjectors(given.waiting)
            if not asks:
                return None
            where = f"table {self.id}"
            return await self.hub.bots.interject(self.game, given.state, asks, self.bot_rng.next64(), where)

        return await self._bot_move(think)

    async def _bot_move(self, think: Callable[[Update], Awaitable[tuple[int, Action] | None]]) -> bool:
        """Play the bot move `think` finds on the current version (the seat and its action; None: nothing to
        play); False when nothing was played.

        The bot thinks without the lock, on the version it was given (other
        seats may move meanwhile); its move is applied only if the table is
        still at that version, otherwise it thinks again on the new one. A
        person's move therefore never waits for a bot, and is never lost to
        one: it is applied first (the bot then thinks again), or comes after
        the bot's and stands if the person's choices did not change
        (`offers.py`), else is refused as `stale` with the new position.
        """
        for _ in range(self.game.max_steps):
            async with self.lock:
                if await self._reload_if_stale() is not None or self.finished:
                    return False
                given = self.current
            found = await think(given)
            if found is None:
                if self.current.version != given.version:  # the table moved while the bot thought: ask again
                    continue
                return False
            seat, action = found
            async with self.lock:
                if await self._reload_if_stale() is not None or self.finished:
                    return False
                if self.current.version != given.version:
                    continue
                if self.hub.bot(self.record, seat) is None:  # the seat was taken back meanwhile
                    return False
                refusal = await self._play(seat, action, None, None, by_zombie=seat in self.record.zombies)
            if refusal is not None and refusal.code == "stale":  # another process moved first: look again
                continue
            if refusal is not None:
                log.error("bot in seat %d at table %s was refused: %s", seat, self.id, refusal.message)
                return False
            if seat in self.record.zombies:
                self.zombies_announced.add(seat)
            self.hub.after_move(self)
            return True
        return False

    async def undo(self, seat: int, version: int, action_id: str, on_ack: Callable[[int], None]) -> Refusal | None:
        """Take back `seat`'s moves since its turn started: one new version whose state is the turn's start.

        Logged as a row of its own (of kind undo, back to `base`), applied once per (seat, id) like an act.
        """
        async with self.lock:
            refusal = await self._reload_if_stale()
            if refusal is not None:
                return refusal
            done = self.action_ids.get((seat, action_id))
            if done is not None:
                on_ack(done)
                return None
            refusal = self._refuse_undo(seat, version) or await self._roll_back(seat, action_id, on_ack)
            if refusal is not None:
                return refusal
        self.hub.after_move(self)
        return None

    def _refuse_undo(self, seat: int, version: int) -> Refusal | None:
        cur = self.current
        if self.finished:
            return Refusal("finished", "The game is over; nothing can be taken back.")
        if version != cur.version:
            return Refusal("stale", f"You asked to undo at version {version}; the table is at version {cur.version}.")
        try:
            self.undo_window.target(seat, cur.waiting)
        except UndoRefused as exc:
            return Refusal("undo_refused", exc.message)
        return None

    async def _roll_back(self, seat: int, action_id: str, on_ack: Callable[[int], None]) -> Refusal | None:
        version, base = self.current.version + 1, self.undo_window.base
        nxt = Update(self.game, self.id, version, self.undo_base, [undo_event(seat, base, version)])
        window = self.undo_window.after(Step(version, seat, UNDONE))
        return await self._commit(nxt, seat, None, action_id, on_ack, window, undo_to=base)

    def snapshot_point(self) -> tuple[int, State]:
        """The latest version a snapshot may hold, and its state: the start of the undoable moves."""
        return self.undo_window.base, self.undo_base

    def restored_undo(self, window: UndoWindow, base: State) -> None:
        """After a load from the store: the undo window the replay found, and its base state."""
        self.undo_window, self.undo_base = window, base
        self.current.undo_seat = window.undo_seat()

    def _refuse(self, seat: int, version: int) -> Refusal | None:
        cur = self.current
        if self.finished:
            return Refusal("finished", "The game is over; no more moves can be played.")
        if version != cur.version and not self.offers.still_offered(seat, version, cur):
            return Refusal("stale", f"You acted on version {version}, but the table is at version {cur.version}.")
        if seat not in cur.waiting and not cur.legal(seat):
            return Refusal("not_your_turn", "It is not your turn.")
        return None

    async def _play(
        self, seat: int, action: Action, action_id: str | None, on_ack: Callable[[int], None] | None,
        *, by_zombie: bool = False,
    ) -> Refusal | None:
        """Apply on a clone, commit, swap, acknowledge, publish (called with the lock held).

        A zombie's move (`by_zombie`) is logged as the bot's, announced on its first move.
        """
        cur = self.current
        state = self.game.clone(cur.state)
        try:  # checked against the list the frames already carry, so it is not computed twice
            events = self.game.apply(state, seat, action, legal=cur.legal(seat))
        except MalformedAction as exc:
            return Refusal("bad_action", exc.reason)
        except IllegalAction as exc:
            return Refusal("illegal", exc.reason)
        except Exception:  # a game bug must not take the table down
            log.exception("game %s failed on %r at table %s", self.game.id, action, self.id)
            return Refusal("internal", "The game could not play that action; nothing changed.")
        if by_zombie:
            events = zombie_move_events(seat, events, announce=seat not in self.zombies_announced,
                                        table=self.record)
        nxt = Update(self.game, self.id, cur.version + 1, state, events)
        barrier = barrier_of(seat, cur.waiting, nxt.waiting, rng_state(cur.state), rng_state(state), events)
        window = self.undo_window.after(Step(nxt.version, seat, barrier))
        # a zombie's log lines depend on the record: the other processes read those from the store
        return await self._commit(nxt, seat, action, action_id, on_ack, window, shipped=not by_zombie)

    async def _commit(
        self, nxt: Update, seat: int, action: Action | None, action_id: str | None,
        on_ack: Callable[[int], None] | None, window: UndoWindow, *, undo_to: int | None = None,
        shipped: bool = False,
    ) -> Refusal | None:
        """Commit the move that makes `nxt` (`undo_to`: an undo), swap it in, acknowledge, publish (lock held).

        `shipped`: the publication carries the move (`Played`), so that the other processes apply it to
        their copies without reading the store."""
        nxt.undo_seat = window.undo_seat()
        snapshot = self._snapshot_due(nxt, window)
        turn = table_clock.next_turn(self, nxt, self.hub.settings.clock())
        move = MoveCommit(
            table_id=self.id, version=nxt.version, seat=seat, events=encode_events(nxt.events),
            action=action, action_id=action_id, undo_to=undo_to,
            snapshot=self.game.dump(nxt.state) if snapshot else None, outcome=nxt.outcome,
            waiting=nxt.waiting if self._waiting_kept(nxt) else None,
            clock=turn.stored,
            progress=turn.progress, penalties=turn.penalties,
        )
        try:
            await self.hub.writer.commit_move(move)
        except Exception as exc:  # reported to the player; the table keeps its last version
            return await self._commit_failed(nxt.version, exc)
        if undo_to is None:
            self.offers.moved(self.current, seat)
        else:
            self.offers.forget()
        self.current, self.undo_window, self.changed_at = nxt, window, time.monotonic()
        turn.apply(self, nxt)
        if window.base == nxt.version:
            self.undo_base = nxt.state
        if snapshot:
            self.snapshot_version = nxt.version
        if action_id is not None:
            self.action_ids[(seat, action_id)] = nxt.version
        if on_ack is not None:
            on_ack(nxt.version)
        if shipped:
            nxt.played = Played(seat, action, action_id, move.clock, turn.progress, turn.penalties,
                                self.snapshot_version)
        self.hub.publish(self.id, nxt)
        return None

    def _snapshot_due(self, nxt: Update, window: UndoWindow) -> bool:
        # only at an undo barrier: a later undo never needs a state from before the snapshot
        due = nxt.version - self.snapshot_version >= self.hub.settings.snapshot_every
        return nxt.finished or (due and window.base == nxt.version)

    def _waiting_kept(self, nxt: Update) -> bool:
        # turn-based tables keep the waited seats on their row, for the lists of games waiting for you
        return self.record.mode == "turnbased" and nxt.waiting != self.current.waiting

    async def _commit_failed(self, version: int, exc: Exception) -> Refusal:
        """The move making `version` was not stored: "stale" if another server process stored that version
        first (the log's key (table, seq) refused ours; we catch up), "unavailable" if the store failed."""
        self.stale = True
        if not isinstance(exc, VersionTaken):
            log.error("storing move %d of table %s failed: %r", version, self.id, exc)
            return Refusal("unavailable", "The move could not be saved, so it was not played. Please try again.")
        log.info("move %d of table %s was stored first by another server process", version, self.id)
        refusal = await self._reload_if_stale(announce=False)  # the winner announced its version
        return refusal or Refusal("stale", f"Another move was played first; the table is at version {self.version}.")

    async def _reload_if_stale(self, *, announce: bool = True) -> Refusal | None:
        """After a failed commit, find out from the store what really is the last version."""
        if not self.stale:
            return None
        try:
            await self.catch_up(announce=announce)
        except Exception as exc:  # the store is still unreachable
            log.error("reloading table %s failed: %r", self.id, exc)
            return Refusal("unavailable", "The table cannot reach its storage right now. Please try again.")
        return None

    async def catch_up(self, *, announce: bool = True, follow: bool = True) -> None:
        """Bring this copy to the stored version: the new moves alone when they continue it, else a reload
        (`follow=False`: reload at once, e.g. after messages were lost and the record may have changed)."""
        if not (follow and await self.follow(announce=announce)):
            await self.reload(announce=announce)

    async def follow(self, *, announce: bool = True) -> bool:
        """Apply the moves stored after this version, reading only those rows (`seq > version`).

        What a process does when another one stored moves that their
        publications could not bring here (`apply_played`: one missed, an undo,
        a zombie's move, a stale copy): the same replay as a load, on the copy
        in memory, never the whole game. False (nothing changed) when the rows do not simply
        continue this copy: an undo, a gap, a move that does not apply; the
        caller then reloads. `announce` as for `reload`.
        """
        found = await moves_after(self.hub.db, self.id, self.version, self.record.seats)
        if found is None:
            return False
        prev, window, base = self.current, self.undo_window, self.undo_base
        chain: list[tuple[Update, Move]] = []  # each version followed, and the move that ended it
        for move in found.moves:
            replayed = self._replayed(prev, window, move.logged) if move.kind == MOVE else None
            if replayed is None:
                return False
            state, window, _ = replayed
            if window.base == move.seq:
                base = state
            chain.append((prev, move))
            prev = Update(self.game, self.id, move.seq, state, [Event.from_dict(e) for e in move.events])
        self._adopt(found.record, found.snapshot_version)
        for before, move in chain:
            self.offers.moved(before, move.seat)
            if move.action_id is not None:
                self.action_ids[(move.seat, move.action_id)] = move.seq
        if len(chain) > 1:  # the log lines of every move followed, in order
            prev = Update(self.game, self.id, prev.version, prev.state,
                          [e for _, move in chain for e in map(Event.from_dict, move.events)])
        if chain:
            self.undo_window, self.undo_base = window, base
            self._moved_to(prev, announce)
        return True

    def apply_played(self, version: int, played: Played) -> bool:
        """Apply the game move another process committed as `version`, as its publication carries it, to this
        copy, without reading the store (called with the lock held).

        False (nothing changed) unless it is this copy's very next version and it applies: a publication
        missed or overtaken, a copy marked stale. The caller then catches up from the store. A version
        this copy already has is the caller's to ignore.
        """
        prev = self.current
        if self.stale:
            return False
        replayed = self._replayed(prev, self.undo_window, LoggedMove(version, played.seat, played.action))
        if replayed is None:
            return False
        state, window, events = replayed
        self.offers.moved(prev, played.seat)
        if played.action_id is not None:
            self.action_ids[(played.seat, played.action_id)] = version
        record = self.record
        record.clock, record.progress, record.penalties = played.clock, played.progress, played.penalties
        self._adopt(record, played.snapshot_version)
        self.undo_window = window
        if window.base == version:
            self.undo_base = state
        self._moved_to(Update(self.game, self.id, version, state, events), announce=False)
        return True

    def _replayed(
        self, prev: Update, window: UndoWindow, move: LoggedMove
    ) -> tuple[State, UndoWindow, list[Event]] | None:
        """`move` applied to a clone of `prev`'s state, the undo window after it and its events; None unless
        it is the next version and applies (the stored log, or the announcement, does not continue `prev`)."""
        if move.seq != prev.version + 1:
            return None
        state = self.game.clone(prev.state)
        try:
            step, events = replay_move(self.game, state, move, True)
        except CorruptLog:
            return None
        return state, window.after(step), events

    async def reload(self, *, announce: bool = True) -> None:
        """Rebuild from the snapshot and the log; publish if the store is ahead of memory.

        `announce=False` when another server process stored the new version and
        announced it: the state goes to this process's connections only, and a
        game that ended there just leaves memory here.
        """
        self.hub.full_reloads += 1
        loaded = await load_game(self.hub.db, self.id)
        if loaded is None:
            raise RuntimeError(f"table {self.id} vanished from the store")
        record, data = loaded
        moves = [m.logged for m in data.moves]
        back = restore_table(
            self.game, record.players, record.options, data.seed, data.snapshot, data.snapshot_version, moves
        )
        self._adopt(record, data.snapshot_version)
        self.action_ids = data.action_ids
        if back.version != self.current.version:
            self.offers.forget()
            events = events_since(data.moves, self.current.version)
            if events is None:  # a snapshot newer than our version: read the log lines in between
                rows = await events_between(self.hub.db, self.id, self.current.version, back.version)
                events = [Event.from_dict(e) for e in rows]
            self.undo_window, self.undo_base = back.undo, back.undo_base
            self._moved_to(Update(self.game, self.id, back.version, back.state, events), announce)

    def _adopt(self, record: TableRecord, snapshot_version: int) -> None:
        """The stored record (its clock, progress, seats) and snapshot version, after a read of the store."""
        self.record, self.snapshot_version = record, snapshot_version
        self.clock = table_clock.clock_of(self.hub.settings, record, self.game)
        self.stale = False
        self.changed_at = time.monotonic()

    def _moved_to(self, update: Update, announce: bool) -> None:
        """`update`, read from the store, is the new current version (undo window already set): publish it."""
        self.current = update
        update.undo_seat = self.undo_window.undo_seat()
        self.thinking &= set(update.waiting)
        table_clock.stamp(self, update)
        if not announce:
            self.hub.pubsub.publish_here(self.id, update)
            if self.finished and self.hub.live.get(self.id) is self:
                del self.hub.live[self.id]
            return
        self.hub.publish(self.id, update)
        if self.finished:
            self.hub.after_move(self)


def events_since(moves: list[Move], version: int) -> list[Event] | None:
    """The events of every loaded move after `version`, so a catch-up of several moves loses no log line.

    None when the moves read do not start at `version + 1` (they follow a newer snapshot): the caller
    reads the lines in between from the log.
    """
    after = [m for m in moves if m.seq > version]
    if not after or after[0].seq != version + 1:
        return None
    return [Event.from_dict(e) for m in after for e in m.events]
