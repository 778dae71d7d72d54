"""Play now: a seat at the open table of a game whose players' ratings are nearest one's own, or a new table.

BGA's "Play now" matches players by game and speed. Here the candidates are the listed open tables of the
game and mode with a free seat; the one whose seated players' mean rating is nearest the caller's comes
first (the oldest on a tie), and the first the caller may join (not blocked, the table's requirements met)
is joined exactly as `POST /api/tables/{id}/join` would. With none, a new table is opened with the game's
usual player count (ranked for accounts, casual for guests and bot accounts), where the next player to ask
is matched.
"""

from __future__ import annotations

import asyncio
from statistics import fmean
from typing import Literal

from fastapi import APIRouter, Depends, Request
from pydantic import Field

from meeple.arena.tables import ArenaError, TableRecord
from meeple.store import repo_tables as repo
from meeple.store.repo_ratings import standings

from ..auth.identity import Auth, require_auth
from ..errors import ApiError
from ..services import services
from .bounds import Body
from .responses import Json
from .schemas import PlayNowAnswer
from .tables import JoinRequest, NewTable, game_of, open_table, started_if_full, summary_for, take_seat

router = APIRouter(prefix="/api", tags=["lobby"])
NO_PLAYERS = float("inf")  # a table of bots only is matched last


class PlayNow(Body):
    """Which game, in which mode."""

    game: str = Field(max_length=40)
    mode: Literal["realtime", "turnbased"] = "realtime"


def usual_players(min_players: int, max_players: int) -> int:
    """The seat count of a table Play now opens: four where the game allows it, else the nearest it takes.

    >>> usual_players(2, 5), usual_players(2, 2), usual_players(5, 8)
    (4, 2, 5)
    """
    return max(min_players, min(4, max_players))


@router.post("/play-now", summary="Join the best-matched open table of a game, or open one",
             response_model=PlayNowAnswer,
             responses={201: {"model": PlayNowAnswer, "description": "A new table was opened (`joined` false)."}})
async def play_now(body: PlayNow, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """`{"table", "joined"}`: `joined` is true when an open table was joined, false when a new one was opened
    (201). The table a request opens starts by itself once full. 404 `unknown_game`; 429 `rate_limited` when
    this address opened too many tables."""
    svc = services(request)
    game = game_of(request, body.game)
    lock = svc.matchmaking.setdefault((game.id, body.mode), asyncio.Lock())
    async with lock:  # two requests of one process at the same moment: the second finds the first's table
        joined = await _join_best(request, auth, game.id, body.mode)
        if joined is not None:
            return Json({"table": summary_for(request, joined, auth), "joined": True})
        ranked = not (auth.account.is_guest or auth.account.is_bot)  # a bot account's table is casual: anyone sits
        new = NewTable.model_validate({"game": game.id, "players": usual_players(game.min_players, game.max_players),
                                       "mode": body.mode, "ranked": ranked, "auto_start": True})
        opened = await open_table(new, request, auth)
    rival = await _yield_to_older(request, auth, opened)
    if rival is not None:
        return Json({"table": summary_for(request, rival, auth), "joined": True})
    return Json({"table": summary_for(request, opened, auth), "joined": False}, status_code=201)


async def _join_best(request: Request, auth: Auth, game: str, mode: str) -> TableRecord | None:
    """Join the open table nearest the caller's rating that they may join (as `POST .../join` would), or None."""
    svc = services(request)
    me = auth.account.id
    found = [t for t in await repo.list_open(svc.db, game=game, mode=mode, open_seats=1) if not t.seats_of(me)]
    known = await standings(svc.db, {(game, me)} | {(game, s.user_id) for t in found
                                                    for s in t.seats.values() if s.user_id is not None})
    mine = known[(game, me)]["rating"]

    def distance(table: TableRecord) -> float:
        rated = [known[(game, s.user_id)]["rating"] for s in table.seats.values() if s.user_id is not None]
        return abs(fmean(rated) - mine) if rated else NO_PLAYERS

    for table in sorted(found, key=lambda t: (distance(t), t.created_at)):
        joined = await _try_seat(request, auth, table)
        if joined is not None:
            return joined
    return None


async def _yield_to_older(request: Request, auth: Auth, opened: TableRecord) -> TableRecord | None:
    """Another process may have opened a Play now table of the same game at the same moment: the newer of the two
    gives way. If an older one has a free seat and nobody has joined the caller's yet, the caller's table is
    cancelled and the caller joins the older one (if that fails, the caller's table opens again)."""
    svc = services(request)
    older = [t for t in await repo.list_open(svc.db, game=opened.game, mode=opened.mode, open_seats=1)
             if t.auto_start and t.creator_id != auth.account.id and not t.seats_of(auth.account.id)
             and (t.created_at, t.id) < (opened.created_at, opened.id)]
    for table in sorted(older, key=lambda t: (t.created_at, t.id)):
        if not await repo.abandon_if_alone(svc.db, opened.id, auth.account.id):
            return None  # someone joined ours meanwhile: stay
        joined = await _try_seat(request, auth, table)
        if joined is not None:
            opened.status = "abandoned"
            svc.hub.notice(opened)
            return joined
        await repo.reopen_table(svc.db, opened.id)
    return None


async def _try_seat(request: Request, auth: Auth, table: TableRecord) -> TableRecord | None:
    """The table once the caller is seated (started if that filled an auto-start table), or None when refused."""
    try:
        joined = await take_seat(table, JoinRequest.model_validate({}), request, auth)
    except (ArenaError, ApiError):  # blocked, requirements, or taken meanwhile: the next one
        return None
    joined = await started_if_full(request, joined)
    services(request).hub.notice(joined)
    return joined
