"""Small read-only endpoints the browser UI needs beyond the lobby API.

* `/api/web/games`: which games ship their own renderer (`ui.js`) and rules.
* `/api/tables/{id}/labels?v=N`: readable labels (the game's `describe_action`)
  for the caller's legal actions at the table's current version. Until the
  state message carries labels itself, the table page asks for them here.
* `/api/tables/{id}/presence`: which seats have a page open, on any server
  process (the pub/sub counts them; see pubsub/bus.py).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Query, Request

from meeple.arena.tables import may_watch
from meeple.store import repo_tables

from ..auth.identity import Auth, optional_auth
from ..errors import ApiError
from ..services import services
from .game_files import game_file
from .responses import Json
from .schemas import Labels, Presence, WebGames

router = APIRouter(tags=["web"])


@router.get("/api/web/games", summary="What the browser UI has for each game", response_model=WebGames)
async def web_games(request: Request) -> Json:
    """For each game: the URL of its own renderer (or null), of its lobby picture (or null) and of its rules page."""
    return Json({"games": {
        gid: {"ui": f"/games/{gid}/ui.js" if game_file(g, "ui.js") else None,
              "art": f"/games/{gid}/art.svg" if game_file(g, "art.svg") else None, "rules": f"/games/{gid}/rules"}
        for gid, g in sorted(services(request).games.items())
    }})


@router.get("/api/tables/{table_id}/labels", summary="Labels of my legal actions", response_model=Labels)
async def labels(table_id: str, request: Request, auth: Auth | None = Depends(optional_auth)) -> Json:
    """`{"v": N, "labels": [...]}`, one label per legal action of the caller's seat at version N."""
    table = await services(request).hub.table(table_id)
    if table is None:
        raise ApiError(409, "not_started", "The game has not started yet.")
    cur = table.current
    held = table.record.seats_of(auth.account.id if auth else None)
    if not held or cur.finished:
        return Json({"v": cur.version, "labels": []})
    seat = held[0]
    return Json({"v": cur.version, "labels": [_describe(table.game, cur.state, seat, a) for a in cur.legal(seat)]})


def _describe(game: Any, state: Any, seat: int, action: dict[str, Any]) -> str:
    try:
        return str(game.describe_action(state, seat, action))
    except Exception:  # a label must never break the page; the UI has its own fallback
        return ""


@router.get("/api/tables/{table_id}/presence", summary="Which seats have the table page open", response_model=Presence)
async def presence(table_id: str, request: Request, invite: str | None = Query(None, max_length=64),
                   auth: Auth | None = Depends(optional_auth)) -> Json:
    """`{"seats": [true|false|null...], "watchers": N}`: null for bots and empty seats (invite-only: as GET table)."""
    svc = services(request)
    live = svc.hub.live.get(table_id)
    record = live.record if live is not None else await repo_tables.get_table(svc.db, table_id)
    if record is None or not may_watch(record, auth.account.id if auth else None, invite):
        raise ApiError(404, "not_found", f"There is no table {table_id!r}.")
    online = await svc.hub.pubsub.presence(table_id)
    seats: list[bool | None] = []
    for i in range(record.players):
        holder = record.seats.get(i)
        seats.append(None if holder is None or holder.user_id is None else online[holder.user_id] > 0)
    seated = {h.user_id for h in record.seats.values() if h.user_id is not None}
    return Json({"seats": seats, "watchers": sum(n for user, n in online.items() if user not in seated)})
