"""Play now: a seat at the open table of a game whose players' ratings are nearest one's own, or a new table.

BGA's "Play now" matches players by game and speed. Here the candidates are the listed open tables of the
game and mode with a free seat; the one whose seated players' mean rating is nearest the caller's comes
first (the oldest on a tie), and the first the caller may join (not blocked, the table's requirements met)
is joined exactly as `POST /api/tables/{id}/join` would. With none, a new table is opened with the game's
usual player count (ranked for accounts, casual for guests), where the next player to ask is matched.
"""

from __future__ import annotations

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
from .tables import JoinRequest, NewTable, game_of, open_table, summary_for, take_seat

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


@router.post("/play-now", summary="Join the best-matched open table of a game, or open one")
async def play_now(body: PlayNow, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """`{"table", "joined"}`: `joined` is true when an open table was joined, false when a new one was opened
    (201). 404 `unknown_game`; 429 `rate_limited` when this address opened too many tables."""
    svc = services(request)
    game = game_of(request, body.game)
    me = auth.account.id
    found = [t for t in await repo.list_open(svc.db, game=game.id, mode=body.mode, open_seats=1) if not t.seats_of(me)]
    known = await standings(svc.db, {(game.id, me)} | {(game.id, s.user_id) for t in found
                                                         for s in t.seats.values() if s.user_id is not None})
    mine = known[(game.id, me)]["rating"]

    def distance(table: TableRecord) -> float:
        rated = [known[(game.id, s.user_id)]["rating"] for s in table.seats.values() if s.user_id is not None]
        return abs(fmean(rated) - mine) if rated else NO_PLAYERS

    for table in sorted(found, key=lambda t: (distance(t), t.created_at)):
        try:
            joined = await take_seat(table, JoinRequest.model_validate({}), request, auth)
        except (ArenaError, ApiError):  # blocked, requirements, or taken meanwhile: the next one
            continue
        svc.hub.notice(joined)
        return Json({"table": summary_for(request, joined, auth), "joined": True})
    new = NewTable.model_validate({"game": game.id, "players": usual_players(game.min_players, game.max_players),
                                   "mode": body.mode, "ranked": not auth.account.is_guest})
    opened = await open_table(new, request, auth)
    return Json({"table": summary_for(request, opened, auth), "joined": False}, status_code=201)
