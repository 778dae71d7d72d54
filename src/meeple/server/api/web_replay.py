"""Replays for the browser: the log of a finished game and its position at any step, as any seat saw it.

Read-only. The game is rebuilt from the same data as the export (seed + moves,
available once the game is over) with `meeple.replay.rebuild`; the
last few timelines are kept in memory, since finished games never change.
Everything is cut to the chosen viewer: the game's view for that seat (or the
spectator view), the events it could see, and the move labels it could read.
An invite-only table is read by whoever may watch it (replays.may_read),
checked on every request, before the cache.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict

from fastapi import APIRouter, Depends, Request

from meeple.replay import ReplayMismatch, Timeline, rebuild

from ..auth.identity import Auth, optional_auth
from ..errors import ApiError
from ..services import services
from .bounds import PathStep, QueryInvite, QuerySeat
from .replays import finished_replay, may_read
from .responses import Json
from .schemas import ReplayLog, ReplayStep

router = APIRouter(tags=["replays"])
CACHE_SIZE = 8
_cache: OrderedDict[str, Timeline] = OrderedDict()
_locks: dict[str, asyncio.Lock] = {}


async def timeline_of(request: Request, table_id: str) -> Timeline:
    """The rebuilt game of a finished table (cached); 404 / 409 / 422 otherwise."""
    found = _cache.get(table_id)
    if found is not None:
        _cache.move_to_end(table_id)
        return found
    lock = _locks.setdefault(table_id, asyncio.Lock())
    try:
        async with lock:  # two pages opening the same replay rebuild it once
            found = _cache.get(table_id) or await _rebuild(request, table_id)
    finally:
        _locks.pop(table_id, None)
    _cache[table_id] = found
    while len(_cache) > CACHE_SIZE:
        _cache.popitem(last=False)
    return found


async def _rebuild(request: Request, table_id: str) -> Timeline:
    svc = services(request)
    replay = await finished_replay(svc.db, table_id)
    game = svc.games.get(replay.game)
    if game is None:
        raise ApiError(404, "unknown_game", f"This server no longer has the game {replay.game!r}.")
    try:
        return await asyncio.to_thread(rebuild, game, replay)
    except ReplayMismatch as exc:
        raise ApiError(422, "bad_replay", f"This game cannot be replayed with today's rules: {exc}") from None


def _viewer(timeline: Timeline, seat: int | None) -> int | None:
    if seat is not None and not 0 <= seat < timeline.replay.players:
        raise ApiError(422, "bad_request", f"seat must be between 0 and {timeline.replay.players - 1}.")
    return seat


@router.get("/api/tables/{table_id}/replay", summary="A finished game's log, as one seat saw it",
            response_model=ReplayLog)
async def replay_log(table_id: str, request: Request, seat: QuerySeat = None, invite: QueryInvite = None,
                     auth: Auth | None = Depends(optional_auth)) -> Json:
    """Names, the number of moves, the outcome, and for each move its mover, label and visible events."""
    await may_read(services(request).db, table_id, auth, invite)
    timeline = await timeline_of(request, table_id)
    viewer = _viewer(timeline, seat)
    game = timeline.game
    moves = []
    for k, frame in enumerate(timeline.frames, 1):
        moves.append({
            "step": k, "seat": frame.seat, "label": timeline.label_seen_by(k, viewer),
            "events": [e.as_dict() for e in frame.events if e.visible_to(viewer)],
        })
    outcome = timeline.outcome.as_dict() if timeline.outcome is not None else None
    return Json({"game": game.id, "title": game.title, "players": timeline.replay.players,
                 "names": timeline.replay.names, "seat": viewer, "total": len(timeline.frames),
                 "moves": moves, "outcome": outcome})


@router.get("/api/tables/{table_id}/replay/{step}", summary="The position after `step` moves, as one seat saw it",
            response_model=ReplayStep)
async def replay_step(table_id: str, step: PathStep, request: Request, seat: QuerySeat = None,
                      invite: QueryInvite = None, auth: Auth | None = Depends(optional_auth)) -> Json:
    """`{"step", "total", "view", "waiting"}`: the game's view for the seat (null = spectator)."""
    await may_read(services(request).db, table_id, auth, invite)
    timeline = await timeline_of(request, table_id)
    viewer = _viewer(timeline, seat)
    total = len(timeline.frames)
    if not 0 <= step <= total:
        raise ApiError(422, "bad_request", f"step must be between 0 and {total}.")
    state = timeline.state(step)
    return Json({"step": step, "total": total, "seat": viewer, "view": timeline.game.view(state, viewer),
                 "waiting": sorted(timeline.game.waiting_for(state))})
