"""The platform's rules over HTTP: speeds, player profiles, and REST mirrors of the table page's messages.

`POST /api/tables/{id}/skip {seat}`, `/expel {seat}`, `/concede`, `/resign`,
`/abort`, `/abandon {cancel?}` and `/think` apply the same rules as the WebSocket
messages (live/table_rules.py) with the same codes: 409 for a rule refusal,
403 `not_seated`, 422 `bad_request`. Each takes an optional `id`: the same
id twice is applied once. The answer is `{"v": N}`, the table's version.
"""

from __future__ import annotations

import secrets
from typing import Any

from fastapi import APIRouter, Depends, Query, Request
from pydantic import Field

from meeple.store.repo_ratings import leaderboard, profile

from ..auth.identity import Auth, require_auth
from ..errors import ApiError
from ..live import table_rules
from ..live.table import LiveTable
from ..services import services
from .bounds import Body
from .bounds import Seat as SeatNo
from .responses import Json
from .schemas import Leaderboard, Profile, SpeedList, Version

router = APIRouter(prefix="/api", tags=["arena"])


class RuleRequest(Body):
    """An optional id (the same id twice is applied once)."""

    id: str | None = Field(None, min_length=1, max_length=64)


class SeatRequest(RuleRequest):
    """Which seat to skip or expel."""

    seat: SeatNo


class AbandonRequest(RuleRequest):
    """`cancel: true` withdraws the caller's vote."""

    cancel: bool = False


@router.get("/speeds", summary="The speeds a table can be created with", response_model=SpeedList)
async def speeds(request: Request) -> Json:
    """Each speed's starting bank and time added per turn, in seconds (`initial` null without a time limit)."""
    return Json({"speeds": [
        {"id": p.id, "label": p.label, "realtime": p.realtime,
         "initial": None if p.unlimited else p.initial, "per_turn": p.per_turn}
        for p in services(request).settings.speeds().values()
    ]})


@router.get("/players/{name}", summary="A player's profile", response_model=Profile)
async def player(name: str, request: Request) -> Json:
    """Reputation, games played, won and left, clock penalties, and per game the rating, rank and history."""
    found = await profile(services(request).db, name)
    if found is None:
        raise ApiError(404, "not_found", f"There is no player {name!r}.")
    return Json(found)


@router.get("/games/{game_id}/leaderboard", summary="The best-rated players of a game",
            response_model=Leaderboard)
async def game_leaderboard(game_id: str, request: Request,
                           limit: int = Query(50, ge=1, le=200)) -> Json:
    """Registered players with a ranked game of `game_id`, best first: place (shared on equal points), name,
    rating points above the start, rank and ranked games played."""
    if game_id not in services(request).games:
        raise ApiError(404, "unknown_game", f"There is no game {game_id!r} here.")
    return Json({"game": game_id, "players": await leaderboard(services(request).db, game_id, limit)})


async def _live(request: Request, table_id: str) -> LiveTable:
    table = await services(request).hub.table(table_id)
    if table is None:
        raise ApiError(409, "not_started", f"Table {table_id!r} is not in play (not started or unknown).")
    return table


async def _apply(request: Request, table_id: str, auth: Auth, request_id: str | None, kind: str,
                 **args: Any) -> Json:
    table = await _live(request, table_id)
    version = await table_rules.run(kind, services(request).hub, table, auth.account.id,
                                    request_id or secrets.token_hex(8), **args)
    return Json({"v": version})


@router.post("/tables/{table_id}/skip", summary="Skip a late player's turn (the zombie plays from then on)",
             response_model=Version)
async def skip(table_id: str, body: SeatRequest, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """409 `not_late`, `more_late`, `no_clock`, `already_zombie`, `finished`; 403 `not_seated`."""
    return await _apply(request, table_id, auth, body.id, "skip", seat=body.seat)


@router.post("/tables/{table_id}/expel", summary="Expel an absent late player (the zombie plays from then on)",
             response_model=Version)
async def expel(table_id: str, body: SeatRequest, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """As skip, and 409 `present` while that player has the table open."""
    return await _apply(request, table_id, auth, body.id, "expel", seat=body.seat)


@router.post("/tables/{table_id}/concede", summary="Concede a two-player game (from 50% progress)",
             response_model=Version)
async def concede(table_id: str, body: RuleRequest, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """409 `not_two_players`, `too_early`, `finished`; 403 `not_seated`."""
    return await _apply(request, table_id, auth, body.id, "concede")


@router.post("/tables/{table_id}/resign", summary="Resign: leave the game at any progress (as BGA rules a leaver)",
             response_model=Version)
async def resign(table_id: str, body: RuleRequest, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """You lose with a leave penalty; the others share first with the points of the progress so far. The zombie
    plays your seat, and the game ends at once when no person is left to play on (always in two-player games).
    409 `finished`; 403 `not_seated`."""
    return await _apply(request, table_id, auth, body.id, "resign")


@router.post("/tables/{table_id}/abort", summary="Abort the game before every seat had its first move",
             response_model=Version)
async def abort(table_id: str, body: RuleRequest, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """The table becomes `abandoned`: nobody is rated or penalized. 409 `too_late`, `finished`; 403 `not_seated`."""
    return await _apply(request, table_id, auth, body.id, "abort")


@router.post("/tables/{table_id}/abandon", summary="Vote to abandon the game (or withdraw the vote)",
             response_model=Version)
async def abandon(table_id: str, body: AbandonRequest, request: Request,
                  auth: Auth = Depends(require_auth)) -> Json:
    """Once every player still in the game has voted, the table is `abandoned` and nothing is recorded."""
    return await _apply(request, table_id, auth, body.id, "abandon", cancel=body.cancel)


@router.post("/tables/{table_id}/think", summary='"I would like to think a little"',
             response_model=Version)
async def think(table_id: str, body: RuleRequest, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """Tells everyone at the table (a `notice` of kind `thinking`); the clock does not change."""
    return await _apply(request, table_id, auth, body.id, "think")
