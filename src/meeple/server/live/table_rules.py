"""Skip, expel, concede, abandon and think at a live table: the platform's rules applied under its lock.

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
        progress = float(table.game.progress(table.current.state))
        changed = zombified(record, seat, progress, expelled=expel)
        changed.penalties = sorted(set(changed.penalties) | table_clock.late_seats(table.clock, now))
        changed.progress = progress
        await _store(hub, table, arena_values(changed))
        table.record = changed
        table.thinking.discard(seat)
        table.current.table_info = table_clock.info(table)
    hub.notice(table.record)
    hub.kick_bots(table)


async def concede(hub: Hub, table: LiveTable, user_id: int | None) -> None:
    """The caller gives up a two-player game from half its progress: they lose, the game ends."""
    async with table.lock:
        record = table.record
        seat = leaving.actor_seat(record, user_id)
        progress = float(table.game.progress(table.current.state))
        leaving.check_concede(record, progress, cooperative=table.game.cooperative)
        ended = _ended(hub, table, FINISHED)
        ended.outcome, ended.progress = leaving.conceded_outcome(record, seat), progress
        values = {"status": FINISHED, "outcome": dumps(ended.outcome), "finished_at": ended.finished_at,
                  "waiting": "[]", "progress": progress, "clock": ended.clock and dumps(ended.clock)}
        try:
            results = await record_finish(hub.db, ended, ended.outcome, values)
        except Exception as exc:  # the player is told; the game goes on
            raise ArenaError("unavailable", "The concession could not be saved; the game goes on.", 503) from exc
        if results is not None and ended.ranked:
            ended.results = [r.as_dict() for r in results]
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


KINDS = ("skip", "expel", "concede", "abandon", "think")


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
