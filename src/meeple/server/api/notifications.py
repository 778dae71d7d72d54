"""A player's turn notification settings over HTTP: sound, browser notification, turn mails, daily digest.

Stored per account (guests keep theirs in the browser), with the optional
e-mail the mails go to; the mails themselves are sent by meeple.server.notify.
"""

from __future__ import annotations

import re

from fastapi import APIRouter, Depends, Request
from pydantic import Field

from meeple.store import repo_notify
from meeple.store.repo_notify import Recipient

from ..auth.identity import Auth, require_auth
from ..errors import ApiError
from ..services import services
from .account_schemas import Notifications
from .bounds import Body
from .responses import Json

router = APIRouter(prefix="/api/accounts/me", tags=["accounts"])

EMAIL_MAX = 254
_EMAIL = re.compile(r"^[^@\s\"<>(),;:\\]+@[^@\s\"<>(),;:\\]+\.[^@\s\"<>(),;:\\.]{2,}$")


class NotificationChanges(Body):
    """The settings to change (those left out keep their value); `email` null or "" removes the address."""

    email: str | None = Field(default=None, max_length=EMAIL_MAX, description="Where turn mails and digests go")
    sound_realtime: bool | None = Field(default=None, description="A sound when it becomes your turn, real time")
    sound_turnbased: bool | None = Field(default=None, description="The same sound at turn-based tables")
    browser: bool | None = Field(default=None, description="A browser notification while the table's tab is hidden")
    mail_turn: bool | None = Field(default=None, description="An e-mail when it is your move (turn-based tables)")
    mail_digest: bool | None = Field(default=None, description="A daily e-mail of the tables waiting for you")


def check_email(value: str) -> str | None:
    """The address as stored (trimmed; None for ""), or ApiError 422 `bad_email`.

    >>> check_email(" Ana@Example.org "), check_email("")
    ('Ana@Example.org', None)
    """
    address = value.strip()
    if not address:
        return None
    if not _EMAIL.match(address):
        raise ApiError(422, "bad_email", f"{address!r} is not an e-mail address (name@example.org).")
    return address


def _answer(request: Request, found: Recipient) -> Json:
    return Json({"email": found.email, "settings": found.settings.as_dict(),
                 "mail_available": bool(services(request).settings.smtp_host)})


def _registered(auth: Auth) -> Auth:
    if auth.account.is_guest:
        raise ApiError(403, "guest",
                       "Guests keep these settings in their browser; register to keep them on an account.")
    return auth


@router.get("/notifications", summary="My turn notification settings", response_model=Notifications)
async def get_notifications(request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """`{"email", "settings": {...}, "mail_available"}`; 403 `guest` for guest accounts."""
    found = await repo_notify.recipient(services(request).db, _registered(auth).account.id)
    if found is None:
        raise ApiError(404, "not_found", "Your account is gone.")
    return _answer(request, found)


@router.patch("/notifications", summary="Change my turn notification settings", response_model=Notifications)
async def change_notifications(body: NotificationChanges, request: Request,
                               auth: Auth = Depends(require_auth)) -> Json:
    """The settings after the change; 422 `bad_email`, 403 `guest`. Nothing changes if any part is refused."""
    account = _registered(auth).account
    sent = body.model_dump(exclude_unset=True)
    set_email = "email" in sent
    email = check_email(sent.pop("email") or "") if set_email else None
    changes = {name: value for name, value in sent.items() if value is not None}
    if len(changes) != len(sent):
        raise ApiError(422, "bad_request", "A setting is true or false, not null.")
    found = await repo_notify.change(services(request).db, account.id, changes, set_email=set_email, email=email)
    return _answer(request, found)
