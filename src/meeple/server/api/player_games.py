"""A player's game history over HTTP: their finished tables, each with its replay, for the profile page."""

from __future__ import annotations

from fastapi import APIRouter, Query, Request

from meeple.store.repo_player_games import finished_games

from ..errors import ApiError
from ..services import services
from .bounds import INT32_MAX
from .responses import Json
from .schemas import GameHistory
from .tables import summary_for

router = APIRouter(prefix="/api", tags=["players"])


@router.get("/players/{name}/games", summary="A player's finished games", response_model=GameHistory)
async def player_games(
    name: str, request: Request, limit: int = Query(20, ge=1, le=100),
    before: int | None = Query(None, ge=0, le=INT32_MAX * 1_000_000, description="Only games finished before "
                               "this time (ms since the epoch): pass the last `finished_at` for the next page."),
) -> Json:
    """The finished tables the player sat at, newest first (invite-only ones are private and left out); each
    one's replay is `/replay/{id}` in the browser and `GET /api/tables/{id}/export` as a file.
    404 for no such player."""
    found = await finished_games(services(request).db, name, limit, before)
    if found is None:
        raise ApiError(404, "not_found", f"There is no player {name!r}.")
    return Json({"games": [summary_for(request, t, None) for t in found]})
