"""Skip, expel, concede, resign, abort, abandon and think at a live table: the platform's rules applied under its lock.

The checks are `meeple.arena.leaving` (pure); this module takes the time
from `Settings.clock`, stores what changed, tells the table's connections
and wakes the zombie. The WebSocket (live/table_rules_ws.py) and REST
(api/arena.py) front ends both call these, so both answer with the same
codes. Each raises `ArenaError` for a refusal.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from meeple.arena import leaving
from meeple.arena.tables import ABANDONED, FINISHED, ArenaError, TableRecord
from meeple.arena.zombie import zombified
from meeple.store.repo_accounts import now_ms
from meeple.store.repo_ratings import record_finish
from meeple.store.repo_tables import arena_values, dumps
from meeple.store.writer import WriteSet

from . import account_events, table_clock
from .updates import Notice

if TYPE_CHECKING:
    from .hub import Hub
    from .table import LiveTable


async def present(hub: Hub, table_id: str, user_id: int | None) -> bool:
    """Whether `user_id` has the table's page open on any server process."""
    return (await hub.pubsub.presence(table_id))[user_id] > 0


async def _store(hub: Hub, table: LiveTable, values: dict[str, Any]) -> None:
    """Commit columns of the table's row through the table's writer; 503-like refusal if the store fails."""
    try:
        await hub.writer.write(WriteSet(tables=[(table.id, values)]))
    except Exception as exc:  # the player is told; nothing changed in memory
        raise ArenaError("unavailable", "That could not be saved, so nothing changed. Please try again.", 503) from exc


async def skip(hub: Hub, table: LiveTable, user_id: int | None, target: Any, *, expel: bool = False) -> None:
    """Skip a late player's turn (or expel an absent one): from now on the zombie plays their seat."""
    async with table.lock:
        record = table.record
        skipper = leaving.actor_seat(record, user_id)
        now = hub.settings.clock()
        holder = record.seats.get(target) if isinstance(target, int) else None
        here = holder is not None and await present(hub, table.id, holder.user_id)
        seat = leaving.check_skip(record, table.clock, skipper, target, now, expel=expel, target_present=here)
        await _zombify(hub, table, seat, now, expel=expel)
    hub.notice(table.record)
    hub.kick_bots(table)


async def skip_unattended(hub: Hub, table: LiveTable) -> bool:
    """Skip a late player whom only the arena's bots could skip (`leaving.unattended_late_seats`); True if one was."""
    async with table.lock:
        now = hub.settings.clock()
        late = leaving.unattended_late_seats(table.record, table.clock, now)
        if not late:
            return False
        await _zombify(hub, table, late[0], now, expel=False)
    hub.notice(table.record)
    hub.kick_bots(table)
    return True


async def _zombify(hub: Hub, table: LiveTable, seat: int, now: float, *, expel: bool, resign: bool = False) -> None:
    """From now on the zombie plays `seat` (under the table's lock): stored, then in memory."""
    progress = float(table.game.progress(table.current.state))
    changed = zombified(table.record, seat, progress, expelled=expel, resigned=resign)
    changed.penalties = sorted(set(changed.penalties) | table_clock.late_seats(table.clock, now))
    changed.progress = progress
    await _store(hub, table, arena_values(changed))
    table.record = changed
    table.thinking.discard(seat)
    table.current.table_info = table_clock.info(table)


async def concede(hub: Hub, table: LiveTable, user_id: int | None) -> None:
    """The caller gives up a two-player game from half its progress: they lose, the game ends."""
    async with table.lock:
        record = table.record
        seat = leaving.actor_seat(record, user_id)
        progress = float(table.game.progress(table.current.state))
        leaving.check_concede(record, progress, cooperative=table.game.cooperative)
        await _finish(hub, table, leaving.conceded_outcome(record, seat), progress,
                      "The concession could not be saved; the game goes on.")


async def _finish(hub: Hub, table: LiveTable, outcome: dict[str, Any], progress: float, unsaved: str, *,
                  restore: TableRecord | None = None) -> None:
    """End the game now with `outcome` (under the table's lock): record it and the ratings, tell everyone.

    If the store fails the game goes on (ArenaError `unavailable` with `unsaved`), with `restore` as its
    record when the caller had already changed it.
    """
    ended = _ended(hub, table, FINISHED)
    ended.outcome, ended.progress = outcome, progress
    values = {**arena_values(ended), "status": FINISHED, "outcome": dumps(outcome), "finished_at": ended.finished_at,
              "waiting": "[]", "progress": progress, "clock": ended.clock and dumps(ended.clock)}
    try:
        results = await record_finish(hub.db, ended, outcome, values)
    except Exception as exc:  # the player is told; the game goes on
        if restore is not None:
            table.record = restore
        raise ArenaError("unavailable", unsaved, 503) from exc
    if results is not None and ended.ranked:
        ended.results = [r.as_dict() for r in results]
    _leave_memory(hub, table, ended)
    hub.notice(ended)
    account_events.game_finished(hub.pubsub, ended)


async def resign(hub: Hub, table: LiveTable, user_id: int | None) -> None:
    """The caller leaves the game, at any progress: as a skipped player (the zombie plays on, the result is
    neutralized now, a leave penalty), and the game ends at once when no person is left to play on."""
    async with table.lock:
        record = table.record
        leaving.check_playing(record)
        seat = leaving.actor_seat(record, user_id)
        progress = float(table.game.progress(table.current.state))
        cooperative = table.game.cooperative
        if not leaving.resign_ends_game(record, seat, cooperative=cooperative):
            await _zombify(hub, table, seat, hub.settings.clock(), expel=False, resign=True)
        else:
            changed = zombified(record, seat, progress, expelled=False, resigned=True)
            changed.progress = progress
            table.record = changed
            await _finish(hub, table, leaving.resigned_outcome(changed, cooperative=cooperative), progress,
                          "The resignation could not be saved; the game goes on.", restore=record)
            return
    hub.notice(table.record)
    hub.kick_bots(table)


async def abort(hub: Hub, table: LiveTable, user_id: int | None) -> None:
    """Any player ends the game before every seat had its first move: `abandoned`, nobody rated or penalized."""
    async with table.lock:
        leaving.actor_seat(table.record, user_id)
        leaving.check_abort(table.record, table.version)
        ended = _ended(hub, table, ABANDONED)
        await _store(hub, table, {"status": ABANDONED, "finished_at": ended.finished_at, "waiting": "[]",
                                  "clock": ended.clock and dumps(ended.clock)})
        _leave_memory(hub, table, ended)
    hub.notice(ended)
    account_events.game_finished(hub.pubsub, ended)


async def abandon(hub: Hub, table: LiveTable, user_id: int | None, *, cancel: bool = False) -> None:
    """Vote to abandon (or withdraw the vote); once every player agrees the table is abandoned, nothing recorded."""
    async with table.lock:
        record = table.record
        seat = leaving.actor_seat(record, user_id)
        votes = leaving.abandon_votes(record, seat, cancel=cancel)
        if not leaving.everyone_agreed(record, votes):
            await _store(hub, table, {"abandon_votes": dumps(votes)})
            record.abandon_votes = votes
            hub.notice(record)
            return
        ended = _ended(hub, table, ABANDONED)
        ended.abandon_votes = votes
        await _store(hub, table, {"status": ABANDONED, "finished_at": ended.finished_at, "waiting": "[]",
                                  "abandon_votes": dumps(votes), "clock": ended.clock and dumps(ended.clock)})
        _leave_memory(hub, table, ended)
        hub.notice(ended)
        account_events.game_finished(hub.pubsub, ended)


async def think(hub: Hub, table: LiveTable, user_id: int | None) -> int:
    """Tell everyone at the table that the caller would like to think a little (the clock does not change)."""
    async with table.lock:
        leaving.check_playing(table.record)
        seat = leaving.actor_seat(table.record, user_id)
        table.thinking.add(seat)
        table.current.table_info = table_clock.info(table)
    hub.publish(table.id, Notice(table.id, {"t": "notice", "kind": "thinking", "seat": seat}))
    return seat


def _ended(hub: Hub, table: LiveTable, status: str) -> TableRecord:
    """A copy of the record as it ends now: its clocks stopped."""
    now = hub.settings.clock()
    clock = table.clock.waiting((), now) if table.clock is not None else None
    return replace(table.record, status=status, finished_at=now_ms(),
                   clock=clock.as_dict() if clock is not None else table.record.clock)


def _leave_memory(hub: Hub, table: LiveTable, ended: TableRecord) -> None:
    """The table ended without a last move: it leaves memory, its bots stop."""
    table.record = ended
    table.clock = table_clock.clock_of(hub.settings, ended, table.game)
    if hub.live.get(table.id) is table:
        del hub.live[table.id]


KINDS = ("skip", "expel", "concede", "resign", "abort", "abandon", "think")


async def run(
    kind: str, hub: Hub, table: LiveTable, user_id: int | None, request_id: str, *,
    seat: Any = None, cancel: bool = False,
) -> int:
    """Apply one of `KINDS` once per (caller, id): the same id sent again is not applied twice.

    Returns the table's version after it (or after the first time).
    """
    rules: dict[str, Callable[[], Awaitable[Any]]] = {
        "skip": lambda: skip(hub, table, user_id, seat),
        "expel": lambda: skip(hub, table, user_id, seat, expel=True),
        "concede": lambda: concede(hub, table, user_id),
        "resign": lambda: resign(hub, table, user_id),
        "abort": lambda: abort(hub, table, user_id),
        "abandon": lambda: abandon(hub, table, user_id, cancel=cancel),
        "think": lambda: think(hub, table, user_id),
    }
    key = (_caller_key(table, user_id), request_id)
    done = table.action_ids.get(key)
    if done is not None:
        return done
    await rules[kind]()
    table.action_ids[key] = table.version
    return table.version


def _caller_key(table: LiveTable, user_id: int | None) -> int:
    held = table.record.seats_of(user_id)
    if not held:
        raise ArenaError("not_seated", "You have no seat in this game; spectators cannot do that.", 403)
    return held[0]
