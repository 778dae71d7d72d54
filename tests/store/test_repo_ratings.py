"""Ratings, their history and the profile counters, recorded once per finished table (SQLite and PostgreSQL)."""

from __future__ import annotations

import secrets
from dataclasses import replace

import pytest

from meeple.arena.ratings import START, expected
from meeple.arena.tables import Seat, TableRecord
from meeple.arena.zombie import zombified
from meeple.store import Database, repo_ratings
from meeple.store import repo_accounts as accounts
from meeple.store import repo_tables as tables

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def finished_pair(db: Database, *, ranked: bool = True, game: str = "toy") -> TableRecord:
    """A finished two-player table of two new users."""
    a = await accounts.create_user(db, f"r{secrets.token_hex(4)}", None, guest=True)
    b = await accounts.create_user(db, f"r{secrets.token_hex(4)}", None, guest=True)
    record = TableRecord(id=tables.new_table_id(), game=game, players=2, options={}, mode="realtime", ranked=ranked,
                         invite_only=False, invite_code=None, creator_id=a.id, status="finished",
                         created_at=accounts.now_ms(),
                         seats={0: Seat(0, a.username, a.id), 1: Seat(1, b.username, b.id)})
    await tables.create_table(db, record)
    return record


def ranks(*r: int) -> dict[str, object]:
    return {"ranks": list(r), "cooperative": False}


async def test_a_ranked_finish_is_recorded_once(db: Database) -> None:
    t = await finished_pair(db)
    ana, bob = t.seats[0], t.seats[1]
    assert await repo_ratings.first_timers(db, "toy", [ana.user_id, bob.user_id]) == set()  # it is finished
    assert t.id in [x.id for x in await repo_ratings.unrecorded(db)]  # a restart would record it
    results = await repo_ratings.record_finish(db, t, ranks(1, 2))
    assert results is not None and [r.won for r in results] == [True, False]
    assert t.id not in [x.id for x in await repo_ratings.unrecorded(db)]
    assert await repo_ratings.record_finish(db, t, ranks(1, 2)) is None
    stored = await tables.get_table(db, t.id)
    assert [r["delta"] for r in stored.results] == [30, 0]  # Bob is at the floor already
    profile = await repo_ratings.profile(db, ana.name.upper())
    assert profile is not None and profile["name"] == ana.name
    assert (profile["played"], profile["won"], profile["left"], profile["reputation"]) == (1, 1, 0, 76)
    (toy,) = profile["ratings"]
    assert (toy["game"], toy["rating"], toy["shown"], toy["rank_name"], toy["games"]) == (
        "toy", START + 30, 30, "Apprentice", 1)
    assert toy["history"] == [{"table": t.id, "at": toy["history"][0]["at"], "rating": START + 30}]
    assert await repo_ratings.standing(db, ana.user_id, "toy") == (76, START + 30)
    assert await repo_ratings.standing(db, bob.user_id, "other") == (76, START)


async def test_a_leaver_gets_the_penalty_and_a_leave(db: Database) -> None:
    t = await finished_pair(db)
    first = await repo_ratings.record_finish(db, t, ranks(2, 1))  # Bob wins: 1530 against 1500
    assert first is not None
    again = (await finished_pair(db)).id  # the same two players again, Ana skipped at 50 %
    t2 = zombified(replace(t, id=again, penalties=[0]), 0, 0.5, expelled=False)
    results = await repo_ratings.record_finish(db, t2, ranks(1, 2))
    assert results is not None
    ana, bob = results
    assert ana.left and ana.clock_penalty and ana.rating_after == START
    assert bob.won
    assert bob.rating_after - bob.rating_before == pytest.approx(0.5 * 60 * (1 - expected(START + 30, START)))
    profile = await repo_ratings.profile(db, t.seats[0].name)
    counts = (profile["played"], profile["left"], profile["clock_penalties"], profile["reputation"])
    assert counts == (2, 1, 1, 66)  # reputation 75 + 1 - 10


async def test_casual_tables_count_as_played_but_change_no_rating(db: Database) -> None:
    t = await finished_pair(db, ranked=False)
    results = await repo_ratings.record_finish(db, t, ranks(1, 2))
    assert results is not None and (await tables.get_table(db, t.id)).results == []
    profile = await repo_ratings.profile(db, t.seats[0].name)
    assert profile["played"] == 1 and profile["won"] == 1 and profile["ratings"] == []


async def test_first_timers_have_never_finished_that_game(db: Database) -> None:
    t = await finished_pair(db, game="other")
    newcomer = await accounts.create_user(db, f"n{secrets.token_hex(4)}", None, guest=True)
    users = [t.seats[0].user_id, newcomer.id]
    assert await repo_ratings.first_timers(db, "other", users) == {newcomer.id}
    assert await repo_ratings.first_timers(db, "toy", users) == set(users)
    assert await repo_ratings.profile(db, "nobody-here") is None
