"""`POST /api/tables/{id}/undo`: the REST mirror of the WebSocket `undo`, for bot and script writers.

Same rules and codes as the WebSocket message (`meeple.arena.undo`,
`LiveTable.undo`): 409 `undo_refused` with the reason, `stale` for a wrong
version, `finished`, `not_started`; 403 `not_seated`. The answer is the new
version, whose state is the one at the start of the caller's turn.
"""

from __future__ import annotations

import secrets

from fastapi import APIRouter, Depends, Request
from pydantic import Field

from ..auth.identity import Auth, require_auth
from ..errors import ApiError
from ..services import services
from .bounds import INT32_MAX, MAX_SEATS, Body
from .responses import Json
from .schemas import Version

router = APIRouter(prefix="/api", tags=["play"])

_STATUS = {"unavailable": 503, "internal": 500}


class UndoRequest(Body):
    """The version the caller sees, an optional id (the same id twice is applied once), and the seat."""

    v: int = Field(ge=0, le=INT32_MAX, description="The version of the state you are looking at.")
    id: str | None = Field(None, min_length=1, max_length=64)
    seat: int | None = Field(None, ge=0, lt=MAX_SEATS, description="Which of your seats (the first one if omitted).")


@router.post("/tables/{table_id}/undo", summary="Take back my moves of this turn", response_model=Version)
async def undo(
    table_id: str, body: UndoRequest, request: Request, auth: Auth = Depends(require_auth)
) -> Json:
    """`{"v": N}`: the version the undo made (or made earlier, for an id sent again)."""
    table = await services(request).hub.table(table_id)
    if table is None:
        raise ApiError(409, "not_started", f"Table {table_id!r} is not in play (not started or unknown).")
    held = table.record.seats_of(auth.account.id)
    seat = body.seat if body.seat is not None else (held[0] if held else None)
    if seat is None or seat not in held:
        raise ApiError(403, "not_seated", "You have no seat at this table." if not held
                       else f"You sit in seat {held[0]}; you cannot undo for seat {seat}.")
    made: list[int] = []
    refusal = await table.undo(seat, body.v, body.id or secrets.token_hex(8), made.append)
    if refusal is not None:
        raise ApiError(_STATUS.get(refusal.code, 409), refusal.code, refusal.message)
    return Json({"v": made[0]})
