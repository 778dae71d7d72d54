"""Chat over HTTP: a table's and the lobby's messages (read and write), reports, and the admins' list of them.

Pages get messages live over their WebSocket (chat/table_ws.py); these
routes are the same chat for scripts and bots, and the history for replays:
a finished table's messages carry the replay `step` they were written at.
"""

from __future__ import annotations

from fastapi import APIRouter, Depends, Request
from pydantic import Field
from sqlalchemy.exc import IntegrityError

from meeple.arena.tables import TableRecord, may_watch
from meeple.store import repo_chat, repo_tables
from meeple.store.repo_chat import ChatMessage

from ..auth.identity import Auth, optional_auth, require_auth
from ..chat import posting
from ..chat.replay_steps import step_finder
from ..chat.rules import ChatRefusal
from ..errors import ApiError
from ..services import services
from .account_schemas import ChatLineAnswer, ChatLines, ReportAnswer, ReportList
from .bounds import Body, QueryInvite, RowId
from .responses import Json

router = APIRouter(prefix="/api", tags=["chat"])


class ChatText(Body):
    """A chat message: plain text, 1 to 500 characters once trimmed."""

    text: str = Field(max_length=10_000)


class ReportBody(Body):
    """Why the message is reported (optional)."""

    reason: str = Field("", max_length=500)


def _refused(exc: ChatRefusal) -> ApiError:
    headers = {"Retry-After": str(max(1, int(exc.retry_after + 0.999)))} if exc.retry_after else None
    return ApiError(exc.status, exc.code, exc.message, headers)


async def _watched(request: Request, table_id: str, auth: Auth | None, invite: str | None) -> TableRecord:
    record = await repo_tables.get_table(services(request).db, table_id)
    if record is None or not may_watch(record, auth.account.id if auth else None, invite):
        raise ApiError(404, "not_found", f"There is no table {table_id!r}.")
    return record


@router.get("/tables/{table_id}/chat", summary="A table's chat", response_model=ChatLines)
async def table_chat(table_id: str, request: Request, invite: QueryInvite = None,
                     auth: Auth | None = Depends(optional_auth)) -> Json:
    """The last 200 messages, oldest first, without those of the players you blocked. Each has `v`, the
    table's version when it was written; once the game is over, also `step`, where it falls in the replay."""
    svc = services(request)
    record = await _watched(request, table_id, auth, invite)
    found = await posting.history(svc, table_id, auth.account.id if auth else None)
    out = [m.as_dict() for m in found]
    if record.status == "finished" and out:
        step = await step_finder(svc.db, table_id)
        for item in out:
            item["step"] = step(item["v"])
    return Json({"messages": out})


@router.post("/tables/{table_id}/chat", status_code=201, summary="Write in a table's chat",
             response_model=ChatLineAnswer)
async def write_table_chat(body: ChatText, table_id: str, request: Request, invite: QueryInvite = None,
                           auth: Auth = Depends(require_auth)) -> Json:
    """Seated players (guests too) and registered spectators. 422 `empty_message` / `message_too_long`,
    403 `forbidden` (a guest watching), 429 `rate_limited` (with `Retry-After`)."""
    record = await _watched(request, table_id, auth, invite)
    try:
        message = await posting.post_at_table(services(request), auth.account, record, body.text)
    except ChatRefusal as exc:
        raise _refused(exc) from None
    return Json({"message": message.as_dict()}, status_code=201)


@router.get("/lobby/chat", summary="The lobby's chat", response_model=ChatLines)
async def lobby_chat(request: Request, auth: Auth | None = Depends(optional_auth)) -> Json:
    """The last 50 messages, oldest first, without those of the players you blocked."""
    found = await posting.history(services(request), None, auth.account.id if auth else None)
    return Json({"messages": [m.as_dict() for m in found]})


@router.post("/lobby/chat", status_code=201, summary="Write in the lobby's chat", response_model=ChatLineAnswer)
async def write_lobby_chat(body: ChatText, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """Registered players only (403 `forbidden` for guests); 422 and 429 as at a table."""
    try:
        message = await posting.post_in_lobby(services(request), auth.account, body.text)
    except ChatRefusal as exc:
        raise _refused(exc) from None
    return Json({"message": message.as_dict()}, status_code=201)


@router.post("/chat/{message_id}/report", status_code=201, summary="Report a chat message to the admins",
             response_model=ReportAnswer,
             responses={200: {"model": ReportAnswer, "description": "You had reported it already."}})
async def report(message_id: RowId, body: ReportBody, request: Request, invite: QueryInvite = None,
                 auth: Auth = Depends(require_auth)) -> Json:
    """201 with the new report, 200 if you reported it already; 404 for a message you cannot see,
    422 for your own."""
    svc = services(request)
    message = await _visible_message(request, message_id, auth, invite)
    if message.user_id == auth.account.id:
        raise ApiError(422, "bad_request", "That is your own message.")
    reason = body.reason.strip()
    try:
        report_id, new = await repo_chat.add_report(svc.db, message_id, auth.account.id, reason)
    except IntegrityError:  # the same report raced in
        report_id, new = await repo_chat.add_report(svc.db, message_id, auth.account.id, reason)
    return Json({"report": {"id": report_id, "message": message.id}}, status_code=201 if new else 200)


async def _visible_message(request: Request, message_id: int, auth: Auth, invite: str | None) -> ChatMessage:
    message = await repo_chat.get_message(services(request).db, message_id)
    if message is None:
        raise ApiError(404, "not_found", f"There is no message {message_id}.")
    if message.table_id is not None:
        await _watched(request, message.table_id, auth, invite)
    return message


@router.get("/chat/reports", summary="Reported chat messages (admins)", response_model=ReportList)
async def reports(request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """The latest 200 reports, newest first, with the message and who reported it. Admins are the usernames in
    `MEEPLE_ADMINS`; anyone else gets 403 `forbidden`."""
    svc = services(request)
    admins = {name.casefold() for name in svc.settings.admins}
    if auth.account.is_guest or auth.account.username.casefold() not in admins:
        raise ApiError(403, "forbidden", "Only the server's admins read the reports.")
    return Json({"reports": await repo_chat.list_reports(svc.db)})
