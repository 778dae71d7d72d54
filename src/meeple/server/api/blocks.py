"""An account's block list over HTTP: list, block, unblock (by username).

A blocked player's chat messages are hidden from you, and neither of you can
join a table the other sits at (chat/blocks.py). Muting, by contrast, is only
the web page's (for the session), so it needs no route.
"""

from __future__ import annotations

from fastapi import APIRouter, Depends, Path, Request
from sqlalchemy.exc import IntegrityError
from starlette.responses import Response

from meeple.store import repo_chat

from ..auth.identity import Auth, require_auth
from ..chat.blocks import refresh_pages
from ..errors import ApiError
from ..services import services
from .account_schemas import BlockList
from .responses import Json

router = APIRouter(prefix="/api/accounts", tags=["accounts"])

Username = Path(min_length=1, max_length=32, description="The player's username (any case).")


@router.get("/blocks", summary="My block list", response_model=BlockList)
async def list_blocks(request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """`{"blocked": [{"user_id", "name", "since"}]}`."""
    return Json({"blocked": await repo_chat.list_blocks(services(request).db, auth.account.id)})


@router.put("/blocks/{name}", summary="Block a player", response_model=BlockList)
async def block(request: Request, name: str = Username, auth: Auth = Depends(require_auth)) -> Json:
    """Blocking twice changes nothing. 404 for an unknown name, 422 for yourself. Answers the new list."""
    svc = services(request)
    target = await user_id_of(request, name)
    if target == auth.account.id:
        raise ApiError(422, "bad_request", "You cannot block yourself.")
    try:
        await repo_chat.block(svc.db, auth.account.id, target)
    except IntegrityError:  # the same block raced in
        await repo_chat.block(svc.db, auth.account.id, target)
    await _refresh(request, auth)
    return Json({"blocked": await repo_chat.list_blocks(svc.db, auth.account.id)})


@router.delete("/blocks/{name}", status_code=204, summary="Unblock a player")
async def unblock(request: Request, name: str = Username, auth: Auth = Depends(require_auth)) -> Response:
    """404 if that player is not on your list."""
    if not await repo_chat.unblock(services(request).db, auth.account.id, await user_id_of(request, name)):
        raise ApiError(404, "not_found", f"{name} is not on your block list.")
    await _refresh(request, auth)
    return Response(status_code=204)


async def user_id_of(request: Request, name: str) -> int:
    """The id of the account of that name (any case), or 404."""
    found = await repo_chat.user_by_name(services(request).db, name)
    if found is None:
        raise ApiError(404, "not_found", f"There is no player {name!r}.")
    return found[0]


async def _refresh(request: Request, auth: Auth) -> None:
    svc = services(request)
    refresh_pages(svc, auth.account.id, await repo_chat.blocked_ids(svc.db, auth.account.id))
