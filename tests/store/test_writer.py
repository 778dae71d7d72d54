"""The group-commit writer: batches, failure isolation, draining on close, lock waits."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest
from sqlalchemy import select

from meeple.arena.restore import LoggedMove
from meeple.arena.tables import TableRecord
from meeple.store import Database, repo_moves, repo_tables
from meeple.store.move_commit import MoveCommit, VersionTaken
from meeple.store.repo_moves import MOVE, UNDO, move_row
from meeple.store.schema import game_tables
from meeple.store.writer import Writer, WriterClosed, WriteSet

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def new_table(db: Database) -> str:
    record = TableRecord(id=repo_tables.new_table_id(), game="toy", players=2, options={}, mode="realtime",
                         ranked=False, invite_only=False, invite_code=None, creator_id=None, status="playing",
                         created_at=0)
    await repo_tables.create_table(db, record)
    return record.id


def move(table_id: str, seq: int) -> WriteSet:
    return WriteSet(moves=[move_row(table_id, seq, 0, {"type": "draw", "n": seq}, f"id{seq}", "[]")])


async def test_concurrent_writes_share_transactions_and_all_commit(db: Database) -> None:
    writer = Writer(db)
    writer.start()
    tables = [await new_table(db) for _ in range(8)]

    async def play(table_id: str) -> None:
        for seq in range(1, 26):
            await writer.write(move(table_id, seq))

    await asyncio.gather(*(play(t) for t in tables))
    await writer.close()
    assert writer.stats.writes == 200 and writer.stats.failures == 0
    assert writer.stats.batches < 200  # group commit: several tables per transaction
    for t in tables:
        assert [m.seq for m in await repo_moves.load_moves(db, t)] == list(range(1, 26))


async def test_a_failing_write_fails_alone(db: Database) -> None:
    writer = Writer(db)
    writer.start()
    t = await new_table(db)
    await writer.write(move(t, 1))
    results = await asyncio.gather(
        writer.write(move(t, 2)), writer.write(move(t, 1)), writer.write(move(t, 3)), return_exceptions=True
    )
    await writer.close()
    assert results[0] is None and results[2] is None
    assert isinstance(results[1], Exception)  # version 1 exists already
    assert [m.seq for m in await repo_moves.load_moves(db, t)] == [1, 2, 3]
    assert writer.stats.failures == 1


async def test_table_updates_commit_with_the_move(db: Database) -> None:
    writer = Writer(db)
    writer.start()
    t = await new_table(db)
    ws = move(t, 1)
    ws.tables.append((t, {"snapshot": '{"x": 1}', "snapshot_version": 1}))
    await writer.write(ws)
    await writer.close()
    loaded = await repo_moves.load_game(db, t)
    assert loaded is None  # no seed: not a started table
    version = await db.read(
        lambda conn: conn.execute(select(game_tables.c.snapshot_version).where(game_tables.c.id == t)).scalar_one()
    )
    assert version == 1


async def test_close_commits_what_is_pending_then_refuses(db: Database) -> None:
    writer = Writer(db)
    writer.start()
    t = await new_table(db)
    pending = [asyncio.ensure_future(writer.write(move(t, i))) for i in range(1, 6)]
    await asyncio.sleep(0)
    await writer.close()
    await asyncio.gather(*pending)
    assert len(await repo_moves.load_moves(db, t)) == 5
    with pytest.raises(WriterClosed):
        await writer.write(move(t, 6))


async def test_sqlite_batch_waits_on_a_thread_while_another_connection_holds_the_lock(db: Database) -> None:
    if db.dialect != "sqlite":
        pytest.skip("SQLite's file lock only")
    writer = Writer(db)
    writer.start()
    t = await new_table(db)
    blocker = sqlite3.connect(db.runner.path, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    pending = asyncio.ensure_future(writer.write(move(t, 1)))
    await asyncio.sleep(0.2)
    assert not pending.done()  # waiting for the lock, without blocking this event loop
    blocker.execute("COMMIT")
    blocker.close()
    await asyncio.wait_for(pending, 5)
    await writer.close()
    assert db.runner.waits == 1
    assert [m.seq for m in await repo_moves.load_moves(db, t)] == [1]


async def test_commit_move_stores_the_row_and_the_tables_changes_together(db: Database) -> None:
    writer = Writer(db)
    writer.start()
    t = await new_table(db)
    await writer.commit_move(MoveCommit(t, 1, 0, "[]", action={"type": "draw", "n": 1}, action_id="a1",
                                        waiting=[1], progress=0.5, penalties=[0], clock={"banks": [1, 2]}))
    await writer.commit_move(MoveCommit(t, 2, 1, '[{"type": "undo"}]', undo_to=1, action_id="u1",
                                        snapshot={"n": 1}, outcome={"winners": [1]}))
    with pytest.raises(VersionTaken) as taken:  # another process stored version 2 first
        await writer.commit_move(MoveCommit(t, 2, 0, "[]", action={"type": "draw", "n": 2}, progress=0.9))
    await writer.close()
    assert (taken.value.table_id, taken.value.version) == (t, 2)
    logged = await repo_moves.load_moves(db, t)
    assert [(m.kind, m.action, m.undo_to) for m in logged] == [
        (MOVE, {"type": "draw", "n": 1}, None), (UNDO, {"to": 1}, 1)]
    assert logged[1].logged == LoggedMove.undo(2, logged[1].seat, 1) and logged[1].events == [{"type": "undo"}]
    record = await repo_tables.get_table(db, t)
    assert record is not None and record.status == "finished" and record.progress == 0.5
    assert record.penalties == [0] and record.clock == {"banks": [1, 2]}
    version = await db.read(
        lambda conn: conn.execute(select(game_tables.c.snapshot_version).where(game_tables.c.id == t)).scalar_one()
    )
    assert version == 2


async def test_a_move_names_an_action_or_an_undo_target() -> None:
    with pytest.raises(ValueError):
        MoveCommit("t", 1, 0, "[]")
    with pytest.raises(ValueError):
        MoveCommit("t", 1, 0, "[]", action={"type": "x"}, undo_to=0)


async def test_moves_taken_back_leave_the_events_log(db: Database) -> None:
    writer = Writer(db)
    writer.start()
    t = await new_table(db)
    for version in (1, 2):
        await writer.commit_move(MoveCommit(t, version, 0, f'[{{"v": {version}}}]', action={"type": "keep"}))
    await writer.commit_move(MoveCommit(t, 3, 0, '[{"v": 3}]', undo_to=1))
    await writer.close()
    assert [v for v, _ in await repo_moves.load_events(db, t, 3)] == [1, 3]
