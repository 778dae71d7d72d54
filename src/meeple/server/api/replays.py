"""Replays over HTTP: export a finished table as `meeple-replay/1`, import one back.

A running table's seed never leaves the server: export answers 409 until
the game is over. A finished invite-only table is read as it is watched
(`may_watch`): by its creator, its players and whoever has the invite code;
anyone else gets 404, as if it did not exist. An import is replayed move by move against today's rules
before anything is stored, and its recorded outcome must be what the moves give.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Body, Depends, Request

from meeple.arena.exports import from_replay, to_replay
from meeple.arena.tables import may_watch
from meeple.replay import ReplayFile, ReplayFormatError, ReplayMismatch, parse_replay
from meeple.store import Database, repo_moves, repo_tables
from meeple.store.repo_accounts import now_ms

from ..auth.identity import Auth, optional_auth, require_auth
from ..errors import ApiError
from ..live.updates import encode_events
from ..services import services
from .bounds import QueryInvite, unstorable
from .responses import Json
from .schemas import ReplayDocument, TableAnswer
from .tables import summary_for

router = APIRouter(prefix="/api", tags=["replays"])


async def finished_replay(db: Database, table_id: str) -> ReplayFile:
    """The replay file of a finished table (the export, and what the browser's replay pages rebuild).

    404 when there is no such table, 409 while the game runs.
    """
    record = await repo_tables.get_table(db, table_id)
    if record is None:
        raise ApiError(404, "not_found", f"There is no table {table_id!r}.")
    seed = await repo_moves.finished_seed(db, table_id)
    if seed is None:
        raise ApiError(409, "not_finished", "A replay is available once the game is over.")
    moves = [m.logged for m in await repo_moves.load_moves(db, table_id)]
    return to_replay(record, seed, moves)


async def may_read(db: Database, table_id: str, auth: Auth | None, invite: str | None) -> None:
    """404 unless the table exists and the caller may watch it (an invite-only one: insiders or the invite)."""
    record = await repo_tables.get_table(db, table_id)
    if record is None or not may_watch(record, auth.account.id if auth else None, invite):
        raise ApiError(404, "not_found", f"There is no table {table_id!r}.")


@router.get("/tables/{table_id}/export", summary="The replay of a finished table", response_model=ReplayDocument)
async def export(table_id: str, request: Request, invite: QueryInvite = None,
                 auth: Auth | None = Depends(optional_auth)) -> Json:
    """`meeple-replay/1` JSON, readable by `meeple replay FILE`; 409 while the game runs; an invite-only
    table needs its `invite` unless the caller created it or plays at it."""
    db = services(request).db
    await may_read(db, table_id, auth, invite)
    return Json((await finished_replay(db, table_id)).as_dict())


@router.post("/replays", status_code=201, summary="Import a replay as a finished table", response_model=TableAnswer)
async def import_replay(
    request: Request,
    doc: dict[str, Any] = Body(description="A meeple-replay/1 document."),
    auth: Auth = Depends(require_auth),
) -> Json:
    """422 `bad_replay` says what does not fit (format, unknown game, an illegal move, the outcome)."""
    svc = services(request)
    problem = unstorable(doc)
    if problem is not None:
        raise ApiError(422, "bad_replay", f"Not a meeple-replay/1 document: it holds {problem}.")
    try:
        replay = parse_replay(doc)
    except ReplayFormatError as exc:
        raise ApiError(422, "bad_replay", f"Not a meeple-replay/1 document: {exc}") from None
    game = svc.games.get(replay.game)
    if game is None:
        raise ApiError(422, "bad_replay", f"This server has no game {replay.game!r}.")
    try:
        imported = from_replay(game, replay, repo_tables.new_table_id(), auth.account.id, now_ms())
    except ReplayMismatch as exc:
        raise ApiError(422, "bad_replay", str(exc)) from None
    table_id = imported.record.id
    log = [
        repo_moves.move_row(table_id, i, seat, action, None, encode_events(events))
        for i, (seat, action, events) in enumerate(imported.moves, 1)
    ]
    snapshot = repo_tables.dumps(game.dump(imported.final))
    await repo_moves.insert_played(svc.db, imported.record, imported.seed, log, snapshot)
    return Json({"table": summary_for(request, imported.record, auth)}, status_code=201)
