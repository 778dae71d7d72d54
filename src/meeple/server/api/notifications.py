"""A player's turn notification settings over HTTP: sound, browser notification, turn mails, daily digest.

Stored per account (guests keep theirs in the browser), with the optional
e-mail the mails go to; the mails themselves are sent by meeple.server.notify.
A new address gets a link to confirm it, and no other mail until the link is
opened (`POST /api/accounts/confirm-email`, which the page at the link calls).
"""

from __future__ import annotations

import re

from fastapi import APIRouter, Depends, Request
from pydantic import Field

from meeple.store import repo_notify
from meeple.store.repo_accounts import now_ms
from meeple.store.repo_notify import Recipient

from ..auth.credentials import digest, new_secret
from ..auth.identity import Auth, require_auth
from ..errors import ApiError
from ..notify.mails import CONFIRM_LINK_MS
from ..services import Services, services
from .account_schemas import EmailConfirmed, Notifications
from .bounds import Body
from .guard import limit
from .openapi_doc import error_answer
from .responses import Json

router = APIRouter(prefix="/api/accounts", tags=["accounts"])

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
    return Json({"email": found.email, "email_confirmed": found.email_confirmed, "settings": found.settings.as_dict(),
                 "mail_available": bool(services(request).settings.smtp_host)})


async def _count_link(svc: Services, user_id: int) -> None:
    """Count one confirmation mail against `confirm_mails` (per account), or refuse it with 429: an account
    must not make the server mail a stranger's address again and again."""
    await limit(svc, svc.rules.confirm_mails, f"user:{user_id}", "confirmation mails")


async def _send_link(svc: Services, user_id: int, username: str) -> str | None:
    """Mail a new link for the account's unconfirmed address (the one before stops working); why not, if not."""
    token = new_secret()
    email, refused = await repo_notify.start_confirmation(svc.db, user_id, digest(token), now_ms())
    if email is not None:
        svc.notifier.send_confirmation(user_id, username, email, token)
    return refused


def _registered(auth: Auth) -> Auth:
    if auth.account.is_guest:
        raise ApiError(403, "guest",
                       "Guests keep these settings in their browser; register to keep them on an account.")
    return auth


@router.get("/me/notifications", summary="My turn notification settings", response_model=Notifications)
async def get_notifications(request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """`{"email", "email_confirmed", "settings": {...}, "mail_available"}`; 403 `guest` for guest accounts."""
    found = await repo_notify.recipient(services(request).db, _registered(auth).account.id)
    if found is None:
        raise ApiError(404, "not_found", "Your account is gone.")
    return _answer(request, found)


@router.patch("/me/notifications", summary="Change my turn notification settings", response_model=Notifications)
async def change_notifications(body: NotificationChanges, request: Request,
                               auth: Auth = Depends(require_auth)) -> Json:
    """The settings after the change; 422 `bad_email`, 403 `guest`. Nothing changes if any part is refused.

    A new address is unconfirmed, and a link to confirm it is mailed to it
    (when this server sends mail); until it is opened no other mail goes there.
    """
    account = _registered(auth).account
    sent = body.model_dump(exclude_unset=True)
    set_email = "email" in sent
    email = check_email(sent.pop("email") or "") if set_email else None
    changes = {name: value for name, value in sent.items() if value is not None}
    if len(changes) != len(sent):
        raise ApiError(422, "bad_request", "A setting is true or false, not null.")
    svc = services(request)
    before = await repo_notify.recipient(svc.db, account.id) if email is not None else None
    new_address = before is not None and before.email != email and svc.notifier.mailer is not None
    if new_address:
        await _count_link(svc, account.id)  # refused before anything changes
    found = await repo_notify.change(svc.db, account.id, changes, set_email=set_email, email=email)
    if new_address:
        await _send_link(svc, account.id, account.username)
    return _answer(request, found)


@router.post("/me/notifications/confirm", summary="Mail me a new link to confirm my e-mail address",
             response_model=Notifications)
async def send_confirmation(request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """Mails a new link (the one before stops working); the settings as they stand. 409 `no_email` (no address
    set), `already_confirmed`, or `no_mail` (this server sends no mail); 403 `guest`; 429 `rate_limited`."""
    account = _registered(auth).account
    svc = services(request)
    refused = "no_mail" if svc.notifier.mailer is None else None
    if refused is None:
        await _count_link(svc, account.id)
        refused = await _send_link(svc, account.id, account.username)
    if refused is not None:
        raise ApiError(409, refused, {
            "no_email": "You have no e-mail address to confirm: set one first.",
            "already_confirmed": "Your e-mail address is already confirmed.",
            "no_mail": "This server sends no mail, so it cannot send a link.",
        }[refused])
    found = await repo_notify.recipient(svc.db, account.id)
    if found is None:
        raise ApiError(404, "not_found", "Your account is gone.")
    return _answer(request, found)


class ConfirmEmail(Body):
    """The token of the link mailed to the address (the `token` of `/confirm-email?token=...`)."""

    token: str = Field(min_length=1, max_length=64)


@router.post("/confirm-email", summary="Confirm an e-mail address with the link's token",
             response_model=EmailConfirmed, responses={404: error_answer("404")})
async def confirm_email(body: ConfirmEmail, request: Request) -> Json:
    """No login needed: the link may be opened on another device. 404 `bad_link` for a link that is unknown,
    used already, replaced by a newer one, or older than 7 days."""
    found = await repo_notify.confirm_email(services(request).db, digest(body.token), now_ms(), CONFIRM_LINK_MS)
    if found is None:
        raise ApiError(404, "bad_link", "This link does not confirm anything: it was used already, a newer one "
                                        "was sent, or it is older than 7 days. Ask for a new one under Notifications "
                                        "on your profile.")
    username, email = found
    return Json({"username": username, "email": email})
