"""Inviting a user by name to an open table: an `invitation` on their event stream, with the invite code.

The invitee accepts by joining as anyone does (`POST /api/tables/{id}/join {"invite"}`): the invitation
tells them where, and hands an invite-only table's code to them without a link passing through another
channel. Or they decline it (`POST /api/tables/{id}/invitation/decline`), and whoever invited them hears it
on their stream, with one of the reasons a challenge is declined with.
"""

from __future__ import annotations

from fastapi import APIRouter, Depends, Request
from pydantic import Field

from meeple.arena import challenges as challenge_rules
from meeple.arena.tables import OPEN, ArenaError
from meeple.store import repo_invitations, repo_tables
from meeple.store.repo_accounts import account_named

from ..auth.identity import Auth, require_auth
from ..errors import ApiError
from ..live import account_events
from ..services import services
from .account_schemas import InvitationDeclinedAnswer, Invited
from .bounds import Body
from .responses import Json
from .tables import summary_for

router = APIRouter(prefix="/api/tables", tags=["bots"])


class Invitation(Body):
    """Whom to invite."""

    username: str = Field(max_length=64)


class DeclineInvitation(Body):
    """Why (one of the challenge's reasons: generic, later, tooFast, tooSlow, rated, casual, game, noBot, onlyBot)."""

    reason: str | None = Field(None, max_length=16)


@router.post("/{table_id}/invite", summary="Invite a user by name to an open table", response_model=Invited)
async def invite(table_id: str, body: Invitation, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """The creator or a seated player invites; the invitee's streams get `invitation`. 404 `unknown_user` /
    `not_found`; 403 `forbidden` for anyone else; 409 `not_open` once the game started; 409 `already_seated`."""
    svc = services(request)
    record = await repo_tables.get_table(svc.db, table_id)
    me = auth.account.id
    if record is None or (record.invite_only and me != record.creator_id and not record.seats_of(me)):
        raise ApiError(404, "not_found", f"There is no table {table_id!r}.")
    if me != record.creator_id and not record.seats_of(me):
        raise ApiError(403, "forbidden", "Only the table's creator and its players can invite to it.")
    if record.status != OPEN:
        raise ArenaError("not_open", "This table is no longer open; invite to a table before its start.")
    dest = await account_named(svc.db, body.username)
    if dest is None:
        raise ApiError(404, "unknown_user", f"There is no player named {body.username!r}.")
    if record.seats_of(dest.id):
        raise ArenaError("already_seated", f"{dest.username} already sits at this table.")
    await repo_invitations.record_invitation(svc.db, table_id, me, dest.id)
    account_events.publish(svc.hub.pubsub, [dest.id], {"type": "invitation", "invitation": {
        "from": {"id": me, "name": auth.account.username}, "table": summary_for(request, record, None),
        "invite": record.invite_code,
    }})
    return Json({"invited": {"id": dest.id, "name": dest.username}, "table": table_id})


@router.post("/{table_id}/invitation/decline", summary="Decline the invitations to a table",
             response_model=InvitationDeclinedAnswer)
async def decline_invitation(table_id: str, request: Request, body: DeclineInvitation | None = None,
                             auth: Auth = Depends(require_auth)) -> Json:
    """Each player who invited me to the table gets `invitationDeclined` on their stream (and so do I), with the
    reason; the invitations are gone. 404 `unknown_invitation` when none stands; 422 for an unknown reason."""
    svc = services(request)
    reason = challenge_rules.check_reason(body.reason if body else None)
    inviters = await repo_invitations.take_invitations(svc.db, table_id, auth.account.id)
    if not inviters:
        raise ApiError(404, "unknown_invitation", f"Nobody invited you to the table {table_id!r}.")
    me = {"id": auth.account.id, "name": auth.account.username}
    for user_id, name in inviters:
        declined = {"from": {"id": user_id, "name": name}, "to": me, "table": table_id, "decline_reason": reason,
                    "decline_message": challenge_rules.DECLINE_REASONS[reason]}
        account_events.publish(svc.hub.pubsub, [user_id, auth.account.id],
                               {"type": "invitationDeclined", "invitation": declined})
    return Json({"declined": [{"id": user_id, "name": name} for user_id, name in inviters], "table": table_id})
