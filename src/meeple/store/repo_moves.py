"""The move log and what is needed to bring a game back: seed, snapshot, moves after it.

The log is append-only (rows are written by the group-commit `Writer`) and is
the truth: `setup(seed)` plus every move rebuilds the game; the snapshot only
saves replaying from the start.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import orjson
from sqlalchemy import Connection, and_, func, insert, select

from meeple.arena.restore import LoggedMove
from meeple.arena.tables import Seat, TableRecord
from meeple.arena.undo import undone_versions

from .db import reads, writes
from .repo_accounts import now_ms
from .repo_tables import dumps, seat_row, table_record, table_row, with_seats
from .schema import game_tables, moves, seats

MOVE = "move"
UNDO = "undo"
"""The kinds of log rows: a seat's game action, or a seat taking back its moves of the turn."""


@dataclass(frozen=True)
class Move:
    """One row of the log: a game action (`kind` MOVE) or an undo (`kind` UNDO, back to version `undo_to`)."""

    seq: int
    seat: int
    action: dict[str, Any]  # the game action; for an undo, {"to": version}
    action_id: str | None
    events: list[dict[str, Any]]
    kind: str = MOVE

    @property
    def undo_to(self) -> int | None:
        """The version an undo row returns to (None for a game action)."""
        return int(self.action["to"]) if self.kind == UNDO else None

    @property
    def logged(self) -> LoggedMove:
        """The row as `meeple.arena` replays a log."""
        if self.kind == UNDO:
            return LoggedMove.undo(self.seq, self.seat, int(self.action["to"]))
        return LoggedMove(self.seq, self.seat, self.action)


@dataclass
class GameData:
    """The secret part of a table in play: its seed and where to resume from."""

    seed: int
    snapshot: dict[str, Any] | None
    snapshot_version: int
    moves: list[Move]  # the moves after the snapshot
    action_ids: dict[tuple[int, str], int]  # (seat, client id) -> version it produced, for every move


def move_row(
    table_id: str, seq: int, seat: int, action: Any, action_id: str | None, events: str, *, undo_to: int | None = None
) -> dict[str, Any]:
    """A `moves` row for the writer: a game action, or (with `undo_to`) an undo; `events` is already JSON text."""
    kind, stored = (MOVE, action) if undo_to is None else (UNDO, {"to": undo_to})
    return {"table_id": table_id, "seq": seq, "seat": seat, "kind": kind, "action": dumps(stored),
            "action_id": action_id, "events": events, "created_at": now_ms()}


def _move(row: Any) -> Move:
    return Move(row.seq, row.seat, orjson.loads(row.action), row.action_id, orjson.loads(row.events), row.kind)


@reads
def load_game(conn: Connection, table_id: str) -> tuple[TableRecord, GameData] | None:
    """A started table, its secrets and the moves since its snapshot (None if not started)."""
    row = conn.execute(select(game_tables).where(game_tables.c.id == table_id)).first()
    if row is None or row.seed is None:
        return None
    record = with_seats(conn, [row])[0]
    after = conn.execute(
        select(moves).where(moves.c.table_id == table_id, moves.c.seq > row.snapshot_version).order_by(moves.c.seq)
    ).all()
    ids = conn.execute(
        select(moves.c.seq, moves.c.seat, moves.c.action_id)
        .where(moves.c.table_id == table_id, moves.c.action_id.is_not(None))
    )
    data = GameData(
        seed=row.seed,
        snapshot=orjson.loads(row.snapshot) if row.snapshot else None,
        snapshot_version=row.snapshot_version if row.snapshot else 0,
        moves=[_move(m) for m in after],
        action_ids={(r.seat, r.action_id): r.seq for r in ids},
    )
    return record, data


@dataclass
class NewMoves:
    """What a process that holds a table at some version needs to follow the moves stored after it."""

    record: TableRecord
    snapshot_version: int
    moves: list[Move]  # the rows after the version asked for, in order


_MOVE_COLUMNS = [c.label(f"m_{c.name}") for c in moves.c]


@reads
def moves_after(conn: Connection, table_id: str, after: int, seats: Mapping[int, Seat]) -> NewMoves | None:
    """The table's record and only the log rows after version `after`, in one query (None if not started):
    a process following moves another one stored reads what is new, not the whole game. The seats are
    not read but given (`seats`, what the caller holds: they change through the table's notices)."""
    table = [c for c in game_tables.c if c.name != "snapshot"]  # the snapshot itself is not needed
    has_snapshot = game_tables.c.snapshot.is_not(None).label("has_snapshot")
    joined = game_tables.outerjoin(moves, and_(moves.c.table_id == game_tables.c.id, moves.c.seq > after))
    rows = conn.execute(
        select(*table, has_snapshot, *_MOVE_COLUMNS).select_from(joined)
        .where(game_tables.c.id == table_id).order_by(moves.c.seq)
    ).all()
    if not rows or rows[0].seed is None:
        return None
    first = rows[0]
    found = [Move(r.m_seq, r.m_seat, orjson.loads(r.m_action), r.m_action_id, orjson.loads(r.m_events), r.m_kind)
             for r in rows if r.m_seq is not None]
    snapshot_version = first.snapshot_version if first.has_snapshot else 0
    return NewMoves(table_record(first, seats.values()), snapshot_version, found)


@reads
def load_moves(conn: Connection, table_id: str, upto: int | None = None) -> list[Move]:
    """The log from the first move (up to version `upto` if given)."""
    stmt = select(moves).where(moves.c.table_id == table_id)
    if upto is not None:
        stmt = stmt.where(moves.c.seq <= upto)
    return [_move(r) for r in conn.execute(stmt.order_by(moves.c.seq))]


@reads
def load_events(conn: Connection, table_id: str, upto: int) -> list[tuple[int, list[dict[str, Any]]]]:
    """(version, events) of every move up to `upto`, for a reconnecting client's log.

    Moves later taken back by an undo are left out (the undo row's own event stays).
    """
    stmt = (
        select(moves.c.seq, moves.c.events, moves.c.kind, moves.c.action)
        .where(moves.c.table_id == table_id, moves.c.seq <= upto)
        .order_by(moves.c.seq)
    )
    rows = conn.execute(stmt).all()
    undone = undone_versions((r.seq, int(orjson.loads(r.action)["to"])) for r in rows if r.kind == UNDO)
    return [(r.seq, orjson.loads(r.events)) for r in rows if r.seq not in undone]


@reads
def events_between(conn: Connection, table_id: str, after: int, upto: int) -> list[dict[str, Any]]:
    """The events of every logged row after version `after` up to `upto`, in order, as they were pushed
    (a process catching up with moves another one stored, whatever snapshot it resumed from)."""
    stmt = (
        select(moves.c.events)
        .where(moves.c.table_id == table_id, moves.c.seq > after, moves.c.seq <= upto)
        .order_by(moves.c.seq)
    )
    return [e for row in conn.execute(stmt) for e in orjson.loads(row.events)]


@reads
def stored_versions(conn: Connection, table_ids: list[str]) -> dict[str, tuple[str, int]]:
    """(status, last version in the log) of each of these tables that exists."""
    last = select(func.max(moves.c.seq)).where(moves.c.table_id == game_tables.c.id).scalar_subquery()
    rows = conn.execute(select(game_tables.c.id, game_tables.c.status, last).where(game_tables.c.id.in_(table_ids)))
    return {row[0]: (row[1], row[2] or 0) for row in rows}


@reads
def finished_seed(conn: Connection, table_id: str) -> int | None:
    """The seed of a finished or abandoned table; None while it runs (the seed stays secret until the end)."""
    stmt = select(game_tables.c.seed).where(
        game_tables.c.id == table_id, game_tables.c.status.in_(("finished", "abandoned"))
    )
    return conn.execute(stmt).scalar_one_or_none()


@writes
def insert_played(conn: Connection, record: TableRecord, seed: int, log: list[dict[str, Any]], snapshot: str) -> None:
    """Store a whole game at once (an imported replay): table, seats, moves, final snapshot."""
    row = table_row(record) | {"seed": seed, "snapshot": snapshot, "snapshot_version": len(log)}
    conn.execute(insert(game_tables).values(row))
    conn.execute(insert(seats), [seat_row(record.id, s) for s in record.seats.values()])
    if log:
        conn.execute(insert(moves), log)
