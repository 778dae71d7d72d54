"""Tables and seats in the store: the lobby's reads and the life-cycle writes.

Every write that depends on a table's status first touches the table row with
a conditional UPDATE (`... WHERE status = 'open'`): on PostgreSQL that takes
the row lock, on SQLite the write lock, so a join and a start, or two joins,
cannot interleave.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

import orjson
from sqlalchemy import Connection, Select, bindparam, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from meeple.arena.tables import OPEN, PLAYING, Seat, TableRecord

from .db import reads, writes
from .repo_accounts import now_ms
from .schema import game_tables, invitations, seats, users

PUBLIC_COLUMNS = [c for c in game_tables.c if c.name not in ("seed", "snapshot")]
"""Every column but the secret ones: lobby queries never even read the seed or the state."""


class SeatConflict(Exception):
    """The seat was taken, or the table stopped being open, while the request was on its way."""


def new_table_id() -> str:
    """A short unguessable id (12 URL-safe characters)."""
    return secrets.token_urlsafe(9)


def dumps(value: Any) -> str:
    """JSON text as stored in the Text columns."""
    return orjson.dumps(value).decode()


def table_record(row: Any, seat_rows: Iterable[Any]) -> TableRecord:
    """The record of a `game_tables` row with its seats (rows of `seats`, or `Seat`s: the same fields)."""
    return TableRecord(
        id=row.id, game=row.game, players=row.players, options=orjson.loads(row.options), mode=row.mode,
        ranked=bool(row.ranked), invite_only=bool(row.invite_only), invite_code=row.invite_code,
        creator_id=row.creator_id, status=row.status, created_at=row.created_at,
        seats={s.seat: Seat(s.seat, s.name, s.user_id, s.bot, bool(s.bot_account)) for s in seat_rows},
        started_at=row.started_at, finished_at=row.finished_at,
        outcome=orjson.loads(row.outcome) if row.outcome else None,
        speed=row.speed, min_reputation=row.min_reputation, min_rank=row.min_rank,
        auto_start=bool(row.auto_start), bot_delay_ms=row.bot_delay_ms, bot_accounts=bool(row.bot_accounts),
        clock=orjson.loads(row.clock) if row.clock else None,
        zombies=orjson.loads(row.zombies), expelled=orjson.loads(row.expelled),
        resigned=orjson.loads(row.resigned), left_at=row.left_at,
        penalties=orjson.loads(row.penalties), abandon_votes=orjson.loads(row.abandon_votes),
        progress=row.progress, results=orjson.loads(row.results) if row.results else [],
    )


def arena_values(t: TableRecord) -> dict[str, Any]:
    """The `game_tables` columns of what the platform's rules change during a game (leavers, votes, progress)."""
    return {
        "zombies": dumps(t.zombies), "expelled": dumps(t.expelled), "resigned": dumps(t.resigned), "left_at": t.left_at,
        "penalties": dumps(t.penalties), "abandon_votes": dumps(t.abandon_votes), "progress": t.progress,
    }


def seats_with_accounts() -> Select[Any]:
    """`seats` rows with `bot_account`: whether the seated user is a bot account (read, never copied, so it is
    always the account's own)."""
    return select(seats, users.c.is_bot.label("bot_account")).outerjoin(users, users.c.id == seats.c.user_id)


SEATS_OF_TABLES = seats_with_accounts().where(seats.c.table_id.in_(bindparam("table_ids", expanding=True)))
"""Built once: `.in_(a_list)` built per call made bind parameters that reference themselves, cyclic garbage
for the collector on every table read (server/garbage.py)."""


def with_seats(conn: Connection, rows: Sequence[Any]) -> list[TableRecord]:
    """Table records for `game_tables` rows, their seats read in one query."""
    if not rows:
        return []
    by_table: dict[str, list[Any]] = {r.id: [] for r in rows}
    for s in conn.execute(SEATS_OF_TABLES, {"table_ids": list(by_table)}):
        by_table[s.table_id].append(s)
    return [table_record(r, by_table[r.id]) for r in rows]


def seat_row(table_id: str, seat: Seat) -> dict[str, Any]:
    """The `seats` row of a seat."""
    return {"table_id": table_id, "seat": seat.seat, "user_id": seat.user_id, "bot": seat.bot,
            "name": seat.name, "joined_at": now_ms()}


def table_row(t: TableRecord) -> dict[str, Any]:
    """The public columns of a new `game_tables` row."""
    return {
        "id": t.id, "game": t.game, "players": t.players, "options": dumps(t.options), "mode": t.mode,
        "ranked": t.ranked, "invite_only": t.invite_only, "invite_code": t.invite_code,
        "creator_id": t.creator_id, "status": t.status, "snapshot_version": 0, "created_at": t.created_at,
        "started_at": t.started_at, "finished_at": t.finished_at,
        "outcome": dumps(t.outcome) if t.outcome is not None else None,
        "speed": t.speed, "min_reputation": t.min_reputation, "min_rank": t.min_rank, "auto_start": t.auto_start,
        "bot_delay_ms": t.bot_delay_ms, "bot_accounts": t.bot_accounts,
        "clock": dumps(t.clock) if t.clock is not None else None,
        "results": dumps(t.results) if t.results else None,
        **arena_values(t),
    }


@writes
def create_table(conn: Connection, table: TableRecord) -> None:
    """Insert a new open table with the seats it already has."""
    insert_table(conn, table)


def insert_table(conn: Connection, table: TableRecord) -> None:
    """`create_table` inside a caller's transaction (an accepted challenge makes its table this way)."""
    conn.execute(insert(game_tables).values(table_row(table)))
    if table.seats:
        conn.execute(insert(seats), [seat_row(table.id, s) for s in table.seats.values()])


@reads
def get_table(conn: Connection, table_id: str) -> TableRecord | None:
    """One table with its seats (no secrets), or None."""
    row = conn.execute(select(*PUBLIC_COLUMNS).where(game_tables.c.id == table_id)).first()
    found = with_seats(conn, [row] if row is not None else [])
    return found[0] if found else None


@reads
def list_open(conn: Connection, limit: int = 100, *, game: str | None = None, mode: str | None = None,
              open_seats: int | None = None) -> list[TableRecord]:
    """Open tables anyone may join (invite-only ones are not listed), newest first; optionally only of one
    game, one mode, or with at least `open_seats` free seats."""
    stmt = select(*PUBLIC_COLUMNS).where(game_tables.c.status == OPEN, game_tables.c.invite_only.is_(False))
    if game is not None:
        stmt = stmt.where(game_tables.c.game == game)
    if mode is not None:
        stmt = stmt.where(game_tables.c.mode == mode)
    if open_seats is not None:
        taken = select(func.count()).where(seats.c.table_id == game_tables.c.id).scalar_subquery()
        stmt = stmt.where(game_tables.c.players - taken >= open_seats)
    stmt = stmt.order_by(game_tables.c.created_at.desc()).limit(limit)
    return with_seats(conn, conn.execute(stmt).all())


@reads
def list_for_user(conn: Connection, user_id: int, statuses: Sequence[str], limit: int = 100) -> list[TableRecord]:
    """Tables where `user_id` has a seat or which they created, in the given statuses, newest first."""
    mine = select(seats.c.table_id).where(seats.c.user_id == user_id)
    return _newest(conn, statuses, limit, (game_tables.c.id.in_(mine)) | (game_tables.c.creator_id == user_id))


@reads
def list_seating(conn: Connection, user_ids: Iterable[int], statuses: Sequence[str],
                 limit: int = 50) -> list[TableRecord]:
    """Listed (not invite-only) tables where any of `user_ids` has a seat, in the given statuses, newest first."""
    theirs = select(seats.c.table_id).where(seats.c.user_id.in_(list(user_ids)))
    return _newest(conn, statuses, limit, game_tables.c.id.in_(theirs) & game_tables.c.invite_only.is_(False))


def _newest(conn: Connection, statuses: Sequence[str], limit: int, where: Any) -> list[TableRecord]:
    stmt = (select(*PUBLIC_COLUMNS).where(game_tables.c.status.in_(statuses), where)
            .order_by(game_tables.c.created_at.desc()).limit(limit))
    return with_seats(conn, conn.execute(stmt).all())


@reads
def turnbased_waiting(conn: Connection, user_id: int) -> list[TableRecord]:
    """Turn-based tables in play where the game waits for one of `user_id`'s seats."""
    stmt = (
        select(*PUBLIC_COLUMNS, seats.c.seat.label("my_seat"))
        .join(seats, seats.c.table_id == game_tables.c.id)
        .where(seats.c.user_id == user_id, game_tables.c.status == PLAYING, game_tables.c.mode == "turnbased")
        .order_by(game_tables.c.started_at)
    )
    rows = [r for r in conn.execute(stmt).all() if r.my_seat in orjson.loads(r.waiting or "[]")]
    return with_seats(conn, rows)


def _lock_open(conn: Connection, table_id: str) -> None:
    """Lock the table row, or raise SeatConflict if it is no longer open."""
    result = conn.execute(
        update(game_tables).where(game_tables.c.id == table_id, game_tables.c.status == OPEN).values(status=OPEN)
    )
    if result.rowcount != 1:
        raise SeatConflict("the table is no longer open")


def _seats(conn: Connection, table_id: str) -> dict[int, Seat]:
    rows = conn.execute(seats_with_accounts().where(seats.c.table_id == table_id))
    return {r.seat: Seat(r.seat, r.name, r.user_id, r.bot, bool(r.bot_account)) for r in rows}


@writes
def add_seat(conn: Connection, table: TableRecord, seat: Seat) -> TableRecord:
    """Seat someone at an open table; the table with its seats as now stored.

    SeatConflict if the seat or the person is already there, or the table is no longer open.
    """
    _lock_open(conn, table.id)
    try:
        conn.execute(insert(seats).values(seat_row(table.id, seat)))
    except IntegrityError:
        raise SeatConflict(f"seat {seat.seat} was taken") from None
    if seat.user_id is not None:  # an invitation is answered by joining: nothing is left to decline
        conn.execute(delete(invitations).where(invitations.c.table_id == table.id, invitations.c.to_id == seat.user_id))
    return replace(table, seats=_seats(conn, table.id))


@writes
def remove_seat(conn: Connection, table: TableRecord, seat: int) -> TableRecord:
    """Free a seat of an open table; the table with its seats as now stored."""
    _lock_open(conn, table.id)
    conn.execute(delete(seats).where(seats.c.table_id == table.id, seats.c.seat == seat))
    return replace(table, seats=_seats(conn, table.id))


@writes
def start_table(
    conn: Connection, table: TableRecord, seed: int, snapshot: str, waiting: list[int],
    clock: dict[str, Any] | None = None,
) -> TableRecord:
    """Open -> playing with its secret seed, first snapshot and clock; SeatConflict if no longer startable."""
    now = now_ms()
    result = conn.execute(
        update(game_tables)
        .where(game_tables.c.id == table.id, game_tables.c.status == OPEN)
        .values(status=PLAYING, seed=seed, snapshot=snapshot, snapshot_version=0, waiting=dumps(waiting),
                started_at=now, clock=dumps(clock) if clock is not None else None)
    )
    if result.rowcount != 1:
        raise SeatConflict("the table is no longer open")
    started = replace(table, status=PLAYING, started_at=now, seats=_seats(conn, table.id), clock=clock)
    if not started.full:
        raise SeatConflict("a seat was freed before the start")
    _drop_invitations(conn, table.id)
    return started


@writes
def abandon_table(conn: Connection, table_id: str) -> bool:
    """Mark an open table abandoned (its creator cancelled it); False if it was not open."""
    result = conn.execute(
        update(game_tables)
        .where(game_tables.c.id == table_id, game_tables.c.status == OPEN)
        .values(status="abandoned", finished_at=now_ms())
    )
    if result.rowcount == 1:
        _drop_invitations(conn, table_id)
    return result.rowcount == 1


def _drop_invitations(conn: Connection, table_id: str) -> None:
    """The table is no longer open: its invitations can be neither taken up nor declined."""
    conn.execute(delete(invitations).where(invitations.c.table_id == table_id))


@writes
def abandon_if_alone(conn: Connection, table_id: str, user_id: int) -> bool:
    """Abandon an open table at which nobody but `user_id` sits (Play now giving way to an older table);
    False, and nothing changed, if it was not open or someone else has a seat."""
    others = select(seats.c.seat).where(seats.c.table_id == table_id,
                                        (seats.c.user_id != user_id) | seats.c.user_id.is_(None))
    result = conn.execute(
        update(game_tables)
        .where(game_tables.c.id == table_id, game_tables.c.status == OPEN, ~others.exists())
        .values(status="abandoned", finished_at=now_ms())
    )
    return result.rowcount == 1


@writes
def reopen_table(conn: Connection, table_id: str) -> None:
    """Undo `abandon_if_alone` (the older table could not be joined after all)."""
    conn.execute(update(game_tables).where(game_tables.c.id == table_id, game_tables.c.status == "abandoned")
                 .values(status=OPEN, finished_at=None))


@reads
def playing_with_bots(conn: Connection) -> list[str]:
    """Ids of the tables in play that have a bot in a seat or a zombie (their bots resume at startup)."""
    with_bot = (
        select(seats.c.table_id)
        .join(game_tables, game_tables.c.id == seats.c.table_id)
        .where(game_tables.c.status == PLAYING, seats.c.bot.is_not(None))
    )
    with_zombie = select(game_tables.c.id).where(game_tables.c.status == PLAYING, game_tables.c.zombies != "[]")
    return sorted({r[0] for r in conn.execute(with_bot.union(with_zombie))})
