"""Ratings per (user, game), their history, and the profile counters: written when a game ends.

A finished table is recorded once: `record_finish` claims the table row
(`results IS NULL`), reads the players' ratings and counters in the same
transaction, computes everyone's result with `meeple.arena.results`, and
writes ratings, history rows and counters together. Casual tables change no
rating but still count as played (and left) on the profile.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from sqlalchemy import Connection, bindparam, insert, select, update

from meeple.arena import reputation
from meeple.arena.ratings import START, rank_name, shown
from meeple.arena.results import SeatResult, seat_results
from meeple.arena.tables import FINISHED, TableRecord

from .db import reads, writes
from .repo_accounts import now_ms, username_key
from .repo_tables import PUBLIC_COLUMNS, dumps, with_seats
from .schema import game_tables, rating_history, ratings, seats, users

RATINGS_OF = select(ratings.c.user_id, ratings.c.rating).where(
    ratings.c.game == bindparam("game"), ratings.c.user_id.in_(bindparam("user_ids", expanding=True)))
"""Built once, like repo_tables.SEATS_OF_TABLES: a table page reads its players' ratings, and `.in_(a_list)`
built per call left self-referencing bind parameters for the cyclic collector."""


def _ratings(conn: Connection, game: str, user_ids: Iterable[int], *, lock: bool = False) -> dict[int, float]:
    stmt = RATINGS_OF.with_for_update() if lock and conn.dialect.name == "postgresql" else RATINGS_OF
    return {r.user_id: r.rating for r in conn.execute(stmt, {"game": game, "user_ids": list(user_ids)})}


PLAYED_BEFORE = select(seats.c.user_id).distinct().join(game_tables, game_tables.c.id == seats.c.table_id).where(
    game_tables.c.game == bindparam("game"), game_tables.c.status == FINISHED,
    seats.c.user_id.in_(bindparam("user_ids", expanding=True)))


def _first_timers(conn: Connection, game: str, user_ids: Iterable[int]) -> set[int]:
    wanted = list(user_ids)
    return set(wanted) - {r[0] for r in conn.execute(PLAYED_BEFORE, {"game": game, "user_ids": wanted})}


@reads
def first_timers(conn: Connection, game: str, user_ids: Iterable[int]) -> set[int]:
    """Those of `user_ids` who never finished a game of `game` (their first game gets double time)."""
    return _first_timers(conn, game, user_ids)


@reads
def standings(conn: Connection, wanted: Iterable[tuple[str, int]]) -> dict[tuple[str, int], dict[str, Any]]:
    """For each (game, user id): the rating shown to players, its rank name and whether it is their first game.

    What the lobby and a table's players panel show beside a name: `{"rating": 32, "rank": "Apprentice",
    "first_game": False}` (a first game of a game gets double time on the clock).
    """
    by_game: dict[str, set[int]] = {}
    for game, user_id in wanted:
        by_game.setdefault(game, set()).add(user_id)
    out: dict[tuple[str, int], dict[str, Any]] = {}
    for game, ids in by_game.items():
        rated, firsts = _ratings(conn, game, ids), _first_timers(conn, game, ids)
        for user_id in ids:
            rating = rated.get(user_id, START)
            out[(game, user_id)] = {"rating": shown(rating), "rank": rank_name(rating), "first_game": user_id in firsts}
    return out


@reads
def standing(conn: Connection, user_id: int, game: str) -> tuple[int, float]:
    """A user's reputation and rating in `game`, for a table's join requirements."""
    rep = conn.execute(select(users.c.reputation).where(users.c.id == user_id)).scalar_one()
    return rep, _ratings(conn, game, [user_id]).get(user_id, START)


@writes
def record_finish(
    conn: Connection, table: TableRecord, outcome: Mapping[str, Any], values: Mapping[str, Any] | None = None
) -> list[SeatResult] | None:
    """Record a finished table's results once (None if they were already recorded).

    `values` are more `game_tables` columns to write in the same transaction
    (the status and outcome of a conceded game, say).
    """
    claimed = conn.execute(
        update(game_tables)
        .where(game_tables.c.id == table.id, game_tables.c.results.is_(None))
        .values(results="[]", **(values or {}))
    )
    if claimed.rowcount != 1:
        return None
    people = [s.user_id for s in table.seats.values() if s.user_id is not None]
    results = seat_results(table, outcome, _ratings(conn, table.game, people, lock=True))
    if table.ranked:
        conn.execute(update(game_tables).where(game_tables.c.id == table.id)
                     .values(results=dumps([r.as_dict() for r in results])))
        _store_ratings(conn, table, results)
    _count(conn, results)
    return results


def _store_ratings(conn: Connection, table: TableRecord, results: list[SeatResult]) -> None:
    at = now_ms()
    known = set(_ratings(conn, table.game, [r.user_id for r in results]))
    for r in results:
        if r.user_id in known:
            conn.execute(
                update(ratings).where(ratings.c.user_id == r.user_id, ratings.c.game == table.game)
                .values(rating=r.rating_after, games=ratings.c.games + 1)
            )
        else:
            conn.execute(insert(ratings).values(user_id=r.user_id, game=table.game, rating=r.rating_after, games=1))
    if results:
        conn.execute(insert(rating_history), [
            {"user_id": r.user_id, "game": table.game, "table_id": table.id, "at": at, "rating": r.rating_after}
            for r in results
        ])


def _count(conn: Connection, results: list[SeatResult]) -> None:
    reps = {row.id: row.reputation for row in conn.execute(
        select(users.c.id, users.c.reputation).where(users.c.id.in_([r.user_id for r in results]))
    )}
    for r in results:
        conn.execute(update(users).where(users.c.id == r.user_id).values(
            played=users.c.played + 1, won=users.c.won + int(r.won), left=users.c.left + int(r.left),
            clock_penalties=users.c.clock_penalties + int(r.clock_penalty),
            reputation=reputation.after_game(reps.get(r.user_id, reputation.START), left=r.left),
        ))


@reads
def unrecorded(conn: Connection, limit: int = 1000) -> list[TableRecord]:
    """Finished tables whose results were never recorded (the server stopped in between)."""
    stmt = select(*PUBLIC_COLUMNS).where(game_tables.c.status == FINISHED, game_tables.c.results.is_(None)).limit(limit)
    return with_seats(conn, conn.execute(stmt).all())


@reads
def profile(conn: Connection, name: str) -> dict[str, Any] | None:
    """A player's public profile: counters, and per game the rating, rank and history (None if unknown)."""
    user = conn.execute(select(users).where(users.c.username_key == username_key(name))).first()
    if user is None:
        return None
    history: dict[str, list[dict[str, Any]]] = {}
    for h in conn.execute(
        select(rating_history).where(rating_history.c.user_id == user.id).order_by(rating_history.c.id)
    ):
        history.setdefault(h.game, []).append({"table": h.table_id, "at": h.at, "rating": round(h.rating, 2)})
    rows = conn.execute(select(ratings).where(ratings.c.user_id == user.id).order_by(ratings.c.game))
    return {
        "name": user.username, "user_id": user.id, "reputation": user.reputation, "played": user.played,
        "won": user.won, "left": user.left, "clock_penalties": user.clock_penalties,
        "ratings": [
            {"game": r.game, "rating": round(r.rating, 2), "shown": shown(r.rating), "rank_name": rank_name(r.rating),
             "games": r.games, "history": history.get(r.game, [])}
            for r in rows
        ],
    }


@reads
def leaderboard(conn: Connection, game: str, limit: int = 50) -> list[dict[str, Any]]:
    """The best-rated registered players of `game` (guests are not ranked), best first, ties by games played."""
    rows = conn.execute(
        select(users.c.username, ratings.c.rating, ratings.c.games)
        .join(users, users.c.id == ratings.c.user_id)
        .where(ratings.c.game == game, users.c.is_guest.is_(False), ratings.c.games > 0)
        .order_by(ratings.c.rating.desc(), ratings.c.games.desc(), users.c.username_key)
        .limit(limit)
    )
    out: list[dict[str, Any]] = []
    for row in rows:
        place = len(out) + 1 if not out or shown(row.rating) != out[-1]["rating"] else out[-1]["place"]
        out.append({"place": place, "name": row.username, "rating": shown(row.rating),
                    "rank": rank_name(row.rating), "games": row.games})
    return out
