"""An account's friends over HTTP: list, add, remove (by username), and the tables where friends sit.

A friend is a player one follows, as on Board Game Arena: no consent is asked, and the other player is
not told. The lobby shows the tables where a friend is seated ("Friends' tables"), so a player can join or
watch them.
"""

from __future__ import annotations

from fastapi import APIRouter, Depends, Request
from sqlalchemy.exc import IntegrityError
from starlette.responses import Response

from meeple.arena.tables import OPEN, PLAYING
from meeple.store import repo_tables
from meeple.store import repo_user_lists as lists

from ..auth.identity import Auth, require_auth
from ..errors import ApiError
from ..services import services
from .account_schemas import FriendList
from .blocks import Username, user_id_of
from .responses import Json
from .schemas import TableList
from .tables import listed

router = APIRouter(prefix="/api", tags=["accounts"])


@router.get("/accounts/friends", summary="My friends", response_model=FriendList)
async def list_friends(request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """`{"friends": [{"user_id", "name", "since"}]}`, by name."""
    return Json({"friends": await lists.list_friends(services(request).db, auth.account.id)})


@router.put("/accounts/friends/{name}", summary="Add a friend", response_model=FriendList)
async def add_friend(request: Request, name: str = Username, auth: Auth = Depends(require_auth)) -> Json:
    """Adding twice changes nothing. 404 for an unknown name, 422 for yourself. Answers the new list."""
    db = services(request).db
    friend = await user_id_of(request, name)
    if friend == auth.account.id:
        raise ApiError(422, "bad_request", "You cannot be your own friend here.")
    try:
        await lists.befriend(db, auth.account.id, friend)
    except IntegrityError:  # the same friend raced in
        await lists.befriend(db, auth.account.id, friend)
    return Json({"friends": await lists.list_friends(db, auth.account.id)})


@router.delete("/accounts/friends/{name}", status_code=204, summary="Remove a friend")
async def remove_friend(request: Request, name: str = Username, auth: Auth = Depends(require_auth)) -> Response:
    """404 if that player is not among your friends."""
    if not await lists.unfriend(services(request).db, auth.account.id, await user_id_of(request, name)):
        raise ApiError(404, "not_found", f"{name} is not among your friends.")
    return Response(status_code=204)


@router.get("/tables/friends", summary="Tables where my friends sit", response_model=TableList)
async def friends_tables(request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """Open and playing tables (not invite-only) with a friend seated, newest first; `{"tables": [...]}`."""
    db = services(request).db
    ids = await lists.friend_ids(db, auth.account.id)
    found = await repo_tables.list_seating(db, ids, (OPEN, PLAYING)) if ids else []
    return Json({"tables": await listed(request, found, auth)})
