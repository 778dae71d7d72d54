"""Accounts and tables in the store, on both databases."""

from __future__ import annotations

import secrets

import orjson
import pytest

from meeple.arena.tables import Seat, TableRecord
from meeple.store import Database
from meeple.store import repo_accounts as accounts
from meeple.store import repo_moves as moves
from meeple.store import repo_tables as tables
from meeple.store.db import writes
from meeple.store.repo_tables import SeatConflict
from meeple.store.schema import game_tables

pytestmark = pytest.mark.asyncio(loop_scope="module")


def name() -> str:
    return f"Ana{secrets.token_hex(3)}"


def n_() -> str:
    return secrets.token_hex(8)


async def test_usernames_are_unique_ignoring_case(db: Database) -> None:
    n = name()
    ana = await accounts.create_user(db, n, "hash")
    with pytest.raises(accounts.UsernameTaken):
        await accounts.create_user(db, n.upper(), "hash")
    found = await accounts.password_hash_of(db, n.lower())
    assert found is not None and found[0] == ana and found[1] == "hash"
    assert await accounts.password_hash_of(db, "nobody-" + n) is None


async def test_sessions_expire_and_end(db: Database) -> None:
    ana = await accounts.create_user(db, name(), "hash")
    await accounts.create_session(db, ana.id, "live-" + n_(), "csrf1", 60_000)
    dead = "dead-" + n_()
    await accounts.create_session(db, ana.id, dead, "csrf2", -1)
    assert await accounts.session_account(db, dead) is None
    live = "live2-" + n_()
    await accounts.create_session(db, ana.id, live, "csrf3", 60_000)
    assert await accounts.session_account(db, live) == (ana, "csrf3")
    await accounts.delete_session(db, live)
    assert await accounts.session_account(db, live) is None


async def test_api_tokens_are_stored_hashed_and_revocable(db: Database) -> None:
    ana = await accounts.create_user(db, name(), "hash")
    bob = await accounts.create_user(db, name(), "hash")
    info = await accounts.create_token(db, ana.id, "bot", "h-" + n_(), "mpt_abc")
    assert await accounts.token_account(db, "nope") is None
    listed = await accounts.list_tokens(db, ana.id)
    assert [t["name"] for t in listed] == ["bot"] and listed[0]["last_used_at"] is None
    assert not await accounts.delete_token(db, bob.id, info["id"])  # not Bob's
    assert await accounts.delete_token(db, ana.id, info["id"])
    assert await accounts.list_tokens(db, ana.id) == []


async def open_table(db: Database, creator: int, players: int = 2, mode: str = "realtime") -> TableRecord:
    record = TableRecord(id=tables.new_table_id(), game="toy", players=players, options={"a": 1}, mode=mode,
                         ranked=False, invite_only=False, invite_code=None, creator_id=creator, status="open",
                         created_at=accounts.now_ms(), seats={0: Seat(0, "c", creator)})
    await tables.create_table(db, record)
    return record


async def test_a_table_goes_from_open_to_playing_and_keeps_its_secrets_apart(db: Database) -> None:
    ana = await accounts.create_user(db, name(), None, guest=True)
    bob = await accounts.create_user(db, name(), None, guest=True)
    t = await open_table(db, ana.id)
    assert (await tables.get_table(db, t.id)) == t
    assert t.id in [x.id for x in await tables.list_open(db)]
    with pytest.raises(SeatConflict):
        await tables.start_table(db, t, 42, "{}", [0])  # not full: nothing changes
    assert (await tables.get_table(db, t.id)).status == "open"
    seated = await tables.add_seat(db, t, Seat(1, "b", bob.id))
    assert sorted(seated.seats) == [0, 1]
    with pytest.raises(SeatConflict):
        await tables.add_seat(db, t, Seat(1, "x", None, "random"))  # seat taken
    started = await tables.start_table(db, t, 42, '{"s": 1}', [0])
    assert started.status == "playing" and started.full and started.started_at
    assert "seed" not in started.summary()
    loaded = await moves.load_game(db, t.id)
    assert loaded is not None and loaded[1].seed == 42 and loaded[1].snapshot == {"s": 1}
    assert await moves.finished_seed(db, t.id) is None  # secret while it runs
    with pytest.raises(SeatConflict):
        await tables.add_seat(db, t, Seat(2, "late", None, "random"))
    assert t.id not in [x.id for x in await tables.list_open(db)]
    assert [x.id for x in await tables.list_for_user(db, bob.id, ("playing",))] == [t.id]


async def test_one_seat_per_person_per_table(db: Database) -> None:
    ana = await accounts.create_user(db, name(), None, guest=True)
    t = await open_table(db, ana.id, players=3)
    with pytest.raises(SeatConflict):
        await tables.add_seat(db, t, Seat(1, "again", ana.id))
    await tables.add_seat(db, t, Seat(1, "bot", None, "random"))
    await tables.add_seat(db, t, Seat(2, "bot", None, "random"))  # bots have no user: no limit
    left = await tables.remove_seat(db, t, 2)
    assert sorted(left.seats) == sorted((await tables.get_table(db, t.id)).seats) == [0, 1]


async def test_turn_based_tables_waiting_for_a_user(db: Database) -> None:
    ana = await accounts.create_user(db, name(), None, guest=True)
    bob = await accounts.create_user(db, name(), None, guest=True)
    t = await open_table(db, ana.id, mode="turnbased")
    await tables.start_table(db, await tables.add_seat(db, t, Seat(1, "b", bob.id)), 1, "{}", [1])
    assert [x.id for x in await tables.turnbased_waiting(db, bob.id)] == [t.id]
    assert await tables.turnbased_waiting(db, ana.id) == []


@writes
def _zombify(conn, table_id: str, seats: list[int]) -> None:  # a connection, as in the repos
    conn.execute(game_tables.update().where(game_tables.c.id == table_id).values(zombies=orjson.dumps(seats).decode()))


async def test_tables_in_play_with_a_bot_or_a_zombie_are_resumed(db: Database) -> None:
    ana = await accounts.create_user(db, name(), None, guest=True)
    bob = await accounts.create_user(db, name(), None, guest=True)
    humans = await open_table(db, ana.id)
    await tables.start_table(db, await tables.add_seat(db, humans, Seat(1, "b", bob.id)), 1, "{}", [0])
    with_bot = await open_table(db, bob.id)
    await tables.start_table(db, await tables.add_seat(db, with_bot, Seat(1, "bot", None, "random")), 1, "{}", [0])
    assert humans.id not in await tables.playing_with_bots(db)
    assert with_bot.id in await tables.playing_with_bots(db)
    await _zombify(db, humans.id, [1])  # bob was skipped: the zombie must go on after a restart
    assert humans.id in await tables.playing_with_bots(db)


async def test_an_imported_game_is_stored_whole(db: Database) -> None:
    record = TableRecord(id=tables.new_table_id(), game="toy", players=2, options={}, mode="turnbased",
                         ranked=False, invite_only=False, invite_code=None, creator_id=None, status="finished",
                         created_at=1, seats={0: Seat(0, "a"), 1: Seat(1, "b", None, "random")},
                         outcome={"scores": [1, 2]})
    log = [moves.move_row(record.id, i, i % 2, {"type": "draw"}, None, orjson.dumps([]).decode())
           for i in range(1, 4)]
    await moves.insert_played(db, record, 99, log, "{}")
    assert await moves.finished_seed(db, record.id) == 99
    assert [m.seq for m in await moves.load_moves(db, record.id)] == [1, 2, 3]
    assert await moves.load_events(db, record.id, 2) == [(1, []), (2, [])]
